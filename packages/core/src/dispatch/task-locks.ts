import type { StationId, VehicleId } from '../ids.js';

/**
 * Stations and vehicles that take no new orders (task locks: a station under maintenance, a
 * vehicle kept back). Vehicles still drive through a locked station; a vehicle already on an
 * order finishes it; automatic charging and parking go on.
 */
export interface TaskLocks {
  readonly stations: ReadonlySet<StationId>;
  readonly vehicles: ReadonlySet<VehicleId>;
}

export const NO_TASK_LOCKS: TaskLocks = { stations: new Set(), vehicles: new Set() };
