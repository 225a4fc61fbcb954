import type { TrafficVehicle } from '../traffic/types.js';
import type { Mm } from '../units.js';
import { externallyDriven, isIdle, operable, type VehicleState } from '../vehicle/vehicle.js';
import type { FleetStore } from './store.js';

/** Room left between the bodies of a vehicle leaving a station and one entering it, mm. */
export const CLEARANCE_MARGIN_MM = 200;

/**
 * The largest footprint radius of the fleet, mm; undefined when a vehicle has none (then no
 * station is given up before its vehicle reaches the next one).
 */
export function largestFootprint(vehicles: readonly VehicleState[]): Mm | undefined {
  let largest = 0;
  for (const v of vehicles) {
    const r = v.config.footprintRadiusMm;
    if (!(r !== undefined && r > 0)) return undefined;
    largest = Math.max(largest, r);
  }
  return largest;
}

/**
 * The vehicle as traffic control sees it. `leftBehind(v, clearanceMm)`: whether it has cleared
 * the station it came from by that much (traffic/clearing.ts); the clearance is its own footprint
 * radius, the largest of the fleet (`largestFootprintMm`) and a margin, so whoever enters next,
 * turning on the spot there, cannot touch it.
 */
export function trafficVehicle(store: FleetStore, v: VehicleState, largestFootprintMm?: Mm, leftBehind?: (v: VehicleState, clearanceMm: Mm) => boolean): TrafficVehicle {
  const canMove = operable(v) && !store.paused(v) && !v.activity;
  const own = v.config.footprintRadiusMm;
  const clear = largestFootprintMm !== undefined && own !== undefined && leftBehind?.(v, own + largestFootprintMm + CLEARANCE_MARGIN_MM);
  return {
    id: v.config.id,
    position: v.motion.position,
    route: v.motion.route,
    claimed: v.motion.claimed,
    canMove,
    ...(externallyDriven(v) ? { keepsClaimed: true } : {}),
    // An idle external vehicle is not asked to make room: it has no mission to carry such a move to it (yet).
    idle: canMove && !v.locked && isIdle(v) && !externallyDriven(v),
    priority: trafficPriority(store, v),
    ...(clear ? { leftBehind: true } : {}),
  };
}

/** Traffic priority: loaded deliveries, then deliveries, forced charging, charging, parking, idle. */
export function trafficPriority(store: FleetStore, v: VehicleState): number {
  const m = v.mission;
  if (!m) return 0;
  if (m.kind === 'Delivery') return 100 + (v.loaded ? 50 : 0) + Math.max(0, Math.min(40, store.order(m.order).priority));
  if (m.kind === 'Charge') return m.forced ? 120 : 60;
  return 10;
}
