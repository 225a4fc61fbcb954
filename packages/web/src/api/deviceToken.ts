import { PAD_TOKEN_PARAM, type CallBody, type CallDef, type CallResult } from '@agvs/contract';
import { tokenCall } from './tokenCall';

/**
 * A device user's token on a shop-floor tablet (workplace pad, store client): from the URL's path
 * or `token` query, kept in sessionStorage under `storageKey` so the address can be cleaned and a
 * reload still works, else the one this tab kept. Never a password: a device token opens only what
 * its device user is bound to, and an administrator revokes it by itself.
 */
export function deviceToken(storageKey: string, fromPath: string | undefined, query: URLSearchParams): string | null {
  const fromUrl = fromPath || query.get(PAD_TOKEN_PARAM);
  try {
    if (fromUrl) sessionStorage.setItem(storageKey, fromUrl);
    return fromUrl || sessionStorage.getItem(storageKey);
  } catch {
    // Storage may be off (private mode, kiosk policy): the URL's token still works.
    return fromUrl || null;
  }
}

/** A screen's link for a device token; after `#`, so the token reaches no server's access log. */
export function deviceUrl(route: string, token: string, base: string = `${window.location.origin}${window.location.pathname}`): string {
  return `${base}#${route}/${encodeURIComponent(token)}`;
}

/** A call of a device screen: its token goes where a console's session token would (X-Access-Token). */
export function deviceCall<D extends CallDef>(call: D, token: string, languageTag: string, options: { readonly body?: CallBody<D>; readonly signal?: AbortSignal } = {}): Promise<CallResult<D>> {
  return tokenCall(call, { header: 'X-Access-Token', token }, languageTag, options);
}
