import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, callKey, declaredCalls } from '@agvs/contract';
import { startHarness, type Harness } from './test-support/harness.js';

/**
 * Every call is declared once in @agvs/contract (calls/) and the server registers its routes from
 * those declarations: a route without a declaration, or a declaration without a route, fails here.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** API routes that are not calls: the OpenAPI pages and the websockets. */
const notCalls = (url: string, websocket: boolean) => websocket || url.startsWith(`${API_BASE}/docs`);

describe('routes and call declarations', () => {
  it('registers every declared call, and only declared calls, from their declarations', () => {
    const api = h.app.registeredRoutes.filter((r) => r.url.startsWith(`${API_BASE}/`) && !notCalls(r.url, r.websocket));
    const registered = new Set(api.map((r) => `${r.method} ${r.url.slice(API_BASE.length)}`));
    const declared = new Set(declaredCalls().map(callKey));
    expect([...registered].filter((k) => !declared.has(k)).sort(), 'routes without a declaration').toEqual([]);
    expect([...declared].filter((k) => !registered.has(k)).sort(), 'declarations without a route').toEqual([]);
    const hand = api.filter((r) => r.call !== `${r.method} ${r.url.slice(API_BASE.length)}`).map((r) => `${r.method} ${r.url}`);
    expect(hand, 'routes registered by hand instead of from their declaration').toEqual([]);
  });

  it('declares each call once', () => {
    const keys = declaredCalls().map(callKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('lists the success answer of every operation in the OpenAPI document', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
    };
    const missing = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !Object.values(op.responses?.['200']?.content ?? {}).some((c) => c.schema))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
