import type { OrderId, StationId, VehicleId } from '../ids.js';
import { DefaultChargingPolicy, type ChargingPolicy } from '../dispatch/charging-policy.js';
import { withIdleCharging } from '../dispatch/idle-charging.js';
import { DefaultDispatcher } from '../dispatch/default-dispatcher.js';
import type { DispatchDecision, DispatchView, Dispatcher, OrderWaitReason } from '../dispatch/dispatcher.js';
import type { MapState } from '../model/availability.js';
import { baseSteps } from '../model/position.js';
import { buildGraph, type GraphOptions, type LayoutGraph } from '../model/graph.js';
import type { Layout } from '../model/layout.js';
import { firstLeg, type Order } from '../orders/order.js';
import { preferredDirectionCost, travelTimeCost, type EdgeCost } from '../routing/cost.js';
import { CongestionMap, type CongestionOptions } from '../routing/congestion.js';
import { againstPreferred } from '../routing/preferred-directions.js';
import { DefaultRouter } from '../routing/default-router.js';
import type { Router } from '../routing/router.js';
import { ClearingDistances } from '../traffic/clearing.js';
import { DefaultTrafficController } from '../traffic/default-traffic-controller.js';
import type { TrafficController, TrafficResult } from '../traffic/types.js';
import type { Ms } from '../units.js';
import { operable, runStatus, simulated, type NewVehicle, type RunStatus, type VehicleState } from '../vehicle/vehicle.js';
import { applyCommand } from './command-handler.js';
import { driveInstructionOf, type DriveInstruction } from './drive-instruction.js';
import { errorStep, type ErrorInjection } from './error-injection.js';
import type { FleetCommand } from './commands.js';
import type { FleetEvent } from './events.js';
import { progressMission } from './missions.js';
import { observe, reportChanges, type Observed } from './movement-reports.js';
import { markNamedVehicleWaits } from './named-vehicle-waits.js';
import { simulateVehicle } from './simulate.js';
import { restoreInto, snapshotOf, type FleetSnapshot, type RestoreReport } from './snapshot.js';
import { FleetStore } from './store.js';
import { clearanceOf, largestFootprint, trafficVehicle } from './traffic-view.js';
import { WaitingStats, type WaitPlace } from './waiting-stats.js';

export type { DriveInstruction } from './drive-instruction.js';
export type { ErrorInjection } from './error-injection.js';

export interface FleetOptions {
  readonly router?: Router;
  /** Edge cost for all routes. Default: travel time. */
  readonly cost?: EdgeCost;
  readonly traffic?: TrafficController;
  readonly dispatcher?: Dispatcher;
  readonly charging?: ChargingPolicy;
  /** Extra route cost for passing a station where a busy vehicle stands, ms. Default 30000. */
  readonly busyStationPenaltyMs?: number;
  /** Simulated clock at creation, ms. Default 0. */
  readonly startMs?: Ms;
  readonly errors?: ErrorInjection;
  readonly graph?: GraphOptions;
  /**
   * Default cost only (no `cost` given): driving a two-way lane against its preferred direction
   * (routing/preferred-directions.ts) costs this much more, as a share of its travel time.
   * 0 turns preferred directions off. Default 1 (twice the time).
   */
  readonly againstPreferredFactor?: number;
  /** Expected waiting in route costs (routing/congestion.ts); false turns it off. Default on. */
  readonly congestion?: CongestionOptions | false;
  /** A simulated vehicle waiting for its next lane turns towards it meanwhile (simulate.ts). Default true. */
  readonly turnWhileWaiting?: boolean;
}

/**
 * The scheduling engine for one layout: holds the graph, vehicles and orders, applies commands
 * in order, and on each tick runs dispatching, traffic control and vehicle simulation, returning
 * what happened as events. Time only comes in as arguments.
 */
export class Fleet {
  readonly graph: LayoutGraph;
  private readonly store: FleetStore;
  private readonly traffic: TrafficController;
  private readonly dispatcher: Dispatcher;
  private readonly charging: ChargingPolicy;
  private readonly errors: ErrorInjection | undefined;
  private readonly turnWhileWaiting: boolean;
  /** How far along each edge a vehicle has cleared the station behind it (traffic/clearing.ts). */
  private readonly clearing = new ClearingDistances();
  private lastTraffic: TrafficResult | undefined;
  private readonly reportedWaits = new Set<VehicleId>();
  /** Recent waiting per station, priced into routes (traffic-aware routing). */
  private readonly congestion: CongestionMap | undefined;
  private lastCongestion: ReadonlyMap<StationId, number> | undefined;
  /** Where vehicles waited in traffic over the last minutes (the monitor's heatmap). */
  readonly waitingStats = new WaitingStats();

  constructor(layout: Layout, vehicles: readonly NewVehicle[] = [], options: FleetOptions = {}) {
    this.graph = buildGraph(layout, options.graph);
    const cost = options.cost ?? preferredDirectionCost(travelTimeCost(), againstPreferred(this.graph), options.againstPreferredFactor ?? 1);
    this.store = new FleetStore(this.graph, options.router ?? new DefaultRouter(), cost, options.busyStationPenaltyMs ?? 30_000, options.startMs ?? 0);
    this.congestion = options.congestion === false ? undefined : new CongestionMap(options.congestion);
    this.traffic = options.traffic ?? new DefaultTrafficController();
    this.dispatcher = options.dispatcher ?? new DefaultDispatcher();
    this.charging = options.charging ?? new DefaultChargingPolicy();
    this.errors = options.errors;
    this.turnWhileWaiting = options.turnWhileWaiting ?? true;
    for (const v of vehicles) {
      const events = this.apply({ type: 'addVehicle', vehicle: v });
      const rejected = events.find((e) => e.type === 'commandRejected');
      if (rejected) throw new Error(rejected.reason);
    }
  }

  /**
   * A fleet built again from a snapshot (after a restart), its clock at the snapshot's time.
   * `report` says which vehicles could not be placed and which orders lost their vehicle.
   */
  static restore(layout: Layout, snapshot: FleetSnapshot, options: FleetOptions = {}): { fleet: Fleet; report: RestoreReport } {
    const fleet = new Fleet(layout, [], { ...options, startMs: snapshot.nowMs });
    const report = restoreInto(fleet.store, snapshot);
    fleet.store.events = [];
    return { fleet, report };
  }

  /** The whole state as plain data, for Fleet.restore. */
  snapshot(): FleetSnapshot {
    return snapshotOf(this.store);
  }

  /** Simulated clock, ms. */
  get nowMs(): Ms {
    return this.store.nowMs;
  }

  get vehicles(): readonly VehicleState[] {
    return [...this.store.vehicles.values()];
  }

  vehicle(id: VehicleId): VehicleState {
    return this.store.vehicle(id);
  }

  /** The vehicle, or undefined when the fleet has none of that id: a lookup, where `vehicles` copies the list. */
  vehicleById(id: string): VehicleState | undefined {
    return this.store.vehicles.get(id as VehicleId);
  }

  get orders(): readonly Order[] {
    return [...this.store.orders.values()];
  }

  order(id: OrderId): Order {
    return this.store.order(id);
  }

  /** Is a load standing on the station? */
  stationOccupied(id: StationId): boolean {
    return this.store.loads.has(id);
  }

  get mapState(): MapState {
    return this.store.mapState;
  }

  /** Why each open order without a vehicle waits, as of the last dispatch round (empty when the dispatcher does not say). */
  orderWaitReasons(): ReadonlyMap<OrderId, OrderWaitReason> {
    return this.dispatcher.waitReasons?.() ?? new Map();
  }

  /** The last traffic step (reservations, waits, deadlocks), for monitors and tests. */
  get lastTrafficResult(): TrafficResult | undefined {
    return this.lastTraffic;
  }

  status(id: VehicleId): RunStatus {
    const v = this.store.vehicle(id);
    return runStatus(v, this.store.paused(v), this.lastTraffic?.waiting.has(id) ?? false);
  }

  /**
   * What an externally driven vehicle should drive now (the runtime turns it into VDA 5050
   * orders): its mission, where the route starts, the part traffic control released (the
   * vehicle may drive it) and the rest (the horizon, not yet released), and for a delivery the
   * actions at the mission target. Undefined for simulated vehicles and vehicles without a mission.
   */
  driveInstruction(id: VehicleId): DriveInstruction | undefined {
    return driveInstructionOf(this.store, id);
  }

  /** Applies a command now and returns its events. */
  apply(cmd: FleetCommand): FleetEvent[] {
    // A reported state moves the vehicle outside a tick: its move, status and battery are told as a tick tells them.
    const reported =
      cmd.type === 'reportVehicleState' || cmd.type === 'reportNodeReached' || cmd.type === 'reportNodeActions' || cmd.type === 'setHeading' ? cmd.vehicle : undefined;
    const before = reported !== undefined && this.store.vehicles.has(reported) ? new Map([[reported, this.observe(this.store.vehicle(reported))]]) : undefined;
    this.store.events = [];
    applyCommand(this.store, cmd, () => this.view());
    if (before && !this.store.events.some((e) => e.type === 'commandRejected')) this.report(before, reported);
    return this.store.events;
  }

  /** Advances the simulated clock by dtMs. */
  advance(dtMs: Ms): FleetEvent[] {
    return this.tick(this.store.nowMs + dtMs);
  }

  /** One cycle at simulated time nowMs: dispatch, traffic control, then simulation up to nowMs. */
  tick(nowMs: Ms): FleetEvent[] {
    const store = this.store;
    if (nowMs < store.nowMs) throw new Error(`time went back from ${store.nowMs} to ${nowMs}`);
    const dt = nowMs - store.nowMs;
    const before = new Map(this.vehicles.map((v) => [v.config.id, this.observe(v)]));
    store.events = [];
    errorStep(store, this.errors, dt, store.nowMs);
    for (const d of this.dispatcher.dispatch(this.view())) this.applyDecision(d);
    markNamedVehicleWaits(store);
    this.ensureRoutes();
    this.trafficStep(dt);
    store.nowMs = nowMs;
    for (const v of this.vehicles) {
      const step = simulateVehicle(v, dt, !simulated(v), store.paused(v), this.turnWhileWaiting);
      for (const s of step.arrivals) store.emit({ type: 'vehicleArrived', vehicle: v.config.id, station: s });
      store.setVehicle(progressMission(store, step.vehicle, step.moved));
    }
    this.report(before);
    return store.events;
  }

  /** The read-only view the dispatcher works on. */
  view(): DispatchView {
    const store = this.store;
    const costs = new Map<string, number | undefined>();
    return {
      nowMs: store.nowMs,
      graph: this.graph,
      availability: store.usable,
      vehicles: this.vehicles,
      orders: store.liveOrders(),
      charging: withIdleCharging(this.charging, store.idleCharging),
      taskLocks: store.taskLocks,
      trafficWaiting: new Map([...(this.lastTraffic?.waiting ?? [])].map(([id, w]) => [id, w.sinceMs])),
      stationLoaded: (s) => store.loads.has(s),
      travelCost: (v, to) => {
        const key = `${v.config.id}>${to}`;
        if (!costs.has(key)) costs.set(key, store.routeFor(v, to)?.cost);
        return costs.get(key);
      },
      travelCostsTo: (to, vehicles) => store.costsTo(to, vehicles),
      travelCostsFrom: (v, targets) => store.costsFrom(v, targets),
      travelCostBound: (v, to) => store.costBound(v, to),
    };
  }

  private applyDecision(d: DispatchDecision): void {
    const store = this.store;
    switch (d.kind) {
      case 'releaseOrder':
        store.setOrderState(d.order, 'Init');
        return;
      case 'reassignOrder':
        // The first vehicle gives the order back (Init) and drops its mission and unclaimed route.
        store.releaseOrder(store.vehicle(d.from));
        store.setOrderState(d.order, 'Release', { vehicle: d.vehicle, resolvedDestination: d.destination, reassigned: true });
        store.setVehicle(store.startMission(store.vehicle(d.vehicle), { kind: 'Delivery', order: d.order, ...firstLeg(store.order(d.order)) }));
        return;
      case 'assignOrder': {
        store.setOrderState(d.order, 'Release', { vehicle: d.vehicle, resolvedDestination: d.destination });
        const o = store.order(d.order);
        store.setVehicle(store.startMission(store.vehicle(d.vehicle), { kind: 'Delivery', order: o.id, ...firstLeg(o) }));
        return;
      }
      case 'stopCharging': {
        const v = store.vehicle(d.vehicle);
        store.emit({ type: 'chargingStopped', vehicle: d.vehicle, battery: v.battery });
        store.setVehicle(store.endMission(v));
        return;
      }
      case 'charge':
        store.setVehicle(store.startMission(store.vehicle(d.vehicle), { kind: 'Charge', target: d.station, forced: d.forced, immediate: false }));
        return;
      case 'park':
        store.setVehicle(store.startMission(store.vehicle(d.vehicle), { kind: 'Park', target: d.station, immediate: false }));
        return;
    }
  }

  /** Vehicles standing without a route to their target get one (after a detour, a failed plan...). */
  private ensureRoutes(): void {
    const store = this.store;
    for (const v of this.vehicles) {
      if (!operable(v) || store.paused(v) || v.activity || v.motion.position.kind !== 'at' || v.motion.route.length > 0) continue;
      const target = v.mission?.target;
      if (target && target !== v.motion.position.station) store.setVehicle(store.planTo({ ...v, detour: false }, target));
      else if (v.detour) store.setVehicle({ ...v, detour: false });
    }
  }

  private trafficStep(dtMs: Ms): void {
    const store = this.store;
    const largest = largestFootprint(this.vehicles);
    const leftBehind = (v: VehicleState) => {
      const p = v.motion.position;
      const clearance = clearanceOf(v, largest);
      if (p.kind !== 'on' || clearance === undefined) return false;
      const d = this.clearing.of(this.graph, p.edge, clearance);
      return d !== undefined && p.progress >= d;
    };
    const result = this.traffic.step({
      nowMs: store.nowMs,
      graph: this.graph,
      availability: store.usable,
      vehicles: this.vehicles.map((v) => trafficVehicle(store, v, leftBehind(v))),
      replan: (id, req) => {
        const v = store.vehicle(id);
        const target = store.currentTarget(v);
        return target ? store.routeFor(v, target, req) : undefined;
      },
    });
    this.lastTraffic = result;
    this.recordCongestion(result, dtMs);
    this.recordWaits(result, dtMs);
    for (const v of this.vehicles) {
      const id = v.config.id;
      const change = result.changes.get(id);
      const claimed = result.claimed.get(id) ?? v.motion.claimed;
      if (change) {
        store.emit({ type: 'routeChanged', vehicle: id, kind: change.kind, reason: change.reason });
        store.setVehicle({ ...v, detour: change.kind === 'evade' ? true : v.detour, motion: { ...v.motion, route: change.route, claimed } });
      } else if (claimed !== v.motion.claimed) store.setVehicle({ ...v, motion: { ...v.motion, claimed } });
    }
    for (const d of result.deadlocks) store.emit({ type: 'deadlock', vehicles: d.vehicles, resolvedBy: d.resolvedBy, how: d.how });
    for (const [id, w] of result.waiting) {
      if (!this.reportedWaits.has(id)) store.emit({ type: 'trafficWait', vehicle: id, blockedBy: w.blockers });
    }
    this.reportedWaits.clear();
    for (const id of result.waiting.keys()) this.reportedWaits.add(id);
  }

  private recordWaits(result: TrafficResult, dtMs: Ms): void {
    const places: WaitPlace[] = [];
    for (const id of result.waiting.keys()) {
      const p = this.store.vehicles.get(id)?.motion.position;
      if (p) places.push(p.kind === 'at' ? { kind: 'station', id: p.station } : { kind: 'segment', id: p.edge.segment });
    }
    this.waitingStats.record(this.store.nowMs + dtMs, dtMs, places);
  }

  /** Feeds the stations vehicles wait to enter, and where vehicles stand, into route costs. */
  private recordCongestion(result: TrafficResult, dtMs: Ms): void {
    if (!this.congestion) return;
    const waits: StationId[] = [];
    for (const id of result.waiting.keys()) {
      const v = this.store.vehicles.get(id);
      const next = v?.motion.route[baseSteps(v.motion.position)];
      if (next) waits.push(next.to);
    }
    const standing = new Set<StationId>();
    for (const v of this.store.vehicles.values()) if (v.motion.position.kind === 'at') standing.add(v.motion.position.station);
    this.congestion.record(this.store.nowMs, dtMs, waits, standing);
    const penalties = this.congestion.penalties();
    if (penalties !== this.lastCongestion) this.store.setCongestion((this.lastCongestion = penalties));
  }

  private observe(v: VehicleState): Observed {
    return observe(v, this.status(v.config.id));
  }

  private report(before: ReadonlyMap<VehicleId, Observed>, only?: VehicleId): void {
    reportChanges(this.store, this.graph, before, only ? [this.store.vehicle(only)] : this.vehicles, (id) => this.status(id));
  }
}

