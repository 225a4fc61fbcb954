import { PAD_TOKEN_PARAM, type CallBody, type CallDef, type CallResult } from '@agvs/contract';
import { tokenCall } from '../../api/tokenCall';

/** Where the pad keeps its token for the tab's life: a reload works, a closed tab forgets it. */
const STORAGE_KEY = 'agvs.workplacePad.token';

/** The pad's base routes of SPEC §2 (the token may follow as a last path segment). */
export const PAD_ROUTES = ['/agvs/customized/Common/WorkplaceClientMain', '/agvs/customized/SZFP/WorkplaceClientMain'] as const;

/**
 * The device token: from the URL's path or `token` query (kept in sessionStorage so the address
 * can be cleaned), else the one this tab kept. Never a password: a device token opens only the
 * workplace it is bound to, and an administrator revokes it by itself.
 */
export function padToken(fromPath: string | undefined, query: URLSearchParams): string | null {
  const fromUrl = fromPath || query.get(PAD_TOKEN_PARAM);
  try {
    if (fromUrl) sessionStorage.setItem(STORAGE_KEY, fromUrl);
    return fromUrl || sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be off (private mode, kiosk policy): the URL's token still works.
    return fromUrl || null;
  }
}

/** The pad's link for a device token; after `#`, so the token reaches no server's access log. */
export function padUrl(token: string, base: string = `${window.location.origin}${window.location.pathname}`): string {
  return `${base}#${PAD_ROUTES[0]}/${encodeURIComponent(token)}`;
}

/** A call of the pad: its device token goes where a console's session token would (X-Access-Token). */
export function padCall<D extends CallDef>(call: D, token: string, languageTag: string, options: { readonly body?: CallBody<D>; readonly signal?: AbortSignal } = {}): Promise<CallResult<D>> {
  return tokenCall(call, { header: 'X-Access-Token', token }, languageTag, options);
}
