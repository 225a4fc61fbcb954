import type { Kysely } from 'kysely';
import type { MqttClient } from 'mqtt';
import { stationId, vehicleId, type FleetCommand } from '@agvs/core';
import { VDA_ESTOP_CODE } from '@agvs/contract';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { WriteWatch } from '../../db/write-watch.js';
import type { FleetRuntimes } from '../../runtime/registry.js';
import { siteToMap, STATION_SNAP_MM, thetaToHeading } from './frame.js';
import { readConnection, readPosition, readState, type ReadState, type ReportedPosition } from './read-state.js';
import { schemaErrors, type VdaTopic } from './schemas.js';
import { INBOUND_TOPICS, OUTBOUND_TOPICS, splitTopic, topicPrefix, type InboundTopic } from './topics.js';
import { loadVdaVehicles, type VdaVehicle } from './vehicles.js';
import { writeCommLog } from './comm-log.js';
import { storeFactsheet } from './factsheet.js';
import { HeaderIds } from './header-ids.js';
import { OrderSync } from './order-sync.js';
import { instantActionBody } from './orders.js';

export interface VdaLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** What AGVS last heard from one vehicle (for the adapter page of a later slice, and tests). */
export interface VdaLiveStatus {
  connection?: string;
  lastMessageAt?: number;
  received: number;
  sent: number;
  driving?: boolean;
  paused?: boolean;
  operatingMode?: string;
  /** batteryState.charging of its last state. */
  charging?: boolean;
  /** Its last reported position (site frame), for the deviation range of a new order. */
  position?: ReportedPosition;
}

/** The connection a vehicle shows while AGVS itself has lost the broker (the standard's word for a link that broke). */
const BROKER_LOST = 'CONNECTIONBROKEN';

/** Error code an emergency stop shows as (safetyState.eStop other than NONE). */
export const ESTOP_ERROR = VDA_ESTOP_CODE;

/**
 * VDA 5050 master control (docs/vda5050.md): hears the connection, state, visualization and
 * factsheet topics of every VDA 5050 vehicle in a running fleet and reports what they say to the
 * fleet (reportVehicleState, reportNodeReached, reportNodeActions, injectError / clearError);
 * sends the orders the fleet gives them (order, order updates) and pause, resume and cancel.
 * Messages of one vehicle are handled one after the other in arrival order.
 */
export class VdaMaster {
  private vehicles = new Map<string, VdaVehicle>();
  private readonly queues = new Map<string, Promise<void>>();
  private readonly headerIds: HeaderIds;
  private readonly status = new Map<string, VdaLiveStatus>();
  /** Topic prefixes the broker has confirmed subscriptions for (since the last connect). */
  private readonly subscribed = new Set<string>();
  /** The order side: orders, updates, pause, resume, cancel, charging; progress from states (order-sync.ts). */
  private readonly orders: OrderSync;
  private refreshing: Promise<void> = Promise.resolve();
  private refreshQueued = false;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    writes: WriteWatch,
    private readonly fleets: FleetRuntimes,
    private readonly client: MqttClient,
    private readonly clock: Clock,
    private readonly log: VdaLog,
  ) {
    this.headerIds = new HeaderIds(db, clock, (m) => log.error(m));
    this.orders = new OrderSync({
      db,
      writes,
      fleets,
      clock,
      warn: (m) => log.warn(m),
      publish: (vehicle, topic, body) => this.publish(vehicle, topic, body),
      report: (vehicle, cmd) => this.report(vehicle, cmd),
      said: (agvId) => this.status.get(agvId),
    });
    client.on('message', (topic, payload) => this.receive(topic, payload));
    // Every (re)connect subscribes to all vehicles again: a broker restart may have lost the session.
    client.on('connect', () => {
      this.subscribed.clear();
      void this.subscribe([...this.vehicles.keys()]);
    });
    client.on('close', () => this.brokerLost());
  }

  /**
   * AGVS's link to the broker is gone: no vehicle hears AGVS now, so each one online is out of
   * reach, as its last will would say (no new order goes to it; its reservations stay). Once
   * connected again, the broker's retained ONLINE, or the vehicle's own after a broker restart,
   * brings it back, and only then is its order brought up to date.
   */
  private brokerLost(): void {
    if (this.closed) return;
    for (const vehicle of this.vehicles.values()) {
      const live = this.status.get(vehicle.agvId);
      if (live?.connection !== 'ONLINE') continue;
      live.connection = BROKER_LOST;
      this.enqueue(vehicle, () => this.report(vehicle, { type: 'reportVehicleState', vehicle: vehicleId(vehicle.agvId), connected: false }).then(() => undefined), `broker loss of ${vehicle.agvCode}`);
    }
  }

  /** AGVS is subscribed to the vehicle's topics (it hears what the vehicle publishes from now on). */
  listensTo(agvId: string): boolean {
    return [...this.vehicles.entries()].some(([prefix, v]) => v.agvId === agvId && this.subscribed.has(prefix));
  }

  private async subscribe(prefixes: readonly string[]): Promise<void> {
    if (!prefixes.length || !this.client.connected) return;
    try {
      // QoS 0 as the standard asks for state and visualization; connection messages are retained by the broker.
      await this.client.subscribeAsync(prefixes.flatMap((p) => INBOUND_TOPICS.map((t) => `${p}/${t}`)), { qos: 0 });
      for (const p of prefixes) if (this.vehicles.has(p)) this.subscribed.add(p);
    } catch (err) {
      this.log.warn(`VDA 5050: subscribe failed: ${String(err)}`);
    }
  }

  /** Live status of a vehicle by record id. */
  statusOf(agvId: string): VdaLiveStatus | undefined {
    return this.status.get(agvId);
  }

  /** Messages received from and sent to every vehicle since start (the metrics' MQTT counters; never goes down). */
  messageTotals(): { readonly received: number; readonly sent: number } {
    let received = 0;
    let sent = 0;
    for (const s of this.status.values()) {
      received += s.received;
      sent += s.sent;
    }
    return { received, sent };
  }

  /**
   * Reads the vehicles again and subscribes to the topics of new ones (and unsubscribes from
   * those gone). Calls while one runs are folded into one more run after it.
   */
  refresh(): Promise<void> {
    if (this.refreshQueued) return this.refreshing;
    this.refreshQueued = true;
    this.refreshing = this.refreshing.then(async () => {
      this.refreshQueued = false;
      if (this.closed) return;
      try {
        await this.refreshOnce();
      } catch (err) {
        this.log.error(`VDA 5050: reading the vehicles failed: ${String(err)}`);
      }
    });
    return this.refreshing;
  }

  private async refreshOnce(): Promise<void> {
    this.orders.forgetStations();
    const next = await loadVdaVehicles(this.db, this.fleets, (m) => this.log.warn(m));
    // Before anything is published to a new vehicle: its ids go on above the last ones sent, also across a restart.
    await this.headerIds.load([...next.keys()].flatMap((p) => OUTBOUND_TOPICS.map((t) => `${p}/${t}`)));
    const gone = [...this.vehicles.keys()].filter((p) => !next.has(p) || next.get(p)!.agvId !== this.vehicles.get(p)!.agvId);
    const added = [...next.keys()].filter((p) => !this.subscribed.has(p) || gone.includes(p));
    this.vehicles = next;
    for (const p of gone) this.subscribed.delete(p);
    const stale = gone.filter((p) => !next.has(p));
    if (stale.length && this.client.connected) {
      await this.client.unsubscribeAsync(stale.flatMap((p) => INBOUND_TOPICS.map((t) => `${p}/${t}`))).catch((err: unknown) => this.log.warn(`VDA 5050: unsubscribe failed: ${String(err)}`));
    }
    await this.subscribe(added);
  }

  /** Waits until every message received so far has been handled. */
  async idle(): Promise<void> {
    await this.refreshing;
    await Promise.all([...this.queues.values()]);
  }

  close(): void {
    this.closed = true;
  }

  /** Once closed: waits until the headerIds sent are stored (before the database closes). */
  async flush(): Promise<void> {
    await this.idle();
    await this.headerIds.flush();
  }

  private receive(topic: string, payload: Buffer): void {
    if (this.closed) return;
    const parts = splitTopic(topic);
    const vehicle = parts && this.vehicles.get(parts.prefix);
    // Empty payloads clear retained messages: nothing was said.
    if (!parts || !vehicle || payload.length === 0) return;
    this.enqueue(vehicle, () => this.handle(vehicle, parts.topic, payload), `message of ${vehicle.agvCode} on ${topic}`);
  }

  /** Runs fn after everything queued for the vehicle (messages and order syncs of one vehicle never overlap). */
  private enqueue(vehicle: VdaVehicle, fn: () => Promise<void>, what: string): void {
    const key = vehicle.agvId;
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous.then(fn).catch((err: unknown) => this.log.error(`VDA 5050: ${what} failed: ${String(err)}`));
    this.queues.set(key, next);
    void next.then(() => {
      if (this.queues.get(key) === next) this.queues.delete(key);
    });
  }

  /**
   * After a fleet step of the layout: sends each of its VDA 5050 vehicles what changed for it
   * (a new order, an order update as more of the route is released, pause, resume, cancel).
   */
  syncLayout(tenantId: number, layoutId: string): void {
    if (this.closed) return;
    for (const v of this.vehicles.values()) {
      if (v.tenantId === tenantId && v.layoutId === layoutId) this.enqueue(v, () => this.sync(v), `order sync of ${v.agvCode}`);
    }
  }

  private async sync(vehicle: VdaVehicle): Promise<void> {
    if (this.closed) return;
    await this.orders.sync(vehicle);
  }

  private async handle(vehicle: VdaVehicle, topic: InboundTopic, payload: Buffer): Promise<void> {
    if (this.closed) return;
    const live = this.liveOf(vehicle);
    live.received++;
    live.lastMessageAt = this.clock();
    let message: unknown;
    try {
      message = JSON.parse(payload.toString('utf8'));
    } catch {
      await this.logFailure(vehicle, topic, 'not JSON', payload.toString('utf8').slice(0, 200));
      return;
    }
    const problems = schemaErrors(vehicle.version, topic, message);
    if (problems.length) await this.logFailure(vehicle, topic, problems.slice(0, 5).join('; '), message);
    else await writeCommLog(this.db, this.clock(), vehicle, { direction: 'in', topic, body: message }, (m) => this.log.error(m));
    switch (topic) {
      case 'connection':
        return this.onConnection(vehicle, message);
      case 'state':
        return this.onState(vehicle, readState(message));
      case 'visualization': {
        const position = readPosition((message as { agvPosition?: unknown } | null)?.agvPosition);
        return position ? this.onState(vehicle, { position }) : undefined;
      }
      case 'factsheet':
        // Kept for the vehicle; fills the empty fields of its model (factsheet.ts).
        if (typeof message === 'object' && message !== null && !Array.isArray(message)) await storeFactsheet(this.db, this.clock(), vehicle, message);
        return;
    }
  }

  private async onConnection(vehicle: VdaVehicle, message: unknown): Promise<void> {
    const state = readConnection(message);
    if (!state) return;
    this.liveOf(vehicle).connection = state;
    await this.report(vehicle, { type: 'reportVehicleState', vehicle: vehicleId(vehicle.agvId), connected: state === 'ONLINE' });
    if (state === 'ONLINE') await this.sync(vehicle);
    if (state !== 'ONLINE') return;
    // Its state now rather than at its next report (up to 30 s away): stateRequest is a predefined action of 2.0.0 and 2.1.0.
    this.publish(vehicle, 'instantActions', instantActionBody(vehicle.version, 'stateRequest', 'NONE'));
    // 2.1.0 knows factsheetRequest: what it says fills the vehicle's model (factsheet.ts).
    if (vehicle.version === '2.1.0') this.publish(vehicle, 'instantActions', instantActionBody(vehicle.version, 'factsheetRequest', 'NONE'));
  }

  private async onState(vehicle: VdaVehicle, s: ReadState): Promise<void> {
    const live = this.liveOf(vehicle);
    if (s.charging !== undefined) live.charging = s.charging;
    if (s.position) live.position = s.position;
    if (s.driving !== undefined) live.driving = s.driving;
    if (s.paused !== undefined) live.paused = s.paused;
    if (s.operatingMode !== undefined) live.operatingMode = s.operatingMode;
    // Only AUTOMATIC takes orders, and not while paused.
    const acceptsOrders = s.operatingMode !== undefined || s.paused !== undefined ? live.operatingMode === 'AUTOMATIC' && live.paused !== true : undefined;
    const rt = this.fleets.get(vehicle.tenantId, vehicle.layoutId);
    if (!rt) return;
    // A point within the snap distance of a station puts it there; a named station when no point is given.
    const place = s.position
      ? { ...siteToMap(vehicle.origin, s.position.x, s.position.y), snapMm: STATION_SNAP_MM }
      : s.lastNodeId && rt.site.stations.has(s.lastNodeId)
        ? { station: stationId(s.lastNodeId) }
        : undefined;
    await this.report(vehicle, {
      type: 'reportVehicleState',
      vehicle: vehicleId(vehicle.agvId),
      ...(place ? { place } : {}),
      ...(s.position?.theta !== undefined ? { heading: thetaToHeading(s.position.theta) } : {}),
      ...(s.battery !== undefined ? { battery: s.battery } : {}),
      ...(acceptsOrders !== undefined ? { acceptsOrders } : {}),
    });
    await this.syncErrors(vehicle, s);
    await this.orders.progress(vehicle, s);
    await this.reportCharging(vehicle, s);
    await this.sync(vehicle);
  }

  /**
   * batteryState.charging, told after the nodes reached (at the charger it starts the charge),
   * and only when it differs from what the fleet shows.
   */
  private async reportCharging(vehicle: VdaVehicle, s: ReadState): Promise<void> {
    if (s.charging === undefined) return;
    const v = this.fleets.get(vehicle.tenantId, vehicle.layoutId)?.fleet.vehicles.find((x) => x.config.id === vehicle.agvId);
    const shown = v?.activity?.kind === 'charging';
    if (!v || s.charging === shown || (s.charging && v.mission?.kind !== 'Charge')) return;
    await this.report(vehicle, { type: 'reportVehicleState', vehicle: v.config.id, charging: s.charging });
  }

  /** The vehicle's first fatal error (or warning, or emergency stop) is its error in the fleet; none clears it. */
  private async syncErrors(vehicle: VdaVehicle, s: ReadState): Promise<void> {
    if (s.errors === undefined && s.eStop === undefined) return;
    const rt = this.fleets.get(vehicle.tenantId, vehicle.layoutId);
    const v = rt?.fleet.vehicles.find((x) => x.config.id === vehicle.agvId);
    if (!rt || !v) return;
    const errors = s.errors ?? [];
    const worst = errors.find((e) => e.level === 'FATAL') ?? errors[0];
    const wanted = s.eStop ? { code: ESTOP_ERROR, level: 'Fatal' as const } : worst ? { code: worst.type, level: worst.level === 'FATAL' ? ('Fatal' as const) : ('Warning' as const), description: worst.description } : undefined;
    if (v.error && (!wanted || v.error.code !== wanted.code)) await this.report(vehicle, { type: 'clearError', vehicle: v.config.id });
    if (wanted && v.error?.code !== wanted.code) await this.report(vehicle, { type: 'injectError', vehicle: v.config.id, code: wanted.code, level: wanted.level, category: 'AgvError', ...(wanted.description ? { description: wanted.description } : {}) });
  }

  /** Applies a fleet command; false when it was refused. */
  private async report(vehicle: VdaVehicle, cmd: FleetCommand): Promise<boolean> {
    const rt = this.fleets.get(vehicle.tenantId, vehicle.layoutId);
    if (!rt) return false;
    try {
      await rt.command(cmd);
      return true;
    } catch (err) {
      // Refused (the vehicle left the fleet meanwhile, the database halted): the next message tries again.
      this.log.warn(`VDA 5050: ${cmd.type} of ${vehicle.agvCode} not applied: ${String(err)}`);
      return false;
    }
  }

  /**
   * Publishes a message with its header (headerId counting per vehicle and topic, on from the last
   * one stored, header-ids.ts; ISO 8601 UTC timestamp); a message the official schema of the
   * vehicle's version refuses is not sent.
   */
  publish(vehicle: VdaVehicle, topic: VdaTopic, body: Record<string, unknown>): boolean {
    // Not queued while the broker is away: a vehicle not yet subscribed again would miss it; the next sync sends what is due.
    if (!this.client.connected) return false;
    const key = `${topicPrefix(vehicle)}/${topic}`;
    const headerId = this.headerIds.next(key);
    const message = {
      headerId,
      timestamp: new Date(this.clock()).toISOString(),
      version: vehicle.version,
      manufacturer: vehicle.manufacturer,
      serialNumber: vehicle.serialNumber,
      ...body,
    };
    const problems = schemaErrors(vehicle.version, topic, message);
    if (problems.length) {
      this.log.error(`VDA 5050: ${topic} for ${vehicle.agvCode} refused by the ${vehicle.version} schema, not sent: ${problems.join('; ')}`);
      return false;
    }
    this.headerIds.sent(key, headerId);
    this.liveOf(vehicle).sent++;
    void writeCommLog(this.db, this.clock(), vehicle, { direction: 'out', topic, body: message }, (m) => this.log.error(m));
    this.client.publish(key, JSON.stringify(message), { qos: 0 }, (err) => {
      if (err) this.log.warn(`VDA 5050: ${topic} for ${vehicle.agvCode} not sent: ${String(err)}`);
    });
    return true;
  }

  private liveOf(vehicle: VdaVehicle): VdaLiveStatus {
    let s = this.status.get(vehicle.agvId);
    if (!s) this.status.set(vehicle.agvId, (s = { received: 0, sent: 0 }));
    return s;
  }

  /** A received message that is not valid goes to the interface log (it is still used where it can be read). */
  private async logFailure(vehicle: VdaVehicle, topic: InboundTopic, problem: string, body: unknown): Promise<void> {
    this.log.warn(`VDA 5050: ${topic} of ${vehicle.agvCode} is not valid ${vehicle.version}: ${problem}`);
    await writeCommLog(this.db, this.clock(), vehicle, { direction: 'in', topic, body, problem }, (m) => this.log.error(m));
  }
}
