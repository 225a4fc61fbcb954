import { randomUUID } from 'node:crypto';
import type { BookedContainer, StockLine, WmsTxType } from '@agvs/contract';
import { fieldError } from '../sysconfig/fieldError.js';
import type { WmsContainersTable, WmsTrx } from './schema.js';

/** Who books, for whom and when. */
export interface Actor {
  readonly tenantId: number;
  readonly userName: string;
  readonly now: number;
}

/** Where a container is: a bin (with its location and that location's station) or only a station. */
export interface Place {
  readonly binId: string | null;
  readonly binCode: string | null;
  readonly locationCode: string | null;
  readonly stationCode: string | null;
  readonly warehouseId: string | null;
}

export const NOWHERE: Place = { binId: null, binCode: null, locationCode: null, stationCode: null, warehouseId: null };

/** A bin of the tenant with what a booking checks about it. */
export interface BinRow {
  readonly id: string;
  readonly bin_code: string;
  readonly capacity: number;
  readonly container_type: string | null;
  readonly is_valid: number;
  readonly location_code: string;
  readonly station_code: string | null;
  readonly warehouse_id: string;
}

export async function findBin(trx: WmsTrx, tenantId: number, binId: string): Promise<BinRow | undefined> {
  return trx
    .selectFrom('wms_bins as b')
    .innerJoin('wms_locations as l', 'l.id', 'b.location_id')
    .select(['b.id', 'b.bin_code', 'b.capacity', 'b.container_type', 'b.is_valid', 'l.location_code', 'l.station_code', 'l.warehouse_id'])
    .where('b.id', '=', binId)
    .where('b.tenant_id', '=', tenantId)
    .executeTakeFirst();
}

export const placeOfBin = (bin: BinRow): Place => ({ binId: bin.id, binCode: bin.bin_code, locationCode: bin.location_code, stationCode: bin.station_code, warehouseId: bin.warehouse_id });

/** The container of the caller's tenant named by `field`, refused naming the field when it is not one. */
export async function containerOf(trx: WmsTrx, tenantId: number, id: string, field = 'containerId'): Promise<WmsContainersTable> {
  const row = await trx.selectFrom('wms_containers').selectAll().where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!row) throw fieldError(field, 'wms.notOfTenant');
  return row;
}

export async function placeOf(trx: WmsTrx, container: WmsContainersTable): Promise<Place> {
  if (container.bin_id) {
    const bin = await findBin(trx, container.tenant_id, container.bin_id);
    if (bin) return placeOfBin(bin);
  }
  return { ...NOWHERE, stationCode: container.station_code };
}

/** How many containers a bin holds now. */
export async function containersIn(trx: WmsTrx, binId: string): Promise<number> {
  const row = await trx.selectFrom('wms_containers').select((eb) => eb.fn.countAll().as('n')).where('bin_id', '=', binId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Holds the bin until the transaction ends, so two bookings into its last place cannot both count
 * it free. A no-op update: PostgreSQL locks the row it writes (the second booking waits, then
 * counts the first one's container), and SQLite runs one writing transaction at a time anyway.
 */
export async function lockBin(trx: WmsTrx, binId: string): Promise<void> {
  await trx.updateTable('wms_bins').set((eb) => ({ capacity: eb.ref('capacity') })).where('id', '=', binId).execute();
}

/** Whether the bin has a place left, counted under its lock. */
export async function binHasRoom(trx: WmsTrx, bin: { readonly id: string; readonly capacity: number }): Promise<boolean> {
  await lockBin(trx, bin.id);
  return (await containersIn(trx, bin.id)) < bin.capacity;
}

/** Refuses a bin that may not take this container now: invalid, full, or for another container type. */
export async function assertRoomFor(trx: WmsTrx, bin: BinRow, container: WmsContainersTable, binField: string): Promise<void> {
  if (!bin.is_valid) throw fieldError(binField, 'wms.binInvalid');
  if (bin.container_type && bin.container_type !== container.container_type) throw fieldError(binField, 'wms.binTypeMismatch');
  if (!(await binHasRoom(trx, bin))) throw fieldError(binField, 'wms.binFull');
}

/** The part and lot lines in a container. */
export async function linesOf(trx: WmsTrx, containerId: string): Promise<(StockLine & { readonly id: string })[]> {
  const rows = await trx
    .selectFrom('wms_stock as s')
    .innerJoin('wms_lots as l', 'l.id', 's.lot_id')
    .select(['s.id', 's.lot_id', 'l.lot_no', 's.part_no', 's.quantity'])
    .where('s.container_id', '=', containerId)
    .orderBy('l.lot_no')
    .execute();
  return rows.map((r) => ({ id: r.id, lotId: r.lot_id, lotNo: r.lot_no, partNo: r.part_no, quantity: Number(r.quantity) }));
}

/** A container moved to `to`: into a bin, or standing at a station of a layout. */
export async function moveContainer(trx: WmsTrx, containerId: string, to: Place, layoutId: string | null, now: number): Promise<void> {
  await trx
    .updateTable('wms_containers')
    .set({ bin_id: to.binId, station_code: to.binId ? null : to.stationCode, layout_id: to.binId ? null : layoutId, updated_at: now })
    .where('id', '=', containerId)
    .execute();
}

/** Empty or full by what it holds, unless it was blocked by hand. */
export async function settleState(trx: WmsTrx, container: WmsContainersTable, now: number): Promise<void> {
  if (container.container_state === 'blocked') return;
  const full = (await linesOf(trx, container.id)).length > 0;
  await trx.updateTable('wms_containers').set({ container_state: full ? 'full' : 'empty', updated_at: now }).where('id', '=', container.id).execute();
}

export interface JournalEntry {
  readonly type: WmsTxType;
  readonly container: WmsContainersTable;
  readonly line?: { readonly partNo: string; readonly lotNo: string; readonly quantity: number };
  readonly from?: Place;
  readonly to?: Place;
  readonly reference?: string | null;
  readonly memo?: string | null;
}

/** One journal row; written in the booking's transaction, so it exists exactly when the stock changed. */
export async function journal(trx: WmsTrx, actor: Actor, e: JournalEntry): Promise<void> {
  await trx
    .insertInto('wms_transactions')
    .values({
      id: randomUUID(),
      tenant_id: actor.tenantId,
      created_at: actor.now,
      tx_type: e.type,
      container_id: e.container.id,
      container_code: e.container.container_code,
      part_no: e.line?.partNo ?? null,
      lot_no: e.line?.lotNo ?? null,
      quantity: e.line?.quantity ?? null,
      from_location_code: e.from?.locationCode ?? null,
      from_bin_code: e.from?.binCode ?? null,
      from_station_code: e.from?.stationCode ?? null,
      to_location_code: e.to?.locationCode ?? null,
      to_bin_code: e.to?.binCode ?? null,
      to_station_code: e.to?.stationCode ?? null,
      reference: e.reference ?? null,
      user_name: actor.userName,
      memo: e.memo ?? null,
    })
    .execute();
}

/** A move of a whole container: one journal row per line it holds, or one row when it is empty. */
export async function journalMove(trx: WmsTrx, actor: Actor, type: WmsTxType, container: WmsContainersTable, from: Place, to: Place, reference: string | null, memo: string | null): Promise<void> {
  const lines = await linesOf(trx, container.id);
  if (!lines.length) await journal(trx, actor, { type, container, from, to, reference, memo });
  for (const line of lines) await journal(trx, actor, { type, container, line, from, to, reference, memo });
}

/** The container as a booking answers it. */
export async function bookedContainer(trx: WmsTrx, containerId: string): Promise<BookedContainer> {
  const c = await trx.selectFrom('wms_containers').selectAll().where('id', '=', containerId).executeTakeFirstOrThrow();
  const place = await placeOf(trx, c);
  const lines = (await linesOf(trx, c.id)).map(({ lotId, lotNo, partNo, quantity }) => ({ lotId, lotNo, partNo, quantity }));
  return { id: c.id, containerCode: c.container_code, containerState: c.container_state, binId: place.binId, binCode: place.binCode, stationCode: place.stationCode, lines };
}
