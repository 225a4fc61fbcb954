import { randomUUID } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../errors.js';
import { readDraftRows } from '../../runtime/published-site.js';
import { segmentLengthMm, type Handles } from '../agvSite/geometry.js';
import { layoutRow } from './read.js';
import { validateDraft, type SaveDraftBody } from './validate.js';

type Trx = Transaction<Database>;

/** Rows per multi-row insert or IN list: well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;
const chunks = <T>(rows: readonly T[]): T[][] => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * A code no real row has (codes start with a letter), held while codes move between rows: the
 * unique (layout, code) constraints would refuse a swap, or a new row taking a deleted row's code
 * before that row is gone.
 */
const parked = (id: string) => `~draft~${id}`;

/** What the layout's draft holds now, with where its equipment stands. */
async function storedDraft(trx: Trx, tenantId: number, layoutId: string) {
  const [rows, equipment] = await Promise.all([
    readDraftRows(trx, tenantId, layoutId),
    trx.selectFrom('equipment').select(['id', 'station_id']).where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).execute(),
  ]);
  return { ...rows, equipment };
}

type Stored = Awaited<ReturnType<typeof storedDraft>>;

/** Every handle as [x1, y1, x2, y2], for comparing with the stored columns. */
const flat = (h: Handles): (number | null)[] => (h ? [h[0].x, h[0].y, h[1].x, h[1].y] : [null, null, null, null]);

/**
 * POST layout/saveDraft, inside one transaction: the revision is claimed first (a conditional
 * update, so of two concurrent saves naming the same revision exactly one wins), then the request
 * is checked against the stored rows and the difference written. Any refusal rolls back all of it.
 */
export async function saveDraft(trx: Trx, tenantId: number, body: SaveDraftBody, now: number): Promise<void> {
  const layout = await layoutRow(trx, tenantId, body.id);
  const bg = body.background;
  const claimed = await trx
    .updateTable('layouts')
    .set({
      draft_revision: body.revision + 1,
      width: body.width,
      height: body.height,
      mm_per_unit: body.mmPerUnit,
      background_x: bg?.x ?? null,
      background_y: bg?.y ?? null,
      background_width: bg?.width ?? null,
      background_height: bg?.height ?? null,
      background_opacity: bg?.opacity ?? null,
      updated_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', body.id)
    .where('draft_revision', '=', body.revision)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw conflict('layoutDraft.stale', { revision: body.revision, current: layout.draft_revision });

  const stored = await storedDraft(trx, tenantId, body.id);
  validateDraft(body, {
    stations: new Set(stored.stations.map((s) => s.id)),
    segments: new Set(stored.segments.map((g) => g.id)),
    zones: new Set(stored.zones.map((z) => z.id)),
    equipment: new Set(stored.equipment.map((e) => e.id)),
  });
  const scope = { tenantId, layoutId: body.id, now, scaleChanged: layout.mm_per_unit !== body.mmPerUnit };
  const idOf = await writeStationsAndSegments(trx, scope, body, stored);
  await writeZones(trx, scope, body, stored, idOf);
  await writeEquipment(trx, body, stored, idOf);
}

interface Scope {
  readonly tenantId: number;
  readonly layoutId: string;
  readonly now: number;
  readonly scaleChanged: boolean;
}

/**
 * Stations and segments, in the one order the foreign keys and unique codes allow: new stations
 * and renamed ones under parked codes, then the segments (now every end exists), then the
 * stations that went (their cascade no longer reaches a kept segment), then the final codes.
 * Answers the station id of every code of the saved draft.
 */
async function writeStationsAndSegments(trx: Trx, scope: Scope, body: SaveDraftBody, stored: Stored): Promise<Map<string, string>> {
  const { tenantId, layoutId, now } = scope;
  const keptSegments = new Set(body.segments.flatMap((g) => (g.id ? [g.id] : [])));
  const goneSegments = stored.segments.filter((g) => !keptSegments.has(g.id)).map((g) => g.id);
  for (const ids of chunks(goneSegments)) await trx.deleteFrom('segments').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();

  const storedStation = new Map(stored.stations.map((s) => [s.id, s]));
  let graphId = Math.max(0, ...stored.stations.map((s) => s.graph_id));
  const idOf = new Map<string, string>();
  /** Rows whose code is parked until the stations that went are deleted. */
  const finalCodes: [id: string, code: string][] = [];
  const added: Insertable<Database['stations']>[] = [];
  for (const s of body.stations) {
    const columns = { station_name: s.stationName, station_type: s.type, map_x: s.mapX, map_y: s.mapY, width: s.width };
    const old = s.id ? storedStation.get(s.id) : undefined;
    if (!old) {
      const id = randomUUID();
      idOf.set(s.stationCode, id);
      finalCodes.push([id, s.stationCode]);
      graphId += 1;
      added.push({ id, tenant_id: tenantId, layout_id: layoutId, station_code: parked(id), graph_id: graphId, is_occupied: 0, created_at: now, updated_at: now, ...columns });
      continue;
    }
    idOf.set(s.stationCode, old.id);
    const renamed = old.station_code !== s.stationCode;
    if (renamed) finalCodes.push([old.id, s.stationCode]);
    const same = !renamed && Object.entries(columns).every(([k, v]) => old[k as keyof typeof columns] === v);
    if (!same) await trx.updateTable('stations').set({ ...columns, ...(renamed ? { station_code: parked(old.id) } : {}), updated_at: now }).where('id', '=', old.id).execute();
  }
  for (const rows of chunks(added)) await trx.insertInto('stations').values(rows).execute();

  await writeSegments(trx, scope, body, stored, idOf);

  const keptStations = new Set(idOf.values());
  const goneStations = stored.stations.filter((s) => !keptStations.has(s.id)).map((s) => s.id);
  for (const ids of chunks(goneStations)) {
    // Their zone members explicitly; the rest that hangs on a station (held marks, links, equipment's place) by the foreign keys.
    await trx.deleteFrom('zone_stations').where('tenant_id', '=', tenantId).where('station_id', 'in', ids).execute();
    await trx.deleteFrom('stations').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  }
  for (const [id, code] of finalCodes) await trx.updateTable('stations').set({ station_code: code }).where('id', '=', id).execute();
  return idOf;
}

/**
 * Segments by station ids, their length measured as segment/add does. A segment whose drawing did
 * not change (same ends, same places, same handles, same scale) keeps its stored length, which may
 * have been measured on site or imported, so saving without a change leaves nothing to publish.
 */
async function writeSegments(trx: Trx, scope: Scope, body: SaveDraftBody, stored: Stored, idOf: ReadonlyMap<string, string>): Promise<void> {
  const { tenantId, layoutId, now } = scope;
  const placeOf = new Map(body.stations.map((s) => [s.stationCode, { x: s.mapX, y: s.mapY }]));
  const storedPlace = new Map(stored.stations.map((s) => [s.id, { x: s.map_x, y: s.map_y }]));
  const storedSegment = new Map(stored.segments.map((g) => [g.id, g]));
  const added: Insertable<Database['segments']>[] = [];
  for (const g of body.segments) {
    const src = idOf.get(g.srcStationCode)!;
    const dest = idOf.get(g.destStationCode)!;
    const a = placeOf.get(g.srcStationCode)!;
    const b = placeOf.get(g.destStationCode)!;
    const handles: Handles = g.type === 'Bezier' ? [g.controlPoints[0]!, g.controlPoints[1]!] : null;
    const [x1, y1, x2, y2] = flat(handles);
    const old = g.id ? storedSegment.get(g.id) : undefined;
    const unmoved = (id: string, p: { x: number; y: number }) => storedPlace.get(id)?.x === p.x && storedPlace.get(id)?.y === p.y;
    const sameDrawing =
      old !== undefined &&
      !scope.scaleChanged &&
      old.length > 0 &&
      old.src_station_id === src &&
      old.dest_station_id === dest &&
      unmoved(src, a) &&
      unmoved(dest, b) &&
      [old.control_x1, old.control_y1, old.control_x2, old.control_y2].every((v, i) => v === [x1, y1, x2, y2][i]);
    const columns = {
      src_station_id: src,
      dest_station_id: dest,
      segment_type: g.type,
      direction: g.direction,
      control_x1: x1 ?? null,
      control_y1: y1 ?? null,
      control_x2: x2 ?? null,
      control_y2: y2 ?? null,
      length: sameDrawing ? old.length : segmentLengthMm(a, b, handles, body.mmPerUnit),
    };
    if (!old) {
      added.push({ id: randomUUID(), tenant_id: tenantId, layout_id: layoutId, created_at: now, ...columns });
      continue;
    }
    if (!Object.entries(columns).every(([k, v]) => old[k as keyof typeof columns] === v)) await trx.updateTable('segments').set(columns).where('id', '=', old.id).execute();
  }
  for (const rows of chunks(added)) await trx.insertInto('segments').values(rows).execute();
}

/** Zones and their members; a zone's members are written afresh only when its list changed. */
async function writeZones(trx: Trx, scope: Scope, body: SaveDraftBody, stored: Stored, idOf: ReadonlyMap<string, string>): Promise<void> {
  const { tenantId, layoutId, now } = scope;
  const kept = new Set(body.zones.flatMap((z) => (z.id ? [z.id] : [])));
  const gone = stored.zones.filter((z) => !kept.has(z.id)).map((z) => z.id);
  for (const ids of chunks(gone)) {
    await trx.deleteFrom('zone_stations').where('tenant_id', '=', tenantId).where('zone_id', 'in', ids).execute();
    await trx.deleteFrom('zones').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  }
  const storedZone = new Map(stored.zones.map((z) => [z.id, z]));
  // Renamed zones give up their codes first, so a new or another renamed zone may take them.
  const renamed = new Set(body.zones.filter((z) => z.id && storedZone.get(z.id)!.zone_code !== z.zoneCode).map((z) => z.id!));
  for (const id of renamed) await trx.updateTable('zones').set({ zone_code: parked(id) }).where('id', '=', id).execute();

  const membersOf = new Map<string, string[]>();
  for (const m of stored.members) {
    const list = membersOf.get(m.zone_id);
    if (list) list.push(m.station_id);
    else membersOf.set(m.zone_id, [m.station_id]);
  }
  for (const z of body.zones) {
    const columns = { zone_code: z.zoneCode, zone_name: z.zoneName, zone_type: z.zoneType };
    const old = z.id ? storedZone.get(z.id) : undefined;
    const id = old?.id ?? randomUUID();
    if (!old) await trx.insertInto('zones').values({ id, tenant_id: tenantId, layout_id: layoutId, lif_id: null, created_at: now, ...columns }).execute();
    else if (renamed.has(id) || old.zone_name !== z.zoneName || old.zone_type !== z.zoneType) await trx.updateTable('zones').set(columns).where('id', '=', id).execute();

    const stations = z.stationCodes.map((code) => idOf.get(code)!);
    const before = membersOf.get(id) ?? [];
    if (old && before.length === stations.length && before.every((s, i) => s === stations[i])) continue;
    if (old) await trx.deleteFrom('zone_stations').where('tenant_id', '=', tenantId).where('zone_id', '=', id).execute();
    const rows = stations.map((stationId, i) => ({ id: randomUUID(), tenant_id: tenantId, zone_id: id, station_id: stationId, sort_no: i + 1 }));
    for (const part of chunks(rows)) await trx.insertInto('zone_stations').values(part).execute();
  }
}

/** Where the listed equipment stands; equipment not listed keeps its station. */
async function writeEquipment(trx: Trx, body: SaveDraftBody, stored: Stored, idOf: ReadonlyMap<string, string>): Promise<void> {
  const storedAt = new Map(stored.equipment.map((e) => [e.id, e.station_id]));
  for (const e of body.equipment) {
    const stationId = e.stationCode === null ? null : idOf.get(e.stationCode)!;
    if (storedAt.get(e.id) !== stationId) await trx.updateTable('equipment').set({ station_id: stationId }).where('id', '=', e.id).execute();
  }
}
