import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { FleetRuntime } from './fleet-runtime.js';

/** Calls fn every ms until the returned stop is called. Injected so tests drive ticks themselves. */
export type Scheduler = (ms: number, fn: () => void) => () => void;

export const intervalScheduler: Scheduler = (ms, fn) => {
  const timer = setInterval(fn, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** Tick period of the real clock, ms. */
export const TICK_MS = 200;

/** Every layout's runtime, keyed by layout id; lookups check the tenant. */
export class FleetRuntimes {
  private readonly runtimes = new Map<string, FleetRuntime>();
  private readonly ticking = new Set<string>();
  private stopTimer: (() => void) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: (msg: string) => void,
  ) {}

  /** Loads every layout of every tenant, then ticks them with the scheduler (none: ticks are driven by hand). */
  async start(scheduler: Scheduler | null): Promise<void> {
    const layouts = await this.db.selectFrom('layouts').select(['id', 'tenant_id']).orderBy('id').execute();
    for (const l of layouts) {
      const rt = await FleetRuntime.load(this.db, this.clock, l.tenant_id, l.id, this.log);
      if (rt) this.runtimes.set(l.id, rt);
    }
    if (scheduler) this.stopTimer = scheduler(TICK_MS, () => void this.tickAll(true));
  }

  /** The layout's runtime when it belongs to the tenant. */
  get(tenantId: number, layoutId: string): FleetRuntime | undefined {
    const rt = this.runtimes.get(layoutId);
    return rt && rt.tenantId === tenantId ? rt : undefined;
  }

  /** Runtimes of one tenant (optionally of one map). */
  ofTenant(tenantId: number, mapId?: string): FleetRuntime[] {
    return [...this.runtimes.values()].filter((r) => r.tenantId === tenantId && (mapId === undefined || r.site.mapId === mapId));
  }

  /** The runtime whose fleet has this vehicle. */
  ofVehicle(tenantId: number, agvId: string): FleetRuntime | undefined {
    return this.ofTenant(tenantId).find((r) => r.fleet.vehicles.some((v) => v.config.id === agvId));
  }

  /**
   * One tick of every layout. From the timer, a layout whose previous tick is still being
   * stored is skipped rather than queued, so a slow database never builds a backlog.
   */
  async tickAll(skipBusy = false): Promise<void> {
    await Promise.all(
      [...this.runtimes.values()].map(async (rt) => {
        if (skipBusy && this.ticking.has(rt.layoutId)) return;
        this.ticking.add(rt.layoutId);
        try {
          await rt.tick();
        } catch (err) {
          this.log(`tick of layout ${rt.layoutId} failed: ${String(err)}`);
        } finally {
          this.ticking.delete(rt.layoutId);
        }
      }),
    );
  }

  /** Stops the timer and waits for queued work, so nothing writes after the database closes. */
  async stop(): Promise<void> {
    this.stopTimer?.();
    this.stopTimer = undefined;
    await Promise.all([...this.runtimes.values()].map((r) => r.idle()));
  }
}
