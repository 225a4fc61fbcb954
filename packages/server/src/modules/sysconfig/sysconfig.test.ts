import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

type Row = Record<string, unknown> & { id: string };

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const en = { lang: 'en-GB' };
const post = (path: string, body: unknown, token = admin) => h.call<{ id: string }>('POST', path, { token, ...en, body });
const put = <T = null>(path: string, body: unknown, token = admin) => h.call<T>('PUT', path, { token, ...en, body });
const list = (base: string, query: Record<string, string> = {}, token = admin) => h.call<PageResult<Row>>('GET', `${base}/list`, { token, ...en, query });

describe('positions', () => {
  it('lists, filters, sorts and pages positions of the tenant', async () => {
    for (const [code, name, postRank] of [['P_ENG', 'Engineer', 3], ['P_OPS', 'Operator', 1], ['P_MGR', 'Manager', 5]] as const) {
      expect((await post('/sys/position/add', { code, name, postRank })).body.success).toBe(true);
    }
    const sorted = await list('/sys/position', { column: 'postRank', order: 'desc', pageSize: '2' });
    expect(sorted.body.result.records.map((r) => r['code'])).toEqual(['P_MGR', 'P_ENG']);
    expect(sorted.body.result.total).toBe(3);
    expect((await list('/sys/position', { name: 'oper' })).body.result.records.map((r) => r['code'])).toEqual(['P_OPS']);
  });

  it('refuses a bad code and a duplicate', async () => {
    const bad = await post('/sys/position/add', { code: '9x', name: 'Bad' });
    expect(bad.status).toBe(400);
    const dup = await post('/sys/position/add', { code: 'P_ENG', name: 'Again' });
    expect(dup.body.message).toBe('The value P_ENG of code already exists');
  });

  it('is invisible from another tenant', async () => {
    await h.addTenant(3000, 'Third', [['C01', 'Third HQ']]);
    await h.createUser({ username: 'third_admin', roles: ['admin'], tenants: [3000], departs: ['C01'] });
    const third = await h.token('third_admin', ADMIN_PASSWORD);
    expect((await list('/sys/position', {}, third)).body.result.total).toBe(0);
  });
});

describe('tenants', () => {
  it('checks that the end date is later than the begin date', async () => {
    const bad = await post('/sys/tenant/add', { tenantId: 4000, name: 'Late', status: '1', beginDate: '2026-05-01', endDate: '2026-04-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('End date (endDate) must be later than the begin date');
    expect((await list('/sys/tenant', { tenantId: '4000' })).body.result.total).toBe(0);
    const good = await post('/sys/tenant/add', { tenantId: 4000, name: 'Later', status: '1', beginDate: '2026-05-01', endDate: '2027-05-01' });
    expect(good.body.success).toBe(true);
    expect((await list('/sys/tenant', { tenantId: '4000' })).body.result.records[0]).toMatchObject({ tenantId: 4000, name: 'Later', status: 1, endDate: '2027-05-01' });
  });

  it('links users to tenants and refuses to delete a tenant that has users', async () => {
    const userId = await h.createUser({ username: 'tenant_hopper' });
    expect((await post('/sys/tenant/addUsers', { tenantId: 4000, userIdList: [userId] })).body.success).toBe(true);
    const users = await h.call<PageResult<Row>>('GET', '/sys/tenant/userList', { token: admin, query: { tenantId: '4000' } });
    expect(users.body.result.records.map((u) => u['username'])).toEqual(['tenant_hopper']);
    const del = await h.call('DELETE', '/sys/tenant/delete', { token: admin, ...en, query: { id: '4000' } });
    expect(del.body.message).toBe('This tenant still has users and cannot be deleted');
    expect((await h.call('DELETE', '/sys/tenant/removeUser', { token: admin, query: { tenantId: '4000', userId } })).body.success).toBe(true);
    const last = await h.call('DELETE', '/sys/tenant/removeUser', { token: admin, ...en, query: { tenantId: '1000', userId } });
    expect(last.body.message).toBe('A user must keep at least one tenant');
    expect((await h.call('DELETE', '/sys/tenant/delete', { token: admin, query: { id: '4000' } })).body.success).toBe(true);
  });
});

describe('device users', () => {
  it('are users of kind device, listed apart, with an issued token', async () => {
    const added = await post('/sys/deviceUser/add', { username: 'board_01', realname: 'Hall board', deviceType: 'board' });
    expect(added.body.success).toBe(true);
    const devices = (await list('/sys/deviceUser')).body.result.records;
    expect(devices.map((d) => d['username'])).toEqual(['board_01']);
    const [device] = devices;
    const issued = await h.call<{ token: string }>('POST', '/sys/deviceUser/issueToken', { token: admin, body: { id: device!.id } });
    expect(issued.body.result.token).toEqual(expect.any(String));
    const asDevice = await h.call('GET', '/sys/permission/getUserPermissionByToken', { token: issued.body.result.token });
    expect(asDevice.status).toBe(200);
    expect((await list('/sys/user', { username: 'board_01' })).body.result.total).toBe(0);
    // Ordinary users cannot be handed a device token.
    const people = (await list('/sys/user', { username: 'admin' })).body.result.records;
    expect((await h.call('POST', '/sys/deviceUser/issueToken', { token: admin, body: { id: people[0]!.id } })).body.success).toBe(false);
  });
});

describe('data rules', () => {
  let viewer: string;
  beforeAll(async () => {
    const role = await post('/sys/role/add', { roleCode: 'user_viewer', roleName: 'User viewer' });
    await post('/sys/permission/saveRolePermission', { roleId: role.body.result.id, permissionIds: 'perm-system:user:list' });
    await h.createUser({ username: 'viewer_one', roles: ['user_viewer'] });
    viewer = await h.token('viewer_one', ADMIN_PASSWORD);
  });

  it('restrict the list of a non-administrator to the rule, with placeholders bound as values', async () => {
    expect((await list('/sys/user', {}, viewer)).body.result.total).toBeGreaterThan(1);
    const rule = await post('/sys/dataRule/add', {
      permissionCode: 'system:user:list',
      ruleName: 'Only myself',
      ruleColumn: 'username',
      ruleConditions: 'eq',
      ruleValue: '#{sys_user_code}',
      status: '1',
    });
    expect(rule.body.success).toBe(true);
    expect((await list('/sys/user', {}, viewer)).body.result.records.map((u) => u['username'])).toEqual(['viewer_one']);
    expect((await list('/sys/user', {}, admin)).body.result.total).toBeGreaterThan(1);
    await put('/sys/dataRule/edit', { id: rule.body.result.id, permissionCode: 'system:user:list', ruleName: 'Off', ruleColumn: 'username', ruleConditions: 'eq', ruleValue: "x' or 1=1 --", status: '1' });
    expect((await list('/sys/user', {}, viewer)).body.result.total).toBe(0);
    await h.call('DELETE', '/sys/dataRule/delete', { token: admin, query: { id: rule.body.result.id } });
    expect((await list('/sys/user', {}, viewer)).body.result.total).toBeGreaterThan(1);
  });

  it('accept only fields and conditions of the target list', async () => {
    const base = { permissionCode: 'system:user:list', ruleName: 'Bad', ruleConditions: 'eq', ruleValue: 'x', status: '1' };
    expect((await post('/sys/dataRule/add', { ...base, ruleColumn: 'password_hash' })).body.message).toBe('Rule field (ruleColumn) is not a field of that list');
    expect((await post('/sys/dataRule/add', { ...base, ruleColumn: 'username', ruleConditions: 'regex' })).status).toBe(400);
    expect((await post('/sys/dataRule/add', { ...base, ruleColumn: 'username', permissionCode: 'monitor:public' })).status).toBe(400);
    expect((await list('/sys/dataRule')).body.result.total).toBe(0);
  });
});

describe('categories, check rules and fill rules', () => {
  it('categories form a tree whose parents cannot be deleted while they have children', async () => {
    const root = await post('/sys/category/add', { code: 'PARTS', name: 'Parts' });
    await post('/sys/category/add', { code: 'BOLTS', name: 'Bolts', pid: root.body.result.id });
    expect((await list('/sys/category', { pid: root.body.result.id })).body.result.records.map((c) => c['code'])).toEqual(['BOLTS']);
    const del = await h.call('DELETE', '/sys/category/delete', { token: admin, ...en, query: { id: root.body.result.id } });
    expect(del.body.message).toBe('This category has children and cannot be deleted');
  });

  it('stored check rules answer the rule-check call', async () => {
    const bad = await post('/sys/checkRule/add', { ruleCode: 'bin_code', ruleName: 'Bin', ruleJson: '[{"digits":2,"pattern":"(a+)+"}]' });
    expect(bad.status).toBe(400);
    await post('/sys/checkRule/add', { ruleCode: 'bin_code', ruleName: 'Bin', ruleJson: '[{"digits":2,"pattern":"A"},{"digits":"*","pattern":"n"}]' });
    const check = (value: string) => h.call('GET', '/sys/checkRule/checkByCode', { token: admin, ...en, query: { ruleCode: 'bin_code', value } });
    expect((await check('BN42')).body.success).toBe(true);
    expect((await check('bn42')).body.success).toBe(false);
    expect((await h.call('GET', '/sys/checkRule/checkByCode', { token: admin, query: { ruleCode: 'code', value: 'A1' } })).body.success).toBe(true);
  });

  it('fill rules generate numbers from the registry class, one after another', async () => {
    const bad = await post('/sys/fillRule/add', { ruleCode: 'evil', ruleName: 'Evil', ruleClass: 'java.lang.Runtime', ruleParams: '{}' });
    expect(bad.status).toBe(400);
    const badParams = await post('/sys/fillRule/add', { ruleCode: 'pick_no', ruleName: 'Pick', ruleClass: 'serialNumber', ruleParams: '{"digits":99}' });
    expect(badParams.body.message).toContain('ruleParams');
    await post('/sys/fillRule/add', { ruleCode: 'pick_no', ruleName: 'Pick', ruleClass: 'serialNumber', ruleParams: '{"prefix":"PK","withDate":false,"digits":3}' });
    const run = () => put<string>('/sys/fillRule/executeRuleByCode/pick_no', {});
    expect((await run()).body.result).toBe('PK001');
    expect((await run()).body.result).toBe('PK002');
    expect((await put('/sys/fillRule/executeRuleByCode/nothing_here', {})).body.message).toBe('Fill rule nothing_here does not exist');
  });
});

describe('parameters and languages', () => {
  it('edit an editable parameter, refuse a fixed one', async () => {
    const rows = (await list('/sys/param', { column: 'paramKey', order: 'asc', pageSize: '50' })).body.result.records;
    expect(rows.map((r) => r['paramKey'])).toEqual([
      'account.registration', 'account.registrationRole', 'account.registrationTenant', 'dataSource.testTimeoutMs', 'depart.orgCodeRule',
      'mail.from', 'mail.smtpHost', 'mail.smtpPassword', 'mail.smtpPort', 'mail.smtpSecure', 'mail.smtpUser', 'site.timeZone',
    ]);
    const timeout = rows.find((r) => r['paramKey'] === 'dataSource.testTimeoutMs');
    const orgRule = rows.find((r) => r['paramKey'] === 'depart.orgCodeRule');
    expect((await put('/sys/param/edit', { id: timeout!.id, paramValue: '3000' })).body.success).toBe(true);
    const fixed = await put('/sys/param/edit', { id: orgRule!.id, paramValue: 'order_num_rule' });
    expect(fixed.body.message).toBe('This parameter cannot be edited');
    expect((await list('/sys/param', { paramKey: 'depart' })).body.result.records[0]!['paramValue']).toBe('org_num_role');
    expect((await post('/sys/param/add', { paramKey: 'x', paramValue: 'y' })).status).toBe(404);
  });

  it('shows seeded descriptions in the reader language, in the list and the form', async () => {
    const described = async (lang: string) => {
      const res = await h.call<PageResult<Row>>('GET', '/sys/param/list', { token: admin, lang, query: { paramKey: 'dataSource' } });
      return res.body.result.records[0]!;
    };
    expect((await described('en-GB'))['description']).toBe('Data source connection test timeout (ms)');
    expect((await described('ko-KR'))['description']).toBe('데이터 소스 연결 테스트 제한 시간(밀리초)');
    const row = await described('zh-TW');
    expect(row['description']).toBe('資料來源連線測試的逾時時間（毫秒）');
    const one = await h.call<Row>('GET', '/sys/param/queryById', { token: admin, lang: 'zh-CN', query: { id: row.id } });
    expect(one.body.result['description']).toBe('数据源连接测试的超时时间（毫秒）');
  });

  it('toggle languages but keep the default one', async () => {
    const rows = (await list('/sys/language')).body.result.records;
    expect(rows.map((r) => r['code'])).toEqual(['zh_CN', 'zh_TW', 'en_GB', 'ko_KR']);
    expect((await put('/sys/language/edit', { id: 'ko_KR', enabled: '0' })).body.success).toBe(true);
    const choose = (language: string) => put('/system/mlang/selectLanguage', { language, username: 'admin' });
    expect((await choose('ko_KR')).body.message).toBe('This language is disabled');
    expect((await choose('zh_TW')).body.success).toBe(true);
    await choose('zh_CN');
    expect((await put('/sys/language/edit', { id: 'zh_CN', enabled: '0' })).body.message).toBe('The default language (zh_CN) cannot be disabled');
  });
});

describe('address list', () => {
  it('lists people with department and position, searchable, read only', async () => {
    await post('/sys/position/add', { code: 'P_DRV', name: 'Driver' });
    const id = await h.createUser({ username: 'addr_person', realname: 'Ada Lovelace', departs: ['A01A02'] });
    await h.app.db.updateTable('users').set({ org_code: 'A01A02' }).where('id', '=', id).execute();
    await h.app.db.updateTable('users').set({ post: 'P_DRV', phone: '13800000001' } as never).where('id', '=', id).execute();
    const rows = (await list('/sys/addressList', { realname: 'lovelace' })).body.result.records;
    expect(rows).toEqual([expect.objectContaining({ username: 'addr_person', departName: 'Logistics', positionName: 'Driver', phone: '13800000001' })]);
    expect((await post('/sys/addressList/add', { realname: 'x' })).status).toBe(404);
  });
});

describe('gateway routes', () => {
  it('store valid routes and refuse bad uris and definitions', async () => {
    const base = { routeId: 'orders', name: 'Orders', status: '1' };
    expect((await post('/sys/gatewayRoute/add', { ...base, uri: 'javascript:alert(1)' })).body.message).toBe('URI (uri) must be an http, https, ws, wss or lb address');
    expect((await post('/sys/gatewayRoute/add', { ...base, uri: 'http://orders:8080', predicates: '{"x":1}' })).status).toBe(400);
    const good = await post('/sys/gatewayRoute/add', { ...base, uri: 'lb://orders', predicates: '[{"name":"Path","args":{"pattern":"/orders/**"}}]' });
    expect(good.body.success).toBe(true);
    expect((await list('/sys/gatewayRoute')).body.result.records[0]).toMatchObject({ routeId: 'orders', uri: 'lb://orders', predicates: '[{"name":"Path","args":{"pattern":"/orders/**"}}]', filters: '[]', status: 1 });
  });
});

describe('data sources', () => {
  const pgUrl = 'postgres://127.0.0.1:5432/postgres';

  it('never return the password and keep it sealed at rest', async () => {
    const added = await post('/sys/dataSource/add', { code: 'mes', name: 'MES', dbType: 'postgres', url: pgUrl, username: 'postgres', password: 'S3cret!pw' });
    expect(added.body.success).toBe(true);
    const listed = await list('/sys/dataSource');
    expect(JSON.stringify(listed.body)).not.toContain('S3cret');
    expect(listed.body.result.records[0]).not.toHaveProperty('password');
    const byId = await h.call('GET', '/sys/dataSource/queryById', { token: admin, query: { id: added.body.result.id } });
    expect(JSON.stringify(byId.body)).not.toContain('S3cret');
    const stored = await h.app.db.selectFrom('data_sources' as never).select('password_enc' as never).executeTakeFirstOrThrow();
    expect(String((stored as Record<string, unknown>)['password_enc'])).toMatch(/^v1:/);
    expect(String((stored as Record<string, unknown>)['password_enc'])).not.toContain('S3cret');
    // An edit without a password keeps the sealed one.
    await put('/sys/dataSource/edit', { id: added.body.result.id, name: 'MES db', dbType: 'postgres', url: pgUrl, username: 'postgres', password: '' });
    const again = await h.app.db.selectFrom('data_sources' as never).select('password_enc' as never).executeTakeFirstOrThrow();
    expect(again).toEqual(stored);
  });

  it('refuse other database types and foreign sqlite paths', async () => {
    expect((await post('/sys/dataSource/add', { code: 'ora', name: 'Oracle', dbType: 'oracle', url: 'oracle://x' })).status).toBe(400);
    const escape = await post('/sys/dataSource/add', { code: 'esc', name: 'Escape', dbType: 'sqlite', url: '../secrets.json' });
    expect(escape.status).toBe(400);
  });

  it('test the connection for real and report the driver error in the caller language', async () => {
    const id = (await list('/sys/dataSource', { code: 'mes' })).body.result.records[0]!.id;
    const okCall = await h.call('POST', '/sys/dataSource/testConnection', { token: admin, ...en, body: { id } });
    expect(okCall.body).toMatchObject({ success: true, message: 'Connected successfully' });
    const down = await post('/sys/dataSource/add', { code: 'down', name: 'Down', dbType: 'postgres', url: 'postgres://127.0.0.1:1/none' });
    const fail = await h.call('POST', '/sys/dataSource/testConnection', { token: admin, lang: 'zh-CN', body: { id: down.body.result.id } });
    expect(fail.body.success).toBe(false);
    expect(fail.body.message).toMatch(/^连接失败：.*ECONNREFUSED/);

    mkdirSync(join(h.app.config.dataDir, 'datasources'), { recursive: true });
    new Sqlite(join(h.app.config.dataDir, 'datasources', 'plant.db')).close();
    const lite = await post('/sys/dataSource/add', { code: 'plant', name: 'Plant', dbType: 'sqlite', url: 'plant.db' });
    expect((await h.call('POST', '/sys/dataSource/testConnection', { token: admin, body: { id: lite.body.result.id } })).body.success).toBe(true);
    const missing = await post('/sys/dataSource/add', { code: 'gone', name: 'Gone', dbType: 'sqlite', url: 'gone.db' });
    expect((await h.call('POST', '/sys/dataSource/testConnection', { token: admin, ...en, body: { id: missing.body.result.id } })).body.message).toMatch(/^Connection failed: /);
  });

  it('test the values of the form before saving them, storing nothing', async () => {
    const test = (body: Record<string, unknown>) => h.call('POST', '/sys/dataSource/testConnection', { token: admin, ...en, body });
    const before = (await list('/sys/dataSource')).body.result.total;
    expect((await test({ dbType: 'postgres', url: pgUrl, username: 'postgres', password: 'typed' })).body).toMatchObject({ success: true, message: 'Connected successfully' });
    expect((await test({ dbType: 'postgres', url: 'postgres://127.0.0.1:1/none' })).body.message).toMatch(/^Connection failed: .*ECONNREFUSED/);
    const escape = await test({ dbType: 'sqlite', url: '../secrets.json' });
    expect(escape.status).toBe(400);
    expect(escape.body.success).toBe(false);
    expect((await test({ dbType: 'postgres' })).status).toBe(400);
    // Editing a stored source: the edited URL is what gets tried; the stored password goes only to its own host.
    const id = (await list('/sys/dataSource', { code: 'mes' })).body.result.records[0]!.id;
    expect((await test({ id, url: 'postgres://127.0.0.1:1/none', password: '' })).status).toBe(400);
    expect((await test({ id, url: 'postgres://127.0.0.1:1/none', password: 'typed' })).body.message).toMatch(/^Connection failed: .*ECONNREFUSED/);
    expect((await test({ id, dbType: 'postgres', url: pgUrl, password: '' })).body.success).toBe(true);
    expect((await list('/sys/dataSource')).body.result.total).toBe(before);
    expect((await list('/sys/dataSource', { code: 'mes' })).body.result.records[0]).toMatchObject({ url: pgUrl });
  });

  it('refuse every call without permission', async () => {
    await h.createUser({ username: 'ds_operator', roles: ['operator'] });
    const token = await h.token('ds_operator', ADMIN_PASSWORD);
    const calls = [
      h.call('GET', '/sys/dataSource/list', { token }),
      h.call('POST', '/sys/dataSource/testConnection', { token, body: { id: 'x' } }),
      h.call('GET', '/sys/param/list', { token }),
      h.call('GET', '/sys/tenant/list', { token }),
      h.call('GET', '/sys/addressList/list', { token }),
      h.call('PUT', '/sys/fillRule/executeRuleByCode/order_num_rule', { token, body: {} }),
      h.call('POST', '/sys/deviceUser/issueToken', { token, body: { id: 'x' } }),
      h.call('POST', '/sys/dataRule/add', { token, body: {} }),
    ];
    for (const { status } of await Promise.all(calls)) expect(status).toBe(403);
  });
});
