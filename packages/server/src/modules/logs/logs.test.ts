import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from 'pino';
import type { LogLevelInfo, PageResult } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

type Row = Record<string, unknown>;
const list = (log: string, query: Record<string, string> = {}, token = admin) =>
  h.call<PageResult<Row>>('GET', `/sys/log/${log}/list`, { token, lang: 'en-GB', query: { pageSize: '100', ...query } });

/** The operation log is written once the answer has left, so a test waits for the rows it expects. */
async function operationRows(path: string, count: number): Promise<Row[]> {
  await expect.poll(async () => (await list('operation', { path })).body.result.total).toBe(count);
  return [...(await list('operation', { path })).body.result.records];
}

describe('login log', () => {
  it('records sign-in, failed sign-in and sign-out with address and browser', async () => {
    await h.createUser({ username: 'loglady', realname: 'Log Lady', roles: ['operator'] });
    await h.login('loglady', 'Wrong#pass123', { lang: 'en-GB' });
    const token = await h.token('loglady', ADMIN_PASSWORD);
    await h.call('POST', '/sys/logout', { token });
    const rows = (await list('login', { username: 'loglady' })).body.result.records;
    expect(rows.map((r) => r['action']).sort()).toEqual(['login', 'loginFailed', 'logout']);
    const failed = rows.find((r) => r['action'] === 'loginFailed')!;
    expect(failed['message']).toMatch(/attempt/i);
    expect(failed['ip']).toBe('127.0.0.1');
    expect(failed).toHaveProperty('userAgent');
  });

  it('is searched by time range', async () => {
    const now = Date.now();
    const inRange = await list('login', { username: 'loglady', createTime_begin: String(now - 3_600_000), createTime_end: String(now + 3_600_000) });
    expect(inRange.body.result.total).toBe(3);
    const before = await list('login', { username: 'loglady', createTime_end: String(now - 3_600_000) });
    expect(before.body.result.total).toBe(0);
  });

  it('is for administrators only', async () => {
    const operator = await h.token('loglady', ADMIN_PASSWORD);
    expect((await list('login', {}, operator)).status).toBe(403);
  });
});

describe('operation log', () => {
  it('records a mutating call with user, permission, result and duration, never its body', async () => {
    const added = await h.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleCode: 'auditor', roleName: 'Auditors' } });
    expect(added.body.success).toBe(true);
    await h.call('POST', '/sys/role/add', { token: admin, lang: 'en-GB', body: { roleCode: 'auditor', roleName: 'Again' } });
    const rows = await operationRows('/sys/role/add', 2);
    expect(rows.every((r) => r['username'] === 'admin' && r['method'] === 'POST' && r['perm'] === 'system:role:add')).toBe(true);
    expect(rows.map((r) => r['success']).sort()).toEqual([0, 1]);
    expect(rows.find((r) => r['success'] === 0)!['message']).toMatch(/already exists/);
    expect(rows.every((r) => typeof r['durationMs'] === 'number')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Auditors');
  });

  it('masks secrets in the query and leaves reads out', async () => {
    await h.call('GET', '/sys/user/list', { token: admin });
    await h.call('DELETE', '/sys/role/delete', { token: admin, query: { id: 'none', token: 'secret-value' } });
    const rows = await operationRows('/sys/role/delete', 1);
    expect(rows[0]!['path']).toBe('/agvs/sys/role/delete?id=none&token=***');
    expect((await list('operation', { path: '/sys/user/list' })).body.result.total).toBe(0);
  });
});

describe('data log', () => {
  it('keeps old and new values of an edited row, without passwords', async () => {
    const role = (await h.call<PageResult<Row>>('GET', '/sys/role/list', { token: admin, query: { roleCode: 'auditor' } })).body.result.records[0]!;
    expect((await h.call('PUT', '/sys/role/edit', { token: admin, body: { id: role['id'], roleName: 'Auditing team' } })).body.success).toBe(true);
    const [row] = (await list('data', { resource: 'sys_role', dataId: String(role['id']) })).body.result.records;
    expect(JSON.parse(String(row!['oldData']))).toMatchObject({ roleName: 'Auditors' });
    expect(JSON.parse(String(row!['newData']))).toMatchObject({ roleName: 'Auditing team' });
    expect(row!['username']).toBe('admin');

    const user = (await h.call<PageResult<Row>>('GET', '/sys/user/list', { token: admin, query: { username: 'loglady' } })).body.result.records[0]!;
    await h.call('PUT', '/sys/user/edit', { token: admin, body: { id: user['id'], realname: 'Margaret' } });
    const [userRow] = (await list('data', { resource: 'sys_user', dataId: String(user['id']) })).body.result.records;
    expect(JSON.parse(String(userRow!['newData']))).toMatchObject({ realname: 'Margaret' });
    expect(String(userRow!['newData'])).not.toMatch(/password|argon/i);
  });
});

describe('user log', () => {
  it('records account creation, freezing, password reset and role changes with the operator', async () => {
    const { body } = await h.call<{ id: string }>('POST', '/sys/user/add', {
      token: admin,
      body: { username: 'newbie', realname: 'New Bie', password: 'Newbie#2026x', selectedroles: 'role-operator' },
    });
    const id = body.result.id;
    await h.call('PUT', '/sys/user/frozenBatch', { token: admin, body: { ids: id, status: 'frozen' } });
    await h.call('PUT', '/sys/user/frozenBatch', { token: admin, body: { ids: id, status: 'normal' } });
    await h.call('PUT', '/sys/user/changePassword', { token: admin, body: { username: 'newbie', password: 'Other#2026xx', confirmpassword: 'Other#2026xx' } });
    await h.call('PUT', '/sys/user/edit', { token: admin, body: { id, realname: 'New Bie', selectedroles: 'role-admin' } });
    await h.call('PUT', '/sys/user/edit', { token: admin, body: { id, realname: 'New Bie', selectedroles: 'role-admin' } });
    const rows = (await list('user', { username: 'newbie' })).body.result.records;
    expect(rows.map((r) => r['action']).sort()).toEqual(['created', 'frozen', 'passwordReset', 'rolesChanged', 'rolesChanged', 'unfrozen']);
    expect(rows.filter((r) => r['action'] === 'rolesChanged').map((r) => r['detail']).sort()).toEqual(['admin', 'operator']);
    expect(rows.every((r) => r['operator'] === 'admin')).toBe(true);
  });
});

describe('log level', () => {
  it('shows the running level and changes it at once, recorded in the operation log', async () => {
    const before = await h.call<LogLevelInfo>('GET', '/sys/log/level', { token: admin });
    expect(before.body.result.level).toBe('silent');
    const changed = await h.call<LogLevelInfo>('PUT', '/sys/log/level', { token: admin, lang: 'en-GB', body: { level: 'debug' } });
    expect(changed.body).toMatchObject({ success: true, message: 'Log level changed to debug', result: { level: 'debug' } });
    expect(h.app.log.level).toBe('debug');
    expect((h.app.log as unknown as Logger).isLevelEnabled('debug')).toBe(true);
    expect((await operationRows('/sys/log/level', 1))[0]).toMatchObject({ perm: 'system:log:level', success: 1 });
    await h.call('PUT', '/sys/log/level', { token: admin, body: { level: 'silent' } });
  });

  it('refuses an unknown level and non-administrators', async () => {
    const bad = await h.call('PUT', '/sys/log/level', { token: admin, lang: 'en-GB', body: { level: 'verbose' } });
    expect(bad.status).toBe(400);
    expect(h.app.log.level).toBe('silent');
    const operator = await h.token('loglady', ADMIN_PASSWORD);
    expect((await h.call('PUT', '/sys/log/level', { token: operator, body: { level: 'debug' } })).status).toBe(403);
  });
});
