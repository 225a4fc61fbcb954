import type { Kysely } from 'kysely';
import { PROBABLE_STATION_LIMIT, type MapSegment, type MapStation, type StationVo, type Zone, type ZoneStation, type ZoneType } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { PublishedSite, PublishedStation } from '../../runtime/published-site.js';

/*
 * The monitor's map calls answer what the fleet runs: the layout's latest published version
 * (docs/site-authoring.md "Draft and publish"), so draft edits show only once published. A layout
 * never published has no version and keeps answering its draft (the callers fall back).
 * What is live rather than versioned (the load on a station, its container type and external
 * info, which updateStationOccupiedStatus changes, and the zone links' row ids) still comes from
 * the station and zone_stations rows, which keep their ids across versions.
 */

type Db = Kysely<Database>;

/** Parsed versions by their row id, per database: a version row is never rewritten, so its JSON is parsed once. */
const parsed = new WeakMap<Db, Map<string, { readonly rowId: string; readonly site: PublishedSite }>>();

/** The layout's latest published site, or undefined for a layout never published. */
export async function latestSite(db: Db, tenantId: number, layoutId: string): Promise<PublishedSite | undefined> {
  const latest = await db
    .selectFrom('layout_versions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('layout_id', '=', layoutId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return undefined;
  let byLayout = parsed.get(db);
  if (!byLayout) parsed.set(db, (byLayout = new Map()));
  const cached = byLayout.get(layoutId);
  if (cached?.rowId === latest.id) return cached.site;
  const row = await db.selectFrom('layout_versions').select('site').where('id', '=', latest.id).executeTakeFirstOrThrow();
  const site = JSON.parse(row.site) as PublishedSite;
  byLayout.set(layoutId, { rowId: latest.id, site });
  return site;
}

interface LiveStation {
  readonly isOccupied: number;
  readonly stationContainerType: string | null;
  readonly externalInfo: string | null;
}

/** The live fields of the layout's station rows, by station id. */
async function liveStations(db: Db, tenantId: number, layoutId: string): Promise<Map<string, LiveStation>> {
  const rows = await db
    .selectFrom('stations')
    .select(['id', 'is_occupied', 'station_container_type', 'external_info'])
    .where('tenant_id', '=', tenantId)
    .where('layout_id', '=', layoutId)
    .execute();
  return new Map(rows.map((r) => [r.id, { isOccupied: r.is_occupied, stationContainerType: r.station_container_type ?? null, externalInfo: r.external_info ?? null }]));
}

/** A station the draft no longer has: no load recorded, its fields as published. */
const asPublished = (s: PublishedStation): LiveStation => ({ isOccupied: 0, stationContainerType: s.containerType, externalInfo: s.externalInfo });

/** The zone links' row ids, by `zoneId stationId`. */
async function zoneLinkIds(db: Db, tenantId: number, layoutId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('zone_stations as zs')
    .innerJoin('zones as z', 'z.id', 'zs.zone_id')
    .select(['zs.id', 'zs.zone_id', 'zs.station_id'])
    .where('z.tenant_id', '=', tenantId)
    .where('z.layout_id', '=', layoutId)
    .execute();
  return new Map(rows.map((r) => [`${r.zone_id} ${r.station_id}`, r.id]));
}

/** As mapStations: with a zone type only the stations of such zones, zoneStationId the first link (by id) to such a zone. */
export async function publishedMapStations(db: Db, tenantId: number, layoutId: string, site: PublishedSite, zoneType?: ZoneType): Promise<MapStation[]> {
  const [live, links] = await Promise.all([liveStations(db, tenantId, layoutId), zoneLinkIds(db, tenantId, layoutId)]);
  const zones = site.zones.filter((z) => zoneType === undefined || z.type === zoneType);
  const linksOf = new Map<string, string[]>();
  const inZone = new Set<string>();
  for (const z of zones) {
    for (const s of z.stations) {
      inZone.add(s);
      const id = links.get(`${z.id} ${s}`);
      if (id !== undefined) linksOf.set(s, [...(linksOf.get(s) ?? []), id]);
    }
  }
  return [...site.stations]
    .filter((s) => zoneType === undefined || inZone.has(s.id))
    .sort((a, b) => a.graphId - b.graphId)
    .map((s) => ({
      stationId: s.id,
      stationCode: s.code,
      rfid: s.code,
      stationName: s.name,
      graphId: s.graphId,
      mapX: s.x,
      mapY: s.y,
      width: s.width,
      type: s.type,
      ...(live.get(s.id) ?? asPublished(s)),
      zoneStationId: linksOf.get(s.id)?.sort()[0] ?? null,
    }));
}

/** As mapSegments, from the version. */
export function publishedSegments(site: PublishedSite): MapSegment[] {
  const byId = new Map(site.stations.map((s) => [s.id, s]));
  return site.segments.flatMap((g) => {
    const src = byId.get(g.src);
    const dest = byId.get(g.dest);
    if (!src || !dest) return [];
    const c = g.type === 'Bezier' ? g.controls : null;
    return [
      {
        id: g.id,
        srcStationCode: src.code,
        destStationCode: dest.code,
        srcGraphId: src.graphId,
        destGraphId: dest.graphId,
        type: g.type,
        controlPoints: c
          ? [
              { controlx: c[0], controly: c[1] },
              { controlx: c[2], controly: c[3] },
            ]
          : [],
        length: g.length,
        direction: g.direction,
      },
    ];
  });
}

/** As probableStations: codes containing the text, shortest first. */
export function publishedProbableStations(site: PublishedSite, layoutId: string, text: string): StationVo[] {
  const needle = text.toLowerCase();
  return site.stations
    .filter((s) => s.code.toLowerCase().includes(needle))
    .sort((a, b) => a.code.length - b.code.length || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .slice(0, PROBABLE_STATION_LIMIT)
    .map((s) => ({ id: s.id, stationCode: s.code, stationName: s.name, graphId: s.graphId, layoutId, mapX: s.x, mapY: s.y, type: s.type }));
}

/** As listZones for one layout. */
export function publishedZones(site: PublishedSite, layoutId: string, zoneType?: ZoneType): Zone[] {
  return site.zones
    .filter((z) => zoneType === undefined || z.type === zoneType)
    .map((z) => ({ id: z.id, layoutId, zoneCode: z.code, zoneName: z.name, zoneType: z.type, stationCount: z.stations.length }));
}

/** As zoneStationsOf; undefined when the version has no such zone. A link the draft dropped gets a stand-in id. */
export async function publishedZoneStations(db: Db, tenantId: number, layoutId: string, site: PublishedSite, zoneId: string): Promise<ZoneStation[] | undefined> {
  const zone = site.zones.find((z) => z.id === zoneId);
  if (!zone) return undefined;
  const [live, links] = await Promise.all([liveStations(db, tenantId, layoutId), zoneLinkIds(db, tenantId, layoutId)]);
  const byId = new Map(site.stations.map((s) => [s.id, s]));
  return zone.stations.flatMap((id) => {
    const s = byId.get(id);
    if (!s) return [];
    const l = live.get(id) ?? asPublished(s);
    return [{ id: links.get(`${zoneId} ${id}`) ?? `${zoneId}:${id}`, zoneId, stationId: id, stationCode: s.code, graphId: s.graphId, type: s.type, ...l }];
  });
}
