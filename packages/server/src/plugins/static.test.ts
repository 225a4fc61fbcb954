import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test-support/harness.js';

/** A built console as the web build leaves it: hashed assets with their .br and .gz beside them. */
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;
const INDEX = '<!doctype html><html><head><script type="module" src="./assets/index-Ab12Cd34.js"></script></head></html>\n';

function writeWithCompressed(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

describe('the console files', () => {
  let web: string;
  let h: Harness;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'agvs-web-'));
    mkdirSync(join(web, 'assets'));
    writeWithCompressed(join(web, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    writeWithCompressed(join(web, 'index.html'), INDEX);
    writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    h = await startHarness({ webDist: web });
  });
  afterAll(async () => {
    await h.close();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    h.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli file to a browser that accepts brotli, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file when brotli is not accepted', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.payload).toBe(SCRIPT);
  });

  it('has the browser check index.html and unhashed files on every load', async () => {
    const page = await get('/', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);

    const icon = await get('/favicon.svg', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});
