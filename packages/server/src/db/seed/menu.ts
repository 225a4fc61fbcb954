import { Perm, type PermCode } from '@agvs/contract';

/** A menu entry of the seed; `title` is a message key, `component` a key of the console's page registry. */
export interface MenuSeed {
  readonly id: string;
  readonly parentId: string | null;
  readonly title: string;
  readonly path: string;
  readonly component: string;
  readonly redirect?: string;
  readonly icon?: string;
  readonly sort: number;
}

/** The menu of docs/foundation-contract.md. */
export const MENU: readonly MenuSeed[] = [
  { id: 'menu-dashboard', parentId: null, title: 'menu.dashboard', path: '/dashboard', component: 'layouts/RouteView', redirect: '/dashboard/analysis', icon: 'dashboard', sort: 1 },
  { id: 'menu-dashboard-analysis', parentId: 'menu-dashboard', title: 'menu.dashboardAnalysis', path: '/dashboard/analysis', component: 'dashboard/Analysis', sort: 1 },
  { id: 'menu-monitor', parentId: null, title: 'menu.monitor', path: '/monitor', component: 'layouts/RouteView', redirect: '/monitor/map', icon: 'monitor', sort: 2 },
  { id: 'menu-monitor-map', parentId: 'menu-monitor', title: 'menu.monitorMap', path: '/monitor/map', component: 'monitor/MapMonitor', sort: 1 },
  { id: 'menu-account', parentId: null, title: 'menu.account', path: '/account', component: 'layouts/RouteView', icon: 'user', sort: 3 },
  { id: 'menu-account-center', parentId: 'menu-account', title: 'menu.accountCenter', path: '/account/center', component: 'account/Center', sort: 1 },
  { id: 'menu-account-settings', parentId: 'menu-account', title: 'menu.accountSettings', path: '/account/settings', component: 'account/Settings', sort: 2 },
  { id: 'menu-system', parentId: null, title: 'menu.system', path: '/system', component: 'layouts/RouteView', icon: 'setting', sort: 9 },
  { id: 'menu-system-user', parentId: 'menu-system', title: 'menu.systemUser', path: '/system/user', component: 'system/UserList', sort: 1 },
  { id: 'menu-system-depart', parentId: 'menu-system', title: 'menu.systemDepart', path: '/system/depart', component: 'system/DepartTree', sort: 2 },
  { id: 'menu-system-role', parentId: 'menu-system', title: 'menu.systemRole', path: '/system/role', component: 'system/RoleList', sort: 3 },
  { id: 'menu-system-dict', parentId: 'menu-system', title: 'menu.systemDict', path: '/system/dict', component: 'system/DictList', sort: 4 },
];

/** Button entries hang under the page they gate; monitor and template codes belong to pages not built yet. */
const BUTTON_PARENT: Partial<Record<PermCode, string>> = {
  [Perm.userList]: 'menu-system-user',
  [Perm.userAdd]: 'menu-system-user',
  [Perm.userEdit]: 'menu-system-user',
  [Perm.userDelete]: 'menu-system-user',
  [Perm.userFreeze]: 'menu-system-user',
  [Perm.userResetPassword]: 'menu-system-user',
  [Perm.userRecover]: 'menu-system-user',
  [Perm.userExport]: 'menu-system-user',
  [Perm.userImport]: 'menu-system-user',
  [Perm.departList]: 'menu-system-depart',
  [Perm.roleList]: 'menu-system-role',
  [Perm.roleAdd]: 'menu-system-role',
  [Perm.roleEdit]: 'menu-system-role',
  [Perm.roleDelete]: 'menu-system-role',
  [Perm.roleAuthorize]: 'menu-system-role',
  [Perm.dictList]: 'menu-system-dict',
  [Perm.dictAdd]: 'menu-system-dict',
  [Perm.dictEdit]: 'menu-system-dict',
  [Perm.dictDelete]: 'menu-system-dict',
};

export interface ButtonSeed {
  readonly id: string;
  readonly parentId: string | null;
  readonly code: PermCode;
  /** '0' switches the rule off: everybody has the code (SPEC §6). */
  readonly status: '0' | '1';
}

/** Every permission code of the contract; monitor:public is everybody's toolbar (SPEC §6). */
export const BUTTONS: readonly ButtonSeed[] = Object.values(Perm).map((code) => ({
  id: `perm-${code}`,
  parentId: BUTTON_PARENT[code] ?? null,
  code,
  status: code === Perm.monitorPublic ? '0' : '1',
}));

export interface RoleSeed {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  /** Menu and button ids granted when the role is first created. */
  readonly grants: readonly string[];
}

const OPERATOR_MENUS = MENU.filter((m) => m.path.startsWith('/dashboard') || m.path.startsWith('/monitor') || m.path.startsWith('/account'));

export const ROLES: readonly RoleSeed[] = [
  {
    id: 'role-admin',
    code: 'admin',
    name: 'Administrator',
    grants: [...MENU.map((m) => m.id), ...BUTTONS.map((b) => b.id)],
  },
  {
    id: 'role-operator',
    code: 'operator',
    name: 'Operator',
    grants: [...OPERATOR_MENUS.map((m) => m.id), ...BUTTONS.filter((b) => b.code.startsWith('monitor:')).map((b) => b.id)],
  },
];
