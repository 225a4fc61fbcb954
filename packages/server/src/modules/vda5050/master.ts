import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MqttClient } from 'mqtt';
import { stationId, vehicleId, type FleetCommand } from '@agvs/core';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { FleetRuntimes } from '../../runtime/registry.js';
import { siteToMap, STATION_SNAP_MM, thetaToHeading } from './frame.js';
import { readConnection, readPosition, readState, type ReadState } from './read-state.js';
import { schemaErrors, type VdaTopic } from './schemas.js';
import { INBOUND_TOPICS, splitTopic, topicPrefix, type InboundTopic } from './topics.js';
import { loadVdaVehicles, type VdaVehicle } from './vehicles.js';
import { DEFAULT_LOAD_TYPE, DEFAULT_STATION_TYPE, instantActionsBody, newSentOrder, orderMessage, type SentOrder, type VdaAction } from './orders.js';

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
}

/** Error code an emergency stop shows as (safetyState.eStop other than NONE). */
export const ESTOP_ERROR = 'VDA_ESTOP';

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
  private readonly headerIds = new Map<string, number>();
  private readonly status = new Map<string, VdaLiveStatus>();
  /** Topic prefixes the broker has confirmed subscriptions for (since the last connect). */
  private readonly subscribed = new Set<string>();
  /** What was sent of each vehicle's running order, by record id. */
  private readonly sentOrders = new Map<string, SentOrder>();
  /** The lock state last told a vehicle (startPause / stopPause), by record id. */
  private readonly pauseSent = new Map<string, boolean>();
  /** Container type of each station code, per layout (loadType of pick and drop). */
  private readonly containerTypes = new Map<string, Promise<Map<string, string | null>>>();
  private refreshing: Promise<void> = Promise.resolve();
  private refreshQueued = false;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly fleets: FleetRuntimes,
    private readonly client: MqttClient,
    private readonly clock: Clock,
    private readonly log: VdaLog,
  ) {
    client.on('message', (topic, payload) => this.receive(topic, payload));
    // Every (re)connect subscribes to all vehicles again: a broker restart may have lost the session.
    client.on('connect', () => {
      this.subscribed.clear();
      void this.subscribe([...this.vehicles.keys()]);
    });
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
    this.containerTypes.clear();
    const next = await loadVdaVehicles(this.db, this.fleets, (m) => this.log.warn(m));
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
    const rt = this.fleets.get(vehicle.tenantId, vehicle.layoutId);
    const v = rt?.fleet.vehicles.find((x) => x.config.id === vehicle.agvId);
    if (!rt || !v) return;
    const id = vehicle.agvId;
    if (v.connected && v.locked !== (this.pauseSent.get(id) ?? false)) {
      const sent = this.publish(vehicle, 'instantActions', instantActionsBody(vehicle.version, [{ actionId: randomUUID(), actionType: v.locked ? 'startPause' : 'stopPause', blockingType: 'HARD' }]));
      if (sent) this.pauseSent.set(id, v.locked);
    }
    const d = rt.fleet.driveInstruction(v.config.id);
    const coreOrder = d?.mission.kind === 'Delivery' ? d.mission.order : undefined;
    let sent = this.sentOrders.get(id);
    if (sent && sent.coreOrder !== coreOrder) {
      const was = sent.coreOrder;
      // Closed (or taken away) before it was done: the vehicle drops it.
      if (rt.fleet.orders.find((o) => o.id === was)?.state !== 'Complete') {
        const cancel: VdaAction = { actionId: randomUUID(), actionType: 'cancelOrder', blockingType: 'NONE' };
        this.publish(vehicle, 'instantActions', instantActionsBody(vehicle.version, [cancel]));
      }
      this.sentOrders.delete(id);
      sent = undefined;
    }
    if (!d || !coreOrder || !v.connected || rt.fleet.order(coreOrder).state === 'Pause') return;
    if (sent) {
      const last = sent.base[sent.base.length - 1];
      const passes = d.from === last.station || d.released.some((e) => e.to === last.station);
      if (!passes) {
        if (!sent.stitchLost) this.log.warn(`VDA 5050: the route of ${vehicle.agvCode} was planned again past what it was sent (node ${last.station}); no order update`);
        sent.stitchLost = true;
        return;
      }
    }
    const types = await this.containerTypesOf(vehicle);
    const isNew = !sent;
    const target = sent ?? newSentOrder(coreOrder);
    const body = orderMessage(d, target, {
      graph: rt.fleet.graph,
      origin: vehicle.origin,
      mapId: vehicle.layoutId,
      loadOf: (station) => ({ stationType: DEFAULT_STATION_TYPE, loadType: types.get(station) || DEFAULT_LOAD_TYPE }),
    }, isNew);
    if (!body) return;
    if (this.publish(vehicle, 'order', body) && isNew) this.sentOrders.set(id, target);
  }

  private containerTypesOf(vehicle: VdaVehicle): Promise<Map<string, string | null>> {
    let types = this.containerTypes.get(vehicle.layoutId);
    if (!types) {
      types = this.db
        .selectFrom('stations')
        .select(['station_code', 'station_container_type'])
        .where('tenant_id', '=', vehicle.tenantId)
        .where('layout_id', '=', vehicle.layoutId)
        .execute()
        .then((rows) => new Map(rows.map((r) => [r.station_code, r.station_container_type])));
      this.containerTypes.set(vehicle.layoutId, types);
    }
    return types;
  }

  /** Progress the state shows on the order AGVS sent: nodes reached, then the actions of a node finished or failed. */
  private async progress(vehicle: VdaVehicle, s: ReadState): Promise<void> {
    const sent = this.sentOrders.get(vehicle.agvId);
    if (!sent || s.orderId !== sent.orderId) return;
    const id = vehicleId(vehicle.agvId);
    if (s.lastNodeSequenceId !== undefined && s.lastNodeSequenceId > sent.reachedSeq) {
      const node = sent.base.find((n) => n.seq === s.lastNodeSequenceId);
      if (node) {
        sent.reachedSeq = node.seq;
        await this.report(vehicle, { type: 'reportNodeReached', vehicle: id, station: stationId(node.station) });
      }
    }
    if (!s.actionStates) return;
    const status = new Map(s.actionStates.map((a) => [a.actionId, a.status]));
    for (const seq of new Set(sent.actions.values())) {
      if (sent.actionsReported.has(seq) || seq > sent.reachedSeq) continue;
      const states = [...sent.actions].filter(([, at]) => at === seq).map(([actionId]) => status.get(actionId));
      const result = states.includes('FAILED') ? 'failed' : states.every((x) => x === 'FINISHED') ? 'finished' : undefined;
      if (!result) continue;
      sent.actionsReported.add(seq);
      const station = sent.base.find((n) => n.seq === seq)?.station;
      if (station) await this.report(vehicle, { type: 'reportNodeActions', vehicle: id, station: stationId(station), result });
    }
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
    if (problems.length) await this.logFailure(vehicle, topic, problems.slice(0, 5).join('; '), null);
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
        // Model data from the factsheet is a later slice; it is validated and counted.
        return;
    }
  }

  private async onConnection(vehicle: VdaVehicle, message: unknown): Promise<void> {
    const state = readConnection(message);
    if (!state) return;
    this.liveOf(vehicle).connection = state;
    await this.report(vehicle, { type: 'reportVehicleState', vehicle: vehicleId(vehicle.agvId), connected: state === 'ONLINE' });
    if (state === 'ONLINE') await this.sync(vehicle);
    // 2.1.0 knows stateRequest; a 2.0.0 vehicle sends its state on its own (at the latest every 30 s).
    if (state === 'ONLINE' && vehicle.version === '2.1.0') {
      this.publish(vehicle, 'instantActions', { actions: [{ actionId: randomUUID(), actionType: 'stateRequest', blockingType: 'NONE' }] });
    }
  }

  private async onState(vehicle: VdaVehicle, s: ReadState): Promise<void> {
    const live = this.liveOf(vehicle);
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
    await this.progress(vehicle, s);
    await this.sync(vehicle);
  }

  /** The vehicle's first fatal error (or warning, or emergency stop) is its error in the fleet; none clears it. */
  private async syncErrors(vehicle: VdaVehicle, s: ReadState): Promise<void> {
    if (s.errors === undefined && s.eStop === undefined) return;
    const rt = this.fleets.get(vehicle.tenantId, vehicle.layoutId);
    const v = rt?.fleet.vehicles.find((x) => x.config.id === vehicle.agvId);
    if (!rt || !v) return;
    const errors = s.errors ?? [];
    const worst = errors.find((e) => e.level === 'FATAL') ?? errors[0];
    const wanted = s.eStop ? { code: ESTOP_ERROR, level: 'Fatal' as const } : worst ? { code: worst.type, level: worst.level === 'FATAL' ? ('Fatal' as const) : ('Warning' as const) } : undefined;
    if (v.error && (!wanted || v.error.code !== wanted.code)) await this.report(vehicle, { type: 'clearError', vehicle: v.config.id });
    if (wanted && v.error?.code !== wanted.code) await this.report(vehicle, { type: 'injectError', vehicle: v.config.id, code: wanted.code, level: wanted.level, category: 'AgvError' });
  }

  private async report(vehicle: VdaVehicle, cmd: FleetCommand): Promise<void> {
    const rt = this.fleets.get(vehicle.tenantId, vehicle.layoutId);
    if (!rt) return;
    try {
      await rt.command(cmd);
    } catch (err) {
      // Refused (the vehicle left the fleet meanwhile, the database halted): the next message tries again.
      this.log.warn(`VDA 5050: ${cmd.type} of ${vehicle.agvCode} not applied: ${String(err)}`);
    }
  }

  /**
   * Publishes a message with its header (headerId counting per vehicle and topic, ISO 8601 UTC
   * timestamp); a message the official schema of the vehicle's version refuses is not sent.
   */
  publish(vehicle: VdaVehicle, topic: VdaTopic, body: Record<string, unknown>): boolean {
    const key = `${topicPrefix(vehicle)}/${topic}`;
    const headerId = (this.headerIds.get(key) ?? -1) + 1;
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
    this.headerIds.set(key, headerId);
    this.liveOf(vehicle).sent++;
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
  private async logFailure(vehicle: VdaVehicle, topic: InboundTopic, message: string, body: string | null): Promise<void> {
    this.log.warn(`VDA 5050: ${topic} of ${vehicle.agvCode} is not valid ${vehicle.version}: ${message}`);
    try {
      await this.db
        .insertInto('interface_logs')
        .values({
          id: randomUUID(),
          tenant_id: vehicle.tenantId,
          caller: vehicle.agvCode,
          method: 'MQTT',
          path: `${topicPrefix(vehicle)}/${topic}`.slice(0, 1000),
          body_summary: body,
          status: 400,
          success: 0,
          message: message.slice(0, 500),
          duration_ms: 0,
          ip: null,
          created_at: this.clock(),
        })
        .execute();
    } catch (err) {
      this.log.error(`VDA 5050: interface log write failed: ${String(err)}`);
    }
  }
}
