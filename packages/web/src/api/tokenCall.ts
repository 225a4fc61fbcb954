import type { CallBody, CallDef, CallResult } from '@agvs/contract';
import { z } from 'zod';
import { buildUrl } from './url';

/** The server refused the screen's token: 401 unknown or revoked, 403 not allowed (revoked board, pad bound to nothing). */
export class TokenRefused extends Error {
  override readonly name = 'TokenRefused';
  constructor(readonly status: 401 | 403, message: string) {
    super(message);
  }
}

/** The server answered but said no (a call that cannot be served): its translated message. */
export class CallRefused extends Error {
  override readonly name = 'CallRefused';
}

/**
 * A declared call made by a shop-floor screen with its own token (a kanban board's header, a
 * workplace pad's device token). Unlike callApi it keeps no console session, shows no message and
 * never sends to the sign-in page: the screen turns a refusal into its own "not connected" view.
 */
export async function tokenCall<D extends CallDef>(
  call: D,
  auth: { readonly header: string; readonly token: string },
  languageTag: string,
  options: { readonly body?: CallBody<D>; readonly signal?: AbortSignal } = {},
): Promise<CallResult<D>> {
  const { body, signal } = options;
  const response = await fetch(buildUrl(call.path, undefined, call.method === 'GET' ? { timestamp: Date.now() } : {}), {
    method: call.method,
    headers: { Accept: 'application/json', 'Accept-Language': languageTag, [auth.header]: auth.token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal,
  });
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; message?: string; result?: unknown } | null;
  if (response.status === 401 || response.status === 403) throw new TokenRefused(response.status, envelope?.message ?? '');
  if (envelope && envelope.success === false && envelope.message) throw new CallRefused(envelope.message);
  if (!response.ok || envelope?.success !== true) throw new Error(`${call.path} failed (${response.status})`);
  return (call.response as z.ZodType).parse(envelope.result) as CallResult<D>;
}
