import { randomUUID } from 'node:crypto';
import type { BookAdjust, BookedContainer, BookInbound, BookOutbound, BookTransfer } from '@agvs/contract';
import { fieldError } from '../sysconfig/fieldError.js';
import {
  assertRoomFor,
  bookedContainer,
  containerOf,
  findBin,
  journal,
  journalMove,
  linesOf,
  moveContainer,
  placeOf,
  placeOfBin,
  settleState,
  type Actor,
  type BinRow,
} from './places.js';
import type { WmsContainersTable, WmsDb, WmsTrx } from './schema.js';

/*
 * The bookings of docs/warehouse.md "Booking rules". Each one checks, changes the stock and writes
 * its journal rows in one transaction: a refusal (a 4xx naming the field) leaves everything as it
 * was. `warehouseId` keeps the store client to the bins of its own warehouse.
 */

export interface Scope {
  /** Only bins and containers of this warehouse (the store client's). */
  readonly warehouseId?: string;
}

async function binOf(trx: WmsTrx, actor: Actor, id: string, field: string, scope: Scope): Promise<BinRow> {
  const bin = await findBin(trx, actor.tenantId, id);
  if (!bin) throw fieldError(field, 'wms.notOfTenant');
  if (scope.warehouseId && bin.warehouse_id !== scope.warehouseId) throw fieldError(field, 'wms.notOwnWarehouse');
  return bin;
}

async function movableContainer(trx: WmsTrx, actor: Actor, id: string): Promise<WmsContainersTable> {
  const container = await containerOf(trx, actor.tenantId, id);
  if (container.container_state === 'blocked') throw fieldError('containerId', 'wms.containerBlocked');
  return container;
}

/** The store client reaches containers in its warehouse's bins, and (to book them in) those in no bin. */
async function assertContainerInScope(trx: WmsTrx, container: WmsContainersTable, scope: Scope, allowUnbinned: boolean): Promise<void> {
  if (!scope.warehouseId) return;
  const place = await placeOf(trx, container);
  if (place.warehouseId === scope.warehouseId || (allowUnbinned && !place.binId)) return;
  throw fieldError('containerId', 'wms.notOwnWarehouse');
}

async function lotOf(trx: WmsTrx, actor: Actor, id: string) {
  const lot = await trx.selectFrom('wms_lots').selectAll().where('id', '=', id).where('tenant_id', '=', actor.tenantId).executeTakeFirst();
  if (!lot) throw fieldError('lotId', 'wms.notOfTenant');
  return lot;
}

/** Goods of a lot put into a container in a bin (the container comes into the bin if it is not there yet). */
export async function bookInbound(db: WmsDb, actor: Actor, input: BookInbound, scope: Scope = {}): Promise<BookedContainer> {
  return db.transaction().execute(async (trx) => {
    const container = await movableContainer(trx, actor, input.containerId);
    await assertContainerInScope(trx, container, scope, true);
    const bin = await binOf(trx, actor, input.binId, 'binId', scope);
    const lot = await lotOf(trx, actor, input.lotId);
    if (lot.quality_state === 'blocked') throw fieldError('lotId', 'wms.lotBlocked');
    const from = await placeOf(trx, container);
    if (from.binId && from.binId !== bin.id) throw fieldError('containerId', 'wms.containerInOtherBin');
    if (from.binId !== bin.id) {
      await assertRoomFor(trx, bin, container, 'binId');
      await moveContainer(trx, container.id, placeOfBin(bin), null, actor.now);
    } else if (!bin.is_valid) throw fieldError('binId', 'wms.binInvalid');
    const line = (await linesOf(trx, container.id)).find((l) => l.lotId === lot.id);
    if (line) await trx.updateTable('wms_stock').set({ quantity: line.quantity + input.quantity, updated_at: actor.now }).where('id', '=', line.id).execute();
    else
      await trx
        .insertInto('wms_stock')
        .values({ id: randomUUID(), tenant_id: actor.tenantId, container_id: container.id, lot_id: lot.id, part_no: lot.part_no, quantity: input.quantity, updated_at: actor.now })
        .execute();
    await settleState(trx, container, actor.now);
    await journal(trx, actor, {
      type: 'inbound',
      container,
      line: { partNo: lot.part_no, lotNo: lot.lot_no, quantity: input.quantity },
      from: from.binId ? undefined : from,
      to: placeOfBin(bin),
      memo: input.memo,
    });
    return bookedContainer(trx, container.id);
  });
}

/** Goods taken out of a container (to a line, a customer); the container stays where it is. */
export async function bookOutbound(db: WmsDb, actor: Actor, input: BookOutbound, scope: Scope = {}): Promise<BookedContainer> {
  return db.transaction().execute(async (trx) => {
    const container = await movableContainer(trx, actor, input.containerId);
    await assertContainerInScope(trx, container, scope, false);
    const lines = await linesOf(trx, container.id);
    if (!input.lotId && !lines.length) throw fieldError('containerId', 'wms.containerEmpty');
    if (!input.lotId && lines.length > 1) throw fieldError('lotId', 'wms.lotRequired');
    const line = input.lotId ? lines.find((l) => l.lotId === input.lotId) : lines[0];
    if (!line) throw fieldError('lotId', 'wms.lotNotInContainer');
    if (input.quantity > line.quantity) throw fieldError('quantity', 'wms.notEnoughStock');
    // Conditional on the quantity still being there: two bookings at once never take the same pieces.
    if (input.quantity === line.quantity) {
      const gone = await trx.deleteFrom('wms_stock').where('id', '=', line.id).where('quantity', '=', line.quantity).executeTakeFirst();
      if (!Number(gone.numDeletedRows)) throw fieldError('quantity', 'wms.notEnoughStock');
    } else {
      const left = await trx
        .updateTable('wms_stock')
        .set((eb) => ({ quantity: eb('quantity', '-', input.quantity), updated_at: actor.now }))
        .where('id', '=', line.id)
        .where('quantity', '>', input.quantity)
        .executeTakeFirst();
      if (!Number(left.numUpdatedRows)) throw fieldError('quantity', 'wms.notEnoughStock');
    }
    await settleState(trx, container, actor.now);
    await journal(trx, actor, { type: 'outbound', container, line: { partNo: line.partNo, lotNo: line.lotNo, quantity: input.quantity }, from: await placeOf(trx, container), memo: input.memo });
    return bookedContainer(trx, container.id);
  });
}

/** A container with everything in it moved to another bin (or from a station into a bin). */
export async function bookTransfer(db: WmsDb, actor: Actor, input: BookTransfer, scope: Scope = {}): Promise<BookedContainer> {
  return db.transaction().execute(async (trx) => {
    const container = await movableContainer(trx, actor, input.containerId);
    await assertContainerInScope(trx, container, scope, true);
    const bin = await binOf(trx, actor, input.toBinId, 'toBinId', scope);
    const from = await placeOf(trx, container);
    if (from.binId === bin.id) throw fieldError('toBinId', 'wms.sameBin');
    await assertRoomFor(trx, bin, container, 'toBinId');
    const to = placeOfBin(bin);
    await moveContainer(trx, container.id, to, null, actor.now);
    await journalMove(trx, actor, 'transfer', container, from, to, null, input.memo ?? null);
    return bookedContainer(trx, container.id);
  });
}

/**
 * A count: the lot's quantity in the container becomes what was counted; the journal row carries
 * the difference and the reason. Allowed on blocked containers (counting is how a block is cleared).
 */
export async function bookAdjust(db: WmsDb, actor: Actor, input: BookAdjust): Promise<BookedContainer> {
  return db.transaction().execute(async (trx) => {
    const container = await containerOf(trx, actor.tenantId, input.containerId);
    const lot = await lotOf(trx, actor, input.lotId);
    const line = (await linesOf(trx, container.id)).find((l) => l.lotId === lot.id);
    const delta = input.quantity - (line?.quantity ?? 0);
    if (delta === 0) throw fieldError('quantity', 'wms.nothingToAdjust');
    if (!line) {
      await trx
        .insertInto('wms_stock')
        .values({ id: randomUUID(), tenant_id: actor.tenantId, container_id: container.id, lot_id: lot.id, part_no: lot.part_no, quantity: input.quantity, updated_at: actor.now })
        .execute();
    } else if (input.quantity === 0) await trx.deleteFrom('wms_stock').where('id', '=', line.id).execute();
    else await trx.updateTable('wms_stock').set({ quantity: input.quantity, updated_at: actor.now }).where('id', '=', line.id).execute();
    await settleState(trx, container, actor.now);
    const place = await placeOf(trx, container);
    await journal(trx, actor, { type: 'adjust', container, line: { partNo: lot.part_no, lotNo: lot.lot_no, quantity: delta }, from: place, to: place, memo: input.memo });
    return bookedContainer(trx, container.id);
  });
}
