import type { Mm, Ms, Percent } from '../units.js';
import type { EnergyModel } from './vehicle.js';

/** Battery after a step: drained by distance and time, or charged; clamped to 0..100 %. */
export function updateBattery(
  battery: Percent,
  energy: EnergyModel,
  step: { readonly travelled: Mm; readonly workingMs: Ms; readonly idleMs: Ms; readonly chargingMs: Ms },
): Percent {
  const next =
    battery -
    (step.travelled / 1000) * energy.drainPerMetre -
    (step.workingMs / 1000) * energy.drainPerSecondWorking -
    (step.idleMs / 1000) * energy.drainPerSecondIdle +
    (step.chargingMs / 1000) * energy.chargePerSecond;
  return Math.min(100, Math.max(0, next));
}
