/** What the console does about an unsuccessful HTTP answer (SPEC §8). Pure, so it can be tested. */
export type HttpErrorReaction =
  | { readonly kind: 'unauthorized'; readonly logout: boolean }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'loginExpired' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network' }
  | { readonly kind: 'serverMessage'; readonly message: string };

/** Bodies that mean the session is gone even though the server answered 500. */
const TOKEN_EXPIRY = /token.*(expired|invalid|失效|過期|过期|만료)|(expired|invalid).*token/i;
const INTERNAL_SERVER_ERROR = 'Internal Server Error';

/**
 * @param status HTTP status, 0 when the request never got an answer, -1 when it timed out here.
 * @param message the server's message, empty when there was none.
 * @param hadToken whether the call carried a token.
 */
export function classifyHttpError(status: number, message: string, hadToken: boolean): HttpErrorReaction {
  switch (status) {
    case 401:
      return { kind: 'unauthorized', logout: hadToken };
    case 403:
      return { kind: 'forbidden' };
    case 404:
      return { kind: 'notFound' };
    case 500:
      if (TOKEN_EXPIRY.test(message) || (!hadToken && message === INTERNAL_SERVER_ERROR)) {
        return { kind: 'loginExpired' };
      }
      return { kind: 'serverMessage', message };
    case 504:
    case -1:
      return { kind: 'timeout' };
    case 0:
      return { kind: 'network' };
    default:
      return { kind: 'serverMessage', message };
  }
}
