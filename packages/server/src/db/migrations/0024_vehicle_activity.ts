import type { Kysely, Migration } from 'kysely';

interface Grants {
  permissions: { id: string; parent_id: string | null; name: string; menu_type: number; perms: string; perms_type: string; sort_no: number; is_route: number; status: string; created_at: number };
  role_permission: { role_id: string; permission_id: string };
}

const DASHBOARD_MENU = 'menu-dashboard-analysis';
const DASHBOARD_CODE = 'dashboard:analysis';

/**
 * Per-vehicle, per-hour time by activity and distance driven (issue 16, docs/dashboard.md): the
 * core keeps neither beyond the running fleet's memory, so the dashboard module accumulates them
 * here. One row per vehicle, layout and clock hour; seconds and millimetres only ever grow.
 *
 * The dashboard's figures now need `dashboard:analysis`; roles that already show the dashboard
 * (an installation made before this) get it, so nobody loses the page they had. On a new database
 * there are no roles yet and the seed grants it.
 */
export const vehicleActivity: Migration = {
  async up(raw: Kysely<unknown>) {
    await raw.schema
      .createTable('vehicle_activity')
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('agv_id', 'text', (c) => c.notNull().references('agvs.id').onDelete('cascade'))
      .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('hour_start', 'bigint', (c) => c.notNull())
      .addColumn('driving_ms', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('working_ms', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('charging_ms', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('idle_ms', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('waiting_ms', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('other_ms', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('distance_mm', 'double precision', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('vehicle_activity_pk', ['agv_id', 'layout_id', 'hour_start'])
      .execute();
    await raw.schema.createIndex('vehicle_activity_time').on('vehicle_activity').columns(['tenant_id', 'hour_start']).execute();

    const db = raw as Kysely<Grants>;
    const holders = await db.selectFrom('role_permission').select('role_id').where('permission_id', '=', DASHBOARD_MENU).execute();
    if (holders.length === 0) return;
    const id = `perm-${DASHBOARD_CODE}`;
    await db
      .insertInto('permissions')
      .values({ id, parent_id: DASHBOARD_MENU, name: `perm.${DASHBOARD_CODE}`, menu_type: 2, perms: DASHBOARD_CODE, perms_type: '1', sort_no: 1, is_route: 0, status: '1', created_at: Date.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('role_permission')
      .values(holders.map((h) => ({ role_id: h.role_id, permission_id: id })))
      .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
      .execute();
  },
};
