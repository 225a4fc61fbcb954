import { isRawAnswer, pathWith, type CallDef, type CallInput, type CallResult } from '@agvs/contract';
import { i18n } from '../i18n';
import { ApiError } from './ApiError';
import { downloadFile, fetchBlob, uploadFile } from './files';
import { request, type Credentials } from './request';
import type { QueryParams } from './url';

export interface CallOptions {
  readonly credentials?: Credentials;
}

/** The query, body and path parameters of a call's input (each present only when the call declares it). */
export const inputOf = (input: unknown) => (input ?? {}) as { readonly params?: Record<string, unknown>; readonly query?: QueryParams; readonly body?: object };

/**
 * Calls a declared call (contract `calls/`) and answers its result, checked against the declared
 * response schema: an answer the console would misread is refused here, not deep in a page.
 */
export async function callApi<D extends CallDef>(call: D, input: CallInput<D>, options: CallOptions = {}): Promise<CallResult<D>> {
  if (isRawAnswer(call.response) || call.body === 'multipart') throw new Error(`${call.path} answers a file: use downloadCall or uploadCall`);
  const { params, query, body } = inputOf(input);
  const result = await request(pathWith(call.path, params), {
    method: call.method,
    params: query,
    body,
    cacheable: call.cacheable,
    credentials: options.credentials,
  });
  const checked = call.response.safeParse(result);
  if (!checked.success) {
    console.error(`${call.method} ${call.path}: answer outside its declaration`, checked.error.issues);
    throw new ApiError(i18n.t('errors:unreadableAnswer'), 200, null, false);
  }
  return checked.data as CallResult<D>;
}

/** Saves the file a raw call answers (Excel export) under `fileName`. */
export function downloadCall<D extends CallDef>(call: D, input: CallInput<D>, fileName: string): Promise<void> {
  const { params, query } = inputOf(input);
  return downloadFile(pathWith(call.path, params), query ?? {}, fileName);
}

/** The file a raw call answers, as a blob (an image the page shows). */
export function blobCall<D extends CallDef>(call: D, input: CallInput<D>): Promise<Blob> {
  const { params, query } = inputOf(input);
  return fetchBlob(pathWith(call.path, params), query ?? {});
}

/** Uploads one file to a multipart call (field `file`, after `fields`); answers the whole envelope (importExcel's code 201 matters). */
export function uploadCall<D extends CallDef>(call: D, input: CallInput<D>, file: Blob, fileName: string, fields: Readonly<Record<string, string>> = {}) {
  return uploadFile(pathWith(call.path, inputOf(input).params), file, fileName, fields);
}
