import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fieldError } from '../sysconfig/fieldError.js';
import type { SaveForm } from './repository.js';

/**
 * Checks a workplace form against the tenant's data, naming the field that is wrong: its layout,
 * its stations and every button's stations and zone are of that layout, a button serves one of the
 * workplace's own stations, and the device user is a device of the tenant not bound elsewhere.
 */
export async function checkWorkplace(db: Kysely<Database>, tenantId: number, form: SaveForm): Promise<void> {
  if (form.id && !(await db.selectFrom('workplaces').select('id').where('id', '=', form.id).where('tenant_id', '=', tenantId).executeTakeFirst()))
    throw fieldError('id', 'workplace.notFound');
  const sameCode = await db.selectFrom('workplaces').select('id').where('tenant_id', '=', tenantId).where('workplace_code', '=', form.workplaceCode).executeTakeFirst();
  if (sameCode && sameCode.id !== form.id) throw fieldError('workplaceCode', 'workplace.codeTaken');
  if (!(await db.selectFrom('layouts').select('id').where('id', '=', form.layoutId).where('tenant_id', '=', tenantId).executeTakeFirst()))
    throw fieldError('layoutId', 'workplace.layoutUnknown');

  const named = [...form.stationCodes, ...form.buttons.flatMap((b) => [b.srcStationCode, b.destStationCode])].filter((c): c is string => !!c);
  const found = await db.selectFrom('stations').select('station_code').where('tenant_id', '=', tenantId).where('layout_id', '=', form.layoutId).where('station_code', 'in', named).execute();
  const known = new Set(found.map((s) => s.station_code));
  form.stationCodes.forEach((c, i) => {
    if (!known.has(c)) throw fieldError(`stationCodes.${i}`, 'workplace.stationUnknown');
  });
  const zones = new Set(
    (await db.selectFrom('zones').select('id').where('tenant_id', '=', tenantId).where('layout_id', '=', form.layoutId).execute()).map((z) => z.id),
  );
  form.buttons.forEach((b, i) => {
    if (!form.stationCodes.includes(b.stationCode)) throw fieldError(`buttons.${i}.stationCode`, 'workplace.buttonStationNotOwn');
    if (b.action === 'callMaterial' && b.srcStationCode && !known.has(b.srcStationCode)) throw fieldError(`buttons.${i}.srcStationCode`, 'workplace.stationUnknown');
    if (b.action === 'sendEmpty' && b.destStationCode && !known.has(b.destStationCode)) throw fieldError(`buttons.${i}.destStationCode`, 'workplace.stationUnknown');
    if (b.action === 'sendEmpty' && !b.destStationCode && b.destZoneId && !zones.has(b.destZoneId)) throw fieldError(`buttons.${i}.destZoneId`, 'workplace.zoneUnknown');
  });

  if (form.deviceUserId) {
    const device = await db
      .selectFrom('users')
      .innerJoin('user_tenant', 'user_tenant.user_id', 'users.id')
      .select('users.id')
      .where('users.id', '=', form.deviceUserId)
      .where('user_tenant.tenant_id', '=', tenantId)
      .where(sql.ref('users.del_flag'), '=', 0)
      .where(sql.ref('users.user_kind'), '=', 'device')
      .executeTakeFirst();
    if (!device) throw fieldError('deviceUserId', 'workplace.deviceUnknown');
    const bound = await db.selectFrom('workplaces').select('id').where('device_user_id', '=', form.deviceUserId).executeTakeFirst();
    if (bound && bound.id !== form.id) throw fieldError('deviceUserId', 'workplace.deviceBound');
  }
}
