import type { Kysely } from 'kysely';
import { Fleet, layoutChangeHolds, snapshotForLayout, type FleetCommand, type FleetEvent, type LayoutChangeHold } from '@agvs/core';
import type { Transaction } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { businessError } from '../errors.js';
import { persistEvents, type PersistState } from './persist.js';
import { restoreFleet, type LoadSettings } from './restore-fleet.js';
import { loadSiteLayout, type SiteLayout } from './site-layout.js';
import { isStorageRefusal } from '../db/storage-refusal.js';
import { flushVehicles, placeKey } from './vehicle-position.js';

export type { LoadSettings } from './restore-fleet.js';

/** How often a fleet halted for storage tries the database again, ms of the clock. */
export const RESUME_RETRY_MS = 2_000;

/** `by`: the user whose command caused the events; undefined for the fleet's own ticks. */
export type FleetListener = (events: readonly FleetEvent[], by?: string) => void;

/** A command refused by the core (unknown order, order already complete...). */
export class CommandRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'CommandRejected';
  }
}

/**
 * One layout's live fleet: the core Fleet plus its database follower. Every change (command
 * or tick) runs through one promise chain, so commands apply in arrival order, a tick never
 * interleaves with a command, and the tables are written in the order the events happened.
 *
 * When the database refuses a write (disk full, read-only, gone) the fleet halts: vehicles hold
 * where they are, commands are refused, and every RESUME_RETRY_MS the fleet is built again from
 * the tables; the first build the database stores ends the halt. What the failed write held was
 * never confirmed to anyone, so the fleet goes back to the last state the tables kept.
 */
export class FleetRuntime {
  private chain: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<FleetListener>();
  /** Told the number of each version published onto the running fleet (the live channel tells consoles). */
  private readonly siteListeners = new Set<(version: number) => void>();
  /** Told how long each fleet step of a tick took, seconds (the metrics' scheduler tick histogram). */
  private readonly tickTimers = new Set<(seconds: number) => void>();
  private haltedAt: number | undefined;
  private lastResumeTry = 0;

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private currentSite: SiteLayout,
    private current: Fleet,
    private state: PersistState,
    private readonly settings: LoadSettings,
  ) {}

  get fleet(): Fleet {
    return this.current;
  }

  /** The published site the fleet drives on (changes when a new version is published). */
  get site(): SiteLayout {
    return this.currentSite;
  }

  get layoutId(): string {
    return this.site.layoutId;
  }

  get tenantId(): number {
    return this.site.tenantId;
  }

  /** Since when (clock ms) the database refuses this fleet's writes; undefined while it stores them. */
  get storageHaltedSince(): number | undefined {
    return this.haltedAt;
  }

  /**
   * Builds the fleet from the database as it was left (restoreFleet): vehicles where they
   * stood or drove, with their loads and the orders they had taken. The clock starts at now.
   */
  static async load(db: Kysely<Database>, clock: Clock, tenantId: number, layoutId: string, settings: LoadSettings): Promise<FleetRuntime | undefined> {
    const site = await loadSiteLayout(db, tenantId, layoutId);
    if (!site) return undefined;
    const { fleet, state, stored } = await restoreFleet(db, clock(), site, settings);
    const runtime = new FleetRuntime(db, clock, site, fleet, state, settings);
    // Started on a database that refuses writes: hold from the start, resume when it stores.
    if (!stored) runtime.halt('at start');
    return runtime;
  }

  /** Runs fn after everything queued before it; a failure does not stop the queue. */
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    const next = this.chain.then(fn);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /**
   * Applies a command in order, stores its events, and returns them; throws CommandRejected.
   * `before` writes rows of the command before its events are stored; `by` is the user who
   * gave it, stored as update_by of the orders it changes (else 'fleet').
   */
  command(cmd: FleetCommand, before?: () => Promise<void>, by?: string): Promise<FleetEvent[]> {
    return this.run(async () => {
      if (this.haltedAt !== undefined) throw businessError('fleet.storageHalted');
      const events = this.fleet.apply(cmd);
      const rejected = events.find((e) => e.type === 'commandRejected');
      if (rejected?.type === 'commandRejected') throw new CommandRejected(rejected.reason);
      try {
        if (before) await before();
        await this.settle(events, by);
      } catch (err) {
        if (!this.haltOn(err)) throw err;
        throw businessError('fleet.storageHalted');
      }
      return events;
    });
  }

  /** One cycle at the clock's time. */
  tick(): Promise<void> {
    return this.run(async () => {
      if (this.haltedAt !== undefined) return this.tryResume();
      const now = Math.max(this.clock(), this.fleet.nowMs);
      try {
        // Timed here, not in the core: the core has no clock of its own. Storing the events is not counted.
        const started = performance.now();
        const events = this.fleet.tick(now);
        const seconds = (performance.now() - started) / 1000;
        for (const t of this.tickTimers) t(seconds);
        await this.settle(events);
      } catch (err) {
        if (!this.haltOn(err)) throw err;
      }
    });
  }

  /**
   * Moves the running fleet onto a newly published site without a restart (in the queue, so no
   * tick or command interleaves): when nothing the fleet holds is lost (layoutChangeHolds), `store`
   * writes the version (answering its number) in the same transaction that writes the vehicles' places, then the fleet
   * is rebuilt from its own snapshot on the new graph (Fleet.restore): vehicles stay where they
   * are, driving vehicles drive on, routes are planned again. Otherwise nothing changes and the
   * holds are answered.
   */
  replaceSite(next: SiteLayout, store: (trx: Transaction<Database>) => Promise<number>): Promise<{ readonly holds: readonly LayoutChangeHold[] }> {
    return this.run(async () => {
      if (this.haltedAt !== undefined) throw businessError('fleet.storageHalted');
      // The current graph too: a station moved under a standing vehicle is held (vehicleStationMoved).
      const holds = layoutChangeHolds(this.fleet.vehicles, this.fleet.orders, next.layout, this.fleet.graph);
      if (holds.length > 0) return { holds };
      const options = this.settings.options ? await this.settings.options(next) : {};
      const { fleet, report } = Fleet.restore(next.layout, snapshotForLayout(this.fleet.snapshot(), next.layout), options);
      for (const id of report.leftOut) this.settings.log(`vehicle ${id} has no free place on the new version of layout ${this.layoutId}; left out`);
      const now = this.clock();
      try {
        const version = await this.db.transaction().execute(async (trx) => {
          const stored = await store(trx);
          if (report.unassigned.length > 0) {
            await trx.updateTable('transorders').set({ transorder_status: 'Init', agv_id: null, update_time: now }).where('tenant_id', '=', this.tenantId).where('id', 'in', [...report.unassigned]).execute();
          }
          await flushVehicles(trx, next, fleet, now);
          return stored;
        });
        this.currentSite = { ...next, version };
      } catch (err) {
        if (!this.haltOn(err)) throw err;
        throw businessError('fleet.storageHalted');
      }
      // Held stations (setStationLocked) come over in the snapshot's map state.
      this.current = fleet;
      this.state.vehicleAt.clear();
      for (const v of fleet.vehicles) this.state.vehicleAt.set(v.config.id, placeKey(v));
      for (const l of this.siteListeners) {
        try {
          l(this.currentSite.version ?? 0);
        } catch {
          // A broken listener (a closed socket) must not undo the publish.
        }
      }
      return { holds: [] };
    });
  }

  /** Writes every vehicle's exact position, battery and load after the work queued so far (a graceful shutdown). */
  flush(): Promise<void> {
    return this.run(async () => {
      if (this.haltedAt === undefined) await flushVehicles(this.db, this.site, this.fleet, this.clock());
    });
  }

  /** Waits until everything queued so far is done. */
  idle(): Promise<void> {
    return this.run(() => undefined);
  }

  /** Listens for versions published onto this fleet (replaceSite); returns the unsubscribe. */
  onSiteReplaced(listener: (version: number) => void): () => void {
    this.siteListeners.add(listener);
    return () => this.siteListeners.delete(listener);
  }

  /** Hears the duration of each fleet step (seconds); returns the unsubscribe. */
  onTickTimed(listener: (seconds: number) => void): () => void {
    this.tickTimers.add(listener);
    return () => this.tickTimers.delete(listener);
  }

  subscribe(listener: FleetListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Halts the fleet when err is the database refusing writes; false for any other error. */
  private haltOn(err: unknown): boolean {
    if (!isStorageRefusal(err)) return false;
    this.halt(String(err));
    return true;
  }

  private halt(reason: string): void {
    const now = this.clock();
    this.haltedAt = now;
    this.lastResumeTry = now;
    this.settings.log(`layout ${this.layoutId}: the database refuses writes (${reason}); the fleet holds until it stores again`);
  }

  /** Builds the fleet again from the tables; the database storing the restored places ends the halt. */
  private async tryResume(): Promise<void> {
    const now = this.clock();
    if (now - this.lastResumeTry < RESUME_RETRY_MS) return;
    this.lastResumeTry = now;
    // Reads can fail too while the database is gone (connection lost): then the fleet keeps holding.
    const restored = await restoreFleet(this.db, now, this.site, this.settings).catch((err: unknown) => {
      if (!isStorageRefusal(err)) throw err;
      return undefined;
    });
    if (!restored?.stored) return;
    this.current = restored.fleet;
    this.state = restored.state;
    this.haltedAt = undefined;
    this.settings.log(`layout ${this.layoutId}: the database stores again; the fleet resumes`);
  }

  private async settle(events: readonly FleetEvent[], by?: string): Promise<void> {
    await persistEvents({ db: this.db, site: this.site, fleet: this.fleet, now: this.clock(), state: this.state, by }, events);
    if (events.length === 0) return;
    for (const l of this.listeners) {
      try {
        l(events, by);
      } catch {
        // A broken listener (a closed socket) must not stop the fleet.
      }
    }
  }
}
