import type { SegmentId, StationId } from '../ids.js';
import type { Ms } from '../units.js';

/** Where a vehicle stood waiting: at a station, or on a segment between two. */
export type WaitPlace = { readonly kind: 'station'; readonly id: StationId } | { readonly kind: 'segment'; readonly id: SegmentId };

export interface WaitTotal {
  readonly place: WaitPlace;
  /** Vehicle-ms of waiting there within the window (two vehicles waiting 1 s make 2000). */
  readonly waitedMs: number;
}

export interface WaitingStatsOptions {
  /** Width of one time bucket, ms. Default 60000. */
  readonly bucketMs?: Ms;
  /** Buckets kept: the longest window that can be asked for is bucketMs × buckets. Default 30. */
  readonly buckets?: number;
}

interface Bucket {
  readonly startMs: Ms;
  readonly waited: Map<string, number>;
}

const keyOf = (p: WaitPlace) => (p.kind === 'station' ? `s${p.id}` : `e${p.id}`);
const placeOf = (key: string): WaitPlace => (key[0] === 's' ? { kind: 'station', id: key.slice(1) as StationId } : { kind: 'segment', id: key.slice(1) as SegmentId });

/**
 * How long vehicles waited in traffic at each station and segment over the last minutes, for the
 * monitor's traffic heatmap. Bounded: a ring of `buckets` time buckets, each holding at most one
 * entry per place of the layout; older buckets are dropped. Pure: time comes in as arguments.
 */
export class WaitingStats {
  readonly bucketMs: Ms;
  private readonly max: number;
  private readonly ring: Bucket[] = [];

  constructor(options: WaitingStatsOptions = {}) {
    this.bucketMs = options.bucketMs ?? 60_000;
    this.max = Math.max(1, options.buckets ?? 30);
  }

  /** The longest window totals can cover, ms. */
  get horizonMs(): Ms {
    return this.bucketMs * this.max;
  }

  /** One traffic step at nowMs: each place in `places` had a vehicle waiting for dtMs (a place twice: two vehicles). */
  record(nowMs: Ms, dtMs: Ms, places: Iterable<WaitPlace>): void {
    if (dtMs <= 0) return;
    const startMs = Math.floor(nowMs / this.bucketMs) * this.bucketMs;
    let bucket = this.ring[this.ring.length - 1];
    if (!bucket || bucket.startMs !== startMs) {
      let any = false;
      for (const _ of places) {
        any = true;
        break;
      }
      if (!any) return;
      bucket = { startMs, waited: new Map() };
      this.ring.push(bucket);
      while (this.ring.length > this.max) this.ring.shift();
    }
    for (const p of places) {
      const k = keyOf(p);
      bucket.waited.set(k, (bucket.waited.get(k) ?? 0) + dtMs);
    }
  }

  /** Waiting per place over the buckets that overlap (nowMs − windowMs, nowMs], most waited first. */
  totals(nowMs: Ms, windowMs: Ms): WaitTotal[] {
    const sum = new Map<string, number>();
    for (const b of this.ring) {
      if (b.startMs + this.bucketMs <= nowMs - windowMs || b.startMs > nowMs) continue;
      for (const [k, w] of b.waited) sum.set(k, (sum.get(k) ?? 0) + w);
    }
    return [...sum]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([k, waitedMs]) => ({ place: placeOf(k), waitedMs }));
  }
}
