import type { Kysely } from 'kysely';
import type { StationType } from '@agvs/contract';
import type { LifSite, LifSiteLayout, LifSiteStation } from '@agvs/core';
import type { Database } from '../../db/schema.js';

type LayoutRow = Pick<Database['layouts'], 'id' | 'layout_code' | 'layout_name' | 'lif_id' | 'mm_per_unit' | 'width' | 'height'> & { origin_x: number; origin_y: number };

/** LIF knows working and charging stations; a blocked station is a plain node there. */
const lifType = (t: StationType): LifSiteStation['type'] => (t === 'Working' || t === 'Charging' ? t : 'Public');

/** Only ids an import wrote: a JSON array of edge ids, anything else is ignored. */
function edgeIdsOf(text: string | null): string[] {
  if (!text) return [];
  try {
    const ids: unknown = JSON.parse(text);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

async function layoutOf(db: Kysely<Database>, tenantId: number, l: LayoutRow): Promise<LifSiteLayout> {
  const [stations, segments, zones] = await Promise.all([
    db.selectFrom('stations').selectAll().where('tenant_id', '=', tenantId).where('layout_id', '=', l.id).orderBy('graph_id').execute(),
    db.selectFrom('segments').selectAll().where('tenant_id', '=', tenantId).where('layout_id', '=', l.id).execute(),
    db
      .selectFrom('zones')
      .innerJoin('zone_stations', 'zone_stations.zone_id', 'zones.id')
      .innerJoin('stations', 'stations.id', 'zone_stations.station_id')
      .select(['zones.id', 'zones.zone_code', 'zones.zone_name', 'zones.lif_id', 'stations.station_code'])
      .where('zones.tenant_id', '=', tenantId)
      .where('zones.layout_id', '=', l.id)
      .where('zones.zone_type', '=', 'Working')
      .orderBy('zones.zone_code')
      .orderBy('zone_stations.sort_no')
      .execute(),
  ]);
  const codeOf = new Map(stations.map((s) => [s.id, s.station_code]));
  // Segments have no order of their own: by their stations' graph order, so exports repeat.
  const graphOf = new Map(stations.map((s) => [s.id, s.graph_id]));
  const rank = (id: string) => graphOf.get(id) ?? 0;
  segments.sort((a, b) => rank(a.src_station_id) - rank(b.src_station_id) || rank(a.dest_station_id) - rank(b.dest_station_id) || (a.lif_id ?? '').localeCompare(b.lif_id ?? ''));
  const zoneMap = new Map<string, { code: string; name: string; lifId: string | null; stationCodes: string[] }>();
  for (const z of zones) {
    const zone = zoneMap.get(z.id) ?? { code: z.zone_code, name: z.zone_name, lifId: z.lif_id, stationCodes: [] };
    zone.stationCodes.push(z.station_code);
    zoneMap.set(z.id, zone);
  }
  return {
    lifId: l.lif_id ?? l.layout_code,
    name: l.layout_name,
    originX: l.origin_x,
    originY: l.origin_y,
    mmPerUnit: l.mm_per_unit,
    width: l.width,
    height: l.height,
    stations: stations.map((s) => ({ code: s.station_code, name: s.station_name, lifId: s.lif_id, x: s.map_x, y: s.map_y, type: lifType(s.station_type) })),
    segments: segments.flatMap((g) => {
      const src = codeOf.get(g.src_station_id);
      const dest = codeOf.get(g.dest_station_id);
      if (!src || !dest) return [];
      const bezier = g.segment_type === 'Bezier' && g.control_x1 !== null && g.control_y1 !== null && g.control_x2 !== null && g.control_y2 !== null;
      return [
        {
          src,
          dest,
          direction: g.direction,
          controls: bezier ? ([{ x: g.control_x1!, y: g.control_y1! }, { x: g.control_x2!, y: g.control_y2! }] as const) : null,
          length: g.length,
          edgeIds: edgeIdsOf(g.lif_id),
        },
      ];
    }),
    zones: [...zoneMap.values()],
  };
}

/** A map of the tenant as the core's LIF site, or undefined when there is no such map. */
export async function readLifSite(db: Kysely<Database>, tenantId: number, mapId: string): Promise<LifSite | undefined> {
  const map = await db.selectFrom('maps').select(['map_name']).where('tenant_id', '=', tenantId).where('id', '=', mapId).executeTakeFirst();
  if (!map) return undefined;
  const layouts = await db
    .selectFrom('layouts')
    .select(['id', 'layout_code', 'layout_name', 'lif_id', 'origin_x', 'origin_y', 'mm_per_unit', 'width', 'height'])
    .where('tenant_id', '=', tenantId)
    .where('map_id', '=', mapId)
    .orderBy('layout_code')
    .execute();
  return { name: map.map_name, layouts: await Promise.all(layouts.map((l) => layoutOf(db, tenantId, l))) };
}

/** Model codes of the tenant: the LIF vehicle types of an export. */
export async function vehicleTypes(db: Kysely<Database>, tenantId: number): Promise<string[]> {
  const rows = await db.selectFrom('agv_models').select('model_code').where('tenant_id', '=', tenantId).orderBy('model_code').execute();
  return rows.map((r) => r.model_code);
}
