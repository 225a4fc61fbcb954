import type { TrafficVehicle } from '../traffic/types.js';
import { externallyDriven, isIdle, operable, type VehicleState } from '../vehicle/vehicle.js';
import type { FleetStore } from './store.js';

/** The vehicle as traffic control sees it. */
export function trafficVehicle(store: FleetStore, v: VehicleState): TrafficVehicle {
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
