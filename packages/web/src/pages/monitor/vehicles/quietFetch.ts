import { Headers } from '@agvs/contract';
import { buildUrl, type QueryParams } from '../../../api/url';
import { getSession } from '../../../session/sessionStore';

function headers(): Record<string, string> {
  const session = getSession();
  const result: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (session) {
    result[Headers.token] = session.token;
    if (session.tenantId !== null) result[Headers.tenant] = String(session.tenantId);
  }
  return result;
}

/**
 * Calls the map makes on its own (rotation at move end, the working-station poll): like the live
 * poll they tell the user nothing, since the next move or poll simply repeats them.
 */
export async function quietPost(path: string, body: object): Promise<void> {
  await fetch(buildUrl(path, undefined), { method: 'POST', headers: headers(), body: JSON.stringify(body) }).catch(() => undefined);
}

/** A silent GET; rejects on any failure. */
export async function quietGet<T>(path: string, params: QueryParams, signal?: AbortSignal): Promise<T> {
  const response = await fetch(buildUrl(path, params, { timestamp: Date.now() }), { headers: headers(), signal });
  const body = (await response.json()) as { success?: boolean; result?: T };
  if (!response.ok || body.success !== true || body.result === undefined) throw new Error(`poll ${path} failed`);
  return body.result;
}
