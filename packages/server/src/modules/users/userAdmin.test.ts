import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ImportFailure, PageResult, UserRow } from '@agvs/contract';
import { download, upload } from '../../test-support/files.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const PASSWORD = 'Clerk#2026pass';
const add = (body: object) => h.call<{ id: string }>('POST', '/sys/user/add', { token: admin, lang: 'en-GB', body });
const list = (query: Record<string, string> = {}, token = admin) => h.call<PageResult<UserRow>>('GET', '/sys/user/list', { token, lang: 'en-GB', query });
const adminId = async () => (await list({ username: 'admin', field: 'id,username' })).body.result.records.find((r) => r.username === 'admin')!.id;

describe('user add and edit', () => {
  it('refuses values breaking SPEC §5 rules, naming the field', async () => {
    expect((await add({ username: 'x', realname: 'Short name', password: PASSWORD })).body.message).toBe(
      'Username (username) has an invalid format',
    );
    expect((await add({ username: 'clerk0', realname: 'Clerk', password: PASSWORD, phone: '12345' })).body.message).toBe(
      'phone has an invalid format',
    );
    expect((await add({ username: 'clerk0', realname: 'Clerk' })).body.message).toBe('Password (password) is required');
    const weak = await add({ username: 'clerk0', realname: 'Clerk', password: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password (password) must have at least 8 characters with a letter, a digit and a special character');
  });

  it('creates a user with roles in the caller’s tenant, who can then sign in', async () => {
    const { body } = await add({ username: 'clerk1', realname: 'Clerk One', password: PASSWORD, phone: '13800000001', sex: '1', selectedroles: 'role-operator' });
    expect(body).toMatchObject({ success: true, message: 'Added' });
    const roles = await h.call<string[]>('GET', '/sys/user/queryUserRole', { token: admin, query: { userid: body.result.id } });
    expect(roles.body.result).toEqual(['role-operator']);
    const row = (await list({ username: 'clerk1' })).body.result.records[0]!;
    expect(row).toMatchObject({ username: 'clerk1', realname: 'Clerk One', phone: '13800000001', sex: 1, status: 'normal' });
    expect(row).not.toHaveProperty('password');
    const bySex = await list({ superQueryParams: JSON.stringify([{ field: 'sex', rule: 'like', val: '1' }, { field: 'username', rule: 'in', val: 'clerk1,nobody' }]) });
    expect(bySex.body.result.records.map((r) => r.username)).toEqual(['clerk1']);
    expect((await h.login('clerk1', PASSWORD)).body.success).toBe(true);
  });

  it('keeps username, phone and email unique', async () => {
    expect((await add({ username: 'clerk1', realname: 'Again', password: PASSWORD })).body.message).toBe('The value clerk1 of username already exists');
    expect((await add({ username: 'clerk2', realname: 'Other', password: PASSWORD, phone: '13800000001' })).body.message).toBe(
      'The value 13800000001 of phone already exists',
    );
  });

  it('edits fields and roles but never the username or password', async () => {
    const id = (await list({ username: 'clerk1' })).body.result.records[0]!.id;
    const { body } = await h.call('PUT', '/sys/user/edit', {
      token: admin,
      body: { id, realname: 'Clerk Renamed', username: 'hijack', password: 'Other#2026pass', selectedroles: 'role-admin,role-operator' },
    });
    expect(body.success).toBe(true);
    const row = (await list({ username: 'clerk1' })).body.result.records[0]!;
    expect(row.realname).toBe('Clerk Renamed');
    const roles = await h.call<string[]>('GET', '/sys/user/queryUserRole', { token: admin, query: { userid: id } });
    expect([...roles.body.result].sort()).toEqual(['role-admin', 'role-operator']);
    expect((await h.login('clerk1', PASSWORD)).body.success).toBe(true);
    const unknownRole = await h.call('PUT', '/sys/user/edit', { token: admin, lang: 'en-GB', body: { id, realname: 'Clerk Renamed', selectedroles: 'role-nope' } });
    expect(unknownRole.body).toMatchObject({ success: false, message: 'Unknown role' });
  });
});

describe('freeze, delete, recover', () => {
  it('freezes and unfreezes; a frozen user cannot sign in', async () => {
    const id = (await add({ username: 'clerk3', realname: 'Clerk Three', password: PASSWORD })).body.result.id;
    const token = await h.token('clerk3', PASSWORD);
    const frozen = await h.call('PUT', '/sys/user/frozenBatch', { token: admin, lang: 'en-GB', body: { ids: id, status: 'frozen' } });
    expect(frozen.body).toMatchObject({ success: true, message: '1 users frozen' });
    expect((await h.call('GET', '/sys/user/getUserInfo', { token })).status).toBe(401);
    expect((await h.login('clerk3', PASSWORD)).body.success).toBe(false);
    expect((await list({ username: 'clerk3', status: 'frozen' })).body.result.total).toBe(1);
    await h.call('PUT', '/sys/user/frozenBatch', { token: admin, body: { ids: id, status: 'normal' } });
    expect((await h.login('clerk3', PASSWORD)).body.success).toBe(true);
  });

  it('never freezes or deletes the admin account', async () => {
    const id = await adminId();
    const freeze = await h.call('PUT', '/sys/user/frozenBatch', { token: admin, lang: 'en-GB', body: { ids: id, status: 'frozen' } });
    expect(freeze.body).toMatchObject({ success: false, message: 'Administrator accounts cannot be frozen or deleted' });
    const del = await h.call('DELETE', '/sys/user/delete', { token: admin, lang: 'en-GB', query: { id } });
    expect(del.body).toMatchObject({ success: false, message: 'Administrator accounts cannot be frozen or deleted' });
    const batch = await h.call('DELETE', '/sys/user/deleteBatch', { token: admin, lang: 'en-GB', query: { ids: id } });
    expect(batch.body.success).toBe(false);
    expect((await h.login('admin', ADMIN_PASSWORD)).body.success).toBe(true);
  });

  it('moves a deleted user to the recycle bin, ends its sessions, and recovers it', async () => {
    const id = (await add({ username: 'clerk4', realname: 'Clerk Four', password: PASSWORD })).body.result.id;
    const token = await h.token('clerk4', PASSWORD);
    expect((await h.call('DELETE', '/sys/user/delete', { token: admin, query: { id } })).body.success).toBe(true);
    expect((await list({ username: 'clerk4' })).body.result.total).toBe(0);
    expect((await h.call('GET', '/sys/user/getUserInfo', { token })).status).toBe(401);
    expect((await h.login('clerk4', PASSWORD)).body.success).toBe(false);
    const bin = await h.call<PageResult<UserRow>>('GET', '/sys/user/recycleBin', { token: admin, query: { username: 'clerk4' } });
    expect(bin.body.result.records.map((r) => r.id)).toEqual([id]);
    expect((await add({ username: 'clerk4', realname: 'Clash', password: PASSWORD })).body.success).toBe(false);

    const recovered = await h.call('PUT', '/sys/user/recover', { token: admin, lang: 'en-GB', body: { ids: id } });
    expect(recovered.body).toMatchObject({ success: true, message: '1 records recovered' });
    expect((await list({ username: 'clerk4' })).body.result.total).toBe(1);
    expect((await h.login('clerk4', PASSWORD)).body.success).toBe(true);
  });

  it('lets an administrator set a password, which ends the user’s sessions', async () => {
    await add({ username: 'clerk5', realname: 'Clerk Five', password: PASSWORD });
    const token = await h.token('clerk5', PASSWORD);
    const weak = await h.call('PUT', '/sys/user/changePassword', { token: admin, lang: 'en-GB', body: { username: 'clerk5', password: 'abc', confirmpassword: 'abc' } });
    expect(weak.status).toBe(400);
    const set = await h.call('PUT', '/sys/user/changePassword', { token: admin, body: { username: 'clerk5', password: 'Reset#2026pw', confirmpassword: 'Reset#2026pw' } });
    expect(set.body.success).toBe(true);
    expect((await h.call('GET', '/sys/user/getUserInfo', { token })).status).toBe(401);
    expect((await h.login('clerk5', 'Reset#2026pw')).body.success).toBe(true);
  });
});

describe('user import', () => {
  it('imports rows with a password all or nothing, reporting weak or missing ones', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('users');
    for (const row of [
      ['username', 'realname', 'password', 'phone'],
      ['imp1', 'Imported One', 'Import#2026pw', '13900000001'],
      ['imp2', 'Imported Two', 'weak', ''],
      ['imp3', 'Imported Three', '', ''],
    ]) sheet.addRow(row);
    const { body } = await upload<ImportFailure>(h, '/sys/user/importExcel', admin, Buffer.from(await book.xlsx.writeBuffer()));
    expect(body).toMatchObject({ code: 201, result: { msg: 'Rows uploaded: 3, imported: 0, failed: 2' } });
    const report = (await download(h, body.result.fileUrl, admin)).body.toString('utf8');
    expect(report).toContain('Row 3: Password (password) must have at least 8 characters');
    expect(report).toContain('Row 4: Password (password) is required');
    expect((await h.login('imp1', 'Import#2026pw')).body.success).toBe(false);
    const good = new ExcelJS.Workbook();
    good.addWorksheet('users').addRows([['username', 'realname', 'password'], ['imp1', 'Imported One', 'Import#2026pw']]);
    const fixed = await upload(h, '/sys/user/importExcel', admin, Buffer.from(await good.xlsx.writeBuffer()));
    expect(fixed.body).toMatchObject({ code: 200, message: 'Rows uploaded: 1, imported: 1, failed: 0' });
    expect((await h.login('imp1', 'Import#2026pw')).body.success).toBe(true);
  });
});

describe('self and admin protection', () => {
  it('refuses deleting oneself and resetting the admin password from another account', async () => {
    const id = await h.createUser({ username: 'deputy', roles: ['admin'] });
    const deputy = await h.token('deputy', ADMIN_PASSWORD);
    const self = await h.call('DELETE', '/sys/user/delete', { token: deputy, lang: 'en-GB', query: { id } });
    expect(self.body).toMatchObject({ success: false, message: 'You cannot delete your own account' });
    const takeover = await h.call('PUT', '/sys/user/changePassword', {
      token: deputy,
      lang: 'en-GB',
      body: { username: 'admin', password: 'Taken#2026pw', confirmpassword: 'Taken#2026pw' },
    });
    expect(takeover.body).toMatchObject({ success: false, message: "Only the administrator can set the administrator account's password" });
    expect((await h.login('admin', ADMIN_PASSWORD)).body.success).toBe(true);
  });
});

describe('tenant scoping', () => {
  it('lists, edits and deletes only users of the caller’s tenant', async () => {
    await h.addTenant(3000, 'Other plant', [['C01', 'Plant C']]);
    const stranger = await h.createUser({ username: 'stranger', realname: 'Stranger', tenants: [3000], departs: ['C01'] });
    expect((await list({ username: 'stranger' })).body.result.total).toBe(0);
    expect((await h.call('GET', '/sys/user/queryById', { token: admin, query: { id: stranger } })).body.success).toBe(false);
    expect((await h.call('PUT', '/sys/user/edit', { token: admin, body: { id: stranger, realname: 'Taken over' } })).body.success).toBe(false);
    await h.call('DELETE', '/sys/user/deleteBatch', { token: admin, query: { ids: stranger } });
    await h.call('PUT', '/sys/user/frozenBatch', { token: admin, body: { ids: stranger, status: 'frozen' } });
    expect((await h.login('stranger', ADMIN_PASSWORD)).body.success).toBe(true);
  });

  it('keeps the list an operator cannot read closed', async () => {
    await h.createUser({ username: 'op_scoped', roles: ['operator'] });
    const token = await h.token('op_scoped', ADMIN_PASSWORD);
    expect((await list({}, token)).status).toBe(403);
  });
});
