import type { Kysely } from 'kysely';
import { Fleet, type FleetCommand, type FleetEvent } from '@agvs/core';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { persistEvents, PersistState } from './persist.js';
import { loadAgvRows, loadOpenOrders, newVehicle, restoredOrder } from './restore.js';
import { loadSiteLayout, type SiteLayout } from './site-layout.js';

export type FleetListener = (events: readonly FleetEvent[]) => void;

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

  /** Builds the fleet from the database: layout graph, vehicles where they stood, open orders. */
  static async load(db: Kysely<Database>, clock: Clock, tenantId: number, layoutId: string, log: (msg: string) => void): Promise<FleetRuntime | undefined> {
    const site = await loadSiteLayout(db, tenantId, layoutId);
    if (!site) return undefined;
    const fleet = new Fleet(site.layout, [], { startMs: clock() });
    const runtime = new FleetRuntime(db, clock, site, fleet);
    const placed = new Map<string, { at: string; loaded: boolean }>();
    for (const row of await loadAgvRows(db, tenantId, layoutId)) {
      // A vehicle stopped between stations stands again at the last one it reached, or the next.
      const candidates = [row.current_station_code, row.next_station_code].filter((c): c is string => !!c && site.stations.has(c));
      const at = candidates.find((c) => !fleet.apply({ type: 'addVehicle', vehicle: newVehicle(row, c) }).some((e) => e.type === 'commandRejected'));
      if (!at) {
        log(`vehicle ${row.agv_code} has no free station to stand on; left out of layout ${layoutId}`);
        continue;
      }
      placed.set(row.id, { at, loaded: row.load_status === 1 });
      runtime.state.vehicleAt.set(row.id, at);
    }
    for (const s of site.layout.stations) if (s.occupied) fleet.apply({ type: 'setStationOccupied', station: s.id, occupied: true });
    const held = await db
      .selectFrom('occupied_stations')
      .innerJoin('stations', 'stations.id', 'occupied_stations.station_id')
      .select('stations.station_code')
      .where('occupied_stations.tenant_id', '=', tenantId)
      .where('occupied_stations.layout_id', '=', layoutId)
      .execute();
    for (const h of held) fleet.apply({ type: 'setStationLocked', station: h.station_code as never, locked: true });
    for (const row of await loadOpenOrders(db, tenantId, layoutId)) {
      const order = restoredOrder(row, placed);
      if (!order) continue;
      const rejected = fleet.apply({ type: 'addOrder', order }).find((e) => e.type === 'commandRejected');
      if (rejected) log(`order ${row.transorder_code} not restored: ${rejected.type === 'commandRejected' ? rejected.reason : ''}`);
      else runtime.state.restored(row.id, row.transorder_status);
    }
    return runtime;
  }

  /** Runs fn after everything queued before it; a failure does not stop the queue. */
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    const next = this.chain.then(fn);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Applies a command in order, stores its events, and returns them; throws CommandRejected. */
  command(cmd: FleetCommand, before?: () => Promise<void>): Promise<FleetEvent[]> {
    return this.run(async () => {
      const events = this.fleet.apply(cmd);
      const rejected = events.find((e) => e.type === 'commandRejected');
      if (rejected?.type === 'commandRejected') throw new CommandRejected(rejected.reason);
      if (before) await before();
      await this.settle(events);
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

  private async settle(events: readonly FleetEvent[]): Promise<void> {
    await persistEvents({ db: this.db, site: this.site, fleet: this.fleet, now: this.clock(), state: this.state }, events);
    if (events.length === 0) return;
    for (const l of this.listeners) {
      try {
        l(events);
      } catch {
        // A broken listener (a closed socket) must not stop the fleet.
      }
    }
  }
}
