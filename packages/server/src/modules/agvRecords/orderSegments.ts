import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { FleetEvent } from '@agvs/core';
import type { Database } from '../../db/schema.js';

/** Where a vehicle last arrived, and for which order it is driving now. */
interface Driving {
  order?: string;
  station?: string;
  since?: number;
}

/**
 * Follows one fleet's events into transorder_segments: each arrival at a station while the
 * vehicle drives for an order is the stretch from the station it came from. Kept per fleet (the
 * caller's key); after a restart the first stretch of an order under way is left out, because
 * where the vehicle came from was not seen.
 */
export class OrderSegmentTracker {
  private readonly vehicles = new Map<string, Driving>();

  /** Rows for the events of one batch, all stamped `now` (a tick's events happen within it). */
  rows(tenantId: number, events: readonly FleetEvent[], now: number) {
    const out: { tenant_id: number; transorder_id: string; agv_id: string; src_station_code: string; dest_station_code: string; start_time: number; end_time: number }[] = [];
    for (const e of events) {
      if (e.type === 'missionStarted') {
        const d = this.of(e.vehicle);
        d.order = e.mission.kind === 'Delivery' ? e.mission.order : undefined;
      } else if (e.type === 'vehicleArrived') {
        const d = this.of(e.vehicle);
        if (d.order && d.station && d.station !== e.station) {
          out.push({ tenant_id: tenantId, transorder_id: d.order, agv_id: e.vehicle, src_station_code: d.station, dest_station_code: e.station, start_time: d.since ?? now, end_time: now });
        }
        d.station = e.station;
        d.since = now;
      } else if (e.type === 'vehicleRemoved') {
        this.vehicles.delete(e.vehicle);
      }
    }
    return out;
  }

  private of(vehicle: string): Driving {
    let d = this.vehicles.get(vehicle);
    if (!d) this.vehicles.set(vehicle, (d = {}));
    return d;
  }
}

export const hasSegmentEvents = (events: readonly FleetEvent[]) => events.some((e) => e.type === 'missionStarted' || e.type === 'vehicleArrived');

/** Stores the stretches of one batch, numbered after the order's stretches already stored. */
export async function writeOrderSegments(trx: Transaction<Database>, tracker: OrderSegmentTracker, tenantId: number, events: readonly FleetEvent[], now: number): Promise<void> {
  const rows = tracker.rows(tenantId, events, now);
  if (!rows.length) return;
  const orders = [...new Set(rows.map((r) => r.transorder_id))];
  const known = await trx.selectFrom('transorders').select('id').where('tenant_id', '=', tenantId).where('id', 'in', orders).execute();
  const next = new Map<string, number>();
  for (const { id } of known) {
    const last = await trx.selectFrom('transorder_segments').select((eb) => eb.fn.max('seq').as('seq')).where('transorder_id', '=', id).executeTakeFirst();
    next.set(id, Number(last?.seq ?? 0) + 1);
  }
  // A vehicle removed in the same batch has no row to point at any more.
  const agvIds = [...new Set(rows.map((r) => r.agv_id))];
  const agvs = new Set((await trx.selectFrom('agvs').select('id').where('tenant_id', '=', tenantId).where('id', 'in', agvIds).execute()).map((r) => r.id));
  const stored = rows.flatMap((r) => {
    const seq = next.get(r.transorder_id);
    if (seq === undefined) return [];
    next.set(r.transorder_id, seq + 1);
    return [{ id: randomUUID(), ...r, agv_id: agvs.has(r.agv_id) ? r.agv_id : null, seq }];
  });
  if (stored.length) await trx.insertInto('transorder_segments').values(stored).execute();
}
