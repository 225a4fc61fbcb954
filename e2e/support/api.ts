import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './server.js';
import { signIn } from './session.js';
import { waitForRoute, watchToken } from './ui.js';

/** Calls the API as a signed-in user and returns the result, failing the test on success: false. */
export async function api<T>(baseUrl: string, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/agvs${path}`, {
    ...init,
    headers: { 'X-Access-Token': token, 'Content-Type': 'application/json', ...init.headers },
  });
  const body = (await res.json()) as { success: boolean; message: string; result: T };
  expect(body.success, body.message).toBe(true);
  return body.result;
}

/**
 * Puts a load on (true) or takes it off (false) stations of a layout, as the station dialog does:
 * the server refuses a task that picks where no load stands or drops onto one.
 */
export async function setLoads(baseUrl: string, token: string, layoutId: string, loads: Readonly<Record<string, boolean>>): Promise<void> {
  const stations = await api<{ stationId: string; stationCode: string }[]>(baseUrl, token, `/agvserver/zoneStation/querySimpleByLayoutId?layoutId=${encodeURIComponent(layoutId)}`);
  for (const [code, loaded] of Object.entries(loads)) {
    const station = stations.find((s) => s.stationCode === code);
    expect(station, code).toBeDefined();
    await api(baseUrl, token, '/agvserver/zoneStation/updateStationOccupiedStatus', { method: 'PUT', body: JSON.stringify({ id: station!.stationId, isOccupied: loaded ? 1 : 0 }) });
  }
}

/** Signs in as admin through the form and returns the token the console then uses. */
export async function signInAsAdmin(page: Page, baseUrl: string): Promise<string> {
  const token = watchToken(page);
  await signIn(page, baseUrl, 'admin', ADMIN_PASSWORD);
  await waitForRoute(page, /#\/dashboard\/analysis/);
  await expect.poll(token).toBeTruthy();
  return token()!;
}
