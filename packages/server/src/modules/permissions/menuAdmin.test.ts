import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuRoute, PermissionNode, UserPermissions } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
  await h.createUser({ username: 'menuop', roles: ['operator'] });
});
afterAll(async () => h?.close());

const paths = (menu: readonly MenuRoute[]): string[] => menu.flatMap((m) => [m.path, ...paths(m.children ?? [])]);
const menuEntry = { button: false, name: 'Shift report', url: '/report/shift', component: 'dashboard/Analysis', sortNo: 3 };

async function menuOf(username: string): Promise<UserPermissions> {
  const token = await h.token(username, ADMIN_PASSWORD);
  return (await h.call<UserPermissions>('GET', '/sys/permission/getUserPermissionByToken', { token, lang: 'en-GB' })).body.result;
}

async function grant(roleId: string, ids: string[]) {
  const current = await h.call<string[]>('GET', '/sys/permission/queryRolePermission', { token: admin, query: { roleId } });
  await h.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: [...current.body.result, ...ids].join(',') } });
}

describe('permissions page', () => {
  it('lists the menu tree with seeded titles translated', async () => {
    const { body } = await h.call<PermissionNode[]>('GET', '/sys/permission/list', { token: admin, lang: 'en-GB' });
    const system = body.result.find((n) => n.id === 'menu-system')!;
    const page = system.children!.find((n) => n.id === 'menu-system-permission')!;
    expect(page).toMatchObject({ name: 'menu.systemPermission', title: 'Permissions', component: 'system/PermissionList' });
    expect(page.children!.map((n) => n.perms)).toContain('system:permission:delete');
  });

  it('a new menu entry granted to a role reaches its users at the next sign-in', async () => {
    const top = await h.call<{ id: string }>('POST', '/sys/permission/add', {
      token: admin,
      body: { button: false, name: 'Reports', url: '/report', component: 'layouts/RouteView', sortNo: 8 },
    });
    expect(top.body.success).toBe(true);
    const child = await h.call<{ id: string }>('POST', '/sys/permission/add', { token: admin, body: { ...menuEntry, parentId: top.body.result.id } });
    const button = await h.call<{ id: string }>('POST', '/sys/permission/add', {
      token: admin,
      body: { button: true, name: 'Print shift report', parentId: child.body.result.id, perms: 'report:shift:print' },
    });
    expect(button.body.success).toBe(true);
    expect(paths((await menuOf('menuop')).menu)).not.toContain('/report/shift');

    await grant('role-operator', [child.body.result.id, button.body.result.id]);
    const granted = await menuOf('menuop');
    const reports = granted.menu.find((m) => m.path === '/report')!;
    expect(reports.meta.title).toBe('Reports');
    expect(reports.children![0]).toMatchObject({ path: '/report/shift', component: 'dashboard/Analysis', meta: { title: 'Shift report' } });
    expect(granted.auth.map((a) => a.action)).toContain('report:shift:print');

    const edited = await h.call('PUT', '/sys/permission/edit', { token: admin, body: { ...menuEntry, id: child.body.result.id, parentId: top.body.result.id, name: 'Shift summary', hidden: true } });
    expect(edited.body.success).toBe(true);
    expect((await menuOf('menuop')).menu.find((m) => m.path === '/report')!.children![0]).toMatchObject({ hidden: true, meta: { title: 'Shift summary' } });

    const refused = await h.call('DELETE', '/sys/permission/delete', { token: admin, lang: 'en-GB', query: { id: child.body.result.id } });
    expect(refused.body).toMatchObject({ success: false, message: 'This entry has children and cannot be deleted' });
    expect((await h.call('DELETE', '/sys/permission/delete', { token: admin, query: { id: button.body.result.id } })).body.success).toBe(true);
    expect((await h.call('DELETE', '/sys/permission/delete', { token: admin, query: { id: child.body.result.id } })).body.success).toBe(true);
    const roleGrants = await h.call<string[]>('GET', '/sys/permission/queryRolePermission', { token: admin, query: { roleId: 'role-operator' } });
    expect(roleGrants.body.result).not.toContain(child.body.result.id);
    const after = await menuOf('menuop');
    expect(paths(after.menu)).not.toContain('/report/shift');
    expect(after.auth.map((a) => a.action)).not.toContain('report:shift:print');
  });

  it('refuses bad entries and changes nothing', async () => {
    const before = JSON.stringify((await h.call('GET', '/sys/permission/list', { token: admin })).body.result);
    const cases: [object, string][] = [
      [{ button: true, name: 'Orphan', perms: 'x:y' }, 'A button needs a permission code and a parent menu entry'],
      [{ button: true, name: 'Dup', parentId: 'menu-system-user', perms: 'system:user:list' }, 'The value system:user:list of perms already exists'],
      [{ button: false, name: 'No page', url: '/nopage' }, 'A menu entry needs a path and a page (or an external url)'],
      [{ ...menuEntry, parentId: 'perm-system:user:list' }, 'The parent must be an existing menu entry'],
    ];
    for (const [body, message] of cases) {
      expect((await h.call('POST', '/sys/permission/add', { token: admin, lang: 'en-GB', body })).body).toMatchObject({ success: false, message });
    }
    const code = await h.call('POST', '/sys/permission/add', { token: admin, lang: 'en-GB', body: { ...menuEntry, component: 'x;alert(1)' } });
    expect(code.status).toBe(400);
    const cycle = await h.call('PUT', '/sys/permission/edit', {
      token: admin,
      lang: 'en-GB',
      body: { button: false, id: 'menu-system', parentId: 'menu-system-user', name: 'menu.system', url: '/system', component: 'layouts/RouteView' },
    });
    expect(cycle.body.message).toBe('An entry cannot be moved below itself or its children');
    expect(JSON.stringify((await h.call('GET', '/sys/permission/list', { token: admin })).body.result)).toBe(before);
  });

  it('is for administrators only', async () => {
    const token = await h.token('menuop', ADMIN_PASSWORD);
    expect((await h.call('GET', '/sys/permission/list', { token })).status).toBe(403);
    expect((await h.call('POST', '/sys/permission/add', { token, body: menuEntry })).status).toBe(403);
  });
});
