import { sql } from 'kysely';
import { zoneStationResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { stationIdOf, text, type Db } from './lookups.js';

/** The zone a write names (its zoneId is given once, on add), of the caller's tenant. */
async function zoneOf(db: Db, tenantId: number, body: Row) {
  const given = text(body['zoneId']);
  const zoneId =
    given ?? (await db.selectFrom('zone_stations').select('zone_id').where('id', '=', String(body['id'])).executeTakeFirst())?.zone_id ?? '';
  const zone = await db.selectFrom('zones').select(['id', 'layout_id', 'zone_code']).where('tenant_id', '=', tenantId).where('id', '=', zoneId).executeTakeFirst();
  if (!zone) throw businessError('fleet.zoneNotFound', { zoneId });
  return zone;
}

/** Stations of a zone (SPEC §7 queryByZoneId), named by code within the zone's layout. */
export const zoneStationServerResource: ServerResource = {
  manifest: zoneStationResource,
  table: 'zone_stations',
  columns: { zoneId: 'zone_id', sortNo: 'sort_no' },
  tenant: { kind: 'column', column: 'tenant_id' },
  prepare: async (values, body, ctx, db) => {
    const zone = await zoneOf(db, ctx.auth.tenantId, body);
    const stationCode = String(body['stationCode']);
    const stationId = await stationIdOf(db, ctx.auth.tenantId, zone.layout_id, stationCode);
    let taken = db.selectFrom('zone_stations').select('id').where('zone_id', '=', zone.id).where('station_id', '=', stationId);
    if (ctx.mode === 'edit') taken = taken.where('id', '<>', String(body['id']));
    if (await taken.executeTakeFirst()) throw businessError('agvSite.stationInZone', { stationCode, zoneCode: zone.zone_code });
    let sortNo = values['sort_no'];
    if (sortNo === null || sortNo === undefined) {
      const last = await db.selectFrom('zone_stations').select(sql<number | null>`max(sort_no)`.as('n')).where('zone_id', '=', zone.id).executeTakeFirst();
      sortNo = Number(last?.n ?? 0) + 1;
    }
    return { ...values, station_id: stationId, sort_no: sortNo };
  },
  decorate: async (db, tenantId, rows) => {
    if (!rows.length) return [];
    const named = await db
      .selectFrom('zone_stations as zs')
      .innerJoin('zones as z', 'z.id', 'zs.zone_id')
      .innerJoin('stations as s', 's.id', 'zs.station_id')
      .select(['zs.id', 'z.zone_code', 'z.zone_name', 's.station_code', 's.station_name'])
      .where('zs.tenant_id', '=', tenantId)
      .where('zs.id', 'in', rows.map((r) => String(r['id'])))
      .execute();
    const byId = new Map(named.map((n) => [n.id, n]));
    return rows.map((r): Row => {
      const n = byId.get(String(r['id']));
      return { ...r, zoneCode: n?.zone_code ?? null, zoneName: n?.zone_name ?? null, stationCode: n?.station_code ?? null, stationName: n?.station_name ?? null };
    });
  },
};
