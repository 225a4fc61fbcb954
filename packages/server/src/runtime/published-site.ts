import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { segmentId, stationId, zoneId, type Segment, type Station, type Zone } from '@agvs/core';
import type { SegmentDirection, SegmentType, StationType, ZoneType } from '@agvs/contract';
import type { Database } from '../db/schema.js';
import type { SiteLayout } from './site-layout.js';

/*
 * Draft and published site (issue 13, docs/site-authoring.md "Draft and publish"). The site
 * tables (stations, segments, zones, zone_stations) are the draft every editing call changes.
 * Publishing copies a layout's draft into layout_versions as one JSON document with the next
 * version number; the running fleet drives on the latest version, never on the draft.
 */

export interface PublishedStation {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly graphId: number;
  /** Map units. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly type: StationType;
  readonly containerType: string | null;
  readonly externalInfo: string | null;
  readonly lifId: string | null;
}

export interface PublishedSegment {
  readonly id: string;
  /** Station row ids. */
  readonly src: string;
  readonly dest: string;
  readonly type: SegmentType;
  /** Control points of a Bezier, map units. */
  readonly controls: readonly [number, number, number, number] | null;
  /** mm; 0: measured from the geometry. */
  readonly length: number;
  readonly direction: SegmentDirection;
  readonly lifId: string | null;
}

export interface PublishedZone {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly type: ZoneType;
  readonly lifId: string | null;
  /** Station row ids, in the zone's order. */
  readonly stations: readonly string[];
}

/** One published version of a layout's graph, as layout_versions.site keeps it. */
export interface PublishedSite {
  readonly format: 1;
  /** mm per map unit when it was published. */
  readonly mmPerUnit: number;
  readonly stations: readonly PublishedStation[];
  readonly segments: readonly PublishedSegment[];
  readonly zones: readonly PublishedZone[];
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The site rows of a layout's draft, in a stable order (graph id and code, row id, zone code,
 * zone order): what publish snapshots and the editor's save compares against. Whole rows
 * (selectAll), so migration 0019 can read the tables as they were then.
 */
export async function readDraftRows(db: Db, tenantId: number, layoutId: string) {
  const [stations, segments, zones, members] = await Promise.all([
    db.selectFrom('stations').selectAll().where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).orderBy('graph_id').orderBy('station_code').execute(),
    db.selectFrom('segments').selectAll().where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).orderBy('id').execute(),
    db.selectFrom('zones').selectAll().where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).orderBy('zone_code').execute(),
    db
      .selectFrom('zone_stations')
      .innerJoin('zones', 'zones.id', 'zone_stations.zone_id')
      .select(['zone_stations.zone_id', 'zone_stations.station_id'])
      .where('zones.tenant_id', '=', tenantId)
      .where('zones.layout_id', '=', layoutId)
      .orderBy('zone_stations.sort_no')
      .execute(),
  ]);
  return { stations, segments, zones, members };
}

/**
 * The layout's draft as the site tables hold it now; undefined for an unknown layout. Reads whole
 * rows (selectAll), so migration 0019 can call it on the tables as they were then.
 */
export async function readDraft(db: Db, tenantId: number, layoutId: string): Promise<PublishedSite | undefined> {
  const layout = await db.selectFrom('layouts').selectAll().where('tenant_id', '=', tenantId).where('id', '=', layoutId).executeTakeFirst();
  if (!layout) return undefined;
  const { stations, segments, zones, members: zoneStations } = await readDraftRows(db, tenantId, layoutId);
  const known = new Set(stations.map((s) => s.id));
  return {
    format: 1,
    mmPerUnit: layout.mm_per_unit,
    stations: stations.map((s) => ({
      id: s.id,
      code: s.station_code,
      name: s.station_name,
      graphId: s.graph_id,
      x: s.map_x,
      y: s.map_y,
      width: s.width,
      type: s.station_type,
      containerType: s.station_container_type ?? null,
      externalInfo: s.external_info ?? null,
      lifId: s.lif_id ?? null,
    })),
    segments: segments
      .filter((g) => known.has(g.src_station_id) && known.has(g.dest_station_id))
      .map((g) => ({
        id: g.id,
        src: g.src_station_id,
        dest: g.dest_station_id,
        type: g.segment_type,
        controls:
          g.segment_type === 'Bezier' && g.control_x1 !== null && g.control_y1 !== null && g.control_x2 !== null && g.control_y2 !== null
            ? [g.control_x1, g.control_y1, g.control_x2, g.control_y2]
            : null,
        length: g.length,
        direction: g.direction,
        lifId: g.lif_id ?? null,
      })),
    zones: zones.map((z) => ({
      id: z.id,
      code: z.zone_code,
      name: z.zone_name,
      type: z.zone_type,
      lifId: z.lif_id ?? null,
      stations: zoneStations.filter((zs) => zs.zone_id === z.id && known.has(zs.station_id)).map((zs) => zs.station_id),
    })),
  };
}

/** The core Layout of a published site and the ids behind it (coordinates to mm). */
export function siteLayoutOf(tenantId: number, layoutId: string, mapId: string, site: PublishedSite): SiteLayout {
  const k = site.mmPerUnit;
  const codeOf = new Map(site.stations.map((s) => [s.id, s.code]));
  // Parking zones mark parking places; the core has no Parking zone type of its own.
  const parking = new Set(site.zones.filter((z) => z.type === 'Parking').flatMap((z) => z.stations));
  const stations: Station[] = site.stations.map((s) => ({
    id: stationId(s.code),
    code: s.code,
    x: s.x * k,
    y: s.y * k,
    type: s.type,
    parking: parking.has(s.id) || undefined,
  }));
  const segments: Segment[] = site.segments.flatMap((g) => {
    const from = codeOf.get(g.src);
    const to = codeOf.get(g.dest);
    if (!from || !to || from === to) return [];
    const c = g.type === 'Bezier' ? g.controls : null;
    return [
      {
        id: segmentId(g.id),
        from: stationId(from),
        to: stationId(to),
        shape: c ? { kind: 'bezier', c1: { x: c[0] * k, y: c[1] * k }, c2: { x: c[2] * k, y: c[3] * k } } : { kind: 'straight' },
        direction: g.direction,
        length: g.length > 0 ? g.length : undefined,
      } satisfies Segment,
    ];
  });
  const zones: Zone[] = site.zones.map((z) => ({
    id: zoneId(z.id),
    code: z.code,
    type: z.type === 'Block' || z.type === 'Working' ? z.type : 'Public',
    stations: z.stations.flatMap((id) => {
      const c = codeOf.get(id);
      return c ? [stationId(c)] : [];
    }),
  }));
  return {
    layoutId,
    tenantId,
    mapId,
    mmPerUnit: k,
    layout: { stations, segments, zones },
    stations: new Map(site.stations.map((s) => [s.code, { id: s.id, graphId: s.graphId, name: s.name }])),
  };
}

export interface LayoutVersion {
  readonly version: number;
  readonly site: PublishedSite;
  readonly publishedAt: number;
}

/** The latest published version of a layout (the one the fleet runs), or a given one. */
export async function publishedVersion(db: Db, tenantId: number, layoutId: string, version?: number): Promise<LayoutVersion | undefined> {
  let q = db.selectFrom('layout_versions').select(['version', 'site', 'published_at']).where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId);
  q = version === undefined ? q.orderBy('version', 'desc').limit(1) : q.where('version', '=', version);
  const row = await q.executeTakeFirst();
  return row ? { version: row.version, site: JSON.parse(row.site) as PublishedSite, publishedAt: row.published_at } : undefined;
}

/** Stores a site as the layout's next version; returns its number. */
export async function storeVersion(
  db: Db,
  v: { readonly tenantId: number; readonly layoutId: string; readonly site: PublishedSite; readonly by: string | null; readonly note: string | null; readonly now: number; readonly version?: number },
): Promise<number> {
  const last = await db
    .selectFrom('layout_versions')
    .select((eb) => eb.fn.max('version').as('max'))
    .where('tenant_id', '=', v.tenantId)
    .where('layout_id', '=', v.layoutId)
    .executeTakeFirst();
  const version = v.version ?? Number(last?.max ?? 0) + 1;
  await db
    .insertInto('layout_versions')
    .values({
      id: randomUUID(),
      tenant_id: v.tenantId,
      layout_id: v.layoutId,
      version,
      site: JSON.stringify(v.site),
      note: v.note,
      published_by: v.by,
      published_at: v.now,
      station_count: v.site.stations.length,
      segment_count: v.site.segments.length,
      zone_count: v.site.zones.length,
    })
    .onConflict((oc) => oc.columns(['layout_id', 'version']).doNothing())
    .execute();
  return version;
}

/**
 * Publishes the draft as version 1 when the layout has stations and no version yet: existing
 * installations (migration 0019), the demo seed and a LIF import, so their layouts run at once.
 */
export async function publishFirstVersion(db: Db, tenantId: number, layoutId: string, now: number, note: string | null = null): Promise<boolean> {
  const existing = await db.selectFrom('layout_versions').select('id').where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).limit(1).executeTakeFirst();
  if (existing) return false;
  const site = await readDraft(db, tenantId, layoutId);
  if (!site || site.stations.length === 0) return false;
  await storeVersion(db, { tenantId, layoutId, site, by: null, note, now, version: 1 });
  return true;
}
