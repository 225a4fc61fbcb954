import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportFailure, PageResult } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../test-support/harness.js';
import { download, upload } from '../test-support/files.js';

interface RoleRow {
  id: string;
  roleCode: string;
  roleName: string;
  createTime: number;
}

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const addRole = (roleCode: string, roleName: string, lang = 'en-GB') =>
  h.call<{ id: string }>('POST', '/sys/role/add', { token: admin, lang, body: { roleCode, roleName } });
const roles = (query: Record<string, string>, lang = 'en-GB') =>
  h.call<PageResult<RoleRow>>('GET', '/sys/role/list', { token: admin, lang, query });

async function sheet(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('roles');
  for (const row of rows) ws.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('generic list', () => {
  beforeAll(async () => {
    for (const [code, name] of [['qplanner', 'Planner'], ['qpacker', 'Packer'], ['qpicker', 'Picker'], ['driver', 'Driver']] as const) {
      expect((await addRole(code, name)).body.success).toBe(true);
    }
  });

  it('filters text fields anywhere ignoring case, sorts by a manifest column and pages', async () => {
    const { body } = await roles({ roleName: 'PACK', column: 'roleCode', order: 'asc' });
    expect(body.result.records.map((r) => r.roleCode)).toEqual(['qpacker']);
    const page = await roles({ roleCode: 'q', column: 'roleCode', order: 'asc', pageNo: '2', pageSize: '2' });
    expect(page.body.result).toMatchObject({ total: 3, current: 2, size: 2, pages: 2 });
    expect(page.body.result.records.map((r) => r.roleCode)).toEqual(['qplanner']);
  });

  it('answers only the requested fields (plus id) and ignores names it does not show', async () => {
    const { body } = await roles({ roleCode: 'driver', field: 'id,,roleCode,action' });
    expect(body.result.records[0]).toEqual({ id: expect.any(String), roleCode: 'driver' });
  });

  it('applies superQueryParams with and/or over filterable fields', async () => {
    const clauses = [
      { field: 'roleCode', rule: 'eq', val: 'qpicker' },
      { field: 'roleName', rule: 'like', val: 'driv' },
    ];
    const or = await roles({ superQueryParams: encodeURIComponent(JSON.stringify(clauses)), superQueryMatchType: 'or', column: 'roleCode', order: 'asc' });
    expect(or.body.result.records.map((r) => r.roleCode)).toEqual(['driver', 'qpicker']);
    const and = await roles({ superQueryParams: JSON.stringify(clauses), superQueryMatchType: 'and' });
    expect(and.body.result.total).toBe(0);
  });

  it('refuses a sort column, a filter or a super-query field outside the manifest', async () => {
    const sort = await roles({ column: 'role_code; drop table roles' });
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe('Sort column (column) must be one of createTime, roleCode, roleName');
    const filter = await roles({ created_at: '1' });
    expect(filter.status).toBe(400);
    expect(filter.body.message).toBe('Query has unknown fields created_at');
    const superQuery = await roles({ superQueryParams: JSON.stringify([{ field: 'createTime', rule: 'eq', val: 1 }]) });
    expect(superQuery.status).toBe(400);
    expect(superQuery.body.message).toContain('names a field that cannot be searched');
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await roles({ roleName: '%' })).body.result.total).toBe(0);
  });
});

describe('add and edit', () => {
  it('names the failing field of a SPEC §5 pattern', async () => {
    const bad = await addRole('1bad', 'Bad');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('roleCode has an invalid format');
    const short = await addRole('shorty', 'S');
    expect(short.body.message).toBe('roleName must have at least 2 characters');
    const missing = await h.call('POST', '/sys/role/add', { token: admin, lang: 'en-GB', body: { roleName: 'No code' } });
    expect(missing.body.message).toBe('roleCode is required');
  });

  it('refuses a duplicate unique value with the field named', async () => {
    const { body } = await addRole('qplanner', 'Again');
    expect(body).toMatchObject({ success: false, code: 500, message: 'The value qplanner of roleCode already exists' });
  });

  it('edits writable fields, keeps createOnly ones, and reads back by id', async () => {
    const { body: added } = await addRole('editor', 'Editor');
    const id = added.result.id;
    const edited = await h.call('PUT', '/sys/role/edit', { token: admin, lang: 'en-GB', body: { id, roleName: 'Chief editor', roleCode: 'ignored' } });
    expect(edited.body).toMatchObject({ success: true, message: 'Saved' });
    const { body } = await h.call<RoleRow>('GET', '/sys/role/queryById', { token: admin, query: { id } });
    expect(body.result).toMatchObject({ roleCode: 'editor', roleName: 'Chief editor' });
    const invalid = await h.call('PUT', '/sys/role/edit', { token: admin, lang: 'en-GB', body: { id, roleName: 'x'.repeat(31) } });
    expect(invalid.body.message).toBe('roleName must have at most 30 characters');
  });
});

describe('delete', () => {
  it('deletes one and a batch, refusing the admin role', async () => {
    const a = (await addRole('gone1', 'Gone one')).body.result.id;
    const b = (await addRole('gone2', 'Gone two')).body.result.id;
    const c = (await addRole('gone3', 'Gone three')).body.result.id;
    expect((await h.call('DELETE', '/sys/role/delete', { token: admin, query: { id: a } })).body.success).toBe(true);
    const batch = await h.call('DELETE', '/sys/role/deleteBatch', { token: admin, lang: 'en-GB', query: { ids: `${b},${c}` } });
    expect(batch.body).toMatchObject({ success: true, message: '2 records deleted' });
    expect((await roles({ roleCode: 'gone' })).body.result.total).toBe(0);
    const refused = await h.call('DELETE', '/sys/role/delete', { token: admin, lang: 'en-GB', query: { id: 'role-admin' } });
    expect(refused.body).toMatchObject({ success: false, message: 'The administrator role cannot be deleted' });
  });
});

describe('Excel', () => {
  it('exports the chosen rows and fields, and imports them back', async () => {
    const ids = (await roles({ roleCode: 'q', column: 'roleCode', order: 'asc' })).body.result.records.map((r) => r.id);
    const file = await download(h, '/sys/role/exportXls', admin, { selections: ids.join(','), exportFields: 'roleCode,roleName', column: 'roleCode', order: 'asc' });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(values).toEqual([['Role code', 'Role name'], ['qpacker', 'Packer'], ['qpicker', 'Picker'], ['qplanner', 'Planner']]);

    await h.call('DELETE', '/sys/role/deleteBatch', { token: admin, query: { ids: ids.join(',') } });
    expect((await roles({ roleCode: 'q' })).body.result.total).toBe(0);
    const imported = await upload(h, '/sys/role/importExcel', admin, file.body);
    expect(imported.body).toMatchObject({ success: true, code: 200, message: 'Rows uploaded: 3, imported: 3, failed: 0' });
    expect((await roles({ roleCode: 'q' })).body.result.total).toBe(3);
  });

  it('stores no row of a file with a failing row, and answers 201 with a report to download', async () => {
    // Headers may be field names or labels in any language.
    const file = await sheet([['roleCode', '角色名称'], ['loader', 'Loader'], ['9wrong', 'Wrong'], ['qplanner', 'Duplicate']]);
    const { body } = await upload<ImportFailure>(h, '/sys/role/importExcel', admin, file);
    expect(body).toMatchObject({ success: true, code: 201, message: 'Nothing was imported: some rows have errors. Correct them and import the file again.' });
    expect(body.result.msg).toBe('Rows uploaded: 3, imported: 0, failed: 2');
    expect(body.result.fileUrl).toBe(`/sys/common/importErrors/${body.result.fileName}`);
    const report = await download(h, body.result.fileUrl, admin);
    const text = report.body.toString('utf8');
    await h.createUser({ username: 'other_admin', roles: ['admin'] });
    const other = await h.token('other_admin', ADMIN_PASSWORD);
    expect((await download(h, body.result.fileUrl, other)).status).toBe(404);
    expect(text).toContain('Row 3: roleCode has an invalid format');
    expect(text).toContain('Row 4: The value qplanner of roleCode already exists');
    expect((await roles({ roleCode: 'loader' })).body.result.total).toBe(0);
  });

  it('refuses a file that is not a workbook and a report name that is not one of ours', async () => {
    const { body } = await upload(h, '/sys/role/importExcel', admin, Buffer.from('not excel'));
    expect(body).toMatchObject({ success: false, message: 'The Excel file cannot be read' });
    expect((await download(h, '/sys/common/importErrors/..%2Fsecrets.json', admin)).status).toBe(400);
  });
});

describe('duplicate and rule checks', () => {
  it('answers whether a value of a whitelisted unique field is free', async () => {
    const check = (query: Record<string, string>) => h.call('GET', '/sys/duplicate/check', { token: admin, lang: 'en-GB', query });
    expect((await check({ tableName: 'sys_role', fieldName: 'roleCode', fieldVal: 'qplanner' })).body).toMatchObject({
      success: false,
      message: 'This value is not available: it already exists',
    });
    expect((await check({ tableName: 'sys_role', fieldName: 'roleCode', fieldVal: 'fresh' })).body.success).toBe(true);
    const own = (await roles({ roleCode: 'qplanner' })).body.result.records[0]!.id;
    expect((await check({ tableName: 'sys_role', fieldName: 'roleCode', fieldVal: 'qplanner', dataId: own })).body.success).toBe(true);
    expect((await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' })).body.success).toBe(false);
  });

  it('refuses tables and fields outside the whitelist', async () => {
    for (const query of [
      { tableName: 'sessions', fieldName: 'id', fieldVal: 'x' },
      { tableName: 'sys_user', fieldName: 'password', fieldVal: 'x' },
      { tableName: 'sys_user', fieldName: 'realname', fieldVal: 'x' },
      { tableName: 'users', fieldName: 'password_hash', fieldVal: 'x' },
    ]) {
      const { body } = await h.call('GET', '/sys/duplicate/check', { token: admin, lang: 'en-GB', query });
      expect(body).toMatchObject({ success: false, message: 'This table or field cannot be checked' });
    }
  });

  it('checks a value against a SPEC §5 rule code', async () => {
    const rule = (ruleCode: string, value: string) => h.call('GET', '/sys/checkRule/checkByCode', { token: admin, lang: 'en-GB', query: { ruleCode, value } });
    expect((await rule('email', 'a@b.co')).body.success).toBe(true);
    expect((await rule('email', 'nope')).body).toMatchObject({ success: false, message: 'The value does not match rule email' });
    expect((await rule('mac', '00AABBCCDDEE')).body.success).toBe(true);
    expect((await rule('select 1', 'x')).body).toMatchObject({ success: false, message: 'Unknown rule select 1' });
  });
});

describe('permissions', () => {
  it('refuses every operation without its code', async () => {
    await h.createUser({ username: 'plain_op', roles: ['operator'] });
    const token = await h.token('plain_op', ADMIN_PASSWORD);
    const calls = [
      h.call('GET', '/sys/role/list', { token }),
      h.call('POST', '/sys/role/add', { token, body: { roleCode: 'x1', roleName: 'X one' } }),
      h.call('DELETE', '/sys/role/deleteBatch', { token, query: { ids: 'role-operator' } }),
      h.call('GET', '/sys/dict/list', { token }),
      h.call('PUT', '/sys/user/frozenBatch', { token, body: { ids: 'x', status: 'frozen' } }),
      h.call('POST', '/sys/permission/saveRolePermission', { token, body: { roleId: 'role-operator', permissionIds: '' } }),
    ];
    for (const { status } of await Promise.all(calls)) expect(status).toBe(403);
    expect((await upload(h, '/sys/user/importExcel', token, Buffer.from('x'))).status).toBe(403);
    const dup = await h.call('GET', '/sys/duplicate/check', { token, query: { tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' } });
    expect(dup.status).toBe(403);
    expect((await download(h, '/sys/user/exportXls', token)).status).toBe(403);
  });
});

describe('user export', () => {
  it('labels the columns and never exports passwords', async () => {
    const file = await download(h, '/sys/user/exportXls', admin, { username: 'admin', column: 'username', order: 'asc' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const [header, first] = book.worksheets[0]!.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(header).toEqual(['Username', 'Real name', 'Sex', 'Mobile', 'Email', 'Birthday', 'Status', 'Department code', 'Created']);
    expect(first?.[0]).toBe('admin');
    const zh = await download(h, '/sys/user/exportXls', admin, { username: 'admin', exportFields: 'username,realname' }, 'zh-CN');
    const zhBook = new ExcelJS.Workbook();
    await zhBook.xlsx.load(zh.body as unknown as ArrayBuffer);
    expect(zhBook.worksheets[0]!.getRow(1).values).toEqual([undefined, '用户账号', '用户姓名']);
  });
});
