import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bodySummary } from '../agvRecords/bodySummary.js';
import { topicPrefix } from './topics.js';
import type { VdaVehicle } from './vehicles.js';

/** Direction of a message in the interface log's message column: from the vehicle, or to it. */
export type CommDirection = 'in' | 'out';

export interface CommLogEntry {
  readonly direction: CommDirection;
  /** Last topic level: state, order, instantActions... */
  readonly topic: string;
  /** The parsed message (summarised, secrets masked), or the raw text of one that was not JSON. */
  readonly body: unknown;
  /** What the schema (or JSON parsing) found wrong with a received message; none: it was valid. */
  readonly problem?: string;
}

/**
 * The interface log of VDA 5050 traffic (docs/vda5050.md "Communication log"): one row per
 * message, method MQTT, path the full topic, caller the vehicle code, message the direction
 * (`in`, `out`) or, for a received message its schema refuses, what is wrong (status 400). Rows
 * of valid traffic are written only for vehicles whose record has isCommunicationLog on; schema
 * failures always, body included (they are what an integrator needs when a vehicle
 * misbehaves). A lost row is logged and never stops the message it describes.
 */
export async function writeCommLog(db: Kysely<Database>, now: number, vehicle: VdaVehicle, entry: CommLogEntry, onError: (msg: string) => void): Promise<void> {
  if (!entry.problem && !vehicle.commLog) return;
  try {
    await db
      .insertInto('interface_logs')
      .values({
        id: randomUUID(),
        tenant_id: vehicle.tenantId,
        caller: vehicle.agvCode,
        method: 'MQTT',
        path: `${topicPrefix(vehicle)}/${entry.topic}`.slice(0, 1000),
        body_summary: bodySummary(entry.body),
        status: entry.problem ? 400 : 200,
        success: entry.problem ? 0 : 1,
        message: (entry.problem ?? entry.direction).slice(0, 500),
        duration_ms: 0,
        ip: null,
        created_at: now,
      })
      .execute();
  } catch (err) {
    onError(`VDA 5050: interface log write failed: ${String(err)}`);
  }
}
