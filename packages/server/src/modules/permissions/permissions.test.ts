import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm, hasPermission, type MenuRoute, type UserPermissions } from '@agvs/contract';
import { MENU } from '../../db/seed/menu.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'op', roles: ['operator'] });
});
afterAll(async () => h?.close());

const paths = (menu: readonly MenuRoute[]): string[] => menu.flatMap((m) => [m.path, ...paths(m.children ?? [])]);

async function permissionsOf(username: string, lang = 'en-GB'): Promise<UserPermissions> {
  const token = await h.token(username, ADMIN_PASSWORD);
  const { body } = await h.call<UserPermissions>('GET', '/sys/permission/getUserPermissionByToken', { token, lang });
  return body.result;
}

describe('getUserPermissionByToken', () => {
  it('gives the admin the whole menu of the contract, titles translated', async () => {
    const { menu } = await permissionsOf('admin');
    expect([...paths(menu)].sort()).toEqual(MENU.map((m) => m.path).sort());
    const dashboard = menu[0]!;
    expect(dashboard).toMatchObject({ name: 'dashboard', component: 'layouts/RouteView', redirect: '/dashboard/analysis', route: '1', meta: { title: 'Dashboard', icon: 'dashboard' } });
    expect(dashboard.children![0]).toMatchObject({ path: '/dashboard/analysis', name: 'dashboard-analysis', component: 'dashboard/Analysis' });
    const zh = await permissionsOf('admin', 'zh-CN');
    expect(zh.menu.find((m) => m.path === '/system')!.children!.map((m) => m.meta.title).slice(0, 4)).toEqual(['用户管理', '部门管理', '角色管理', '数据字典']);
  });

  it('gives the operator dashboard, monitor, order history and account menus, monitor and dashboard codes, no system', async () => {
    const { menu, auth, allAuth } = await permissionsOf('op');
    expect(paths(menu)).toEqual([
      '/dashboard', '/dashboard/analysis', '/dashboard/indexChart', '/dashboard/agvOrderCount', '/dashboard/runMileage', '/dashboard/runTime', '/monitor', '/monitor/map', '/account', '/account/center', '/account/settings', '/account/notice',
      '/agv', '/agv/transorder', '/agv/callOrder',
    ]);
    // Monitor codes, and the figures of the dashboard the operator lands on.
    expect(auth.map((a) => a.action).every((code) => code.startsWith('monitor:') || code === Perm.dashboardAnalysis)).toBe(true);
    expect(hasPermission(Perm.dashboardAnalysis, auth, allAuth)).toBe(true);
    expect(hasPermission(Perm.monitorTaskAdd, auth, allAuth)).toBe(true);
    expect(hasPermission(Perm.userList, auth, allAuth)).toBe(false);
  });

  it('lists every contract code in allAuth; monitor:public is switched off for everybody', async () => {
    const { allAuth } = await permissionsOf('op');
    expect(allAuth.map((a) => a.action).sort()).toEqual(Object.values(Perm).sort());
    expect(allAuth.find((a) => a.action === Perm.monitorPublic)).toMatchObject({ status: '0', type: '1', describe: 'Monitor: basic toolbar' });
    expect(hasPermission(Perm.monitorPublic, [], allAuth)).toBe(true);
  });

  it('grants a route whose code an administrator switched off (status 0) to everybody', async () => {
    const token = await h.token('op', ADMIN_PASSWORD);
    expect((await h.call('GET', '/sys/sysDepart/queryTreeList', { token })).status).toBe(403);
    await h.app.db.updateTable('permissions').set({ status: '0' }).where('perms', '=', Perm.departList).execute();
    expect((await h.call('GET', '/sys/sysDepart/queryTreeList', { token })).status).toBe(200);
    await h.app.db.updateTable('permissions').set({ status: '1' }).where('perms', '=', Perm.departList).execute();
  });
});
