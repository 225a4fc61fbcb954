import { Headers, HTTP_TIMEOUT_MS, ResponseCode, type ApiResponse } from '@agvs/contract';
import { feedback } from '../app/feedback';
import { currentLanguage } from '../i18n';
import { languageTag } from '../i18n/language';
import { getSession } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { classifyHttpError } from './httpErrors';
import { showHttpError } from './errorFeedback';
import { buildUrl, dropEmpty, type QueryParams } from './url';

/** Credentials for calls made while signing in, before the session is stored. */
export interface Credentials {
  readonly token: string;
  readonly tenantId: number | null;
}

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly params?: QueryParams;
  readonly body?: object;
  /** Dictionary-item calls may be cached, so they go without `_t` (SPEC §7). */
  readonly cacheable?: boolean;
  readonly credentials?: Credentials;
}

/** The signed-in session's credentials, or null before sign-in. */
export function sessionCredentials(): Credentials | null {
  const session = getSession();
  return session ? { token: session.token, tenantId: session.tenantId } : null;
}

/** Headers of every API call (SPEC §7): token and tenant when signed in, the console's language. */
export function headersFor(credentials: Credentials | null, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': languageTag(currentLanguage()),
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (credentials) {
    headers[Headers.token] = credentials.token;
    if (credentials.tenantId !== null) headers[Headers.tenant] = String(credentials.tenantId);
  }
  return headers;
}

async function readEnvelope(response: Response): Promise<Partial<ApiResponse> | null> {
  try {
    return (await response.json()) as Partial<ApiResponse>;
  } catch {
    return null;
  }
}

function fail(status: number, message: string, code: number | null, hadToken: boolean): never {
  showHttpError(classifyHttpError(status, message, hadToken));
  throw new ApiError(message, status, code, true);
}

/**
 * Calls the API and returns the envelope's result. Throws ApiError: with `handled` set when the
 * SPEC §8 catalogue has already told the user (HTTP failures, list warnings), otherwise for
 * `success: false`, whose message the caller shows as it sees fit.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const credentials = options.credentials ?? sessionCredentials();
  const url = buildUrl(path, options.params, {
    timestamp: method === 'GET' && !options.cacheable ? Date.now() : undefined,
  });

  const timeout = new AbortController();
  const timer = window.setTimeout(() => timeout.abort(), HTTP_TIMEOUT_MS);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: headersFor(credentials, options.body !== undefined),
      body: options.body === undefined ? undefined : JSON.stringify(dropEmpty(options.body)),
      signal: timeout.signal,
    });
  } catch {
    return fail(timeout.signal.aborted ? -1 : 0, '', null, credentials !== null);
  } finally {
    window.clearTimeout(timer);
  }

  const envelope = await readEnvelope(response);
  const message = typeof envelope?.message === 'string' ? envelope.message : '';
  const code = typeof envelope?.code === 'number' ? envelope.code : null;
  if (!response.ok) return fail(response.status, message, code, credentials !== null);
  if (!envelope) return fail(500, '', null, credentials !== null);

  if (code === ResponseCode.listWarning) {
    feedback.message.warning(message);
    throw new ApiError(message, response.status, code, true);
  }
  if (envelope.success === false) throw new ApiError(message, response.status, code, false, envelope.result ?? null);
  return envelope.result as T;
}

/** Shows a failure the catalogue has not already shown (SPEC §8: server message as failure). */
export function showFailure(error: unknown, fallback: string): void {
  if (error instanceof ApiError) {
    if (!error.handled) feedback.message.error(error.message || fallback);
    return;
  }
  feedback.message.error(fallback);
}
