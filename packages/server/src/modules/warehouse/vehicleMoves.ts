import type { FastifyInstance } from 'fastify';
import { FLEET_USER } from '../../runtime/persist.js';
import { binHasRoom, journalMove, moveContainer, NOWHERE, placeOf, type Place } from './places.js';
import { wms, type WmsDb, type WmsTrx } from './schema.js';

/** A completed transport order as the journal needs it. */
export interface CompletedOrder {
  readonly tenantId: number;
  readonly code: string;
  readonly layoutId: string;
  readonly source: string;
  readonly destination: string;
}

/**
 * The container a vehicle picked at `station`: one booked in a bin of a location at that station,
 * or one left standing at it. A hand-over place holds one load, so when several are booked there
 * the one booked there last is taken.
 */
async function containerAt(trx: WmsTrx, order: CompletedOrder) {
  const inBin = await trx
    .selectFrom('wms_containers as c')
    .innerJoin('wms_bins as b', 'b.id', 'c.bin_id')
    .innerJoin('wms_locations as l', 'l.id', 'b.location_id')
    .innerJoin('wms_warehouses as w', 'w.id', 'l.warehouse_id')
    .selectAll('c')
    .where('c.tenant_id', '=', order.tenantId)
    .where('l.station_code', '=', order.source)
    .where('w.layout_id', '=', order.layoutId)
    .orderBy('c.updated_at', 'desc')
    .executeTakeFirst();
  const atStation = await trx
    .selectFrom('wms_containers')
    .selectAll()
    .where('tenant_id', '=', order.tenantId)
    .where('bin_id', 'is', null)
    .where('layout_id', '=', order.layoutId)
    .where('station_code', '=', order.source)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  if (inBin && atStation) return inBin.updated_at >= atStation.updated_at ? inBin : atStation;
  return inBin ?? atStation;
}

/** Where the container goes: the first bin with room of a location at the destination, else the station itself. */
async function destinationOf(trx: WmsTrx, order: CompletedOrder, containerType: string): Promise<Place> {
  const bins = await trx
    .selectFrom('wms_bins as b')
    .innerJoin('wms_locations as l', 'l.id', 'b.location_id')
    .innerJoin('wms_warehouses as w', 'w.id', 'l.warehouse_id')
    .select(['b.id', 'b.bin_code', 'b.capacity', 'b.container_type', 'l.location_code', 'l.warehouse_id'])
    .where('b.tenant_id', '=', order.tenantId)
    .where('l.station_code', '=', order.destination)
    .where('w.layout_id', '=', order.layoutId)
    .where('b.is_valid', '=', 1)
    .orderBy('b.bin_code')
    .execute();
  for (const b of bins) {
    if (b.container_type && b.container_type !== containerType) continue;
    if (!(await binHasRoom(trx, b))) continue;
    return { binId: b.id, binCode: b.bin_code, locationCode: b.location_code, stationCode: order.destination, warehouseId: b.warehouse_id };
  }
  return { ...NOWHERE, stationCode: order.destination };
}

/**
 * Books the move of the container a completed order carried (docs/warehouse.md "Moves by
 * vehicle"). Nothing happens when no container was booked at the source; an order is booked at
 * most once (its code is the journal rows' reference).
 */
export async function bookVehicleMove(db: WmsDb, order: CompletedOrder, now: number, by?: string): Promise<boolean> {
  if (order.source === order.destination) return false;
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom('wms_transactions')
      .select('id')
      .where('tenant_id', '=', order.tenantId)
      .where('reference', '=', order.code)
      .where('tx_type', '=', 'moveByVehicle')
      .executeTakeFirst();
    if (done) return false;
    const container = await containerAt(trx, order);
    if (!container) return false;
    const from = await placeOf(trx, container);
    const to = await destinationOf(trx, order, container.container_type);
    await moveContainer(trx, container.id, to, order.layoutId, now);
    await journalMove(trx, { tenantId: order.tenantId, userName: by ?? FLEET_USER, now }, 'moveByVehicle', container, from, to, order.code, null);
    return true;
  });
}

/** The completed orders among `ids` with both ends known. */
async function completedOrders(db: WmsDb, tenantId: number, ids: readonly string[]): Promise<CompletedOrder[]> {
  const rows = await db
    .selectFrom('transorders')
    .select(['transorder_code', 'layout_id', 'src_station_code', 'dest_station_code'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .where('transorder_status', '=', 'Complete')
    .execute();
  return rows.flatMap((r) =>
    r.layout_id && r.src_station_code && r.dest_station_code
      ? [{ tenantId, code: r.transorder_code, layoutId: r.layout_id, source: r.src_station_code, destination: r.dest_station_code }]
      : [],
  );
}

/**
 * Follows every layout's fleet: each completed order books its container's move. The write runs
 * outside the fleet's queue (the fleet never waits on the warehouse) and a failure is logged,
 * never thrown into the fleet; pending writes finish before the database closes.
 */
export function followVehicleMoves(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  app.fleets.eachRuntime((rt) => {
    rt.subscribe((events, by) => {
      const completed = events.flatMap((e) => (e.type === 'orderStateChanged' && e.to === 'Complete' ? [e.order as string] : []));
      if (!completed.length) return;
      const db = wms(app.db);
      const write = (async () => {
        for (const order of await completedOrders(db, rt.tenantId, completed)) await bookVehicleMove(db, order, app.clock(), by);
      })()
        .catch((err: unknown) => app.log.warn({ err }, 'a vehicle move was not booked in the warehouse'))
        .finally(() => pending.delete(write));
      pending.add(write);
    });
  });
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
  });
}
