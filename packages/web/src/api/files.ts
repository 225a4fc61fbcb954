import { Headers, type ApiResponse } from '@agvs/contract';
import { currentLanguage } from '../i18n';
import { languageTag } from '../i18n/language';
import { getSession } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { showHttpError } from './errorFeedback';
import { classifyHttpError } from './httpErrors';
import { buildUrl, type QueryParams } from './url';

function authHeaders(): Record<string, string> {
  const session = getSession();
  const headers: Record<string, string> = { 'Accept-Language': languageTag(currentLanguage()) };
  if (session) {
    headers[Headers.token] = session.token;
    if (session.tenantId !== null) headers[Headers.tenant] = String(session.tenantId);
  }
  return headers;
}

async function failed(response: Response): Promise<never> {
  let message = '';
  try {
    message = ((await response.json()) as Partial<ApiResponse>).message ?? '';
  } catch {
    // not an envelope
  }
  showHttpError(classifyHttpError(response.status, message, getSession() !== null));
  throw new ApiError(message, response.status, null, true);
}

/** Downloads a file the API answers (Excel export, import report) and saves it under `fileName`. */
export async function downloadFile(path: string, params: QueryParams, fileName: string): Promise<void> {
  const response = await fetch(buildUrl(path, params, { timestamp: Date.now() }), { headers: authHeaders() });
  if (!response.ok) return failed(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A file the API answers (an image to show), as a blob. */
export async function fetchBlob(path: string, params: QueryParams): Promise<Blob> {
  const response = await fetch(buildUrl(path, params, { timestamp: Date.now() }), { headers: authHeaders() });
  if (!response.ok) return failed(response);
  return response.blob();
}

/**
 * Uploads one file as multipart field `file`, after the text `fields` (servers read fields that
 * come before the file); answers the whole envelope (importExcel's code 201 matters).
 */
export async function uploadFile(path: string, file: Blob, fileName: string, fields: Readonly<Record<string, string>> = {}): Promise<Partial<ApiResponse>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, fileName);
  const response = await fetch(buildUrl(path, undefined), { method: 'POST', headers: authHeaders(), body: form });
  if (!response.ok) return failed(response);
  return (await response.json()) as Partial<ApiResponse>;
}
