import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../resources/definition.js';
import { fieldError } from '../sysconfig/fieldError.js';
import type { WmsTrx } from './schema.js';

/**
 * The store client's device user: a device of the warehouse's tenant, bound to no other
 * warehouse, so one tablet never reaches two stores (docs/warehouse.md "The store client").
 */
export async function assertDeviceUser(trx: WmsTrx, tenantId: number, warehouseId: string, userId: string): Promise<void> {
  const device = await trx
    .selectFrom('users')
    .innerJoin('user_tenant', 'user_tenant.user_id', 'users.id')
    .select('users.id')
    .where('users.id', '=', userId)
    .where('user_tenant.tenant_id', '=', tenantId)
    .where(sql.ref('users.del_flag'), '=', 0)
    .where(sql.ref('users.user_kind'), '=', 'device')
    .executeTakeFirst();
  if (!device) throw fieldError('deviceUserId', 'wms.deviceUnknown');
  const bound = await trx.selectFrom('wms_warehouses').select('id').where('device_user_id', '=', userId).where('id', '<>', warehouseId).executeTakeFirst();
  if (bound) throw fieldError('deviceUserId', 'wms.deviceBound');
}

/** Adds the device user's name to listed warehouses. */
export async function deviceNames(db: Kysely<Database>, _tenantId: number, rows: readonly Row[], _t?: unknown): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => r['deviceUserId']).filter((v): v is string => typeof v === 'string' && v !== ''))];
  const names = new Map<string, string>();
  if (ids.length) {
    const found = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
    for (const f of found) names.set(f.id, f.username);
  }
  return rows.map((r) => ({ ...r, deviceUsername: names.get(String(r['deviceUserId'])) ?? null }));
}

/** The tenant's device users, for the warehouse form's choice. */
export async function tenantDevices(db: Kysely<Database>, tenantId: number): Promise<{ id: string; code: string; name: string | null }[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_tenant', 'user_tenant.user_id', 'users.id')
    .select(['users.id', 'users.username', 'users.realname'])
    .where('user_tenant.tenant_id', '=', tenantId)
    .where(sql.ref('users.del_flag'), '=', 0)
    .where(sql.ref('users.user_kind'), '=', 'device')
    .orderBy('users.username')
    .execute();
  return rows.map((r) => ({ id: r.id, code: r.username, name: r.realname ?? null }));
}
