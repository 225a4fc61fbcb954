import type { OrderId, StationId, VehicleId } from '../ids.js';
import type { Availability } from '../model/availability.js';
import type { LayoutGraph } from '../model/graph.js';
import { stopStation } from '../model/position.js';
import type { Order } from '../orders/order.js';
import type { Ms } from '../units.js';
import type { VehicleState } from '../vehicle/vehicle.js';
import type { ChargingPolicy } from './charging-policy.js';
import type { TaskLocks } from './task-locks.js';

/** What the dispatcher reads. It never changes anything; it returns decisions. */
export interface DispatchView {
  readonly nowMs: Ms;
  readonly graph: LayoutGraph;
  readonly availability: Availability;
  readonly vehicles: readonly VehicleState[];
  readonly orders: readonly Order[];
  readonly charging: ChargingPolicy;
  /** Stations and vehicles that take no new orders (none when absent). */
  readonly taskLocks?: TaskLocks;
  /** Vehicles traffic control held waiting in its last step, with since when (ms); admission control reads it. None when absent. */
  readonly trafficWaiting?: ReadonlyMap<VehicleId, Ms>;
  /** A load stands on the station. */
  stationLoaded(id: StationId): boolean;
  /** Travel time (ms) for the vehicle from its stop station to `to`; undefined when unreachable. */
  travelCost(v: VehicleState, to: StationId): number | undefined;
  /** Optional, for speed: a cheap value never above travelCost(v, to) (straight line, landmarks). */
  travelCostBound?(v: VehicleState, to: StationId): number;
  /**
   * Optional, for speed: the given vehicles that can reach `to`, in ascending `bound`, where
   * `bound` never exceeds travelCost(v, to) (beyond floating-point rounding) and is normally
   * equal to it. Found by one search from `to` that goes only as far as it is iterated.
   * Vehicles missing from it cannot reach `to`.
   */
  travelCostsTo?(to: StationId, vehicles: readonly VehicleState[]): Iterable<{ readonly vehicle: VehicleState; readonly bound: number }> | undefined;
  /**
   * Optional, for speed: the stations of `targets` the vehicle can reach, in ascending travel
   * cost (equal to travelCost(v, station) up to floating-point rounding), from one search that
   * goes only as far as it is iterated. Stations missing from it are unreachable.
   */
  travelCostsFrom?(v: VehicleState, targets: readonly StationId[]): Iterable<{ readonly station: StationId; readonly cost: number }> | undefined;
}

export type DispatchDecision =
  | { readonly kind: 'releaseOrder'; readonly order: OrderId }
  | { readonly kind: 'assignOrder'; readonly order: OrderId; readonly vehicle: VehicleId; readonly destination: StationId }
  /** The order moves from `from` (still driving empty to the source) to `vehicle` (reassignment.ts). */
  | { readonly kind: 'reassignOrder'; readonly order: OrderId; readonly from: VehicleId; readonly vehicle: VehicleId; readonly destination: StationId }
  | { readonly kind: 'stopCharging'; readonly vehicle: VehicleId }
  | { readonly kind: 'charge'; readonly vehicle: VehicleId; readonly station: StationId; readonly forced: boolean }
  | { readonly kind: 'park'; readonly vehicle: VehicleId; readonly station: StationId };

/**
 * Picks what happens next (openTCS Dispatcher). Runs once per tick before traffic control.
 */
export interface Dispatcher {
  dispatch(view: DispatchView): DispatchDecision[];
  /** Why each open order that got no vehicle in the last round waits (wait-reasons.ts); optional. */
  waitReasons?(): ReadonlyMap<OrderId, OrderWaitReason>;
}

/**
 * Why an open order has no vehicle yet, for the dashboard. NOT_RELEASED: its release time lies
 * ahead; HELD_SATURATED: admission control holds it at its source (admission.ts); STATION_BUSY:
 * its source or destination is used by another order; STATION_UNAVAILABLE: blocked, locked or
 * task-locked; WAITING_FOR_LOAD: no load at the source yet; NO_FREE_DESTINATION: every station of
 * the destination zone is taken; VEHICLE_OFFLINE: every vehicle that may carry it is offline or in
 * error; NO_ELIGIBLE_VEHICLE: no vehicle may carry it at all; VEHICLES_BUSY: those that may are busy
 * (or too low on battery).
 */
export type OrderWaitReason =
  | 'NOT_RELEASED'
  | 'HELD_SATURATED'
  | 'STATION_BUSY'
  | 'STATION_UNAVAILABLE'
  | 'WAITING_FOR_LOAD'
  | 'NO_FREE_DESTINATION'
  | 'VEHICLE_OFFLINE'
  | 'NO_ELIGIBLE_VEHICLE'
  | 'VEHICLES_BUSY';

/**
 * Bookkeeping shared by the phases of one dispatch round: which vehicles already got a
 * decision and which stations are already somebody's target or standing place.
 */
export class DispatchRound {
  readonly decisions: DispatchDecision[] = [];
  readonly busyVehicles = new Set<VehicleId>();
  readonly takenStations = new Set<StationId>();
  /** Open orders admission control holds at their source this round (admission.ts). */
  readonly held = new Set<OrderId>();

  constructor(readonly view: DispatchView) {
    for (const v of view.vehicles) {
      this.takenStations.add(stopStation(v.motion.position));
      if (v.mission) this.takenStations.add(v.mission.target);
      const route = v.motion.route;
      if (route.length > 0) this.takenStations.add(route[route.length - 1].to);
    }
  }

  decide(d: DispatchDecision): void {
    this.decisions.push(d);
    if ('vehicle' in d) this.busyVehicles.add(d.vehicle);
    if (d.kind === 'reassignOrder') this.busyVehicles.add(d.from);
    if (d.kind === 'charge' || d.kind === 'park') this.takenStations.add(d.station);
    if (d.kind === 'assignOrder' || d.kind === 'reassignOrder') this.takenStations.add(d.destination);
  }

  private byId: Map<VehicleId, VehicleState> | undefined;

  /** The vehicle with this id, as the view shows it. */
  vehicle(id: VehicleId): VehicleState | undefined {
    // Asked once per carried order: a map, not a scan of a fleet of a thousand.
    this.byId ??= new Map(this.view.vehicles.map((v) => [v.config.id, v]));
    return this.byId.get(id);
  }
}

/** One small step of dispatching, testable alone (convention 3). */
export type DispatchPhase = (round: DispatchRound) => void;
