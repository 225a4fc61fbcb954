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
  | { readonly kind: 'stopCharging'; readonly vehicle: VehicleId }
  | { readonly kind: 'charge'; readonly vehicle: VehicleId; readonly station: StationId; readonly forced: boolean }
  | { readonly kind: 'park'; readonly vehicle: VehicleId; readonly station: StationId };

/**
 * Picks what happens next (openTCS Dispatcher). Runs once per tick before traffic control.
 */
export interface Dispatcher {
  dispatch(view: DispatchView): DispatchDecision[];
}

/**
 * Bookkeeping shared by the phases of one dispatch round: which vehicles already got a
 * decision and which stations are already somebody's target or standing place.
 */
export class DispatchRound {
  readonly decisions: DispatchDecision[] = [];
  readonly busyVehicles = new Set<VehicleId>();
  readonly takenStations = new Set<StationId>();

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
    if (d.kind === 'charge' || d.kind === 'park') this.takenStations.add(d.station);
    if (d.kind === 'assignOrder') this.takenStations.add(d.destination);
  }

  /** The vehicle with this id, as the view shows it. */
  vehicle(id: VehicleId): VehicleState | undefined {
    return this.view.vehicles.find((v) => v.config.id === id);
  }
}

/** One small step of dispatching, testable alone (convention 3). */
export type DispatchPhase = (round: DispatchRound) => void;
