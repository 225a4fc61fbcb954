import type { Kysely } from 'kysely';
import { Fleet, type FleetCommand, type FleetEvent, type FleetOptions, type FleetSnapshot } from '@agvs/core';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { persistEvents, PersistState } from './persist.js';
import { loadAgvRows, loadOpenErrors, loadOpenOrders, savedOrder, savedVehicle } from './restore.js';
import { loadSiteLayout, type SiteLayout } from './site-layout.js';

/** How long an error still open at a restart lasts when error injection does not say, ms. */
const DEFAULT_ERROR_MS = 120_000;

export interface LoadSettings {
  readonly log: (msg: string) => void;
  /** Core options for the layout (error injection). */
  readonly options?: (site: SiteLayout) => Promise<FleetOptions>;
  /** How long an error still open in the tables lasts after the restart, ms. */
  readonly errorDurationMs?: number;
}

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
 */
export class FleetRuntime {
  private chain: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<FleetListener>();
  private readonly state = new PersistState();

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    readonly site: SiteLayout,
    readonly fleet: Fleet,
  ) {}

  get layoutId(): string {
    return this.site.layoutId;
  }

  get tenantId(): number {
    return this.site.tenantId;
  }

  /**
   * Builds the fleet from the database as it was left: layout graph, vehicles on their station
   * or on the segment they were driving, loaded or not, and open orders with the vehicle that
   * had taken them (Fleet.restore), so a restart assigns nothing twice. The clock starts at now.
   */
  static async load(db: Kysely<Database>, clock: Clock, tenantId: number, layoutId: string, settings: LoadSettings): Promise<FleetRuntime | undefined> {
    const { log, options = async () => ({}), errorDurationMs = DEFAULT_ERROR_MS } = settings;
    const site = await loadSiteLayout(db, tenantId, layoutId);
    if (!site) return undefined;
    const now = clock();
    const rows = (await loadAgvRows(db, tenantId, layoutId)).filter((r): r is typeof r & { current_station_code: string } => site.stations.has(r.current_station_code!));
    const orders = await loadOpenOrders(db, tenantId, layoutId);
    // A vehicle stopped with an error before the restart stands still again, for a fresh duration.
    const errors = await loadOpenErrors(db, tenantId, rows.map((r) => r.id));
    const snapshot: FleetSnapshot = {
      nowMs: now,
      vehicles: rows.map((r) => {
        const e = errors.get(r.id);
        return { ...savedVehicle(r), error: e ? { ...e, untilMs: now + errorDurationMs } : undefined };
      }),
      orders: orders.flatMap((r) => savedOrder(r, now) ?? []),
      loads: site.layout.stations.filter((s) => s.occupied).map((s) => s.id),
    };
    const { fleet, report } = Fleet.restore(site.layout, snapshot, await options(site));
    const runtime = new FleetRuntime(db, clock, site, fleet);
    for (const id of report.leftOut) log(`vehicle ${id} has no free place to stand on; left out of layout ${layoutId}`);
    if (report.unassigned.length > 0) {
      // Their vehicle is gone: the rows wait for a new one as the core does.
      await db.updateTable('transorders').set({ transorder_status: 'Init', agv_id: null, update_time: now }).where('tenant_id', '=', tenantId).where('id', 'in', [...report.unassigned]).execute();
    }
    for (const v of fleet.vehicles) {
      const p = v.motion.position;
      runtime.state.vehicleAt.set(v.config.id, p.kind === 'at' ? p.station : p.edge.from);
    }
    const held = await db
      .selectFrom('occupied_stations')
      .innerJoin('stations', 'stations.id', 'occupied_stations.station_id')
      .select('stations.station_code')
      .where('occupied_stations.tenant_id', '=', tenantId)
      .where('occupied_stations.layout_id', '=', layoutId)
      .execute();
    for (const h of held) fleet.apply({ type: 'setStationLocked', station: h.station_code as never, locked: true });
    const restored = new Set<string>(fleet.orders.map((o) => o.id));
    for (const row of orders) if (!restored.has(row.id)) log(`order ${row.transorder_code} not restored: it has no source or destination`);
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
      const events = this.fleet.apply(cmd);
      const rejected = events.find((e) => e.type === 'commandRejected');
      if (rejected?.type === 'commandRejected') throw new CommandRejected(rejected.reason);
      if (before) await before();
      await this.settle(events, by);
      return events;
    });
  }

  /** One cycle at the clock's time. */
  tick(): Promise<void> {
    return this.run(async () => {
      const now = Math.max(this.clock(), this.fleet.nowMs);
      await this.settle(this.fleet.tick(now));
    });
  }

  /** Waits until everything queued so far is done. */
  idle(): Promise<void> {
    return this.run(() => undefined);
  }

  subscribe(listener: FleetListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
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
