import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@agvs/contract';
import { startWithCallers } from '../../test-support/callers.js';
import { ADMIN_PASSWORD, type Harness } from '../../test-support/harness.js';

const PASSWORD = 'Clerk#2026pass';
const BEYOND_OWN = 'You can only grant or take away permissions you hold yourself';
const INSTALLATION_WIDE = 'This is shared by the whole installation; only an installation administrator may change it';
const en = { lang: 'en-GB' };

let h: Harness;
let admin: string;
/** Administrator of tenant 2000 (holds the admin role there, but is no installation administrator). */
let other: string;
beforeAll(async () => {
  ({ h, admin, other } = await startWithCallers('gr'));
});
afterAll(async () => h?.close());

/** An installation-wide role holding exactly these permission codes, made by the installation administrator. */
async function roleWith(code: string, perms: readonly string[]): Promise<string> {
  const { body } = await h.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleCode: code, roleName: code } });
  const roleId = body.result.id;
  await h.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: perms.map((p) => `perm-${p}`).join(',') } });
  return roleId;
}

/** A signed-in user of tenant 1000 holding only the given role. */
async function signedInWith(username: string, roleCode: string): Promise<string> {
  await h.createUser({ username, roles: [roleCode] });
  return h.token(username, ADMIN_PASSWORD);
}

const rolesOf = async (userid: string) => (await h.call<string[]>('GET', '/sys/user/queryUserRole', { token: admin, query: { userid } })).body.result;
const usersNamed = async (username: string) =>
  (await h.call<PageResult<{ id: string; username: string }>>('GET', '/sys/user/list', { token: admin, query: { username } })).body.result.records;

describe('no escalation through users', () => {
  it('lets a user who may only add users create neither an administrator nor any role beyond their own', async () => {
    const adderRole = await roleWith('user_adder', ['system:user:add', 'system:user:list']);
    const adder = await signedInWith('gr_adder', 'user_adder');
    const add = (username: string, selectedroles: string) =>
      h.call<{ id: string }>('POST', '/sys/user/add', { token: adder, ...en, body: { username, realname: 'New Clerk', password: PASSWORD, selectedroles } });

    expect((await add('gr_sneaky', 'role-admin')).body).toMatchObject({ success: false, message: BEYOND_OWN });
    expect((await add('gr_sneaky', 'role-operator')).body).toMatchObject({ success: false, message: BEYOND_OWN });
    expect(await usersNamed('gr_sneaky')).toEqual([]);
    expect((await h.login('gr_sneaky', PASSWORD)).body.success).toBe(false);

    expect((await add('gr_peer', adderRole)).body.success).toBe(true);
  });

  it('lets a user editor neither give nor take away a role they do not hold', async () => {
    await roleWith('user_editor', ['system:user:edit', 'system:user:list']);
    const editor = await signedInWith('gr_editor', 'user_editor');
    const operatorId = await h.createUser({ username: 'gr_worker', roles: ['operator'] });
    const edit = (id: string, selectedroles?: string) =>
      h.call('PUT', '/sys/user/edit', { token: editor, ...en, body: { id, realname: 'Renamed', ...(selectedroles !== undefined ? { selectedroles } : {}) } });

    expect((await edit(operatorId, 'role-operator,role-admin')).body.message).toBe(BEYOND_OWN);
    expect((await edit(operatorId, '')).body.message).toBe(BEYOND_OWN);
    expect(await rolesOf(operatorId)).toEqual(['role-operator']);
    const [self] = await usersNamed('gr_editor');
    expect((await edit(self!.id, 'role-admin')).body.message).toBe(BEYOND_OWN);
    expect((await edit(operatorId)).body.success).toBe(true);
  });

  it('lets a role editor add to a role only users it may hand that role to', async () => {
    await roleWith('role_member_editor', ['system:role:edit', 'system:role:list', 'system:user:list']);
    const editor = await signedInWith('gr_member_editor', 'role_member_editor');
    const plain = await h.createUser({ username: 'gr_plain', roles: [] });
    const added = await h.call('POST', '/sys/user/addSysUserRole', { token: editor, ...en, body: { roleId: 'role-admin', userIdList: [plain] } });
    expect(added.body).toMatchObject({ success: false, message: BEYOND_OWN });
    expect(await rolesOf(plain)).toEqual([]);
    const admin2 = await h.createUser({ username: 'gr_admin2', roles: ['admin'] });
    const removed = await h.call('DELETE', '/sys/user/deleteUserRole', { token: editor, ...en, query: { roleId: 'role-admin', userId: admin2 } });
    expect(removed.body.message).toBe(BEYOND_OWN);
    expect(await rolesOf(admin2)).toEqual(['role-admin']);
  });

  it('refuses setting the password of an account holding more than the caller', async () => {
    await roleWith('password_keeper', ['system:user:password', 'system:user:list']);
    const keeper = await signedInWith('gr_keeper', 'password_keeper');
    await h.createUser({ username: 'gr_boss', roles: ['admin'] });
    await h.createUser({ username: 'gr_clerk', roles: [] });
    const reset = (username: string) =>
      h.call('PUT', '/sys/user/changePassword', { token: keeper, ...en, body: { username, password: PASSWORD, confirmpassword: PASSWORD } });
    expect((await reset('gr_boss')).body).toMatchObject({ success: false, message: 'You cannot set the password of a user who holds permissions you do not have' });
    expect((await h.login('gr_boss', ADMIN_PASSWORD)).body.success).toBe(true);
    expect((await reset('gr_clerk')).body.success).toBe(true);
  });
});

describe('no escalation through roles', () => {
  let keeper: string;
  let viewersId: string;
  beforeAll(async () => {
    await roleWith('role_keeper', ['system:role:list', 'system:role:add', 'system:role:edit', 'system:role:delete', 'system:role:authorize', 'system:dict:list']);
    keeper = await signedInWith('gr_role_keeper', 'role_keeper');
    viewersId = (await h.call<{ id: string }>('POST', '/sys/role/add', { token: keeper, body: { roleCode: 'gr_viewers', roleName: 'Viewers' } })).body.result.id;
  });
  const save = (roleId: string, ids: readonly string[], token = keeper) =>
    h.call('POST', '/sys/permission/saveRolePermission', { token, ...en, body: { roleId, permissionIds: ids.join(',') } });
  const grantsOf = async (roleId: string) =>
    (await h.call<string[]>('GET', '/sys/permission/queryRolePermission', { token: admin, query: { roleId } })).body.result;

  it('puts on a role of its tenant only what the editor holds', async () => {
    expect((await save(viewersId, ['perm-system:dict:list'])).body.success).toBe(true);
    const more = await save(viewersId, ['perm-system:dict:list', 'perm-system:user:delete']);
    expect(more.body).toMatchObject({ success: false, message: BEYOND_OWN });
    expect(await grantsOf(viewersId)).toEqual(['perm-system:dict:list']);
  });

  it('leaves installation-wide roles to the installation administrator', async () => {
    const before = await grantsOf('role-operator');
    expect((await save('role-operator', [])).body.message).toBe(INSTALLATION_WIDE);
    expect(await grantsOf('role-operator')).toEqual(before);
    const rename = await h.call('PUT', '/sys/role/edit', { token: keeper, ...en, body: { id: 'role-operator', roleName: 'Hijacked' } });
    expect(rename.body.message).toBe(INSTALLATION_WIDE);
    expect((await h.call('DELETE', '/sys/role/delete', { token: keeper, ...en, query: { id: 'role-operator' } })).body.message).toBe(INSTALLATION_WIDE);
    expect((await save('role-operator', before, admin)).body.success).toBe(true);
  });

  it('hides a tenant’s roles from another tenant', async () => {
    const listed = await h.call<PageResult<{ roleCode: string }>>('GET', '/sys/role/list', { token: other, query: { pageSize: '1000' } });
    const codes = listed.body.result.records.map((r) => r.roleCode);
    expect(codes).toContain('operator');
    expect(codes).not.toContain('gr_viewers');
    expect((await h.call('GET', '/sys/permission/queryRolePermission', { token: other, ...en, query: { roleId: viewersId } })).body.success).toBe(false);
    expect((await h.call('PUT', '/sys/role/edit', { token: other, ...en, body: { id: viewersId, roleName: 'Taken' } })).body.success).toBe(false);
    expect((await h.call('GET', '/sys/user/userRoleList', { token: other, query: { roleId: viewersId } })).body.success).toBe(false);
  });

  it('gives a tenant’s role no power in the user’s other tenants', async () => {
    const bothId = await h.createUser({ username: 'gr_both', roles: [], tenants: [1000, 2000], departs: ['A01', 'B01'] });
    const role = await h.call<{ id: string }>('POST', '/sys/role/add', { token: other, body: { roleCode: 'gr_b_dicts', roleName: 'Dictionaries' } });
    expect((await save(role.body.result.id, ['perm-system:dict:list'], other)).body.success).toBe(true);
    expect((await h.call('POST', '/sys/user/addSysUserRole', { token: other, body: { roleId: role.body.result.id, userIdList: [bothId] } })).body.success).toBe(true);
    const both = await h.token('gr_both', ADMIN_PASSWORD);
    expect((await h.call('GET', '/sys/dict/list', { token: both, tenant: 2000 })).status).toBe(200);
    expect((await h.call('GET', '/sys/dict/list', { token: both, tenant: 1000 })).status).toBe(403);
    const adminRoles = await h.call<PageResult<{ roleCode: string }>>('GET', '/sys/role/list', { token: admin, query: { pageSize: '1000' } });
    expect(adminRoles.body.result.records.map((r) => r.roleCode)).not.toContain('gr_b_dicts');
  });

  it('leaves installation-wide roles of a user who also works in other tenants to the installation administrator', async () => {
    const bothId = await h.createUser({ username: 'gr_both2', roles: [], tenants: [1000, 2000], departs: ['A01', 'B01'] });
    const inOther = 'This user also works in a tenant you do not belong to; give them a role of your own tenant instead';
    const given = await h.call('POST', '/sys/user/addSysUserRole', { token: other, ...en, body: { roleId: 'role-admin', userIdList: [bothId] } });
    expect(given.body).toMatchObject({ success: false, message: inOther });
    const edited = await h.call('PUT', '/sys/user/edit', { token: other, ...en, body: { id: bothId, realname: 'Both', selectedroles: 'role-operator' } });
    expect(edited.body).toMatchObject({ success: false, message: inOther });
    expect(await rolesOf(bothId)).toEqual([]);
    expect((await h.call('POST', '/sys/user/addSysUserRole', { token: admin, body: { roleId: 'role-operator', userIdList: [bothId] } })).body.success).toBe(true);
    expect(await rolesOf(bothId)).toEqual(['role-operator']);
  });
});

describe('tenants', () => {
  it('keeps a tenant administrator out of another tenant’s users and links', async () => {
    const outsider = await h.createUser({ username: 'gr_outsider', roles: [], tenants: [2000], departs: ['B01'] });
    const joined = await h.call('POST', '/sys/tenant/addUsers', { token: other, ...en, body: { tenantId: 1000, userIdList: [outsider] } });
    expect(joined.status).toBe(403);
    expect(joined.body.message).toBe('You do not belong to tenant 1000');
    const members = await h.call<PageResult<{ username: string }>>('GET', '/sys/tenant/userList', { token: admin, query: { tenantId: '1000', pageSize: '1000' } });
    expect(members.body.result.records.map((u) => u.username)).not.toContain('gr_outsider');
    expect((await h.call('GET', '/sys/tenant/userList', { token: other, query: { tenantId: '1000' } })).status).toBe(403);

    const shared = await h.createUser({ username: 'gr_shared', roles: [], tenants: [1000, 2000], departs: ['A01', 'B01'] });
    expect((await h.call('DELETE', '/sys/tenant/removeUser', { token: other, query: { tenantId: '1000', userId: shared } })).status).toBe(403);
    const stillIn = await h.call<PageResult<{ username: string }>>('GET', '/sys/tenant/userList', { token: admin, query: { tenantId: '1000', pageSize: '1000' } });
    expect(stillIn.body.result.records.map((u) => u.username)).toContain('gr_shared');
    expect((await h.call<PageResult<{ username: string }>>('GET', '/sys/user/list', { token: other, query: { username: 'gr_' } })).body.result.records.map((u) => u.username)).not.toContain('gr_adder');
  });

  it('leaves tenants themselves to the installation administrator', async () => {
    const add = await h.call('POST', '/sys/tenant/add', { token: other, ...en, body: { tenantId: 5000, name: 'Rogue', status: '1' } });
    expect(add.body.message).toBe(INSTALLATION_WIDE);
    expect((await h.call('DELETE', '/sys/tenant/delete', { token: other, ...en, query: { id: '2000' } })).body.message).toBe(INSTALLATION_WIDE);
    expect((await h.call('POST', '/sys/tenant/add', { token: admin, body: { tenantId: 5000, name: 'Plant', status: '1' } })).body.success).toBe(true);
  });
});

describe('installation-wide rows', () => {
  it('refuse changes by a tenant administrator and take them from the installation administrator', async () => {
    const dict = await h.call<{ id: string }>('POST', '/sys/dict/add', { token: admin, body: { dictCode: 'gr_shift', dictName: 'Shift' } });
    const dictId = dict.body.result.id;
    const refusals = [
      h.call('PUT', '/sys/dict/edit', { token: other, ...en, body: { id: dictId, dictName: 'Hijacked' } }),
      h.call('POST', '/sys/dict/add', { token: other, ...en, body: { dictCode: 'gr_mine', dictName: 'Mine' } }),
      h.call('DELETE', '/sys/dict/delete', { token: other, ...en, query: { id: dictId } }),
      h.call('POST', '/sys/dictItem/add', {
        token: other,
        ...en,
        body: { dictId, itemValue: 'N', textZhCn: '夜', textZhTw: '夜', textEnGb: 'Night', textKoKr: '밤', sortNo: 1, status: '1' },
      }),
      h.call('PUT', '/sys/param/edit', { token: other, ...en, body: { id: 'param-dataSource.testTimeoutMs', paramValue: '1' } }),
      h.call('POST', '/sys/checkRule/add', { token: other, ...en, body: { ruleCode: 'gr_bin', ruleName: 'Bin', ruleJson: '[{"digits":"*","pattern":"n"}]' } }),
      h.call('PUT', '/sys/fillRule/edit', { token: other, ...en, body: { id: 'fill-order_num_rule', ruleName: 'Order', ruleClass: 'serialNumber', ruleParams: '{"prefix":"X","withDate":false,"digits":2}' } }),
      h.call('POST', '/sys/dataRule/add', {
        token: other,
        ...en,
        body: { permissionCode: 'system:user:list', ruleName: 'Nobody', ruleColumn: 'username', ruleConditions: 'eq', ruleValue: 'none', status: '1' },
      }),
      h.call('POST', '/sys/permission/add', { token: other, ...en, body: { button: true, name: 'Backdoor', parentId: 'menu-system', perms: 'gr:backdoor' } }),
      h.call('DELETE', '/sys/permission/delete', { token: other, ...en, query: { id: 'menu-system-dict' } }),
    ];
    for (const { body } of await Promise.all(refusals)) expect(body).toMatchObject({ success: false, message: INSTALLATION_WIDE });
    const dicts = await h.call<PageResult<{ dictName: string }>>('GET', '/sys/dict/list', { token: admin, query: { dictCode: 'gr_' } });
    expect(dicts.body.result.records.map((d) => d.dictName)).toEqual(['Shift']);
    const params = await h.call<PageResult<{ paramValue: string }>>('GET', '/sys/param/list', { token: admin, query: { paramKey: 'dataSource' } });
    expect(params.body.result.records[0]!.paramValue).toBe('5000');
    expect((await h.call<PageResult<unknown>>('GET', '/sys/checkRule/list', { token: admin, query: { ruleCode: 'gr_bin' } })).body.result.total).toBe(0);
    expect((await h.call<PageResult<unknown>>('GET', '/sys/dataRule/list', { token: admin })).body.result.total).toBe(0);

    expect((await h.call('PUT', '/sys/dict/edit', { token: admin, body: { id: dictId, dictName: 'Shifts' } })).body.success).toBe(true);
  });
});
