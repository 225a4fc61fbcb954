import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LayoutCalls, stationColour, type MapStation, type MapStationWithVehicle, type ZoneType } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { WriteCache, type CacheSource } from '../../db/write-cache.js';
import type { WriteWatch } from '../../db/write-watch.js';
import { ok } from '../../envelope.js';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';
import { blockedStationIds } from '../layouts/blocked.js';
import { mapStations } from '../layouts/repository.js';
import { EncodedAnswers } from './encoded-answers.js';

/** agvs columns that do not change who stands where on a layout whose fleet runs (the runtime says). */
const AGV_MOVING = [
  'updated_at', 'is_lock', 'is_connected', 'run_status', 'charge_status', 'charge_change_time', 'battery', 'current_station_code', 'next_station_code',
  'segment_progress', 'pos_x', 'pos_y', 'current_rotation', 'current_direction', 'load_status',
];

/** What the station polls read from the database: the published version, the station rows (loads included), zones, vehicle names. */
const SOURCES: readonly CacheSource[] = [
  { table: 'stations', ignore: ['updated_at'] },
  { table: 'zone_stations' },
  { table: 'zones' },
  { table: 'layout_versions' },
  { table: 'agvs', ignore: AGV_MOVING },
];

/** See write-cache.ts SETTLE_MS: a build this soon after a write may read rows not yet committed (PostgreSQL). */
const SETTLE_MS = 300;

interface AgvRow {
  readonly id: string;
  readonly agv_code: string;
  readonly agv_name: string;
  readonly current_station_code: string | null;
}

/**
 * Per runtime, a number that moves only when where vehicles stand may have changed (a vehicle
 * arrived, left a station, joined or left the fleet, another version was published): a fleet of
 * 1,000 driving vehicles changes its state every step, but seldom who stands on which station.
 */
const standingVersions = new WeakMap<FleetRuntime, { n: number }>();

export function standingVersion(rt: FleetRuntime): number {
  let counter = standingVersions.get(rt);
  if (!counter) {
    const c = { n: 0 };
    const at = new Map<string, string | null>();
    rt.subscribe((events) => {
      for (const e of events) {
        if (e.type === 'vehicleMoved') {
          const station = e.station ?? null;
          if (at.get(e.vehicle) !== station) c.n++;
          at.set(e.vehicle, station);
        } else if (e.type === 'vehicleArrived' || e.type === 'vehicleAdded' || e.type === 'vehicleRemoved') {
          at.delete(e.vehicle);
          c.n++;
        } else if (e.type === 'mapChanged') {
          at.clear();
          c.n++;
        }
      }
    });
    rt.onSiteReplaced(() => c.n++);
    standingVersions.set(rt, c);
    counter = c;
  }
  return counter.n;
}

/**
 * The map's station polls (querySimpleByLayoutId, with or without a zone type, and
 * queryByLayoutIdAndZoneType for Block and Working): every monitor asks them each second. On a
 * layout whose fleet runs, the database rows are read once per write to their tables and the
 * answer is built, serialised and compressed once per change of those rows or of where vehicles
 * stand, then shared by every poll of the same tenant, layout and zone type (10,000 stations are
 * 2.1 MB of JSON). A layout without a running fleet is answered from the database each time.
 */
export class StationAnswers {
  private readonly rows: WriteCache<string, unknown>;
  private readonly simple: EncodedAnswers;
  private readonly byZone: EncodedAnswers;
  private lastWrite = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly app: FastifyInstance,
    writes: WriteWatch,
    strict: boolean,
  ) {
    this.rows = new WriteCache(writes, SOURCES, 1_000);
    const tables = new Set(SOURCES.map((s) => s.table));
    writes.listen((w) => {
      if (tables.has(w.table)) this.lastWrite = performance.now();
    });
    this.simple = new EncodedAnswers(strict ? LayoutCalls.querySimpleByLayoutId.response : null);
    this.byZone = new EncodedAnswers(strict ? LayoutCalls.queryByLayoutIdAndZoneType.response : null);
  }

  /** What the cached rows hold, and while writes settle, a tenth of a second so a build then is not kept. */
  private version(rt: FleetRuntime): string {
    const now = performance.now();
    const settling = now - this.lastWrite < SETTLE_MS ? `~${Math.floor(now / 100)}` : '';
    return `${this.rows.version}${settling}|${standingVersion(rt)}|${rt.site.version ?? 0}`;
  }

  /** GET querySimpleByLayoutId: stations with the vehicle standing on each and the map colour. */
  async sendSimple(request: FastifyRequest, reply: FastifyReply, tenantId: number, layoutId: string, zoneType: ZoneType | undefined): Promise<FastifyReply> {
    const rt = this.app.fleets.get(tenantId, layoutId);
    if (!rt) return reply.send(ok(await stationsWithVehicles(this.app.db, undefined, tenantId, layoutId, zoneType, (load) => load())));
    const key = `${tenantId}|${layoutId}|${zoneType ?? ''}`;
    return this.simple.send(request, reply, key, this.version(rt), () => stationsWithVehicles(this.app.db, rt, tenantId, layoutId, zoneType, (load, part) => this.cached(key, part, load)));
  }

  /** GET queryByLayoutIdAndZoneType: the map stations of one zone type. */
  async sendByZone(request: FastifyRequest, reply: FastifyReply, tenantId: number, layoutId: string, zoneType: ZoneType): Promise<FastifyReply> {
    const rt = this.app.fleets.get(tenantId, layoutId);
    if (!rt) return reply.send(ok(await mapStations(this.app.db, tenantId, layoutId, zoneType)));
    const key = `${tenantId}|${layoutId}|${zoneType}`;
    return this.byZone.send(request, reply, key, this.version(rt), () => this.cached(key, 'stations', () => mapStations(this.app.db, tenantId, layoutId, zoneType)));
  }

  private cached<T>(key: string, part: string, load: () => Promise<T>): Promise<T> {
    return this.rows.get(`${key}|${part}`, load) as Promise<T>;
  }
}

type Reader = <T>(load: () => Promise<T>, part: string) => Promise<T>;

/**
 * The stations of a layout (of a zone type) with who stands on each and the map colour (SPEC §3
 * "Station on map"). Where vehicles stand comes from the running fleet (a vehicle between stations
 * stands nowhere); without one, from the station last stored for each vehicle.
 */
export async function stationsWithVehicles(
  db: Kysely<Database>,
  rt: FleetRuntime | undefined,
  tenantId: number,
  layoutId: string,
  zoneType: ZoneType | undefined,
  read: Reader,
): Promise<MapStationWithVehicle[]> {
  const [stations, agvs, blocked] = await Promise.all([
    read(() => mapStations(db, tenantId, layoutId, zoneType), 'stations'),
    read(
      (): Promise<AgvRow[]> =>
        db.selectFrom('agvs').select(['id', 'agv_code', 'agv_name', 'current_station_code']).where('tenant_id', '=', tenantId).where('current_layout_id', '=', layoutId).execute(),
      'agvs',
    ),
    read(() => blockedStationIds(db, tenantId, layoutId), 'blocked'),
  ]);
  const liveAt = new Map<string, string>();
  for (const v of rt?.fleet.vehicles ?? []) if (v.motion.position.kind === 'at') liveAt.set(v.config.id, v.motion.position.station);
  const standing = new Map<string, AgvRow>();
  for (const a of agvs) {
    const at = rt ? liveAt.get(a.id) : a.current_station_code;
    if (at) standing.set(at, a);
  }
  return stations.map((s: MapStation) => ({
    ...s,
    isOccupiedStation: standing.has(s.stationCode) ? 1 : 0,
    agvName: standing.get(s.stationCode)?.agv_name ?? null,
    stationColor: stationColour(s.type, blocked.has(s.stationId), s.isOccupied === 1 || standing.has(s.stationCode)),
  }));
}
