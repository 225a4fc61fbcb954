import type { Transaction } from 'kysely';
import type { FleetEvent } from '@agvs/core';
import type { Database } from '../../db/schema.js';
import { hasSegmentEvents, OrderSegmentTracker, writeOrderSegments } from './orderSegments.js';
import { hasVehicleLog, writeVehicleLogs } from './vehicleLog.js';

/** One tracker per fleet: keyed by that fleet's persist state, which lives as long as the fleet. */
const trackers = new WeakMap<object, OrderSegmentTracker>();

/** Whether a batch of fleet events holds anything for the vehicle log or the order segments. */
export const hasFleetRecords = (events: readonly FleetEvent[]) => hasVehicleLog(events) || hasSegmentEvents(events);

/** Writes the vehicle log and the order segments of one batch, in the batch's transaction. */
export async function writeFleetRecords(trx: Transaction<Database>, fleetKey: object, tenantId: number, events: readonly FleetEvent[], now: number): Promise<void> {
  let tracker = trackers.get(fleetKey);
  if (!tracker) trackers.set(fleetKey, (tracker = new OrderSegmentTracker()));
  await writeVehicleLogs(trx, tenantId, events, now);
  await writeOrderSegments(trx, tracker, tenantId, events, now);
}
