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
    if (r === undefined || r <= 0) return undefined;
    largest = Math.max(largest, r);
  }
  return largest;
}

/**
 * How far a vehicle must be from the station it left before another may take it: its own
 * footprint radius, the fleet's largest (`largestFootprintMm`) and a margin, so whoever enters
 * next, turning on the spot there, cannot touch it. Undefined without footprints.
 */
export function clearanceOf(v: VehicleState, largestFootprintMm: Mm | undefined): Mm | undefined {
  const own = v.config.footprintRadiusMm;
  return largestFootprintMm !== undefined && own !== undefined ? own + largestFootprintMm + CLEARANCE_MARGIN_MM : undefined;
}

/** The vehicle as traffic control sees it; `leftBehind`: it has cleared the station it came from (traffic/clearing.ts). */
export function trafficVehicle(store: FleetStore, v: VehicleState, leftBehind = false): TrafficVehicle {
  const canMove = operable(v) && !store.paused(v) && !v.activity;
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
    ...(leftBehind ? { leftBehind: true } : {}),
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
