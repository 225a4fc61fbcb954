import type { Kysely, Transaction, Updateable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Fleet, FleetEvent, VehicleState } from '@agvs/core';
import type { Database } from '../db/schema.js';
import type { TransordersTable } from '../db/schema-fleet.js';
import type { SiteLayout } from './site-layout.js';
import { placeKey, positionColumns } from './vehicle-position.js';
import { closeTaskErrors, TASK_ERROR_TYPE, writeTaskError } from './task-errors.js';
import { hasFleetRecords, writeFleetRecords } from '../modules/agvRecords/fleetRecords.js';

/** SPEC §4 charge status from the core's run status. */
export const chargeStatusOf = (runStatus: string) => (runStatus === 'Charging' ? 'CHARGING' : 'UNCHARGED');

/** update_by of rows the fleet changes on its own (a tick, not a user's command). */
export const FLEET_USER = 'fleet';

/** What the database already says, so the event follower writes only changes: the place (placeKey) each vehicle was last written at. */
export class PersistState {
  readonly vehicleAt = new Map<string, string>();
}

export interface PersistContext {
  readonly db: Kysely<Database>;
  readonly site: SiteLayout;
  readonly fleet: Fleet;
  readonly now: number;
  readonly state: PersistState;
  /** The user whose command caused the events (update_by); the fleet's own ticks: undefined. */
  readonly by?: string;
}

/**
 * Follows one batch of events into the database (convention 6: the runtime is the one writer,
 * the tables follow its events). One transaction per batch, so a tick is stored whole or not at all.
 */
export async function persistEvents(ctx: PersistContext, events: readonly FleetEvent[]): Promise<void> {
  if (events.length === 0) return;
  const writes = events.filter((e) => relevant(e));
  if (writes.length === 0 && !hasFleetRecords(events)) return;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      for (const e of writes) await persistOne(trx, ctx, e);
      await writeFleetRecords(trx, ctx.state, ctx.site.tenantId, events, ctx.now);
    });
  } catch (err) {
    // Rolled back: what the state remembers as written may not be, so everything is written afresh.
    ctx.state.vehicleAt.clear();
    throw err;
  }
}

/** The fleet's vehicles by id, built once per batch (a tick moves every vehicle). */
const vehiclesOf = new WeakMap<PersistContext, ReadonlyMap<string, VehicleState>>();

/** The vehicle as the fleet holds it after the batch; undefined once it has left the fleet. */
function liveVehicle(ctx: PersistContext, id: string): VehicleState | undefined {
  let byId = vehiclesOf.get(ctx);
  if (!byId) vehiclesOf.set(ctx, (byId = new Map(ctx.fleet.vehicles.map((v) => [v.config.id, v]))));
  return byId.get(id);
}

/** The vehicle's position columns, for the update that stores an order step it completed. */
function positionOf(ctx: PersistContext, id: string) {
  const v = liveVehicle(ctx, id);
  if (!v) return {};
  ctx.state.vehicleAt.set(id, placeKey(v));
  return positionColumns(ctx.site, ctx.fleet, v);
}

function relevant(e: FleetEvent): boolean {
  switch (e.type) {
    case 'vehicleMoved':
    case 'vehicleStatusChanged':
    case 'batteryChanged':
    case 'loadChanged':
    case 'stationOccupancyChanged':
    case 'orderStateChanged':
    case 'orderWarning':
    case 'vehicleChanged':
    case 'vehicleAdded':
    case 'vehicleError':
    case 'vehicleErrorCleared':
    case 'orderTaskError':
    case 'orderTaskErrorCleared':
      return true;
    default:
      return false;
  }
}

async function persistOne(trx: Transaction<Database>, ctx: PersistContext, e: FleetEvent): Promise<void> {
  const { site, now, state } = ctx;
  const tenant = site.tenantId;
  const agv = (id: string) => trx.updateTable('agvs').where('tenant_id', '=', tenant).where('id', '=', id);
  switch (e.type) {
    case 'vehicleMoved': {
      // Positions change every tick while driving; the table is written when the vehicle reaches
      // a station or enters a segment (live x/y come from the runtime itself), so a restart puts
      // it back at most one segment behind, and the shutdown writes the exact spot.
      const v = liveVehicle(ctx, e.vehicle);
      if (!v || state.vehicleAt.get(e.vehicle) === placeKey(v)) return;
      await agv(e.vehicle).set({ ...positionOf(ctx, e.vehicle), updated_at: now }).execute();
      return;
    }
    case 'vehicleStatusChanged': {
      const charge = chargeStatusOf(e.to);
      const chargeChanged = charge !== chargeStatusOf(e.from);
      await agv(e.vehicle)
        .set({ run_status: e.to, charge_status: charge, ...(chargeChanged ? { charge_change_time: now } : {}), updated_at: now })
        .execute();
      return;
    }
    case 'batteryChanged':
      await agv(e.vehicle).set({ battery: e.battery }).execute();
      return;
    case 'loadChanged': {
      await agv(e.vehicle).set({ load_status: e.loaded ? 1 : 0, ...positionOf(ctx, e.vehicle), updated_at: now }).execute();
      // A pick sends the order's source detail, a drop its destination detail.
      const m = ctx.fleet.vehicle(e.vehicle).mission;
      if (m?.kind === 'Delivery') await markDetailSent(trx, tenant, m.order, e.loaded ? 1 : 2, now);
      return;
    }
    case 'vehicleChanged': {
      const v = ctx.fleet.vehicle(e.vehicle);
      await agv(e.vehicle).set({ is_lock: v.locked ? 1 : 0, is_connected: v.connected ? 1 : 0, updated_at: now }).execute();
      return;
    }
    case 'stationOccupancyChanged': {
      const st = site.stations.get(e.station);
      if (!st) return;
      await trx
        .updateTable('stations')
        .set({ is_occupied: e.occupied ? 1 : 0, updated_at: now })
        .where('tenant_id', '=', tenant)
        .where('id', '=', st.id)
        .execute();
      return;
    }
    case 'orderStateChanged': {
      const order = ctx.fleet.order(e.order);
      const set: Updateable<TransordersTable> = { update_time: now, update_by: ctx.by ?? FLEET_USER, transorder_status: e.to };
      // Back to Init: the vehicle was taken away (error, removed) and another one will take it.
      if (e.to === 'Init') Object.assign(set, { agv_id: null, start_time: null });
      else if (e.vehicle) set.agv_id = e.vehicle;
      if (order.resolvedDestination) set.dest_station_code = order.resolvedDestination;
      if (order.reassigned) set.reassigned = 1;
      if (e.to === 'Complete' || e.to === 'Close') set.end_time = now;
      await trx.updateTable('transorders').set(set).where('tenant_id', '=', tenant).where('id', '=', e.order).execute();
      if (e.to === 'Running') {
        await trx.updateTable('transorders').set({ start_time: now }).where('id', '=', e.order).where('start_time', 'is', null).execute();
      }
      if (e.to === 'Complete') {
        await markDetailSent(trx, tenant, e.order, 1, now);
        await markDetailSent(trx, tenant, e.order, 2, now);
        // The core does not report a drop of a load it never saw picked (restored orders).
        if (e.vehicle) await agv(e.vehicle).set({ load_status: 0, ...positionOf(ctx, e.vehicle) }).execute();
      }
      return;
    }
    case 'vehicleAdded':
      await agv(e.vehicle).set({ ...positionOf(ctx, e.vehicle), updated_at: now }).execute();
      return;
    case 'vehicleError': {
      const dict = await trx.selectFrom('error_dict').select(['description']).where('tenant_id', '=', tenant).where('error_code', '=', e.code).executeTakeFirst();
      const v = ctx.fleet.vehicle(e.vehicle);
      const p = v.motion.position;
      await trx
        .insertInto('error_records')
        .values({
          id: randomUUID(),
          tenant_id: tenant,
          agv_id: e.vehicle,
          transorder_id: e.order ?? null,
          error_code: e.code,
          error_level: e.level,
          category: e.category,
          error_type: 'agv',
          error_data: JSON.stringify({ station: p.kind === 'at' ? p.station : p.edge.from, nextStation: p.kind === 'on' ? p.edge.to : null, loaded: v.loaded }),
          error_desc: e.description ?? dict?.description ?? null,
          create_time: now,
          closed_time: null,
        })
        .execute();
      return;
    }
    case 'vehicleErrorCleared':
      await trx
        .updateTable('error_records')
        .set({ closed_time: now })
        .where('tenant_id', '=', tenant)
        .where('agv_id', '=', e.vehicle)
        .where('closed_time', 'is', null)
        .where('error_type', '!=', TASK_ERROR_TYPE)
        .execute();
      return;
    case 'orderTaskError':
      await writeTaskError(trx, tenant, e, now);
      return;
    case 'orderTaskErrorCleared':
      await closeTaskErrors(trx, tenant, e.order, now);
      return;
    case 'orderWarning':
      await trx.updateTable('transorders').set({ warning_info: e.warning, update_time: now }).where('tenant_id', '=', tenant).where('id', '=', e.order).execute();
      return;
    default:
      return;
  }
}

async function markDetailSent(trx: Transaction<Database>, tenant: number, orderId: string, seq: number, now: number): Promise<void> {
  const detail = await trx
    .selectFrom('transorder_details')
    .select('id')
    .where('tenant_id', '=', tenant)
    .where('transorder_id', '=', orderId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  if (!detail) return;
  await trx.updateTable('transorder_details').set({ is_send: 1, update_time: now }).where('id', '=', detail.id).execute();
  await trx.updateTable('transorder_detail_steps').set({ is_send: 1, update_time: now }).where('transorder_detail_id', '=', detail.id).execute();
}
