import type { OrderId, StationId, VehicleId } from '../ids.js';
import { DefaultChargingPolicy, type ChargingPolicy } from '../dispatch/charging-policy.js';
import { withIdleCharging } from '../dispatch/idle-charging.js';
import { DefaultDispatcher } from '../dispatch/default-dispatcher.js';
import type { DispatchDecision, DispatchView, Dispatcher } from '../dispatch/dispatcher.js';
import type { MapState } from '../model/availability.js';
import { baseSteps } from '../model/position.js';
import { buildGraph, type GraphOptions, type LayoutGraph, type TravelEdge } from '../model/graph.js';
import type { Layout } from '../model/layout.js';
import { firstLeg, type Order, type OrderAction } from '../orders/order.js';
import { pick, type Rng } from '../rng.js';
import { preferredDirectionCost, travelTimeCost, type EdgeCost } from '../routing/cost.js';
import { CongestionMap, type CongestionOptions } from '../routing/congestion.js';
import { againstPreferred } from '../routing/preferred-directions.js';
import { DefaultRouter } from '../routing/default-router.js';
import type { Router } from '../routing/router.js';
import { DefaultTrafficController } from '../traffic/default-traffic-controller.js';
import type { TrafficController, TrafficResult, TrafficVehicle } from '../traffic/types.js';
import type { Ms } from '../units.js';
import type { ErrorDefinition } from '../vehicle/errors.js';
import { bodyHeading, positionPoint } from '../vehicle/motion.js';
import { externallyDriven, isIdle, operable, runStatus, simulated, type Mission, type NewVehicle, type RunStatus, type VehicleState } from '../vehicle/vehicle.js';
import { applyCommand } from './command-handler.js';
import type { FleetCommand } from './commands.js';
import type { FleetEvent } from './events.js';
import { progressMission } from './missions.js';
import { markNamedVehicleWaits } from './named-vehicle-waits.js';
import { simulateVehicle } from './simulate.js';
import { restoreInto, snapshotOf, type FleetSnapshot, type RestoreReport } from './snapshot.js';
import { FleetStore } from './store.js';

/**
 * Random vehicle errors, for simulations and for exercising operators' error handling. Off
 * unless given. A vehicle in error stands still; an order it has not picked yet goes to
 * another vehicle, a loaded one waits for it (see FleetStore.stopWithError).
 */
export interface ErrorInjection {
  readonly rng: Rng;
  /** Mean time between errors of one vehicle, ms. */
  readonly meanTimeBetweenErrorsMs: Ms;
  /** Each error clears itself after this long, ms. */
  readonly durationMs: Ms;
  /** The error dictionary to draw from, uniformly. Default: one SIMULATED_ERROR of level Error. */
  readonly catalogue?: readonly ErrorDefinition[];
}

const SIMULATED_ERROR: ErrorDefinition = { code: 'SIMULATED_ERROR', level: 'Error', category: 'AgvError' };

/** See Fleet.driveInstruction. */
export interface DriveInstruction {
  readonly vehicle: VehicleId;
  readonly mission: Mission;
  /** The station it stands on, or the start of the edge it drives. */
  readonly from: StationId;
  /** Route steps it may drive (reserved by traffic control), from `from` on. */
  readonly released: readonly TravelEdge[];
  /** The rest of the route to the target (not released yet). */
  readonly horizon: readonly TravelEdge[];
  readonly target: StationId;
  /** A delivery's actions at the target (pick at the source, drop at the destination). */
  readonly actions: readonly OrderAction[];
  /** It stands at the target and the core waits for the actions to be reported (reportNodeActions). */
  readonly working: boolean;
  /** Its body heading now, degrees (as it last reported it). */
  readonly heading: number;
}

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
  private lastTraffic: TrafficResult | undefined;
  private readonly reportedWaits = new Set<VehicleId>();
  /** Recent waiting per station, priced into routes (traffic-aware routing). */
  private readonly congestion: CongestionMap | undefined;
  private lastCongestion: ReadonlyMap<StationId, number> | undefined;

  constructor(layout: Layout, vehicles: readonly NewVehicle[] = [], options: FleetOptions = {}) {
    this.graph = buildGraph(layout, options.graph);
    const cost = options.cost ?? preferredDirectionCost(travelTimeCost(), againstPreferred(this.graph), options.againstPreferredFactor ?? 1);
    this.store = new FleetStore(this.graph, options.router ?? new DefaultRouter(), cost, options.busyStationPenaltyMs ?? 30_000, options.startMs ?? 0);
    this.congestion = options.congestion === false ? undefined : new CongestionMap(options.congestion);
    this.traffic = options.traffic ?? new DefaultTrafficController();
    this.dispatcher = options.dispatcher ?? new DefaultDispatcher();
    this.charging = options.charging ?? new DefaultChargingPolicy();
    this.errors = options.errors;
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
    const v = this.store.vehicles.get(id);
    if (!v || !externallyDriven(v) || !v.mission) return undefined;
    const p = v.motion.position;
    const route = v.motion.route;
    const claimed = Math.max(v.motion.claimed, p.kind === 'on' ? 1 : 0);
    const m = v.mission;
    const order = m.kind === 'Delivery' ? this.store.order(m.order) : undefined;
    return {
      vehicle: id,
      mission: m,
      from: p.kind === 'at' ? p.station : p.edge.from,
      released: route.slice(0, claimed),
      horizon: route.slice(claimed),
      target: m.target,
      actions: order && m.kind === 'Delivery' ? (m.leg === 'source' ? order.sourceActions : order.destinationActions) : [],
      working: v.activity?.kind === 'action',
      heading: v.motion.heading,
    };
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
    this.errorStep(dt, store.nowMs);
    for (const d of this.dispatcher.dispatch(this.view())) this.applyDecision(d);
    markNamedVehicleWaits(store);
    this.ensureRoutes();
    this.trafficStep(dt);
    store.nowMs = nowMs;
    for (const v of this.vehicles) {
      const step = simulateVehicle(v, dt, !simulated(v), store.paused(v));
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

  private trafficVehicle(v: VehicleState): TrafficVehicle {
    const canMove = operable(v) && !this.store.paused(v) && !v.activity;
    return {
      id: v.config.id,
      position: v.motion.position,
      route: v.motion.route,
      claimed: v.motion.claimed,
      canMove,
      ...(externallyDriven(v) ? { keepsClaimed: true } : {}),
      // An idle external vehicle is not asked to make room: it has no mission to carry such a move to it (yet).
      idle: canMove && !v.locked && isIdle(v) && !externallyDriven(v),
      priority: this.priority(v),
    };
  }

  /** Traffic priority: loaded deliveries, then deliveries, forced charging, charging, parking, idle. */
  private priority(v: VehicleState): number {
    const m = v.mission;
    if (!m) return 0;
    if (m.kind === 'Delivery') return 100 + (v.loaded ? 50 : 0) + Math.max(0, Math.min(40, this.store.order(m.order).priority));
    if (m.kind === 'Charge') return m.forced ? 120 : 60;
    return 10;
  }

  private trafficStep(dtMs: Ms): void {
    const store = this.store;
    const result = this.traffic.step({
      nowMs: store.nowMs,
      graph: this.graph,
      availability: store.usable,
      vehicles: this.vehicles.map((v) => this.trafficVehicle(v)),
      replan: (id, req) => {
        const v = store.vehicle(id);
        const target = store.currentTarget(v);
        return target ? store.routeFor(v, target, req) : undefined;
      },
    });
    this.lastTraffic = result;
    this.recordCongestion(result, dtMs);
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

  private errorStep(dt: Ms, nowMs: Ms): void {
    const store = this.store;
    for (const v of this.vehicles) {
      if (v.error?.untilMs !== undefined && nowMs >= v.error.untilMs) {
        store.setVehicle({ ...v, error: undefined });
        store.emit({ type: 'vehicleErrorCleared', vehicle: v.config.id });
      }
    }
    const e = this.errors;
    if (!e || dt <= 0) return;
    for (const v of this.vehicles) {
      if (!simulated(v)) continue;
      if (e.rng.next() < dt / e.meanTimeBetweenErrorsMs) {
        const def = e.catalogue && e.catalogue.length > 0 ? pick(e.rng, e.catalogue) : SIMULATED_ERROR;
        store.stopWithError(v, { ...def, untilMs: nowMs + e.durationMs });
      }
    }
  }

  private observe(v: VehicleState) {
    return { pose: this.poseKey(v), status: this.status(v.config.id), battery: Math.floor(v.battery) };
  }

  private poseKey(v: VehicleState): string {
    const p = v.motion.position;
    return p.kind === 'at' ? `${p.station}|${v.motion.heading}` : `${p.edge.id}|${p.progress}`;
  }

  private report(before: ReadonlyMap<VehicleId, ReturnType<Fleet['observe']>>, only?: VehicleId): void {
    const store = this.store;
    for (const v of only ? [store.vehicle(only)] : this.vehicles) {
      const id = v.config.id;
      const was = before.get(id);
      const now = this.observe(v);
      if (!was || was.pose !== now.pose) {
        const p = v.motion.position;
        const pt = positionPoint(this.graph, p);
        store.emit({
          type: 'vehicleMoved',
          vehicle: id,
          x: pt.x,
          y: pt.y,
          heading: p.kind === 'on' ? bodyHeading(p.edge, p.progress) : v.motion.heading,
          station: p.kind === 'at' ? p.station : undefined,
          segment: p.kind === 'on' ? p.edge.segment : undefined,
          nextStation: p.kind === 'on' ? p.edge.to : undefined,
          direction: v.motion.drive,
        });
      }
      if (was && was.status !== now.status) store.emit({ type: 'vehicleStatusChanged', vehicle: id, from: was.status, to: now.status });
      if (was && was.battery !== now.battery) store.emit({ type: 'batteryChanged', vehicle: id, battery: now.battery });
    }
  }
}

