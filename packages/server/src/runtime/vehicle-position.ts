import { bodyHeading, positionPoint, type Fleet, type VehicleState } from '@agvs/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SiteLayout } from './site-layout.js';

/**
 * Which place the row names: the station and the heading the vehicle stands at (a turn on the
 * spot, setHeading included, is kept), or the segment's start and end; equal keys need no write.
 */
export function placeKey(v: VehicleState): string {
  const p = v.motion.position;
  return p.kind === 'at' ? `${p.station}@${v.motion.heading}` : `${p.edge.from}>${p.edge.to}`;
}

/**
 * A vehicle's position as its agvs row keeps it: the station it stands on, or the segment it
 * drives (start station, next station, mm covered), with map coordinates and heading.
 */
export function positionColumns(site: SiteLayout, fleet: Fleet, v: VehicleState) {
  const p = v.motion.position;
  const pt = positionPoint(fleet.graph, p);
  return {
    current_station_code: p.kind === 'at' ? p.station : p.edge.from,
    next_station_code: p.kind === 'on' ? p.edge.to : null,
    segment_progress: p.kind === 'on' ? p.progress : 0,
    pos_x: pt.x / site.mmPerUnit,
    pos_y: pt.y / site.mmPerUnit,
    current_rotation: p.kind === 'on' ? bodyHeading(p.edge, p.progress) : v.motion.heading,
    current_direction: v.motion.drive,
  };
}

/**
 * Writes every vehicle's exact position, battery and load (a graceful shutdown, or the places a
 * restore chose), in one transaction so the rows never show half a fleet moved.
 */
export async function flushVehicles(db: Kysely<Database> | Transaction<Database>, site: SiteLayout, fleet: Fleet, now: number): Promise<void> {
  const vehicles = fleet.vehicles;
  if (vehicles.length === 0) return;
  const write = async (trx: Kysely<Database>) => {
    for (const v of vehicles) {
      await trx
        .updateTable('agvs')
        .set({ ...positionColumns(site, fleet, v), battery: v.battery, load_status: v.loaded ? 1 : 0, updated_at: now })
        .where('tenant_id', '=', site.tenantId)
        .where('id', '=', v.config.id)
        .execute();
    }
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}
