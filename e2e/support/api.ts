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

/** Signs in as admin through the form and returns the token the console then uses. */
export async function signInAsAdmin(page: Page, baseUrl: string): Promise<string> {
  const token = watchToken(page);
  await signIn(page, baseUrl, 'admin', ADMIN_PASSWORD);
  await waitForRoute(page, /#\/dashboard\/analysis/);
  await expect.poll(token).toBeTruthy();
  return token()!;
}
