import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { stationResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { ServerResource } from '../../resources/definition.js';
import { remeasureSegments } from './geometry.js';
import { fleetHolds, openOrdersAtStations, storedVehiclesAt, vehicleNames } from './holders.js';
import { assertCodeFree, layoutOf, nameList, writtenLayoutId, type Db } from './lookups.js';
import { layoutNames } from './names.js';

/** Why a station may not go: an open order's route, a vehicle on or towards it, segments or links using it. */
async function assertStationsFree(app: FastifyInstance, db: Db, ids: readonly string[]): Promise<void> {
  const stations = await db.selectFrom('stations').select(['id', 'tenant_id', 'layout_id', 'station_code']).where('id', 'in', [...ids]).orderBy('station_code').execute();
  const byLayout = new Map<string, typeof stations>();
  for (const s of stations) byLayout.set(s.layout_id, [...(byLayout.get(s.layout_id) ?? []), s]);
  for (const [layoutId, inLayout] of byLayout) {
    const tenantId = inLayout[0]!.tenant_id;
    const codes = inLayout.map((s) => s.station_code);
    const orders = await openOrdersAtStations(db, tenantId, layoutId, codes);
    for (const code of codes) {
      const held = orders.get(code);
      if (held) throw businessError('agvSite.stationOnOrder', { stationCode: code, orders: nameList(held) });
    }
    const stored = await storedVehiclesAt(db, tenantId, layoutId, codes);
    const live = fleetHolds(app, tenantId, layoutId).stations;
    for (const code of codes) {
      const vehicles = [...(stored.get(code) ?? []), ...(live.get(code) ?? [])];
      if (!vehicles.length) continue;
      const names = await vehicleNames(db, tenantId, vehicles);
      throw businessError('agvSite.stationUnderVehicle', { stationCode: code, agvs: nameList(vehicles.map((v) => names.get(v) ?? v)) });
    }
  }
  const segments = await db
    .selectFrom('segments as g')
    .innerJoin('stations as s', 's.id', 'g.src_station_id')
    .innerJoin('stations as d', 'd.id', 'g.dest_station_id')
    .select(['s.station_code as src', 'd.station_code as dest', 'g.src_station_id', 'g.dest_station_id'])
    .where((eb) => eb.or([eb('g.src_station_id', 'in', [...ids]), eb('g.dest_station_id', 'in', [...ids])]))
    .execute();
  // Deleting a station together with its segments in one batch is fine only when the segments go first.
  for (const s of stations) {
    const using = segments.filter((g) => g.src_station_id === s.id || g.dest_station_id === s.id).map((g) => `${g.src}→${g.dest}`);
    if (using.length) throw businessError('agvSite.stationHasSegments', { stationCode: s.station_code, count: using.length, segments: nameList(using) });
  }
  const links = await db
    .selectFrom('layout_link_stations')
    .select(['link_code', 'station_id', 'link_station_id'])
    .where((eb) => eb.or([eb('station_id', 'in', [...ids]), eb('link_station_id', 'in', [...ids])]))
    .execute();
  for (const s of stations) {
    const using = links.filter((l) => l.station_id === s.id || l.link_station_id === s.id).map((l) => l.link_code);
    if (using.length) throw businessError('agvSite.stationHasLinks', { stationCode: s.station_code, links: nameList(using) });
  }
}

/** Stations of the caller's layouts (SPEC §3 "Station on map"); graphId is the next free number of the layout. */
export function stationServerResource(app: FastifyInstance): ServerResource {
  return {
    manifest: stationResource,
    table: 'stations',
    columns: {
      layoutId: 'layout_id',
      stationCode: 'station_code',
      stationName: 'station_name',
      type: 'station_type',
      graphId: 'graph_id',
      mapX: 'map_x',
      mapY: 'map_y',
      width: 'width',
      externalInfo: 'external_info',
      createTime: 'created_at',
    },
    tenant: { kind: 'column', column: 'tenant_id' },
    createdColumn: 'created_at',
    updatedColumn: 'updated_at',
    prepare: async (values, body, ctx, db) => {
      const tenantId = ctx.auth.tenantId;
      const layoutId = await writtenLayoutId(db, 'stations', body);
      if (ctx.mode === 'edit') return values;
      await layoutOf(db, tenantId, layoutId);
      const code = String(body['stationCode']);
      await assertCodeFree(db, { table: 'stations', column: 'station_code', scope: { layout_id: layoutId } }, 'stationCode', code);
      const last = await db.selectFrom('stations').select(sql<number | null>`max(graph_id)`.as('n')).where('layout_id', '=', layoutId).executeTakeFirst();
      return { ...values, graph_id: Number(last?.n ?? 0) + 1, is_occupied: 0 };
    },
    afterWrite: async (trx, id, body, ctx) => {
      if (ctx.mode === 'edit' && (body['mapX'] !== undefined || body['mapY'] !== undefined)) await remeasureSegments(trx as unknown as Db, { stationId: id });
    },
    beforeDelete: (trx, ids) => assertStationsFree(app, trx as unknown as Db, ids),
    decorate: (db, tenantId, rows) => layoutNames(db, tenantId, 'stations', rows),
  };
}
