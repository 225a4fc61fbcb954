import type { z } from 'zod';
import { actionProblem, loadedWithoutOrder, stationId, stopStation, type TaskErrorCode } from '@agvs/core';
import type { CreateTaskRequest } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { MessageKey } from '../../i18n/messages.js';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';

type TaskForm = z.output<typeof CreateTaskRequest>;

/** Where the orders of a create-task form start. */
export interface TaskPlan {
  /** The pick station, or where the vehicle stands for a load already on it. */
  readonly source: string;
  /** The load is on the named vehicle already (its order was closed after the pick): only a drop. */
  readonly loadOnVehicle: boolean;
}

const REFUSAL: Record<TaskErrorCode, MessageKey> = {
  PICK_STATION_EMPTY: 'fleet.pickStationEmpty',
  DROP_STATION_FULL: 'fleet.dropStationFull',
  ACTION_FAILED: 'fleet.actionFailed',
  OUT_OF_DEVIATION: 'fleet.outOfDeviation',
};

/**
 * Refuses a task that cannot be done as things stand (a pick where no load stands, a drop onto
 * a load) and works out a drop-only task: no source station, a named vehicle that carries a load
 * without an order. Stations and vehicle are known to exist (checkForm).
 */
export function planTask(rt: FleetRuntime, form: TaskForm): TaskPlan {
  const vehicle = form.agvId ? rt.fleet.vehicles.find((v) => v.config.id === form.agvId) : undefined;
  const carrying = vehicle !== undefined && loadedWithoutOrder(vehicle);
  if (form.destStationCode) refuseIf(actionProblem('drop', rt.fleet.stationOccupied(stationId(form.destStationCode))), form.destStationCode);
  if (!form.srcStationCode) {
    if (!vehicle || !carrying) throw businessError('fleet.dropOnlyNeedsLoad', { agvId: form.agvId ?? '' });
    if (form.cycleTimes > 1) throw businessError('fleet.dropOnlyOneCycle');
    return { source: stopStation(vehicle.motion.position), loadOnVehicle: true };
  }
  if (carrying) throw businessError('fleet.agvCarriesLoad', { agvCode: vehicle.config.code });
  refuseIf(actionProblem('pick', rt.fleet.stationOccupied(stationId(form.srcStationCode))), form.srcStationCode);
  return { source: form.srcStationCode, loadOnVehicle: false };
}

/** Refuses with the reason an action cannot be done at the station. */
export function refuseIf(problem: TaskErrorCode | undefined, stationCode: string): void {
  if (problem) throw businessError(REFUSAL[problem], { stationCode });
}
