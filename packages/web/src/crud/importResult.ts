import { API_BASE, IMPORT_PARTIAL_CODE, type ImportFailure } from '@agvs/contract';

export type ImportOutcome =
  | { readonly kind: 'ok'; readonly message: string }
  | { readonly kind: 'partial'; readonly message: string; readonly detail: string; readonly href: string; readonly fileName: string }
  | { readonly kind: 'failed'; readonly message: string };

/** What an importExcel answer means for the user: done, refused with a report of the failed rows (201: nothing stored), or failed. */
export function importOutcome(envelope: { success?: boolean; code?: number; message?: string; result?: unknown }): ImportOutcome {
  const message = envelope.message ?? '';
  if (envelope.code === IMPORT_PARTIAL_CODE) {
    const result = (envelope.result ?? {}) as Partial<ImportFailure>;
    const url = result.fileUrl ?? '';
    return {
      kind: 'partial',
      message,
      detail: result.msg ?? '',
      href: url.startsWith('/') ? `${API_BASE}${url}` : '',
      fileName: result.fileName ?? '',
    };
  }
  return envelope.success ? { kind: 'ok', message } : { kind: 'failed', message };
}
