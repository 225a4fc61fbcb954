import type { Kysely } from 'kysely';
import { stationId, type FleetEvent } from '@agvs/core';
import type { FleetSocketMessage } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';
import { cardDeltas } from './card-patch.js';
import { occupiedStations } from './cards.js';
import { diffById, type Sent } from './feed-diff.js';
import { layoutCards } from './layout-cards.js';

/**
 * One socket's sink: takes a frame already serialised and encoded (the same bytes for every
 * socket: a string would be encoded again per socket, 2,000 times for each delta).
 */
export type Send = (frame: Buffer) => void;

// A vehicle joining (agv/add) or leaving (isValid 0, another layout) the fleet changes the cards
// and the stations vehicles stand on.
const VEHICLE_EVENTS = new Set<FleetEvent['type']>([
  'vehicleMoved', 'vehicleStatusChanged', 'batteryChanged', 'loadChanged', 'vehicleChanged', 'vehicleError', 'vehicleErrorCleared', 'chargingStarted', 'chargingStopped', 'missionStarted',
  'vehicleAdded', 'vehicleRemoved', 'orderStateChanged',
]);
const OCCUPANCY_EVENTS = new Set<FleetEvent['type']>(['vehicleArrived', 'vehicleMoved', 'mapChanged', 'stationOccupancyChanged', 'vehicleAdded', 'vehicleRemoved']);
const LOAD_EVENTS = new Set<FleetEvent['type']>(['stationOccupancyChanged', 'mapChanged']);

const frame = (message: FleetSocketMessage) => Buffer.from(JSON.stringify(message));

/**
 * One layout's live push: follows the runtime's events and sends what changed to every socket
 * watching the layout. A socket gets one snapshot (cards and occupied stations, then every
 * loaded station), then deltas: the cards of vehicles joining, the changed fields of the others'
 * cards (a moving vehicle changes a few of its card's ~1.5 KB), the uids of vehicles gone, occupied
 * entries added or changed and the ids freed, stations loaded and freed, order state changes. Each message is serialised once for all sockets (serialising
 * per socket was most of the server's time with many monitors). Batches are built one at a time;
 * events and sockets that arrive meanwhile wait for the next build, merged, so a slow database
 * never queues work and every socket's state follows the same baseline. Sockets watching only the
 * layout (watch=layout) get just the published version, at once and on every publish.
 */
export class LiveFeed {
  private readonly sockets = new Set<Send>();
  private readonly joining = new Set<Send>();
  private readonly layoutOnly = new Set<Send>();
  private unsubscribeSite: (() => void) | undefined;
  private pending = { agvs: false, occupied: false, loads: false, orders: new Map<string, { transorderStatus: string; agvId: string | null }>() };
  /** What every socket holds now: each card (by agvUid) and occupied entry (by id) as last sent, the loaded stations. */
  private sent: { cards: Sent; occupied: Sent; loads: ReadonlySet<string> } | undefined;
  private building: Promise<void> | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly rt: FleetRuntime,
  ) {}

  get size(): number {
    return this.sockets.size + this.joining.size + this.layoutOnly.size;
  }

  /** `watch` layout: only layoutVersion messages. Resolves once the socket has its snapshot. */
  add(send: Send, watch: 'all' | 'layout' = 'all'): Promise<void> {
    this.unsubscribeSite ??= this.rt.onSiteReplaced((version) => {
      const message = frame({ type: 'layoutVersion', layoutId: this.rt.layoutId, version });
      for (const s of [...this.sockets, ...this.layoutOnly]) s(message);
      // Another version may have other stations: their loads are compared again.
      if (this.sent) {
        this.pending.loads = true;
        void this.build();
      }
    });
    if (watch === 'layout') {
      this.layoutOnly.add(send);
      send(this.versionFrame());
      return Promise.resolve();
    }
    this.joining.add(send);
    this.unsubscribe ??= this.rt.subscribe((events) => this.onEvents(events));
    return this.build();
  }

  remove(send: Send): void {
    this.sockets.delete(send);
    this.joining.delete(send);
    this.layoutOnly.delete(send);
    if (this.sockets.size + this.joining.size === 0) {
      this.unsubscribe?.();
      this.unsubscribe = undefined;
      // Nobody follows the changes any more: the next socket starts from a fresh snapshot.
      this.sent = undefined;
    }
    if (this.size === 0) {
      this.unsubscribeSite?.();
      this.unsubscribeSite = undefined;
    }
  }

  private versionFrame(): Buffer {
    return frame({ type: 'layoutVersion', layoutId: this.rt.layoutId, version: this.rt.site.version ?? 0 });
  }

  private onEvents(events: readonly FleetEvent[]): void {
    for (const e of events) {
      if (VEHICLE_EVENTS.has(e.type)) this.pending.agvs = true;
      if (OCCUPANCY_EVENTS.has(e.type) && (e.type !== 'vehicleMoved' || e.station !== undefined)) this.pending.occupied = true;
      if (LOAD_EVENTS.has(e.type)) this.pending.loads = true;
      if (e.type === 'orderStateChanged') this.pending.orders.set(e.order, { transorderStatus: e.to, agvId: e.vehicle ?? null });
    }
    void this.build();
  }

  private build(): Promise<void> {
    this.building ??= this.flush().finally(() => (this.building = undefined));
    return this.building;
  }

  private async flush(): Promise<void> {
    while (this.pending.agvs || this.pending.occupied || this.pending.loads || this.pending.orders.size || this.joining.size) {
      const p = this.pending;
      const joining = [...this.joining];
      this.pending = { agvs: false, occupied: false, loads: false, orders: new Map() };
      // Sockets joining get the whole state: both lists are read afresh whenever one joins.
      const fresh = joining.length > 0 || !this.sent;
      try {
        if (p.orders.size) this.broadcast(frame({ type: 'orders', orders: [...p.orders].map(([id, o]) => ({ id, ...o })) }));
        const [cards, occupied] = await Promise.all([
          fresh || p.agvs ? layoutCards(this.db, this.rt) : undefined,
          fresh || p.occupied ? occupiedStations(this.db, this.rt) : undefined,
        ]);
        const before = this.sent ?? { cards: new Map(), occupied: new Map(), loads: new Set<string>() };
        const next = { cards: before.cards, occupied: before.occupied, loads: before.loads };
        // Loads are the runtime's own state: read at once, no database.
        if (fresh || p.loads) {
          const loads = this.loadedStations();
          const loaded = [...loads].filter((code) => !before.loads.has(code));
          const freed = [...before.loads].filter((code) => !loads.has(code));
          next.loads = loads;
          if (loaded.length || freed.length) this.broadcast(frame({ type: 'loads', loaded, freed }));
        }
        if (cards) {
          const d = diffById(before.cards, cards, (c) => c.agvUid);
          next.cards = d.sent;
          const { whole, patches } = cardDeltas(before.cards, d.sent, d.changed);
          if (whole.length || d.removed.length) this.broadcast(frame({ type: 'agvs', agvs: whole, removed: d.removed }));
          if (patches.length) this.broadcast(frame({ type: 'agvPatch', patches }));
        }
        if (occupied) {
          const d = diffById(before.occupied, occupied, (o) => o.id);
          next.occupied = d.sent;
          if (d.changed.length || d.removed.length) this.broadcast(frame({ type: 'occupied', occupied: d.changed, removed: d.removed }));
        }
        this.sent = next;
        if (joining.length && cards && occupied) {
          const snapshot = frame({ type: 'snapshot', agvs: cards, occupied });
          const loads = frame({ type: 'loads', loaded: [...next.loads], freed: [], all: true });
          const version = this.versionFrame();
          for (const send of joining) {
            // A socket closed while the snapshot was read has left the joining set.
            if (!this.joining.delete(send)) continue;
            send(snapshot);
            send(loads);
            send(version);
            this.sockets.add(send);
          }
        }
      } catch {
        // The database is closing or failed this once: joining sockets wait for the next batch,
        // which brings the state again.
        return;
      }
    }
  }

  /** Codes of the layout's stations a load stands on, in the fleet's order of stations. */
  private loadedStations(): Set<string> {
    const loaded = new Set<string>();
    for (const code of this.rt.site.stations.keys()) if (this.rt.fleet.stationOccupied(stationId(code))) loaded.add(code);
    return loaded;
  }

  private broadcast(message: Buffer): void {
    for (const send of this.sockets) send(message);
  }
}
