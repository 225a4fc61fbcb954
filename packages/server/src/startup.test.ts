import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PASSWORD_FILE } from './db/seed/firstPassword.js';
import { startChildServer, type ChildServer } from './test-support/child-server.js';

let running: ChildServer | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await running?.stop('SIGTERM');
  running = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** What a new user sees in the terminal after `npm start` on an empty data folder (SQLite, as the README says). */
describe('the first start in a terminal', () => {
  it('shows the generated password once in a box, a short summary, and no line per request at info level', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'agvs-first-start-'));
    running = await startChildServer({ dataDir, databaseUrl: null }, { AGVS_ADMIN_PASSWORD: undefined, LOG_LEVEL: 'info' });
    for (let i = 0; i < 5; i++) await fetch(`${running.url}/agvs/sys/publicConfig`);
    await fetch(`${running.url}/agvs/sys/permission/getUserPermissionByToken`);

    const output = running.output();
    const password = readFileSync(join(dataDir, FIRST_PASSWORD_FILE), 'utf8').trim();
    expect(password).toMatch(/^[A-Za-z]\S{15}$/);
    expect(statSync(join(dataDir, FIRST_PASSWORD_FILE)).mode & 0o077).toBe(0);
    const box = output.split('\n').filter((line) => line.startsWith('|') || line.startsWith('+'));
    expect(box.find((line) => line.includes('password:'))).toContain(password);
    expect(box[0]).toMatch(/^\+-+\+$/);
    expect(output.split(password).length - 1).toBe(1);

    expect(output).toContain(`console:   ${running.url}/`);
    expect(output).toMatch(/database: +SQLite/);
    expect(output).toMatch(/vehicles: +\d+ on \d+ layout/);
    expect(output).not.toMatch(/incoming request|request completed|"reqId"/);
  });

  it('writes one line per request at debug level', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'agvs-debug-start-'));
    running = await startChildServer({ dataDir, databaseUrl: null }, { LOG_LEVEL: 'debug' });
    for (let i = 0; i < 3; i++) await fetch(`${running.url}/agvs/sys/publicConfig?probe=one-line-each`);
    const lines = () => running!.output().split('\n').filter((line) => line.includes('probe=one-line-each'));
    await expect.poll(() => lines().length).toBe(3);
    for (const line of lines()) expect(JSON.parse(line)).toMatchObject({ level: 20, msg: 'request completed' });
  });
});
