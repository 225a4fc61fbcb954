import type { Kysely } from 'kysely';
import { Fleet, stationId, type FleetOptions, type FleetSnapshot } from '@agvs/core';
import type { Database } from '../db/schema.js';
import { isStorageRefusal } from '../db/storage-refusal.js';
import { PersistState } from './persist.js';
import { loadAgvRows, loadOpenErrors, loadOpenOrders, savedOrder, savedVehicle } from './restore.js';
import type { SiteLayout } from './site-layout.js';
import { flushVehicles, placeKey } from './vehicle-position.js';

/** How long an error still open at a restart lasts when error injection does not say, ms. */
const DEFAULT_ERROR_MS = 120_000;

export interface LoadSettings {
  readonly log: (msg: string) => void;
  /** Core options for the layout (error injection). */
  readonly options?: (site: SiteLayout) => Promise<FleetOptions>;
  /** How long an error still open in the tables lasts after the restart, ms. */
  readonly errorDurationMs?: number;
}

/**
 * Builds the layout's fleet from the database as it was left: vehicles on their station or on
 * the segment they were driving, loaded or not, and open orders with the vehicle that had taken
 * them (Fleet.restore), so nothing is assigned twice. The places the restore chose are written
 * back at once (one transaction with the orders that lost their vehicle), so the rows and the
 * fleet agree from the first tick. `stored` is false when the database refused that write (the
 * fleet must then hold until it stores again).
 */
export async function restoreFleet(db: Kysely<Database>, now: number, site: SiteLayout, settings: LoadSettings): Promise<{ fleet: Fleet; state: PersistState; stored: boolean }> {
  const { log, options = async () => ({}), errorDurationMs = DEFAULT_ERROR_MS } = settings;
  const { tenantId, layoutId } = site;
  const rows = (await loadAgvRows(db, tenantId, layoutId)).filter((r): r is typeof r & { current_station_code: string } => site.stations.has(r.current_station_code!));
  const orders = await loadOpenOrders(db, tenantId, layoutId);
  // A vehicle stopped with an error before the restart stands still again, for a fresh duration.
  const errors = await loadOpenErrors(db, tenantId, rows.map((r) => r.id));
  // Read afresh, not from the site: a fleet restored after a storage halt finds the loads as last stored.
  const loaded = await db.selectFrom('stations').select('station_code').where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).where('is_occupied', '=', 1).execute();
  const snapshot: FleetSnapshot = {
    nowMs: now,
    vehicles: rows.map((r) => {
      const e = errors.get(r.id);
      return { ...savedVehicle(r), error: e ? { ...e, untilMs: now + errorDurationMs } : undefined };
    }),
    orders: orders.flatMap((r) => savedOrder(r, now) ?? []),
    loads: loaded.map((s) => stationId(s.station_code)),
  };
  const { fleet, report } = Fleet.restore(site.layout, snapshot, await options(site));
  for (const id of report.leftOut) log(`vehicle ${id} has no free place to stand on; left out of layout ${layoutId}`);
  let stored = true;
  try {
    await db.transaction().execute(async (trx) => {
      if (report.unassigned.length > 0) {
        // Their vehicle is gone: the rows wait for a new one as the core does.
        await trx.updateTable('transorders').set({ transorder_status: 'Init', agv_id: null, update_time: now }).where('tenant_id', '=', tenantId).where('id', 'in', [...report.unassigned]).execute();
      }
      await flushVehicles(trx, site, fleet, now);
    });
  } catch (err) {
    if (!isStorageRefusal(err)) throw err;
    stored = false;
  }
  const state = new PersistState();
  for (const v of fleet.vehicles) state.vehicleAt.set(v.config.id, placeKey(v));
  const held = await db
    .selectFrom('occupied_stations')
    .innerJoin('stations', 'stations.id', 'occupied_stations.station_id')
    .select('stations.station_code')
    .where('occupied_stations.tenant_id', '=', tenantId)
    .where('occupied_stations.layout_id', '=', layoutId)
    .execute();
  for (const h of held) fleet.apply({ type: 'setStationLocked', station: h.station_code as never, locked: true });
  const restored = new Set<string>(fleet.orders.map((o) => o.id));
  for (const row of orders) if (!restored.has(row.id)) log(`order ${row.transorder_code} not restored: it has no source or destination`);
  return { fleet, state, stored };
}
