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
  { id: 'menu-account', parentId: null, title: 'menu.account', path: '/account', component: 'layouts/RouteView', icon: 'user', sort: 2 },
  { id: 'menu-account-center', parentId: 'menu-account', title: 'menu.accountCenter', path: '/account/center', component: 'account/Center', sort: 1 },
  { id: 'menu-account-settings', parentId: 'menu-account', title: 'menu.accountSettings', path: '/account/settings', component: 'account/Settings', sort: 2 },
  { id: 'menu-system', parentId: null, title: 'menu.system', path: '/system', component: 'layouts/RouteView', icon: 'setting', sort: 9 },
  { id: 'menu-system-user', parentId: 'menu-system', title: 'menu.systemUser', path: '/system/user', component: 'system/UserList', sort: 1 },
  { id: 'menu-system-depart', parentId: 'menu-system', title: 'menu.systemDepart', path: '/system/depart', component: 'system/DepartTree', sort: 2 },
];

/** Button entries hang under the page they gate; monitor and template codes belong to pages not built yet. */
const BUTTON_PARENT: Partial<Record<PermCode, string>> = {
  [Perm.userList]: 'menu-system-user',
  [Perm.userAdd]: 'menu-system-user',
  [Perm.userEdit]: 'menu-system-user',
  [Perm.userDelete]: 'menu-system-user',
  [Perm.departList]: 'menu-system-depart',
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

const OPERATOR_MENUS = MENU.filter((m) => m.path.startsWith('/dashboard') || m.path.startsWith('/account'));

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
