import type { Kysely, Transaction, Updateable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Fleet, FleetEvent } from '@agvs/core';
import type { Database } from '../db/schema.js';
import type { TransordersTable } from '../db/schema-fleet.js';
import type { SiteLayout } from './site-layout.js';

/** SPEC §4 charge status from the core's run status. */
export const chargeStatusOf = (runStatus: string) => (runStatus === 'Charging' ? 'CHARGING' : 'UNCHARGED');

/** update_by of rows the fleet changes on its own (a tick, not a user's command). */
export const FLEET_USER = 'fleet';

/** What the database already says, so the event follower writes only changes: the station each vehicle was last written at. */
export class PersistState {
  readonly vehicleAt = new Map<string, string>();
  readonly vehicleNext = new Map<string, string | null>();
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
  if (writes.length === 0) return;
  await ctx.db.transaction().execute(async (trx) => {
    for (const e of writes) await persistOne(trx, ctx, e);
  });
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
      // Positions change every tick while driving; the table keeps station-level state only
      // (live x/y come from the runtime itself).
      const at = e.station ?? null;
      const next = e.nextStation ?? null;
      if (at !== null && state.vehicleAt.get(e.vehicle) !== at) {
        state.vehicleAt.set(e.vehicle, at);
        state.vehicleNext.set(e.vehicle, null);
        await agv(e.vehicle)
          .set({ current_station_code: at, next_station_code: null, pos_x: e.x / site.mmPerUnit, pos_y: e.y / site.mmPerUnit, current_rotation: e.heading, current_direction: e.direction, updated_at: now })
          .execute();
      } else if (at === null && state.vehicleNext.get(e.vehicle) !== next) {
        state.vehicleNext.set(e.vehicle, next);
        await agv(e.vehicle).set({ next_station_code: next, updated_at: now }).execute();
      }
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
      await agv(e.vehicle).set({ load_status: e.loaded ? 1 : 0, updated_at: now }).execute();
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
      if (e.to === 'Complete' || e.to === 'Close') set.end_time = now;
      await trx.updateTable('transorders').set(set).where('tenant_id', '=', tenant).where('id', '=', e.order).execute();
      if (e.to === 'Running') {
        await trx.updateTable('transorders').set({ start_time: now }).where('id', '=', e.order).where('start_time', 'is', null).execute();
      }
      if (e.to === 'Complete') {
        await markDetailSent(trx, tenant, e.order, 1, now);
        await markDetailSent(trx, tenant, e.order, 2, now);
        // The core does not report a drop of a load it never saw picked (restored orders).
        if (e.vehicle) await agv(e.vehicle).set({ load_status: 0 }).execute();
      }
      return;
    }
    case 'vehicleAdded': {
      const v = ctx.fleet.vehicle(e.vehicle);
      const p = v.motion.position;
      const at = p.kind === 'at' ? p.station : p.edge.from;
      const xy = site.layout.stations.find((s) => s.id === at);
      state.vehicleAt.set(e.vehicle, at);
      await agv(e.vehicle)
        .set({ current_station_code: at, next_station_code: null, pos_x: xy ? xy.x / site.mmPerUnit : null, pos_y: xy ? xy.y / site.mmPerUnit : null, updated_at: now })
        .execute();
      return;
    }
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
          error_desc: dict?.description ?? null,
          create_time: now,
          closed_time: null,
        })
        .execute();
      return;
    }
    case 'vehicleErrorCleared':
      await trx.updateTable('error_records').set({ closed_time: now }).where('tenant_id', '=', tenant).where('agv_id', '=', e.vehicle).where('closed_time', 'is', null).execute();
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
