import type { Kysely } from 'kysely';
import type { FleetEvent } from '@agvs/core';
import type { FleetSocketMessage } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';
import { infoCards, occupiedStations } from './cards.js';

type Send = (message: FleetSocketMessage) => void;

// A vehicle joining (agv/add) or leaving (isValid 0, another layout) the fleet changes the cards
// and the stations vehicles stand on.
const VEHICLE_EVENTS = new Set<FleetEvent['type']>([
  'vehicleMoved', 'vehicleStatusChanged', 'batteryChanged', 'loadChanged', 'vehicleChanged', 'vehicleError', 'vehicleErrorCleared', 'chargingStarted', 'chargingStopped', 'missionStarted',
  'vehicleAdded', 'vehicleRemoved',
]);
const OCCUPANCY_EVENTS = new Set<FleetEvent['type']>(['vehicleArrived', 'vehicleMoved', 'mapChanged', 'stationOccupancyChanged', 'vehicleAdded', 'vehicleRemoved']);

/**
 * One layout's live push: follows the runtime's events and sends what changed to every socket
 * watching the layout. Messages are built once per batch for all sockets, and batches that
 * arrive while one is being built are merged, so a slow database never queues work. Sockets
 * watching only the layout (the map monitor) get just the published version, at once and on
 * every publish, and none of the fleet's traffic.
 */
export class LiveFeed {
  private readonly sockets = new Set<Send>();
  private readonly layoutOnly = new Set<Send>();
  private unsubscribeSite: (() => void) | undefined;
  private pending = { agvs: false, occupied: false, orders: new Map<string, { transorderStatus: string; agvId: string | null }>() };
  private building: Promise<void> | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly rt: FleetRuntime,
  ) {}

  get size(): number {
    return this.sockets.size + this.layoutOnly.size;
  }

  /** `watch` layout: only layoutVersion messages. */
  async add(send: Send, watch: 'all' | 'layout' = 'all'): Promise<void> {
    this.unsubscribeSite ??= this.rt.onSiteReplaced((version) => {
      const message: FleetSocketMessage = { type: 'layoutVersion', layoutId: this.rt.layoutId, version };
      for (const s of [...this.sockets, ...this.layoutOnly]) s(message);
    });
    const version: FleetSocketMessage = { type: 'layoutVersion', layoutId: this.rt.layoutId, version: this.rt.site.version ?? 0 };
    if (watch === 'layout') {
      this.layoutOnly.add(send);
      send(version);
      return;
    }
    this.sockets.add(send);
    this.unsubscribe ??= this.rt.subscribe((events) => this.onEvents(events));
    const [agvs, occupied] = await Promise.all([infoCards(this.db, this.rt.tenantId, [this.rt]), occupiedStations(this.db, this.rt)]);
    send({ type: 'snapshot', agvs, occupied });
    send(version);
  }

  remove(send: Send): void {
    this.sockets.delete(send);
    this.layoutOnly.delete(send);
    if (this.sockets.size === 0) {
      this.unsubscribe?.();
      this.unsubscribe = undefined;
    }
    if (this.size === 0) {
      this.unsubscribeSite?.();
      this.unsubscribeSite = undefined;
    }
  }

  private onEvents(events: readonly FleetEvent[]): void {
    for (const e of events) {
      if (VEHICLE_EVENTS.has(e.type)) this.pending.agvs = true;
      if (OCCUPANCY_EVENTS.has(e.type) && (e.type !== 'vehicleMoved' || e.station !== undefined)) this.pending.occupied = true;
      if (e.type === 'orderStateChanged') this.pending.orders.set(e.order, { transorderStatus: e.to, agvId: e.vehicle ?? null });
    }
    if (!this.building) this.building = this.flush().finally(() => (this.building = undefined));
  }

  private async flush(): Promise<void> {
    while (this.pending.agvs || this.pending.occupied || this.pending.orders.size) {
      const p = this.pending;
      this.pending = { agvs: false, occupied: false, orders: new Map() };
      try {
        if (p.orders.size) this.broadcast({ type: 'orders', orders: [...p.orders].map(([id, o]) => ({ id, ...o })) });
        if (p.agvs) this.broadcast({ type: 'agvs', agvs: await infoCards(this.db, this.rt.tenantId, [this.rt]) });
        if (p.occupied) this.broadcast({ type: 'occupied', occupied: await occupiedStations(this.db, this.rt) });
      } catch {
        // The database is closing or failed this once; the next batch brings the state again.
        return;
      }
    }
  }

  private broadcast(message: FleetSocketMessage): void {
    for (const send of this.sockets) send(message);
  }
}
