import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { WriteCache, type CacheSource } from '../../db/write-cache.js';
import type { WriteWatch } from '../../db/write-watch.js';

/**
 * agvs columns the fleet runtime writes as vehicles move, charge and load (runtime/persist.ts):
 * for a vehicle it drives the cards take them from the runtime, so a write of only these may
 * reach the cached records up to a second late instead of emptying the cache on every step.
 */
const AGV_LIVE_COLUMNS = [
  'run_status', 'charge_status', 'charge_change_time', 'battery', 'current_station_code', 'next_station_code',
  'segment_progress', 'pos_x', 'pos_y', 'current_rotation', 'current_direction',
];

/** agvs as the vehicle records read it: identity, model, group, settings are instant; live columns lag. */
const agvRecord: CacheSource = { table: 'agvs', ignore: ['updated_at'], lag: AGV_LIVE_COLUMNS };
/** agvs where only the name and membership matter. */
const agvName: CacheSource = { table: 'agvs', ignore: ['updated_at', 'is_lock', 'is_connected', ...AGV_LIVE_COLUMNS] };

/**
 * What the monitor's polling calls read from the database, held per app and dropped by the
 * writes to its tables (db/write-cache.ts): 500 screens polling each second cost a few
 * queries per change of the fleet, not three per screen and second.
 */
export class LiveCaches {
  readonly records: WriteCache<string, unknown>;
  readonly names: WriteCache<string, unknown>;
  readonly held: WriteCache<string, unknown>;
  readonly orders: WriteCache<string, unknown>;
  readonly stops: WriteCache<string, unknown>;
  readonly errors: WriteCache<string, unknown>;

  constructor(writes: WriteWatch) {
    const cache = (sources: readonly CacheSource[]) => new WriteCache<string, unknown>(writes, sources, 1_000);
    this.records = cache([agvRecord, { table: 'agv_models' }, { table: 'agv_groups' }]);
    this.names = cache([agvName]);
    this.held = cache([{ table: 'occupied_stations' }, { table: 'stations', ignore: ['is_occupied', 'updated_at', 'station_container_type', 'external_info'] }, agvName]);
    this.orders = cache([{ table: 'transorders' }]);
    this.stops = cache([{ table: 'transorder_details' }, { table: 'transorder_detail_steps' }]);
    this.errors = cache([{ table: 'error_records' }, { table: 'error_dict' }, agvName]);
  }

  /** Changes whenever any of the caches may hold something new. */
  get version(): string {
    return [this.records, this.names, this.held, this.orders, this.stops, this.errors].map((c) => c.version).join('.');
  }
}

/** By database handle: the card functions keep their (db, ...) signatures for every caller. */
const ofDb = new WeakMap<Kysely<Database>, LiveCaches>();

export function attachLiveCaches(db: Kysely<Database>, writes: WriteWatch): void {
  if (!ofDb.has(db)) ofDb.set(db, new LiveCaches(writes));
}

/**
 * Reads through the app's cache of that kind, or straight from the database for a handle that
 * has none (a transaction, a tool).
 */
/** The version of the app's live caches ('' for a handle that has none). */
export function liveCachesVersion(db: Kysely<Database>): string {
  return ofDb.get(db)?.version ?? '';
}

export function cached<T>(db: Kysely<Database>, kind: Exclude<keyof LiveCaches, 'version'>, key: string, load: () => Promise<T>): Promise<T> {
  const caches = ofDb.get(db);
  return caches ? (caches[kind].get(key, load) as Promise<T>) : load();
}
