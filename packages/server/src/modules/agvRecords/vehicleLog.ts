import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { FleetEvent } from '@agvs/core';
import type { Database } from '../../db/schema.js';

/** Log types of the vehicle log (dict vehicle_log_type). */
export type VehicleLogType = 'Mission' | 'Load' | 'Charge' | 'Error' | 'Route' | 'Deadlock';

interface Entry {
  readonly agv: string;
  readonly type: VehicleLogType;
  readonly content: string;
  /** Order whose code the content names (looked up once per batch). */
  readonly order?: string;
}

/**
 * What a vehicle did, as the log shows it: missions, loads, charging, errors, re-routing and
 * deadlocks. Moves and battery ticks are left out (they are the position and battery columns).
 * Contents are facts with codes (stations, orders, error codes), the same in every language;
 * the log type is translated by its dictionary.
 */
function entriesOf(e: FleetEvent): Entry[] {
  switch (e.type) {
    case 'missionStarted': {
      const m = e.mission;
      if (m.kind === 'Delivery') return [{ agv: e.vehicle, type: 'Mission', content: `Delivery ${m.leg} -> ${m.target}`, order: m.order }];
      return [{ agv: e.vehicle, type: 'Mission', content: `${m.kind}${m.kind === 'Charge' && m.forced ? ' (forced)' : ''} -> ${m.target}` }];
    }
    case 'loadChanged':
      return [{ agv: e.vehicle, type: 'Load', content: e.loaded ? 'Load picked up' : 'Load dropped' }];
    case 'chargingStarted':
      return [{ agv: e.vehicle, type: 'Charge', content: `Charging at ${e.station}, battery ${e.battery}%` }];
    case 'chargingStopped':
      return [{ agv: e.vehicle, type: 'Charge', content: `Charging stopped, battery ${e.battery}%` }];
    case 'vehicleError':
      return [{ agv: e.vehicle, type: 'Error', content: `${e.level} ${e.code} (${e.category})`, ...(e.order ? { order: e.order } : {}) }];
    case 'vehicleErrorCleared':
      return [{ agv: e.vehicle, type: 'Error', content: 'Errors cleared' }];
    case 'routeChanged':
      return [{ agv: e.vehicle, type: 'Route', content: `${e.kind}: ${e.reason}` }];
    case 'noRoute':
      return [{ agv: e.vehicle, type: 'Route', content: `No route to ${e.to}` }];
    case 'deadlock':
      return e.vehicles.map((v) => ({ agv: v, type: 'Deadlock', content: e.resolvedBy ? `Deadlock resolved by ${e.resolvedBy}${e.how ? ` (${e.how})` : ''}` : 'Deadlock' }));
    default:
      return [];
  }
}

/** Whether a batch holds anything for the vehicle log. */
export const hasVehicleLog = (events: readonly FleetEvent[]) => events.some((e) => entriesOf(e).length > 0);

/** Writes the vehicle-log rows of one batch of fleet events, in the batch's transaction. */
export async function writeVehicleLogs(trx: Transaction<Database>, tenantId: number, events: readonly FleetEvent[], now: number): Promise<void> {
  const entries = events.flatMap(entriesOf);
  if (!entries.length) return;
  const orderIds = [...new Set(entries.flatMap((x) => (x.order ? [x.order] : [])))];
  const codes = new Map<string, string>();
  if (orderIds.length) {
    const rows = await trx.selectFrom('transorders').select(['id', 'transorder_code']).where('tenant_id', '=', tenantId).where('id', 'in', orderIds).execute();
    for (const r of rows) codes.set(r.id, r.transorder_code);
  }
  // Vehicles removed in the same batch have no row to point at any more.
  const agvIds = [...new Set(entries.map((x) => x.agv))];
  const known = new Set((await trx.selectFrom('agvs').select('id').where('tenant_id', '=', tenantId).where('id', 'in', agvIds).execute()).map((r) => r.id));
  const rows = entries
    .filter((x) => known.has(x.agv))
    .map((x) => ({
      id: randomUUID(),
      tenant_id: tenantId,
      agv_id: x.agv,
      log_type: x.type,
      content: (x.order ? `${x.content}, order ${codes.get(x.order) ?? x.order}` : x.content).slice(0, 500),
      create_time: now,
    }));
  if (rows.length) await trx.insertInto('vehicle_logs').values(rows).execute();
}
