import { sql, type Kysely } from 'kysely';
import {
  PROBABLE_STATION_LIMIT,
  type Equipment,
  type LayoutGraph,
  type LayoutModel,
  type MapSegment,
  type MapStation,
  type StationVo,
  type Zone,
  type ZoneStation,
  type ZoneType,
} from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { latestSite, publishedMapStations, publishedProbableStations, publishedSegments, publishedZones, publishedZoneStations } from './published.js';

type Db = Kysely<Database>;

/** `%`, `_` and the escape character itself match literally inside a LIKE pattern. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The layout's models. A layout that has none (drawn in AGVS, imported from LIF) answers one
 * derived from its 2D data: no graph overrides, and 3D data that walls in the layout's area, so
 * the 3D monitor shows its stations and paths without hand-made 3D data (issue 13).
 */
export async function layoutModelsOf(db: Db, tenantId: number, layoutId: string): Promise<LayoutModel[]> {
  const models = await storedLayoutModels(db, tenantId, layoutId);
  if (models.length) return models;
  const layout = await db
    .selectFrom('layouts')
    .select(['layout_name', 'width', 'height', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', layoutId)
    .executeTakeFirst();
  if (!layout) return [];
  const threeData = { boundary: { width: layout.width, height: layout.height }, wallHeight: 50, wallThickness: 2 };
  return [{ id: `derived-${layoutId}`, layoutId, modelName: layout.layout_name, graphData: '{}', threeData: JSON.stringify(threeData), updateTime: layout.updated_at }];
}

async function storedLayoutModels(db: Db, tenantId: number, layoutId: string): Promise<LayoutModel[]> {
  return db
    .selectFrom('layout_models')
    .select([
      'id',
      'layout_id as layoutId',
      'model_name as modelName',
      'graph_data as graphData',
      'three_data as threeData',
      'updated_at as updateTime',
    ])
    .where('tenant_id', '=', tenantId)
    .where('layout_id', '=', layoutId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Stations of a layout as the map draws them: those of the latest published version (the draft for
 * a layout never published; published.ts). With a zone type, only stations in a zone of that
 * type (the monitor's Block and Working overlays); zoneStationId is then their link to such a zone.
 */
export async function mapStations(db: Db, tenantId: number, layoutId: string, zoneType?: ZoneType): Promise<MapStation[]> {
  const site = await latestSite(db, tenantId, layoutId);
  return site ? publishedMapStations(db, tenantId, layoutId, site, zoneType) : draftMapStations(db, tenantId, layoutId, zoneType);
}

async function draftMapStations(db: Db, tenantId: number, layoutId: string, zoneType?: ZoneType): Promise<MapStation[]> {
  let query = db
    .selectFrom('stations as s')
    .where('s.tenant_id', '=', tenantId)
    .where('s.layout_id', '=', layoutId)
    .select((eb) => [
      's.id as stationId',
      's.station_code as stationCode',
      's.station_code as rfid',
      's.station_name as stationName',
      's.graph_id as graphId',
      's.map_x as mapX',
      's.map_y as mapY',
      's.width as width',
      's.station_type as type',
      's.is_occupied as isOccupied',
      's.station_container_type as stationContainerType',
      's.external_info as externalInfo',
      eb
        .selectFrom('zone_stations as zs')
        .innerJoin('zones as z', 'z.id', 'zs.zone_id')
        .select('zs.id')
        .whereRef('zs.station_id', '=', 's.id')
        .$if(zoneType !== undefined, (q) => q.where('z.zone_type', '=', zoneType!))
        .orderBy('zs.id')
        .limit(1)
        .as('zoneStationId'),
    ]);
  if (zoneType) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('zone_stations as zs')
          .innerJoin('zones as z', 'z.id', 'zs.zone_id')
          .select(sql.lit(1).as('one'))
          .whereRef('zs.station_id', '=', 's.id')
          .where('z.zone_type', '=', zoneType),
      ),
    );
  }
  const rows = await query.orderBy('s.graph_id').execute();
  return rows.map((r) => ({ ...r, zoneStationId: r.zoneStationId ?? null }));
}

export async function mapSegments(db: Db, tenantId: number, layoutId: string): Promise<MapSegment[]> {
  const rows = await db
    .selectFrom('segments as g')
    .innerJoin('stations as src', 'src.id', 'g.src_station_id')
    .innerJoin('stations as dest', 'dest.id', 'g.dest_station_id')
    .where('g.tenant_id', '=', tenantId)
    .where('g.layout_id', '=', layoutId)
    .select([
      'g.id as id',
      'src.station_code as srcStationCode',
      'dest.station_code as destStationCode',
      'src.graph_id as srcGraphId',
      'dest.graph_id as destGraphId',
      'g.segment_type as type',
      'g.control_x1',
      'g.control_y1',
      'g.control_x2',
      'g.control_y2',
      'g.length as length',
      'g.direction as direction',
    ])
    .orderBy('g.created_at')
    .orderBy('g.id')
    .execute();
  return rows.map(({ control_x1, control_y1, control_x2, control_y2, ...segment }) => ({
    ...segment,
    controlPoints:
      segment.type === 'Bezier' && control_x1 !== null && control_y1 !== null && control_x2 !== null && control_y2 !== null
        ? [
            { controlx: control_x1, controly: control_y1 },
            { controlx: control_x2, controly: control_y2 },
          ]
        : [],
  }));
}

/**
 * SPEC §3 "Layout data" of one layout of the tenant, or undefined: the size, origin and station
 * radius of the layout row (not versioned), the graph and scale of its latest published version.
 */
export async function layoutGraph(db: Db, tenantId: number, layoutId: string): Promise<LayoutGraph | undefined> {
  const layout = await db
    .selectFrom('layouts')
    .select(['id', 'map_id', 'width', 'height', 'station_radius', 'mm_per_unit', 'origin_x', 'origin_y'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', layoutId)
    .executeTakeFirst();
  if (!layout) return undefined;
  const site = await latestSite(db, tenantId, layoutId);
  const [stationList, segmentList] = site
    ? [await publishedMapStations(db, tenantId, layoutId, site), publishedSegments(site)]
    : await Promise.all([draftMapStations(db, tenantId, layoutId), mapSegments(db, tenantId, layoutId)]);
  return {
    layoutId: layout.id,
    mapId: layout.map_id,
    width: layout.width,
    height: layout.height,
    mmPerUnit: site?.mmPerUnit ?? layout.mm_per_unit,
    originX: layout.origin_x,
    originY: layout.origin_y,
    iniconfig: { stationRadius: layout.station_radius },
    stationList,
    segmentList,
  };
}

/** Stations whose code contains the text, shortest (closest) codes first (of the published version, as mapStations). */
export async function probableStations(db: Db, tenantId: number, layoutId: string, text: string): Promise<StationVo[]> {
  const site = await latestSite(db, tenantId, layoutId);
  if (site) return publishedProbableStations(site, layoutId, text);
  return db
    .selectFrom('stations')
    .select([
      'id',
      'station_code as stationCode',
      'station_name as stationName',
      'graph_id as graphId',
      'layout_id as layoutId',
      'map_x as mapX',
      'map_y as mapY',
      'station_type as type',
    ])
    .where('tenant_id', '=', tenantId)
    .where('layout_id', '=', layoutId)
    .where(sql<boolean>`lower(station_code) like ${containsPattern(text)} escape '\\'`)
    .orderBy(sql`length(station_code)`)
    .orderBy('station_code')
    .limit(PROBABLE_STATION_LIMIT)
    .execute();
}

type ZoneFilter = { readonly layoutId?: string | undefined; readonly zoneType?: ZoneType | undefined };

/** Zones by layout (every layout of the tenant without one), each layout's as published (as mapStations). */
export async function listZones(db: Db, tenantId: number, filter: ZoneFilter): Promise<Zone[]> {
  const layoutIds = filter.layoutId
    ? [filter.layoutId]
    : (await db.selectFrom('layouts').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map((r) => r.id);
  const zones: Zone[] = [];
  for (const layoutId of layoutIds) {
    const site = await latestSite(db, tenantId, layoutId);
    zones.push(...(site ? publishedZones(site, layoutId, filter.zoneType) : await draftZones(db, tenantId, { layoutId, zoneType: filter.zoneType })));
  }
  return zones;
}

async function draftZones(db: Db, tenantId: number, filter: ZoneFilter): Promise<Zone[]> {
  let query = db
    .selectFrom('zones as z')
    .where('z.tenant_id', '=', tenantId)
    .select((eb) => [
      'z.id as id',
      'z.layout_id as layoutId',
      'z.zone_code as zoneCode',
      'z.zone_name as zoneName',
      'z.zone_type as zoneType',
      eb
        .selectFrom('zone_stations as zs')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('zs.zone_id', '=', 'z.id')
        .as('stationCount'),
    ]);
  if (filter.layoutId) query = query.where('z.layout_id', '=', filter.layoutId);
  if (filter.zoneType) query = query.where('z.zone_type', '=', filter.zoneType);
  const rows = await query.orderBy('z.layout_id').orderBy('z.zone_code').execute();
  return rows.map((r) => ({ ...r, stationCount: Number(r.stationCount ?? 0) }));
}

/**
 * The stations of a zone as its layout's latest version has them (as mapStations): none for a zone
 * only the draft has. The zone's layout comes from its row, or, for a zone the draft deleted, from
 * the version that still has it.
 */
export async function zoneStationsOf(db: Db, tenantId: number, zoneId: string): Promise<ZoneStation[]> {
  const row = await db.selectFrom('zones').select('layout_id').where('tenant_id', '=', tenantId).where('id', '=', zoneId).executeTakeFirst();
  const layoutIds = row ? [row.layout_id] : (await db.selectFrom('layouts').select('id').where('tenant_id', '=', tenantId).execute()).map((r) => r.id);
  for (const layoutId of layoutIds) {
    const site = await latestSite(db, tenantId, layoutId);
    if (!site) continue;
    const published = await publishedZoneStations(db, tenantId, layoutId, site, zoneId);
    if (published || row) return published ?? [];
  }
  return draftZoneStations(db, tenantId, zoneId);
}

async function draftZoneStations(db: Db, tenantId: number, zoneId: string): Promise<ZoneStation[]> {
  return db
    .selectFrom('zone_stations as zs')
    .innerJoin('stations as s', 's.id', 'zs.station_id')
    .where('zs.tenant_id', '=', tenantId)
    .where('zs.zone_id', '=', zoneId)
    .select([
      'zs.id as id',
      'zs.zone_id as zoneId',
      's.id as stationId',
      's.station_code as stationCode',
      's.graph_id as graphId',
      's.station_type as type',
      's.is_occupied as isOccupied',
      's.station_container_type as stationContainerType',
      's.external_info as externalInfo',
    ])
    .orderBy('zs.sort_no')
    .orderBy('s.station_code')
    .execute();
}

/** Custom info as string pairs; anything but a JSON object reads as none. */
function parseCustomInfo(text: string | null): Record<string, string> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  } catch {
    return {};
  }
}

const equipmentOf = (db: Db, tenantId: number, layoutId: string) =>
  db
    .selectFrom('equipment as e')
    .leftJoin('stations as s', 's.id', 'e.station_id')
    .where('e.tenant_id', '=', tenantId)
    .where('e.layout_id', '=', layoutId)
    .select([
      'e.id as id',
      'e.layout_id as layoutId',
      'e.equipment_code as equipmentCode',
      'e.equipment_name as equipmentName',
      'e.brand_name as brandName',
      'e.model_name as modelName',
      's.station_code as stationCode',
      'e.ip_address as ipAddress',
      'e.custom_info as customInfo',
    ]);

type EquipmentRow = Omit<Equipment, 'customInfo' | 'stationCode'> & { stationCode: string | null; customInfo: string | null };
const toEquipment = (row: EquipmentRow): Equipment => ({ ...row, stationCode: row.stationCode ?? null, customInfo: parseCustomInfo(row.customInfo) });

export async function equipmentByCode(db: Db, tenantId: number, layoutId: string, equipmentCode: string): Promise<Equipment | undefined> {
  const row = await equipmentOf(db, tenantId, layoutId).where('e.equipment_code', '=', equipmentCode).executeTakeFirst();
  return row && toEquipment(row);
}

/** Every equipment item of a layout, for drawing it on the map. */
export async function equipmentOfLayout(db: Db, tenantId: number, layoutId: string): Promise<Equipment[]> {
  const rows = await equipmentOf(db, tenantId, layoutId).orderBy('e.equipment_code').execute();
  return rows.map(toEquipment);
}
