import { sql } from 'kysely';
import { layoutResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { remeasureSegments } from './geometry.js';
import { assertCodeFree, nameList, text, type Db } from './lookups.js';

/** Drawing defaults of SPEC §3 "Layout data" for what the add leaves out. */
const DEFAULTS = { origin_x: 0, origin_y: 0, station_radius: 6 } as const;

/**
 * Layouts of the caller's tenant. A layout stays while vehicles are on it or it still has
 * stations: deleting it would take the stations' history and the vehicles' place with it.
 */
export const layoutServerResource: ServerResource = {
  manifest: layoutResource,
  table: 'layouts',
  columns: {
    mapId: 'map_id',
    layoutCode: 'layout_code',
    layoutName: 'layout_name',
    width: 'width',
    height: 'height',
    mmPerUnit: 'mm_per_unit',
    originX: 'origin_x',
    originY: 'origin_y',
    stationRadius: 'station_radius',
    createTime: 'created_at',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  prepare: async (values, body, ctx, db) => {
    const tenantId = ctx.auth.tenantId;
    const mapId = text(body['mapId']);
    if (ctx.mode === 'add') {
      const map = mapId ? await db.selectFrom('maps').select('id').where('tenant_id', '=', tenantId).where('id', '=', mapId).executeTakeFirst() : undefined;
      if (!map) throw businessError('agvSite.mapNotFound', { mapId: mapId ?? '' });
    }
    const code = text(body['layoutCode']);
    if (code) await assertCodeFree(db, { table: 'layouts', column: 'layout_code', scope: { tenant_id: tenantId } }, 'layoutCode', code, ctx.mode === 'edit' ? String(body['id']) : undefined);
    for (const [column, value] of Object.entries(DEFAULTS)) {
      if (values[column] === null || (ctx.mode === 'add' && values[column] === undefined)) values[column] = value;
    }
    return values;
  },
  afterWrite: async (trx, id, body, ctx) => {
    if (ctx.mode === 'edit' && body['mmPerUnit'] !== undefined) await remeasureSegments(trx as unknown as Db, { layoutId: id });
  },
  beforeDelete: async (trx, ids) => {
    const db = trx as unknown as Db;
    const vehicles = await db
      .selectFrom('agvs as a')
      .innerJoin('layouts as l', 'l.id', 'a.current_layout_id')
      .select(['l.layout_code', 'a.agv_code'])
      .where('a.current_layout_id', 'in', [...ids])
      .orderBy('a.agv_code')
      .execute();
    if (vehicles[0]) {
      const code = vehicles[0].layout_code;
      throw businessError('agvSite.layoutHasVehicles', { layoutCode: code, agvs: nameList(vehicles.filter((v) => v.layout_code === code).map((v) => v.agv_code)) });
    }
    const stations = await db
      .selectFrom('stations as s')
      .innerJoin('layouts as l', 'l.id', 's.layout_id')
      .select(['l.layout_code', sql<number>`count(*)`.as('n')])
      .where('s.layout_id', 'in', [...ids])
      .groupBy('l.layout_code')
      .orderBy('l.layout_code')
      .execute();
    if (stations[0]) throw businessError('agvSite.layoutHasStations', { layoutCode: stations[0].layout_code, count: Number(stations[0].n) });
  },
  decorate: async (db, tenantId, rows) => {
    const ids = rows.map((r) => String(r['id']));
    if (!ids.length) return [...rows];
    const named = await db
      .selectFrom('layouts as l')
      .innerJoin('maps as m', 'm.id', 'l.map_id')
      .select(['l.id', 'm.map_name', (eb) => eb.selectFrom('stations as s').select(sql<number>`count(*)`.as('n')).whereRef('s.layout_id', '=', 'l.id').as('stations')])
      .where('l.tenant_id', '=', tenantId)
      .where('l.id', 'in', ids)
      .execute();
    const byId = new Map(named.map((n) => [n.id, n]));
    return rows.map((r): Row => {
      const n = byId.get(String(r['id']));
      return { ...r, mapName: n?.map_name ?? null, stationCount: Number(n?.stations ?? 0) };
    });
  },
};
