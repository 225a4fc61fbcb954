import { performance } from 'node:perf_hooks';
import type { TableWrite, WriteWatch } from './write-watch.js';

/**
 * A table the cached rows come from. `ignore` names columns whose updates do not change them;
 * `lag` columns whose updates may show up to LAG_MS late (values the runtime writes as it goes,
 * which the live state answers anyway): a fleet of 1,000 moving vehicles would otherwise empty
 * the cache many times a second.
 */
export interface CacheSource {
  readonly table: string;
  readonly ignore?: readonly string[];
  readonly lag?: readonly string[];
}

const LAG_MS = 1000;

/**
 * On PostgreSQL a write inside a transaction is visible to other connections only at its commit,
 * which the watcher does not see: a read in between would cache the old rows. So for this long
 * after a write to its tables the cache reads through without keeping anything; our transactions
 * last milliseconds. (SQLite runs one statement at a time on one connection: no such gap.)
 */
const SETTLE_MS = 250;

/**
 * Answers read from the database and kept in memory until one of their tables is written (see
 * WriteWatch), for the calls every screen repeats: the signed-in check of each request, the
 * monitor's polls. The server is one process: a second one writing the same database would not
 * be heard (docs/architecture.md).
 */
export class WriteCache<K, V> {
  private readonly entries = new Map<K, V>();
  private generation = 0;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private lagDeadline: number | undefined;
  private readonly sources: ReadonlyMap<string, { readonly ignore: ReadonlySet<string>; readonly lag: ReadonlySet<string> }>;

  constructor(
    watch: WriteWatch,
    sources: readonly CacheSource[],
    /** Past this many entries the cache starts again empty (a bound, not an LRU: misses are cheap). */
    private readonly maxEntries = 10_000,
  ) {
    this.sources = new Map(sources.map((s) => [s.table, { ignore: new Set(s.ignore ?? []), lag: new Set(s.lag ?? []) }]));
    watch.listen((w) => this.heard(w));
  }

  private heard(w: TableWrite): void {
    const source = this.sources.get(w.table);
    if (!source) return;
    const columns = w.columns && w.columns.size > 0 ? [...w.columns] : null;
    if (columns?.every((c) => source.ignore.has(c))) return;
    if (columns?.every((c) => source.ignore.has(c) || source.lag.has(c))) {
      this.lagDeadline ??= performance.now() + LAG_MS;
      return;
    }
    this.clear();
  }

  /** Forgets everything, e.g. when something outside the database changed what the answers hold. */
  clear(): void {
    this.lagDeadline = undefined;
    this.generation++;
    this.lastWrite = performance.now();
    this.entries.clear();
  }

  /** Changes whenever what the cache holds may have changed: answers built from it are keyed by it. */
  get version(): number {
    this.expireLag();
    return this.generation;
  }

  private expireLag(): void {
    if (this.lagDeadline !== undefined && performance.now() >= this.lagDeadline) {
      this.lagDeadline = undefined;
      this.generation++;
      this.entries.clear();
    }
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    this.expireLag();
    if (this.entries.has(key)) return this.entries.get(key)!;
    const before = this.generation;
    const value = await load();
    // Kept only when no write touched the tables while it loaded, nor just before (SETTLE_MS).
    if (before === this.generation && performance.now() - this.lastWrite > SETTLE_MS) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}
