import type { Kysely, Transaction } from 'kysely';
import type { DraftBackground, LayoutDraft } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { publishedVersion, readDraft, type PublishedSite } from '../../runtime/published-site.js';

export type Db = Kysely<Database> | Transaction<Database>;

/** A layout of another tenant is answered exactly like one that does not exist: 404 naming the id. */
export const layoutNotFound = (layoutId: string) => new AppError(404, 404, 'layoutDraft.layoutNotFound', { layoutId });

/** The caller's layout row, or the 404. */
export async function layoutRow(db: Db, tenantId: number, layoutId: string) {
  const row = await db.selectFrom('layouts').selectAll().where('tenant_id', '=', tenantId).where('id', '=', layoutId).executeTakeFirst();
  if (!row) throw layoutNotFound(layoutId);
  return row;
}

type LayoutRow = Awaited<ReturnType<typeof layoutRow>>;

/** The placement columns as the contract's record; null unless every one is set. */
function placementOf(l: LayoutRow): DraftBackground | null {
  const { background_x: x, background_y: y, background_width: width, background_height: height, background_opacity: opacity } = l;
  if (x === null || y === null || width === null || height === null || opacity === null) return null;
  return { x, y, width, height, opacity };
}

/** Key order fixed and rows sorted by id: two snapshots of the same site compare equal as text. */
function canonical(site: PublishedSite): string {
  const byId = <T extends { readonly id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return JSON.stringify({
    mmPerUnit: site.mmPerUnit,
    stations: byId(site.stations).map((s) => [s.id, s.code, s.name, s.graphId, s.x, s.y, s.width, s.type, s.containerType, s.externalInfo, s.lifId]),
    segments: byId(site.segments).map((g) => [g.id, g.src, g.dest, g.type, g.controls, g.length, g.direction, g.lifId]),
    zones: byId(site.zones).map((z) => [z.id, z.code, z.name, z.type, z.lifId, z.stations]),
  });
}

/**
 * The published version and whether the draft differs from it, compared on the snapshot publish
 * stores (readDraft), so "unpublished" means exactly "publish would store something new".
 */
async function publishState(db: Db, tenantId: number, layoutId: string): Promise<{ publishedVersion: number | null; unpublished: boolean }> {
  const [latest, draft] = await Promise.all([publishedVersion(db, tenantId, layoutId), readDraft(db, tenantId, layoutId)]);
  if (!latest) return { publishedVersion: null, unpublished: (draft?.stations.length ?? 0) > 0 };
  return { publishedVersion: latest.version, unpublished: !draft || canonical(draft) !== canonical(latest.site) };
}

/** GET layout/draft: the layout, its draft site tables, the equipment, the drawing's placement and type. */
export async function readLayoutDraft(db: Db, tenantId: number, layoutId: string): Promise<LayoutDraft> {
  const layout = await layoutRow(db, tenantId, layoutId);
  const inLayout = { tenant: tenantId, layout: layoutId };
  const [stations, segments, zones, members, equipment, background, state] = await Promise.all([
    db
      .selectFrom('stations')
      .select(['id', 'station_code', 'station_name', 'station_type', 'map_x', 'map_y', 'width'])
      .where('tenant_id', '=', inLayout.tenant)
      .where('layout_id', '=', inLayout.layout)
      .orderBy('graph_id')
      .execute(),
    db
      .selectFrom('segments')
      .select(['id', 'src_station_id', 'dest_station_id', 'segment_type', 'direction', 'control_x1', 'control_y1', 'control_x2', 'control_y2'])
      .where('tenant_id', '=', inLayout.tenant)
      .where('layout_id', '=', inLayout.layout)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('zones').select(['id', 'zone_code', 'zone_name', 'zone_type']).where('tenant_id', '=', inLayout.tenant).where('layout_id', '=', inLayout.layout).orderBy('zone_code').execute(),
    db
      .selectFrom('zone_stations as zs')
      .innerJoin('zones as z', 'z.id', 'zs.zone_id')
      .select(['zs.zone_id', 'zs.station_id'])
      .where('z.tenant_id', '=', inLayout.tenant)
      .where('z.layout_id', '=', inLayout.layout)
      .orderBy('zs.sort_no')
      .execute(),
    db
      .selectFrom('equipment')
      .select(['id', 'equipment_code', 'equipment_name', 'station_id'])
      .where('tenant_id', '=', inLayout.tenant)
      .where('layout_id', '=', inLayout.layout)
      .orderBy('equipment_code')
      .execute(),
    db.selectFrom('layout_backgrounds').select('content_type').where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).executeTakeFirst(),
    publishState(db, tenantId, layoutId),
  ]);
  const codeOf = new Map(stations.map((s) => [s.id, s.station_code]));
  const membersOf = new Map<string, string[]>();
  for (const m of members) {
    const code = codeOf.get(m.station_id);
    if (code === undefined) continue;
    const list = membersOf.get(m.zone_id);
    if (list) list.push(code);
    else membersOf.set(m.zone_id, [code]);
  }
  return {
    layoutId: layout.id,
    mapId: layout.map_id,
    layoutCode: layout.layout_code,
    layoutName: layout.layout_name,
    width: layout.width,
    height: layout.height,
    mmPerUnit: layout.mm_per_unit,
    originX: layout.origin_x,
    originY: layout.origin_y,
    revision: layout.draft_revision,
    ...state,
    backgroundType: background?.content_type ?? null,
    background: placementOf(layout),
    stations: stations.map((s) => ({ id: s.id, stationCode: s.station_code, stationName: s.station_name, type: s.station_type, mapX: s.map_x, mapY: s.map_y, width: s.width })),
    // A segment whose station is gone is no part of the draft (readDraft leaves it out too).
    segments: segments
      .filter((g) => codeOf.has(g.src_station_id) && codeOf.has(g.dest_station_id))
      .map((g) => ({
        id: g.id,
        srcStationCode: codeOf.get(g.src_station_id)!,
        destStationCode: codeOf.get(g.dest_station_id)!,
        type: g.segment_type,
        direction: g.direction,
        controlPoints:
          g.segment_type === 'Bezier' && g.control_x1 !== null && g.control_y1 !== null && g.control_x2 !== null && g.control_y2 !== null
            ? [
                { x: g.control_x1, y: g.control_y1 },
                { x: g.control_x2, y: g.control_y2 },
              ]
            : [],
      })),
    zones: zones.map((z) => ({
      id: z.id,
      zoneCode: z.zone_code,
      zoneName: z.zone_name,
      zoneType: z.zone_type,
      stationCodes: membersOf.get(z.id) ?? [],
    })),
    equipment: equipment.map((e) => ({
      id: e.id,
      equipmentCode: e.equipment_code,
      equipmentName: e.equipment_name,
      stationCode: e.station_id ? (codeOf.get(e.station_id) ?? null) : null,
    })),
  };
}
