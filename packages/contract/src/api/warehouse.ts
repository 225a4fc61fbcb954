import { z } from 'zod';
import { Id } from './fields.js';

/*
 * Stock bookings, stock by location and the store client (issue 16, docs/warehouse.md). Every
 * booking moves stock of one container and writes its journal rows in one transaction.
 */

/** Kinds of journal rows; move-by-vehicle rows are written by the fleet's completed orders only. */
export const WMS_TX_TYPES = ['inbound', 'outbound', 'transfer', 'moveByVehicle', 'adjust'] as const;
export type WmsTxType = (typeof WMS_TX_TYPES)[number];

/** A container is empty or full by its stock; blocked is set by hand and stops every booking but a count. */
export const WMS_CONTAINER_STATES = ['empty', 'full', 'blocked'] as const;
export const WMS_QUALITY_STATES = ['released', 'quarantine', 'blocked'] as const;
export const WMS_WAREHOUSE_TYPES = ['raw', 'finished', 'lineSide'] as const;

/** How often the store client refreshes its bins (ms). */
export const STORE_POLL_MS = 5_000;

/** Most pieces in one booking: a bad scan (a barcode read as a quantity) must not book billions. */
export const MAX_BOOKED_QUANTITY = 1_000_000;

const Quantity = z.coerce.number().int().min(1).max(MAX_BOOKED_QUANTITY);
const Memo = z.string().trim().max(200).nullish();

export const BookInbound = z.object({ containerId: Id, binId: Id, lotId: Id, quantity: Quantity, memo: Memo });
export type BookInbound = z.output<typeof BookInbound>;
/** lotId may be left out when the container holds one lot only. */
export const BookOutbound = z.object({ containerId: Id, lotId: Id.nullish(), quantity: Quantity, memo: Memo });
export type BookOutbound = z.output<typeof BookOutbound>;
export const BookTransfer = z.object({ containerId: Id, toBinId: Id, memo: Memo });
export type BookTransfer = z.output<typeof BookTransfer>;
/** A count: `quantity` is what was counted (0 empties the line); a reason is required. */
export const BookAdjust = z.object({ containerId: Id, lotId: Id, quantity: z.coerce.number().int().min(0).max(MAX_BOOKED_QUANTITY), memo: z.string().trim().min(1).max(200) });
export type BookAdjust = z.output<typeof BookAdjust>;

/** One part and lot in a container. */
export const StockLine = z.object({ lotId: z.string(), lotNo: z.string(), partNo: z.string(), quantity: z.number() });
export type StockLine = z.output<typeof StockLine>;

/** A container after a booking: where it is and what it holds. */
export const BookedContainer = z.object({
  id: z.string(),
  containerCode: z.string(),
  containerState: z.string(),
  binId: z.string().nullable(),
  binCode: z.string().nullable(),
  stationCode: z.string().nullable(),
  lines: z.array(StockLine),
});
export type BookedContainer = z.output<typeof BookedContainer>;

export const StockQuery = z.object({
  warehouseId: Id.optional(),
  locationId: Id.optional(),
  binId: Id.optional(),
  partNo: z.string().trim().max(64).optional(),
  lotNo: z.string().trim().max(64).optional(),
});

/** Stock of one part and lot in one bin (containers at a station without a bin are not in stock of a warehouse). */
export const StockRow = z.object({
  warehouseId: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  locationId: z.string(),
  locationCode: z.string(),
  binId: z.string(),
  binCode: z.string(),
  partNo: z.string(),
  lotNo: z.string(),
  quantity: z.number(),
  containers: z.number(),
});
export type StockRow = z.output<typeof StockRow>;

/** Most stock rows one answer carries; a narrower search finds the rest. */
export const MAX_STOCK_ROWS = 2_000;
export const StockAnswer = z.object({ rows: z.array(StockRow), truncated: z.boolean() });
export type StockAnswer = z.output<typeof StockAnswer>;

const Choice = z.object({ id: z.string(), code: z.string(), name: z.string().nullable() });
/** The tenant's rows the warehouse forms choose from. */
export const WmsOptions = z.object({
  layouts: z.array(Choice),
  devices: z.array(Choice),
  warehouses: z.array(Choice),
  locations: z.array(Choice.extend({ warehouseId: z.string() })),
  bins: z.array(Choice.extend({ locationId: z.string(), capacity: z.number(), containers: z.number() })),
  containers: z.array(Choice.extend({ state: z.string(), binId: z.string().nullable(), stationCode: z.string().nullable() })),
  lots: z.array(Choice.extend({ qualityState: z.string() })),
});
export type WmsOptions = z.output<typeof WmsOptions>;

/** A container as the store client shows it. */
export const StoreContainer = z.object({ id: z.string(), code: z.string(), state: z.string(), stationCode: z.string().nullable(), lines: z.array(StockLine) });
export type StoreContainer = z.output<typeof StoreContainer>;
export const StoreBin = z.object({ id: z.string(), code: z.string(), locationCode: z.string(), capacity: z.number(), containers: z.array(StoreContainer) });
export type StoreBin = z.output<typeof StoreBin>;

/** The store client's screen: its warehouse's bins with their containers, and what may come in. */
export const StoreView = z.object({
  warehouseId: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  bins: z.array(StoreBin),
  /** Containers in no bin: nowhere yet, or at a station of one of the warehouse's locations. */
  arriving: z.array(StoreContainer),
  /** Lots that may be booked in (quality not blocked). */
  lots: z.array(Choice.extend({ qualityState: z.string() })),
  at: z.number(),
});
export type StoreView = z.output<typeof StoreView>;
