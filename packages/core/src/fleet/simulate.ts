import type { StationId } from '../ids.js';
import type { Mm, Ms } from '../units.js';
import { updateBattery } from '../vehicle/battery.js';
import { advanceMotion } from '../vehicle/motion.js';
import { energyOf, rotationSpeedOf, type VehicleState } from '../vehicle/vehicle.js';

export interface SimStep {
  readonly vehicle: VehicleState;
  /** Distance driven, mm. */
  readonly travelled: Mm;
  /** It drove or turned. */
  readonly moved: boolean;
  readonly arrivals: readonly StationId[];
}

/**
 * One vehicle over dtMs: an action counts down, a charger charges, otherwise it drives its
 * reserved route. Battery drains per metre driven and per second working or standing.
 * A frozen vehicle (offline or in error) does nothing; a paused one neither works nor drives
 * beyond what traffic control left it (the end of its current edge).
 */
export function simulateVehicle(v: VehicleState, dtMs: Ms, frozen: boolean, paused: boolean): SimStep {
  if (frozen || dtMs <= 0) return { vehicle: v, travelled: 0, moved: false, arrivals: [] };
  const energy = energyOf(v);
  const a = v.activity;
  if (a?.kind === 'action' && !paused) {
    return {
      vehicle: {
        ...v,
        activity: { ...a, remainingMs: a.remainingMs - dtMs },
        battery: updateBattery(v.battery, energy, { travelled: 0, workingMs: dtMs, idleMs: 0, chargingMs: 0 }),
      },
      travelled: 0,
      moved: false,
      arrivals: [],
    };
  }
  if (a?.kind === 'charging') {
    return { vehicle: { ...v, battery: updateBattery(v.battery, energy, { travelled: 0, workingMs: 0, idleMs: 0, chargingMs: dtMs }) }, travelled: 0, moved: false, arrivals: [] };
  }
  const moved = advanceMotion(v.motion, dtMs, v.config.speed, rotationSpeedOf(v));
  const drivingMs = (moved.travelled / v.config.speed) * 1000 + moved.rotatedMs;
  return {
    vehicle: {
      ...v,
      motion: moved.state,
      odometer: v.odometer + moved.travelled,
      battery: updateBattery(v.battery, energy, { travelled: moved.travelled, workingMs: 0, idleMs: Math.max(0, dtMs - drivingMs), chargingMs: 0 }),
    },
    travelled: moved.travelled,
    moved: moved.travelled > 0 || moved.rotatedMs > 0,
    arrivals: moved.arrivals,
  };
}
