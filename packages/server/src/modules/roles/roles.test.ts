import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, PermissionTree, UserPermissions } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

describe('role permissions', () => {
  it('offers the menu and button tree with translated titles', async () => {
    const { body } = await h.call<PermissionTree>('GET', '/sys/role/queryTreeList', { token: admin, lang: 'en-GB' });
    const system = body.result.treeList.find((n) => n.key === 'menu-system')!;
    expect(system.title).toBe('System');
    const roleMenu = system.children.find((n) => n.key === 'menu-system-role')!;
    expect(roleMenu.children.map((n) => n.title)).toContain('Roles: assign permissions');
    expect(body.result.ids).toContain('perm-system:role:authorize');
  });

  it('saves a role’s grants, which change its users’ menu', async () => {
    const role = await h.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleCode: 'auditor', roleName: 'Auditor' } });
    const roleId = role.body.result.id;
    const grants = ['menu-system', 'menu-system-dict', 'perm-system:dict:list'];
    const saved = await h.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: grants.join(',') } });
    expect(saved.body.success).toBe(true);
    const back = await h.call<string[]>('GET', '/sys/permission/queryRolePermission', { token: admin, query: { roleId } });
    expect([...back.body.result].sort()).toEqual([...grants].sort());

    const userId = await h.createUser({ username: 'audit1', roles: [] });
    const added = await h.call('POST', '/sys/user/addSysUserRole', { token: admin, body: { roleId, userIdList: [userId] } });
    expect(added.body.success).toBe(true);
    const members = await h.call<PageResult<{ username: string }>>('GET', '/sys/user/userRoleList', { token: admin, query: { roleId } });
    expect(members.body.result.records.map((r) => r.username)).toEqual(['audit1']);

    const token = await h.token('audit1', ADMIN_PASSWORD);
    const perms = await h.call<UserPermissions>('GET', '/sys/permission/getUserPermissionByToken', { token });
    expect(perms.body.result.menu.map((m) => m.path)).toEqual(['/system']);
    expect((await h.call('GET', '/sys/dict/list', { token })).status).toBe(200);
    expect((await h.call('GET', '/sys/user/list', { token })).status).toBe(403);

    await h.call('DELETE', '/sys/user/deleteUserRole', { token: admin, query: { roleId, userId } });
    expect((await h.call('GET', '/sys/dict/list', { token })).status).toBe(403);
  });

  it('refuses unknown permission ids', async () => {
    const { body } = await h.call('POST', '/sys/permission/saveRolePermission', {
      token: admin,
      lang: 'en-GB',
      body: { roleId: 'role-operator', permissionIds: 'menu-system,perm-nope' },
    });
    expect(body).toMatchObject({ success: false, message: 'Unknown permission' });
  });

  it('never gives the operator role the administration codes', async () => {
    const { body } = await h.call<string[]>('GET', '/sys/permission/queryRolePermission', { token: admin, query: { roleId: 'role-operator' } });
    expect(body.result.filter((id) => id.includes('system'))).toEqual([]);
  });
});

describe('dictionaries', () => {
  it('adds a dictionary and items that getDictItems then serves, and deletes both', async () => {
    const dict = await h.call<{ id: string }>('POST', '/sys/dict/add', { token: admin, body: { dictCode: 'shift', dictName: 'Shift' } });
    const dictId = dict.body.result.id;
    const item = (itemValue: string, en: string, sortNo: number) =>
      h.call('POST', '/sys/dictItem/add', {
        token: admin,
        body: { dictId, itemValue, textZhCn: `${en}班`, textZhTw: `${en}班`, textEnGb: en, textKoKr: en, sortNo, status: '1' },
      });
    expect((await item('N', 'Night', 2)).body.success).toBe(true);
    expect((await item('D', 'Day', 1)).body.success).toBe(true);
    expect((await item('D', 'Again', 3)).body).toMatchObject({ success: false });
    const items = await h.call<{ value: string; text: string }[]>('GET', '/sys/dict/getDictItems/shift', { token: admin, lang: 'en-GB' });
    expect(items.body.result.map((i) => i.text)).toEqual(['Day', 'Night']);
    const listed = await h.call<PageResult<{ itemValue: string }>>('GET', '/sys/dictItem/list', { token: admin, query: { dictId } });
    expect(listed.body.result.records.map((r) => r.itemValue)).toEqual(['D', 'N']);
    const partial = await h.call<PageResult<unknown>>('GET', '/sys/dictItem/list', { token: admin, query: { dictId: dictId.slice(0, 8) } });
    expect(partial.body.result.total).toBe(0);

    const bad = await h.call('POST', '/sys/dict/add', { token: admin, lang: 'en-GB', body: { dictCode: 'a b', dictName: 'Bad' } });
    expect(bad.body.message).toBe('dictCode has an invalid format');
    expect((await h.call('DELETE', '/sys/dict/delete', { token: admin, query: { id: dictId } })).body.success).toBe(true);
    expect((await h.call<unknown[]>('GET', '/sys/dict/getDictItems/shift', { token: admin })).body.result).toEqual([]);
  });
});
