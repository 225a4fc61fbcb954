import type { StationId } from '../ids.js';
import type { DegPerS, Mm, Ms } from '../units.js';
import { updateBattery } from '../vehicle/battery.js';
import { normalizeDeg } from '../geometry/point.js';
import { ROTATION_TOLERANCE_DEG } from '../routing/cost.js';
import { advanceMotion, type MotionState } from '../vehicle/motion.js';
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
export function simulateVehicle(v: VehicleState, dtMs: Ms, frozen: boolean, paused: boolean, turnWhileWaiting = true): SimStep {
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
  const turned = paused || !turnWhileWaiting ? { motion: v.motion, rotatedMs: 0 } : turnWhileBlocked(v.motion, dtMs, rotationSpeedOf(v));
  const advanced = advanceMotion(turned.motion, dtMs - turned.rotatedMs, v.config.speed, rotationSpeedOf(v));
  const moved = { ...advanced, rotatedMs: advanced.rotatedMs + turned.rotatedMs };
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

/**
 * A vehicle standing with a route whose next step traffic control has not given it yet (it
 * waits) turns on the spot towards that lane meanwhile, on the station it holds anyway. Once the
 * lane is free it drives off at once, instead of turning first while holding the lane and the
 * station it leads to: on a busy junction every turning vehicle used to keep the next station
 * from the others for the length of its turn (docs/traffic-control.md, "Turning while waiting").
 */
function turnWhileBlocked(m: MotionState, dtMs: Ms, rotationSpeed: DegPerS): { motion: MotionState; rotatedMs: Ms } {
  if (m.position.kind !== 'at' || m.claimed > 0 || m.route.length === 0 || !Number.isFinite(rotationSpeed) || rotationSpeed <= 0) return { motion: m, rotatedMs: 0 };
  const diff = normalizeDeg(m.route[0].startHeading - m.heading);
  if (Math.abs(diff) <= ROTATION_TOLERANCE_DEG) return { motion: m, rotatedMs: 0 };
  const need = (Math.abs(diff) / rotationSpeed) * 1000;
  const used = Math.min(need, dtMs);
  const heading = used >= need ? m.route[0].startHeading : normalizeDeg(m.heading + Math.sign(diff) * (used / 1000) * rotationSpeed);
  return { motion: { ...m, heading }, rotatedMs: used };
}
