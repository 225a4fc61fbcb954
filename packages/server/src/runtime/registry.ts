import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { CommandRejected, FleetRuntime } from './fleet-runtime.js';
import { loadAgvRow } from './restore.js';
import { errorInjectionFor, type ErrorSettings } from './error-injection.js';
import { joinFleet, leaveFleet, settingsCommands } from './vehicle-sync.js';

/** Calls fn every ms until the returned stop is called. Injected so tests drive ticks themselves. */
export type Scheduler = (ms: number, fn: () => void) => () => void;

export const intervalScheduler: Scheduler = (ms, fn) => {
  const timer = setInterval(fn, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** Tick period of the real clock, ms. */
export const TICK_MS = 200;

/** How often layouts created at run time are looked for, ms of the clock. */
export const DISCOVER_MS = 5_000;


/** A layout's fleet halted because the database refused its writes (since: clock ms), or resumed. */
export type StorageHaltListener = (rt: FleetRuntime, change: { readonly halted: boolean; readonly since: number }) => void;

/** Every layout's runtime, keyed by layout id; lookups check the tenant. */
export class FleetRuntimes {
  private readonly runtimes = new Map<string, FleetRuntime>();
  private readonly ticking = new Set<string>();
  private readonly starters = new Set<(rt: FleetRuntime) => void>();
  private readonly haltListeners = new Set<StorageHaltListener>();
  /** Told after each syncVehicle (a vehicle's record changed), e.g. so VDA 5050 follows its topics. */
  private readonly syncListeners = new Set<(tenantId: number, agvId: string) => void>();
  /** The halt each runtime was last reported with, so listeners hear each change once. */
  private readonly reportedHalts = new Map<string, number>();
  private stopTimer: (() => void) | undefined;
  private lastDiscovery = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: (msg: string) => void,
    private readonly errors: ErrorSettings = { perVehicleHour: 0, durationMs: 0 },
  ) {}

  /** Loads every layout of every tenant, then ticks them with the scheduler (none: ticks are driven by hand). */
  async start(scheduler: Scheduler | null): Promise<void> {
    await this.discover();
    if (scheduler) this.stopTimer = scheduler(TICK_MS, () => void this.tickAll(true));
  }

  /**
   * Starts a runtime for every layout that has a published version and none yet (layouts
   * published at run time). A layout that was never published (a draft) does not run.
   */
  discover(): Promise<void> {
    // One look at a time, in call order: two overlapping looks would start a layout twice.
    const next = this.discovering.then(() => this.discoverOnce());
    this.discovering = next.catch(() => undefined);
    return next;
  }

  private discovering: Promise<void> = Promise.resolve();

  private async discoverOnce(): Promise<void> {
    this.lastDiscovery = this.clock();
    const layouts = await this.db
      .selectFrom('layouts')
      .select(['id', 'tenant_id'])
      .where((eb) => eb.exists(eb.selectFrom('layout_versions').select('layout_versions.id').whereRef('layout_versions.layout_id', '=', 'layouts.id')))
      .orderBy('id')
      .execute();
    for (const l of layouts) {
      if (this.runtimes.has(l.id)) continue;
      const rt = await FleetRuntime.load(this.db, this.clock, l.tenant_id, l.id, {
        log: this.log,
        options: (site) => errorInjectionFor(this.db, site, this.errors),
        errorDurationMs: this.errors.durationMs || undefined,
      });
      if (!rt) continue;
      this.runtimes.set(l.id, rt);
      for (const start of this.starters) start(rt);
    }
  }

  /**
   * Calls fn with every runtime: those running now at once, and each one discover() starts later
   * (a layout made at run time), so followers of the fleets miss none. Returns the unsubscribe.
   */
  eachRuntime(fn: (rt: FleetRuntime) => void): () => void {
    for (const rt of this.runtimes.values()) fn(rt);
    this.starters.add(fn);
    return () => this.starters.delete(fn);
  }

  /**
   * Brings the running fleets in line with a vehicle's row after agv/add or agv/edit: it joins
   * its layout's fleet (valid, with a layout that runs), leaves the one it was in, or takes its
   * new settings and lock. A vehicle carrying a load stays where it is until it has dropped it.
   */
  async syncVehicle(tenantId: number, agvId: string): Promise<void> {
    try {
      await this.syncVehicleOnce(tenantId, agvId);
    } finally {
      for (const l of this.syncListeners) l(tenantId, agvId);
    }
  }

  /** Hears every syncVehicle once it is done. Returns the unsubscribe. */
  onVehicleSynced(listener: (tenantId: number, agvId: string) => void): () => void {
    this.syncListeners.add(listener);
    return () => this.syncListeners.delete(listener);
  }

  private async syncVehicleOnce(tenantId: number, agvId: string): Promise<void> {
    const row = await loadAgvRow(this.db, tenantId, agvId);
    const target = row && row.is_valid === 1 && row.current_layout_id ? this.get(tenantId, row.current_layout_id) : undefined;
    const current = this.ofVehicle(tenantId, agvId);
    if (current && current !== target && !(await leaveFleet(current, agvId))) {
      this.log(`vehicle ${agvId} carries a load; it stays in layout ${current.layoutId} for now`);
      return;
    }
    if (!row || !target) return;
    if (current !== target) {
      if (!(await joinFleet(target, row))) this.log(`vehicle ${row.agv_code} has no free place in layout ${target.layoutId}`);
      return;
    }
    try {
      for (const cmd of settingsCommands(target, row)) await target.command(cmd);
    } catch (err) {
      // Taken out of the fleet by another change meanwhile: nothing left to update.
      if (!(err instanceof CommandRejected)) throw err;
    }
  }

  /** Hears every layout halting for storage and resuming (seen after each tick). Returns the unsubscribe. */
  onStorageHalt(listener: StorageHaltListener): () => void {
    this.haltListeners.add(listener);
    return () => this.haltListeners.delete(listener);
  }

  /** Since when (clock ms) the tenant's fleets have been halted for storage: the earliest halt, or null. */
  storageHaltedSince(tenantId: number): number | null {
    const since = this.ofTenant(tenantId).flatMap((r) => r.storageHaltedSince ?? []);
    return since.length ? Math.min(...since) : null;
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
    if (this.clock() - this.lastDiscovery >= DISCOVER_MS) {
      try {
        await this.discover();
      } catch (err) {
        this.log(`looking for new layouts failed: ${String(err)}`);
      }
    }
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
        this.reportHalt(rt);
      }),
    );
  }

  private reportHalt(rt: FleetRuntime): void {
    const since = rt.storageHaltedSince;
    const reported = this.reportedHalts.get(rt.layoutId);
    if (since === reported) return;
    const changes = [
      ...(reported === undefined ? [] : [{ halted: false, since: reported }]),
      ...(since === undefined ? [] : [{ halted: true, since }]),
    ];
    if (since === undefined) this.reportedHalts.delete(rt.layoutId);
    else this.reportedHalts.set(rt.layoutId, since);
    for (const change of changes) {
      for (const l of this.haltListeners) {
        try {
          l(rt, change);
        } catch (err) {
          this.log(`a storage halt listener failed: ${String(err)}`);
        }
      }
    }
  }

  /**
   * Stops the timer, waits for queued work and writes every vehicle's exact position, so a
   * restart finds the fleet where it stopped and nothing writes after the database closes.
   */
  async stop(): Promise<void> {
    this.stopTimer?.();
    this.stopTimer = undefined;
    await Promise.all(
      [...this.runtimes.values()].map(async (r) => {
        try {
          await r.flush();
        } catch (err) {
          this.log(`positions of layout ${r.layoutId} not stored at shutdown: ${String(err)}`);
        }
      }),
    );
  }
}
