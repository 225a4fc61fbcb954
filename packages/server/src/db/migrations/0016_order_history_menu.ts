import type { Kysely, Migration } from 'kysely';

interface Tables {
  permissions: {
    id: string;
    parent_id: string | null;
    name: string;
    url: string;
    component: string;
    redirect: string | null;
    menu_type: number;
    sort_no: number;
    icon: string | null;
    created_at: number;
  };
  roles: { id: string };
  role_permission: { role_id: string; permission_id: string };
}

/** The order-history menu as issue 13 added it to the seed (a frozen copy: later seed edits do not change it). */
const ENTRIES: readonly Omit<Tables['permissions'], 'created_at'>[] = [
  { id: 'menu-agv', parent_id: null, name: 'menu.agv', url: '/agv', component: 'layouts/RouteView', redirect: '/agv/transorder', menu_type: 0, sort_no: 4, icon: 'car' },
  { id: 'menu-agv-transorder', parent_id: 'menu-agv', name: 'menu.agvTransorder', url: '/agv/transorder', component: 'orders/TransorderHistory', redirect: null, menu_type: 1, sort_no: 1, icon: null },
  { id: 'menu-agv-call-order', parent_id: 'menu-agv', name: 'menu.agvCallOrder', url: '/agv/callOrder', component: 'orders/CallOrderHistory', redirect: null, menu_type: 1, sort_no: 2, icon: null },
];

/**
 * The seed grants the operator role its menus only when it creates the role, so an installation
 * made before the order history would keep it from its operators: this gives it to them. On a new
 * database the roles do not exist yet and the seed grants it instead.
 */
export const orderHistoryMenu: Migration = {
  async up(raw: Kysely<unknown>) {
    const db = raw as Kysely<Tables>;
    const now = Date.now();
    await db
      .insertInto('permissions')
      .values(ENTRIES.map((e) => ({ ...e, created_at: now })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    // The seeded operator role (seed/menu.ts ROLES), not roles an administrator named alike.
    const operator = await db.selectFrom('roles').select('id').where('id', '=', 'role-operator').executeTakeFirst();
    if (!operator) return;
    await db
      .insertInto('role_permission')
      .values(ENTRIES.map((e) => ({ role_id: operator.id, permission_id: e.id })))
      .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
      .execute();
  },
};
