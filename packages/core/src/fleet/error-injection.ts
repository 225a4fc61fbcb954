import { pick, type Rng } from '../rng.js';
import type { Ms } from '../units.js';
import type { ErrorDefinition } from '../vehicle/errors.js';
import { simulated } from '../vehicle/vehicle.js';
import type { FleetStore } from './store.js';

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

/** Clears errors whose time is up, then draws new ones for simulated vehicles over the dt ms before nowMs. */
export function errorStep(store: FleetStore, errors: ErrorInjection | undefined, dt: Ms, nowMs: Ms): void {
  for (const v of [...store.vehicles.values()]) {
    if (v.error?.untilMs !== undefined && nowMs >= v.error.untilMs) {
      store.setVehicle({ ...v, error: undefined });
      store.emit({ type: 'vehicleErrorCleared', vehicle: v.config.id });
    }
  }
  const e = errors;
  if (!e || dt <= 0) return;
  for (const v of [...store.vehicles.values()]) {
    if (!simulated(v)) continue;
    if (e.rng.next() < dt / e.meanTimeBetweenErrorsMs) {
      const def = e.catalogue && e.catalogue.length > 0 ? pick(e.rng, e.catalogue) : SIMULATED_ERROR;
      store.stopWithError(v, { ...def, untilMs: nowMs + e.durationMs });
    }
  }
}
