import type { StationId } from '../ids.js';
import type { Ms } from '../units.js';

export interface CongestionOptions {
  /** Half-life of recorded waiting, ms: congestion an hour ago says nothing about now. Default 60000. */
  readonly halfLifeMs?: Ms;
  /** Route cost added per ms of (decayed) waiting recorded at a station. Default 0.25. */
  readonly weight?: number;
  /** Largest congestion cost of one station, ms. Default 30000. */
  readonly capMs?: Ms;
  /** Cost of entering a station that another vehicle holds or has reserved now, ms. Default 2000. */
  readonly reservedMs?: Ms;
  /** Route costs are refreshed at most this often, ms: routes need no finer grain, and it keeps ticks cheap. Default 1000. */
  readonly refreshMs?: Ms;
}

/** Stations whose decayed waiting fell below this are forgotten (and cost nothing), ms: a quarter of one 200 ms tick. */
const FORGET_MS = 50;

/**
 * Expected waiting per station, for traffic-aware route costs (docs/traffic-control.md): how
 * long vehicles recently stood waiting to enter it, decaying exponentially with time, plus a
 * small cost for stations held or reserved right now. Pure: time comes in as arguments, and the
 * same records in the same order give the same costs.
 */
export class CongestionMap {
  private readonly halfLifeMs: Ms;
  private readonly weight: number;
  private readonly capMs: Ms;
  private readonly reservedMs: Ms;
  /** Decayed waiting per station as of `atMs`. */
  private waited = new Map<StationId, number>();
  private atMs: Ms = 0;
  private reservedNow: ReadonlySet<StationId> = new Set();
  private readonly refreshMs: Ms;
  private cached: Map<StationId, number> | undefined;
  private cachedAtMs = -Infinity;

  constructor(options: CongestionOptions = {}) {
    this.halfLifeMs = options.halfLifeMs ?? 60_000;
    this.weight = options.weight ?? 0.25;
    this.capMs = options.capMs ?? 30_000;
    this.reservedMs = options.reservedMs ?? 2000;
    this.refreshMs = options.refreshMs ?? 1000;
  }

  /**
   * One traffic step at `nowMs`: `waits` are the stations vehicles stood waiting to enter, each
   * for `dtMs` since the last step; `reserved` the stations held or reserved now.
   */
  record(nowMs: Ms, dtMs: Ms, waits: Iterable<StationId>, reserved: ReadonlySet<StationId>): void {
    const decay = Math.pow(0.5, Math.max(0, nowMs - this.atMs) / this.halfLifeMs);
    const next = new Map<StationId, number>();
    for (const [s, w] of this.waited) if (w * decay >= FORGET_MS) next.set(s, w * decay);
    for (const s of waits) next.set(s, (next.get(s) ?? 0) + dtMs);
    this.waited = next;
    this.atMs = nowMs;
    this.reservedNow = reserved;
  }

  /**
   * Extra route cost (ms) per station: expected waiting there; only stations that cost
   * something. The same map (same object) until refreshMs has passed since it was built.
   */
  penalties(): ReadonlyMap<StationId, number> {
    if (this.cached && this.atMs - this.cachedAtMs < this.refreshMs) return this.cached;
    this.cachedAtMs = this.atMs;
    const out = new Map<StationId, number>();
    for (const [s, w] of this.waited) out.set(s, Math.min(this.capMs, w * this.weight));
    if (this.reservedMs > 0) for (const s of this.reservedNow) out.set(s, (out.get(s) ?? 0) + this.reservedMs);
    this.cached = out;
    return out;
  }
}
