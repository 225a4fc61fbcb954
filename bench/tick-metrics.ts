/*
 * The scheduler's tick as the running server measures it: its Prometheus histogram
 * agvs_scheduler_tick_seconds (one fleet step of a layout) and the event-loop delay of the
 * process, read from GET /agvs/metrics (open to loopback callers) at both ends of a window.
 */

/** One scrape: a layout's tick histogram (cumulative bucket counts), and the event-loop delay p99 since the last scrape. */
export interface TickScrape {
  readonly buckets: ReadonlyMap<number, number>;
  readonly count: number;
  readonly loopDelayP99Ms: number;
}

export interface TickFigures {
  readonly ticks: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Share of ticks that took at most 50 ms (the goal of issue 15: p99 under 50 ms). */
  readonly within50Ms: number;
  /** The event-loop delay p99 over the window (prom-client resets it at every scrape). */
  readonly loopDelayP99Ms: number;
}

/** The labels of a sample line's braces, as a map. */
function labelsOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** The samples of one metric, with their labels. */
function samples(text: string, name: string): { labels: Map<string, string>; value: number }[] {
  return [...text.matchAll(new RegExp(`^${name}(?:\\{([^}]*)\\})? (\\S+)$`, 'gm'))].map((m) => ({ labels: labelsOf(m[1] ?? ''), value: Number(m[2]) }));
}

/** The tick histogram of one layout's fleet, and the process's event-loop delay. */
export async function scrapeTicks(url: string, layoutId: string): Promise<TickScrape> {
  const text = await (await fetch(`${url}/agvs/metrics`)).text();
  const ofLayout = (name: string) => samples(text, name).filter((s) => s.labels.get('layout') === layoutId);
  const buckets = new Map<number, number>();
  for (const s of ofLayout('agvs_scheduler_tick_seconds_bucket')) {
    const le = s.labels.get('le')!;
    buckets.set(le === '+Inf' ? Infinity : Number(le), s.value);
  }
  return {
    buckets,
    count: ofLayout('agvs_scheduler_tick_seconds_count')[0]?.value ?? NaN,
    loopDelayP99Ms: (samples(text, 'nodejs_eventloop_lag_p99_seconds')[0]?.value ?? NaN) * 1000,
  };
}

/** Figures of the ticks between two scrapes; quantiles interpolated linearly inside a bucket, as Prometheus does. */
export function tickFigures(before: TickScrape, after: TickScrape): TickFigures {
  const bounds = [...after.buckets.keys()].sort((a, b) => a - b);
  const counts = bounds.map((le) => (after.buckets.get(le) ?? 0) - (before.buckets.get(le) ?? 0));
  const ticks = after.count - before.count;
  const quantile = (q: number): number => {
    const rank = q * ticks;
    for (let i = 0; i < bounds.length; i++) {
      if (counts[i]! < rank) continue;
      const lower = i === 0 ? 0 : bounds[i - 1]!;
      const below = i === 0 ? 0 : counts[i - 1]!;
      if (!Number.isFinite(bounds[i]!)) return lower * 1000;
      return (lower + ((bounds[i]! - lower) * (rank - below)) / Math.max(1, counts[i]! - below)) * 1000;
    }
    return NaN;
  };
  const at50 = bounds.indexOf(0.05);
  return {
    ticks,
    p50Ms: quantile(0.5),
    p99Ms: quantile(0.99),
    within50Ms: ticks > 0 && at50 >= 0 ? counts[at50]! / ticks : NaN,
    loopDelayP99Ms: after.loopDelayP99Ms,
  };
}
