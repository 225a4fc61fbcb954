import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, PageResult } from '@agvs/contract';
import { download } from '../../test-support/files.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { MAX_FILE_BYTES } from './routes.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

/** multipart/form-data as a browser sends it: optional biz field first, then the file. */
async function send(fileName: string, content: Buffer, fields: Record<string, string> = {}, token = admin) {
  const boundary = `----agvs${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`);
  const response = await h.app.inject({
    method: 'POST',
    url: '/agvs/sys/oss/file/upload',
    headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en-GB' },
    payload: Buffer.concat([...parts, head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return { status: response.statusCode, body: response.json() as ApiResponse<{ id: string; fileName: string }> };
}

const filesDir = () => join(h.app.config.dataDir, 'files');
const storedFiles = (): string[] => (existsSync(filesDir()) ? readdirSync(filesDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []);
const list = (query: Record<string, string> = {}) => h.call<PageResult<Record<string, unknown>>>('GET', '/sys/oss/file/list', { token: admin, query });

describe('OSS files', () => {
  it('uploads, lists, downloads under the original name and deletes file and row', async () => {
    const content = Buffer.from('pallet report 42\n');
    const up = await send('月报 report.txt', content);
    expect(up.body).toMatchObject({ success: true, message: 'File 月报 report.txt uploaded' });
    const row = (await list({ fileName: 'report' })).body.result.records[0]!;
    expect(row).toMatchObject({ fileName: '月报 report.txt', size: content.length, biz: 'default', createBy: 'admin' });
    expect(storedFiles().some((name) => name.includes('月报'))).toBe(false);

    const file = await download(h, '/sys/oss/file/download', admin, { id: up.body.result.id });
    expect(file.status).toBe(200);
    expect(file.body.toString()).toBe(content.toString());
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('月报 report.txt')}`);

    const before = storedFiles().length;
    expect((await h.call('DELETE', '/sys/oss/file/delete', { token: admin, query: { id: up.body.result.id } })).body.success).toBe(true);
    expect(storedFiles().length).toBe(before - 1);
    expect((await list({ fileName: 'report' })).body.result.total).toBe(0);
    expect(JSON.parse((await download(h, '/sys/oss/file/download', admin, { id: up.body.result.id })).body.toString())).toMatchObject({ success: false });
  });

  it('refuses path traversal: a folder outside the root, a name with folders', async () => {
    const before = storedFiles().length;
    const bad = await send('x.txt', Buffer.from('x'), { biz: '../../etc' });
    expect(bad.body).toMatchObject({ success: false, message: 'A folder name may only hold letters, digits, underscores and hyphens' });
    expect(storedFiles().length).toBe(before);
    expect(existsSync(join(h.app.config.dataDir, '..', 'etc'))).toBe(false);

    const sneaky = await send('../../../agvs.db', Buffer.from('not a database'), { biz: 'reports' });
    expect(sneaky.body.success).toBe(true);
    expect((await list({ biz: 'reports' })).body.result.records[0]).toMatchObject({ fileName: 'agvs.db' });
    if (h.app.dialect === 'sqlite') expect(readFileSync(join(h.app.config.dataDir, 'agvs.db')).subarray(0, 15).toString()).toBe('SQLite format 3');
    expect(storedFiles()).toContain(sneaky.body.result.id);
    expect(storedFiles().every((name) => /^[0-9a-f-]{36}$/.test(name))).toBe(true);
  });

  it('takes a file of exactly 20 MB and refuses one byte more, storing nothing', async () => {
    expect(MAX_FILE_BYTES).toBe(20 * 1024 * 1024);
    const files = storedFiles().length;
    const rows = (await list()).body.result.total;
    const over = await send('big.bin', Buffer.alloc(MAX_FILE_BYTES + 1, 7));
    expect(over.body).toMatchObject({ success: false, message: 'The file is too large, at most 20 MB' });
    expect(storedFiles().length).toBe(files);
    expect((await list()).body.result.total).toBe(rows);

    const atLimit = await send('limit.bin', Buffer.alloc(MAX_FILE_BYTES, 7));
    expect(atLimit.body.success).toBe(true);
    expect((await list({ fileName: 'limit.bin' })).body.result.records[0]).toMatchObject({ size: MAX_FILE_BYTES });
  });

  it('refuses a request without a file and non-administrators', async () => {
    const boundary = '----empty';
    const empty = await h.app.inject({
      method: 'POST',
      url: '/agvs/sys/oss/file/upload',
      headers: { 'x-access-token': admin, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en-GB' },
      payload: `--${boundary}--\r\n`,
    });
    expect(empty.json()).toMatchObject({ success: false, message: 'Please choose a file to upload' });
    await h.createUser({ username: 'filer', realname: 'Filer', roles: ['operator'] });
    const operator = await h.token('filer', ADMIN_PASSWORD);
    expect((await send('a.txt', Buffer.from('a'), {}, operator)).status).toBe(403);
    expect((await h.call('GET', '/sys/oss/file/list', { token: operator })).status).toBe(403);
  });
});
