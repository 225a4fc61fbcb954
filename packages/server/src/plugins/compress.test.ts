import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../test-support/harness.js';
import { LAYOUT1 } from '../test-support/fleet.js';

/**
 * API answers are compressed for a client that asks: the monitor's polls by their encoded answers
 * (modules/live/encoded-answers.ts), the other calls by @fastify/compress (app.ts).
 */
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const cards = (acceptEncoding?: string) =>
  h.app.inject({
    method: 'GET',
    url: `/agvs/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${LAYOUT1}`,
    headers: { 'x-access-token': token, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed API answers', () => {
  it('sends the vehicle cards gzip-encoded to a client that accepts gzip, the same answer plain otherwise', async () => {
    const plain = await cards();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const answer = plain.json<{ success: boolean; result: unknown[] }>();
    expect(answer.success).toBe(true);

    const zipped = await cards('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')).result).toEqual(answer.result);
  });

  it('prefers brotli when the client accepts both', async () => {
    const res = await cards('gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toMatchObject({ success: true });
  });

  it('compresses the other large answers too, for a client that asks', async () => {
    const list = (acceptEncoding?: string) =>
      h.app.inject({ method: 'GET', url: '/agvs/sys/permission/list', headers: { 'x-access-token': token, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const zipped = await list('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')).result).toEqual(plain.json<{ result: unknown }>().result);
  });

  it('leaves a small answer plain', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/agvs/sys/getEncryptedString', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
