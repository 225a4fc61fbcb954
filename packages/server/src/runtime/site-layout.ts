import type { Kysely } from 'kysely';
import { segmentId, stationId, zoneId, type Layout, type Segment, type Station, type Zone } from '@agvs/core';
import type { Database } from '../db/schema.js';

/**
 * What the runtime knows of a layout besides the core graph: the map-unit scale and the
 * database ids behind core ids. Core station ids are station codes (unique in a layout), so
 * events name stations the way the console does; zones and segments keep their row ids.
 */
export interface SiteLayout {
  readonly layoutId: string;
  readonly tenantId: number;
  readonly mapId: string;
  readonly mmPerUnit: number;
  readonly layout: Layout;
  /** station code -> row (id, graph id) */
  readonly stations: ReadonlyMap<string, { readonly id: string; readonly graphId: number; readonly name: string }>;
}

/** Reads stations, segments and zones of one layout into a core Layout (coordinates to mm). */
export async function loadSiteLayout(db: Kysely<Database>, tenantId: number, layoutId: string): Promise<SiteLayout | undefined> {
  const row = await db
    .selectFrom('layouts')
    .select(['id', 'map_id', 'mm_per_unit'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', layoutId)
    .executeTakeFirst();
  if (!row) return undefined;
  const k = row.mm_per_unit;
  const [stationRows, segmentRows, zoneRows, zoneStationRows] = await Promise.all([
    db.selectFrom('stations').selectAll().where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).execute(),
    db.selectFrom('segments').selectAll().where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).execute(),
    db.selectFrom('zones').selectAll().where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).execute(),
    db
      .selectFrom('zone_stations')
      .innerJoin('zones', 'zones.id', 'zone_stations.zone_id')
      .select(['zone_stations.zone_id', 'zone_stations.station_id'])
      .where('zones.tenant_id', '=', tenantId)
      .where('zones.layout_id', '=', layoutId)
      .orderBy('zone_stations.sort_no')
      .execute(),
  ]);
  const codeOf = new Map(stationRows.map((s) => [s.id, s.station_code]));
  const zoneTypeOf = new Map(zoneRows.map((z) => [z.id, z.zone_type]));
  // Parking zones mark parking places; the core has no Parking zone type of its own.
  const parking = new Set(zoneStationRows.filter((zs) => zoneTypeOf.get(zs.zone_id) === 'Parking').map((zs) => zs.station_id));

  const stations: Station[] = stationRows.map((s) => ({
    id: stationId(s.station_code),
    code: s.station_code,
    x: s.map_x * k,
    y: s.map_y * k,
    type: s.station_type,
    parking: parking.has(s.id) || undefined,
    occupied: s.is_occupied === 1,
  }));
  const segments: Segment[] = segmentRows.flatMap((s) => {
    const from = codeOf.get(s.src_station_id);
    const to = codeOf.get(s.dest_station_id);
    if (!from || !to) return [];
    const bezier = s.segment_type === 'Bezier' && s.control_x1 !== null && s.control_y1 !== null && s.control_x2 !== null && s.control_y2 !== null;
    return [
      {
        id: segmentId(s.id),
        from: stationId(from),
        to: stationId(to),
        shape: bezier
          ? { kind: 'bezier', c1: { x: s.control_x1! * k, y: s.control_y1! * k }, c2: { x: s.control_x2! * k, y: s.control_y2! * k } }
          : { kind: 'straight' },
        direction: s.direction,
        length: s.length > 0 ? s.length : undefined,
      } satisfies Segment,
    ];
  });
  const zones: Zone[] = zoneRows.map((z) => ({
    id: zoneId(z.id),
    code: z.zone_code,
    type: z.zone_type === 'Block' || z.zone_type === 'Working' ? z.zone_type : 'Public',
    stations: zoneStationRows.filter((zs) => zs.zone_id === z.id).flatMap((zs) => {
      const c = codeOf.get(zs.station_id);
      return c ? [stationId(c)] : [];
    }),
  }));
  return {
    layoutId,
    tenantId,
    mapId: row.map_id,
    mmPerUnit: k,
    layout: { stations, segments, zones },
    stations: new Map(stationRows.map((s) => [s.station_code, { id: s.id, graphId: s.graph_id, name: s.station_name }])),
  };
}
