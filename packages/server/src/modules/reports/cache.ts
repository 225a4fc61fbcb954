/** SPEC §7: report data is cached 30 s. */
export const REPORT_CACHE_MS = 30_000;
/** Enough for every page anybody looks at within 30 s; the oldest answer goes first beyond it. */
const MAX_ENTRIES = 500;

/**
 * Answers of getData and getChart by tenant, report and normalised query (the caller builds the
 * key), each kept for 30 s of the app's clock: a wall screen refreshing a report does not rerun
 * its grouping every few seconds.
 */
export class ReportCache {
  private readonly entries = new Map<string, { readonly at: number; readonly data: unknown }>();

  constructor(private readonly clock: () => number) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < REPORT_CACHE_MS) return hit.data as T;
    const data = await load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, data });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return data;
  }
}
