import type { OrderId, StationId, VehicleId } from '../ids.js';
import { availability, initialMapState, type Availability, type MapState } from '../model/availability.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import { baseSteps, stopStation } from '../model/position.js';
import type { Order, OrderState } from '../orders/order.js';
import { transition } from '../orders/order-state.js';
import type { Arrival, EdgeCost, VehicleProfile } from '../routing/cost.js';
import { DefaultRouter } from '../routing/default-router.js';
import { ForwardCostSearch } from '../routing/forward-search.js';
import { ReverseCostSearch, startsByStation, type StartsByStation } from '../routing/reverse-search.js';
import type { Route, Router } from '../routing/router.js';
import type { Ms } from '../units.js';
import { NO_TASK_LOCKS, type TaskLocks } from '../dispatch/task-locks.js';
import type { IdleChargeRule } from '../dispatch/idle-charging.js';
import { externallyDriven, isIdle, rotationSpeedOf, type Mission, type VehicleError, type VehicleState } from '../vehicle/vehicle.js';
import type { FleetEvent } from './events.js';

/**
 * The live state of a fleet and the small operations every part of the engine shares. Only the
 * Fleet and its helpers write here (one writer, convention 6).
 */
export class FleetStore {
  readonly vehicles = new Map<VehicleId, VehicleState>();
  readonly orders = new Map<OrderId, Order>();
  /** Orders not Complete or Close: what the dispatcher looks at. */
  private readonly live = new Set<OrderId>();
  /** Stations holding a load. */
  readonly loads = new Set<StationId>();
  /** Stations and vehicles that take no new orders (setTaskLocks). */
  taskLocks: TaskLocks = NO_TASK_LOCKS;
  /** Idle-charging windows open now (setIdleCharging). */
  idleCharging: readonly IdleChargeRule[] = [];
  mapState: MapState;
  usable: Availability;
  nowMs: Ms;
  events: FleetEvent[] = [];
  /** Vehicles for which "no route" was already reported (cleared when a route is found). */
  private readonly noRouteReported = new Set<VehicleId>();
  /** Stations where a vehicle stands that will not make room (working, charging, broken), for route costs. */
  private busyPenalties: Map<StationId, number> | undefined;
  /** Expected waiting per station from recent traffic (CongestionMap), set once per traffic step. */
  private congestionPenalties: ReadonlyMap<StationId, number> = new Map();
  /** busyPenalties and congestionPenalties summed, rebuilt when either changes. */
  private allPenalties: Map<StationId, number> | undefined;
  /** Search starts of the vehicle lists costsTo was asked about (startGroups). */
  private readonly startsOf = new WeakMap<readonly VehicleState[], readonly { readonly profile: VehicleProfile; readonly starts: StartsByStation<VehicleState> }[]>();

  constructor(
    readonly graph: LayoutGraph,
    readonly router: Router,
    readonly cost: EdgeCost,
    readonly busyStationPenaltyMs: number,
    startMs: Ms,
  ) {
    this.mapState = initialMapState(graph);
    this.usable = availability(graph, this.mapState);
    this.nowMs = startMs;
    for (const s of graph.stations.values()) if (s.occupied) this.loads.add(s.id);
  }

  emit(e: FleetEvent): void {
    this.events.push(e);
  }

  setMapState(next: MapState): void {
    this.mapState = next;
    this.usable = availability(this.graph, next);
    this.emit({ type: 'mapChanged' });
  }

  vehicle(id: VehicleId): VehicleState {
    const v = this.vehicles.get(id);
    if (!v) throw new Error(`unknown vehicle ${id}`);
    return v;
  }

  setVehicle(v: VehicleState): void {
    this.vehicles.set(v.config.id, v);
    this.busyPenalties = undefined;
    this.allPenalties = undefined;
  }

  removeVehicle(id: VehicleId): void {
    this.vehicles.delete(id);
    this.busyPenalties = undefined;
    this.allPenalties = undefined;
  }

  /** Route costs for expected waiting (traffic-aware routing), from the last traffic step. */
  setCongestion(penalties: ReadonlyMap<StationId, number>): void {
    this.congestionPenalties = penalties;
    this.allPenalties = undefined;
  }

  order(id: OrderId): Order {
    const o = this.orders.get(id);
    if (!o) throw new Error(`unknown order ${id}`);
    return o;
  }

  addOrder(o: Order): void {
    this.orders.set(o.id, o);
    if (o.state !== 'Complete' && o.state !== 'Close') this.live.add(o.id);
  }

  /** Orders that are not Complete or Close, in the order they were added. */
  liveOrders(): Order[] {
    return [...this.live].map((id) => this.orders.get(id)!);
  }

  /** Moves an order to a new state (checked by the state machine) and reports it. */
  setOrderState(id: OrderId, to: OrderState, patch: Partial<Order> = {}): Order {
    const before = this.order(id);
    let after: Order = { ...transition(before, to, this.nowMs), ...patch };
    // A task error is what held the order in Pause; leaving Pause resolves it.
    const resolved = before.taskError !== undefined && to !== 'Pause';
    if (resolved) {
      const { taskError: _resolved, ...rest } = after;
      after = rest;
    }
    this.orders.set(id, after);
    if (to === 'Complete' || to === 'Close') this.live.delete(id);
    else this.live.add(id);
    this.emit({ type: 'orderStateChanged', order: id, from: before.state, to, vehicle: after.vehicle ?? before.vehicle });
    if (resolved) this.emit({ type: 'orderTaskErrorCleared', order: id, vehicle: before.vehicle });
    return after;
  }

  /** Vehicles whose order is paused. */
  paused(v: VehicleState): boolean {
    return v.mission?.kind === 'Delivery' && this.orders.get(v.mission.order)?.state === 'Pause';
  }

  setLoad(station: StationId, occupied: boolean): void {
    if (this.loads.has(station) === occupied) return;
    if (occupied) this.loads.add(station);
    else this.loads.delete(station);
    this.emit({ type: 'stationOccupancyChanged', station, occupied });
  }

  /** How the vehicle will stand at its stop station: heading and drive direction. */
  arrival(v: VehicleState): Arrival {
    const p = v.motion.position;
    return p.kind === 'on' ? { heading: p.edge.endHeading, drive: p.edge.drive } : { heading: v.motion.heading, drive: v.motion.drive };
  }

  /** Extra cost per station: a vehicle stands there that will not make room, plus expected waiting (congestion). */
  penalties(): Map<StationId, number> {
    if (!this.busyPenalties) {
      this.busyPenalties = new Map();
      for (const v of this.vehicles.values()) {
        if (v.motion.position.kind === 'at' && v.motion.route.length === 0 && !isIdle(v)) this.busyPenalties.set(v.motion.position.station, this.busyStationPenaltyMs);
      }
    }
    if (this.congestionPenalties.size === 0) return this.busyPenalties;
    if (!this.allPenalties) {
      this.allPenalties = new Map(this.busyPenalties);
      for (const [s, p] of this.congestionPenalties) this.allPenalties.set(s, (this.allPenalties.get(s) ?? 0) + p);
    }
    return this.allPenalties;
  }

  /**
   * A route from the vehicle's stop station to `to` (stations where vehicles are busy cost extra);
   * with `after`, from the end of the first `after` steps of its route instead.
   */
  routeFor(v: VehicleState, to: StationId, extra: { avoid?: ReadonlySet<StationId>; penalties?: ReadonlyMap<StationId, number>; after?: number } = {}): Route | undefined {
    const last = extra.after ? v.motion.route[extra.after - 1] : undefined;
    let penalties: ReadonlyMap<StationId, number> = this.penalties();
    if (extra.penalties && extra.penalties.size > 0) {
      const merged = new Map(penalties);
      for (const [s, p] of extra.penalties) merged.set(s, (merged.get(s) ?? 0) + p);
      penalties = merged;
    }
    return this.router.route(this.graph, {
      from: last ? last.to : stopStation(v.motion.position),
      to,
      profile: { speed: v.config.speed, rotationSpeed: rotationSpeedOf(v) },
      start: last ? { heading: last.endHeading, drive: last.drive } : this.arrival(v),
      cost: this.cost,
      availability: this.usable,
      avoid: extra.avoid,
      penalties,
    });
  }

  /** A lower bound of routeFor(v, to).cost: the cost's straight-line bound, 0 when it has none. */
  costBound(v: VehicleState, to: StationId): number {
    const lowerBound = this.cost.lowerBound;
    const a = this.graph.stations.get(stopStation(v.motion.position));
    const b = this.graph.stations.get(to);
    if (!lowerBound || !a || !b) return 0;
    return lowerBound.call(this.cost, a, b, { speed: v.config.speed, rotationSpeed: rotationSpeedOf(v) });
  }

  /**
   * The vehicles that can reach `to`, cheapest first, each with the optimum cost routeFor can
   * find (a lower bound of its cost, equal up to floating-point rounding), from one reverse
   * search per vehicle profile. Undefined unless the router is the DefaultRouter itself (another
   * router, or a subclass, may price routes differently).
   */
  costsTo(to: StationId, vehicles: readonly VehicleState[]): Iterable<{ readonly vehicle: VehicleState; readonly bound: number }> | undefined {
    if (Object.getPrototypeOf(this.router) !== DefaultRouter.prototype) return undefined;
    const penalties = this.penalties();
    const searches = this.startGroups(vehicles).map(
      (g) => new ReverseCostSearch(this.graph, { to, profile: g.profile, cost: this.cost, availability: this.usable, penalties }, g.starts),
    );
    return (function* () {
      try {
        const heads = searches.map((s) => s.next());
        for (;;) {
          let i = -1;
          for (let j = 0; j < heads.length; j++) if (heads[j] && (i < 0 || heads[j]!.cost < heads[i]!.cost)) i = j;
          if (i < 0) return;
          const h = heads[i]!;
          yield { vehicle: h.key, bound: h.cost };
          heads[i] = searches[i].next();
        }
      } finally {
        // Run when the caller has all it wants (a for-of that breaks, or the end): the arrays go back for the next search.
        for (const s of searches) s.dispose();
      }
    })();
  }

  /**
   * The vehicles grouped by profile, each group's search starts by station. Kept per array:
   * assignment asks for the costs of the same vehicles to many pickups in one round, and
   * vehicle states do not change (a change replaces the state), so neither do the starts.
   */
  private startGroups(vehicles: readonly VehicleState[]): readonly { readonly profile: VehicleProfile; readonly starts: StartsByStation<VehicleState> }[] {
    const known = this.startsOf.get(vehicles);
    if (known) return known;
    const groups = new Map<string, VehicleState[]>();
    for (const v of vehicles) {
      const k = `${v.config.speed}|${rotationSpeedOf(v)}`;
      const g = groups.get(k);
      if (g) g.push(v);
      else groups.set(k, [v]);
    }
    const made = [...groups.values()].map((g) => ({
      profile: { speed: g[0].config.speed, rotationSpeed: rotationSpeedOf(g[0]) },
      starts: startsByStation(this.graph, g.map((v) => ({ key: v, from: stopStation(v.motion.position), start: this.arrival(v) }))),
    }));
    this.startsOf.set(vehicles, made);
    return made;
  }

  /**
   * The stations of `targets` the vehicle can reach, cheapest first, each with the cost routeFor
   * finds (up to floating-point rounding), from one lazy search. Undefined unless the router is
   * the DefaultRouter itself, as costsTo.
   */
  costsFrom(v: VehicleState, targets: readonly StationId[]): Iterable<{ readonly station: StationId; readonly cost: number }> | undefined {
    if (Object.getPrototypeOf(this.router) !== DefaultRouter.prototype) return undefined;
    const search = new ForwardCostSearch(
      this.graph,
      { from: stopStation(v.motion.position), start: this.arrival(v), profile: { speed: v.config.speed, rotationSpeed: rotationSpeedOf(v) }, cost: this.cost, availability: this.usable, penalties: this.penalties() },
      targets,
    );
    return (function* () {
      for (let next = search.next(); next; next = search.next()) yield next;
    })();
  }

  /**
   * Gives the vehicle a route to `to`, keeping the edge it is on and, for an externally driven
   * vehicle, every step already released to it: a real vehicle drives what it was sent (it cannot
   * be taken back), so the way on starts where that ends and those reservations stay. Without a
   * route it reports once and keeps just those steps.
   */
  planTo(v: VehicleState, to: StationId): VehicleState {
    const base = baseSteps(v.motion.position);
    const keep = externallyDriven(v) ? Math.min(Math.max(base, v.motion.claimed), v.motion.route.length) : base;
    const prefix: TravelEdge[] = v.motion.route.slice(0, keep);
    const r = this.routeFor(v, to, { after: keep });
    if (!r) {
      if (!this.noRouteReported.has(v.config.id)) {
        this.noRouteReported.add(v.config.id);
        this.emit({ type: 'noRoute', vehicle: v.config.id, to });
      }
      return { ...v, motion: { ...v.motion, route: prefix, claimed: keep } };
    }
    this.noRouteReported.delete(v.config.id);
    return { ...v, detour: false, motion: { ...v.motion, route: [...prefix, ...r.steps], claimed: keep } };
  }

  /** Where the vehicle is heading: the refuge of a detour, else its mission target. */
  currentTarget(v: VehicleState): StationId | undefined {
    if (v.detour && v.motion.route.length > 0) return v.motion.route[v.motion.route.length - 1].to;
    return v.mission?.target;
  }

  /** Starts a mission: sets it, plans the route and reports it. */
  startMission(v: VehicleState, mission: Mission): VehicleState {
    let next: VehicleState = { ...v, mission, activity: v.activity?.kind === 'charging' ? undefined : v.activity, detour: false };
    if (v.activity?.kind === 'charging') this.emit({ type: 'chargingStopped', vehicle: v.config.id, battery: v.battery });
    next = this.planTo(next, mission.target);
    this.emit({ type: 'missionStarted', vehicle: v.config.id, mission });
    return next;
  }

  /**
   * Takes the vehicle's order away while it has not picked the load: the order goes back to Init
   * for another vehicle and the vehicle drops its mission. A loaded vehicle keeps its order (it
   * waits with the load). Returns the vehicle as it is now.
   */
  releaseOrder(v: VehicleState): VehicleState {
    const m = v.mission;
    if (m?.kind !== 'Delivery' || v.loaded) return v;
    const o = this.order(m.order);
    const from = o.state === 'Pause' ? o.pausedFrom : o.state;
    if (from !== 'Release' && from !== 'Running') return v;
    if (o.state === 'Pause') this.setOrderState(o.id, from);
    this.setOrderState(o.id, 'Init');
    const next = this.endMission(v);
    this.setVehicle(next);
    return next;
  }

  /** The vehicle stops with an error; an order it has not picked yet goes to another vehicle. */
  stopWithError(v: VehicleState, error: VehicleError): void {
    const order = v.mission?.kind === 'Delivery' ? v.mission.order : undefined;
    const released = this.releaseOrder(v);
    this.setVehicle({ ...released, error });
    this.emit({ type: 'vehicleError', vehicle: v.config.id, code: error.code, level: error.level ?? 'Error', category: error.category ?? 'AgvError', order, ...(error.description ? { description: error.description } : {}) });
  }

  /** Drops the mission; the vehicle finishes the edge it is on and stands idle. */
  endMission(v: VehicleState): VehicleState {
    const base = baseSteps(v.motion.position);
    return { ...v, mission: undefined, activity: undefined, detour: false, idleSinceMs: this.nowMs, motion: { ...v.motion, route: v.motion.route.slice(0, base), claimed: Math.min(v.motion.claimed, base) } };
  }
}
