import { z } from 'zod';
import { Id } from './fields.js';

/*
 * Line-side material (issue 16, docs/lineside.md): a require order at a workplace is released into
 * a delivery order, whose details (one per require order) are carried container by container by
 * call orders and their transport orders; their completion completes the details, then the
 * require orders.
 */

/** A require order: Init (waiting to be released) -> Delivering -> Complete, or Cancelled. */
export const REQUIRE_ORDER_STATUSES = ['Init', 'Delivering', 'Complete', 'Cancelled'] as const;
export type RequireOrderStatus = (typeof REQUIRE_ORDER_STATUSES)[number];

/** Who made a require order: a person in the console, a production plan, or a workplace pad. */
export const REQUIRE_ORDER_SOURCES = ['manual', 'plan', 'pad'] as const;
export type RequireOrderSource = (typeof REQUIRE_ORDER_SOURCES)[number];

/** A delivery order, a delivery detail and each container's carriage: Delivering -> Complete, or Cancelled. */
export const DELIVERY_STATUSES = ['Delivering', 'Complete', 'Cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Require orders needed within this many minutes of the earliest one travel together by default. */
export const DEFAULT_RELEASE_WINDOW_MINUTES = 60;
/** At most this many require orders in one release or cancel (a page of the list). */
export const MAX_LINESIDE_BATCH = 200;
/** At most this many containers in one release: each is a transport order for the fleet. */
export const MAX_RELEASE_CONTAINERS = 500;

/** A require order entered in the console; needTime as ISO 8601 (e.g. 2026-11-28T14:00:00Z). */
export const RequireOrderAdd = z.object({
  workplaceId: Id,
  partNumberId: Id,
  quantity: z.number().int().min(1).max(100_000),
  needTime: z.string().trim().min(1).max(40),
});
export type RequireOrderAdd = z.output<typeof RequireOrderAdd>;

export const RequireOrderRelease = z.object({
  ids: z.array(Id).min(1).max(MAX_LINESIDE_BATCH),
  windowMinutes: z.number().int().min(0).max(24 * 60).default(DEFAULT_RELEASE_WINDOW_MINUTES),
});

export const LinesideCancel = z.object({
  ids: z.array(Id).min(1).max(MAX_LINESIDE_BATCH),
  reason: z.string().trim().max(200).optional(),
});

export const CreatedIds = z.object({ ids: z.array(z.string()) });

/** The delivery orders one release made, with their codes. */
export const ReleasedDeliveries = z.object({
  deliveryOrders: z.array(z.object({ id: z.string(), code: z.string(), containers: z.number() })),
});

export const CancelResult = z.object({
  /** Require orders (or delivery orders) that ended Cancelled. */
  cancelled: z.number(),
  /** Containers whose vehicle had already set off: they are delivered and complete their orders. */
  alreadyStarted: z.number(),
});

export const DeliveryIdQuery = z.object({ id: Id });

/** One container of a delivery detail: its call order and transport order as the fleet has them. */
export const DeliveryCarriage = z.object({
  id: z.string(),
  detailId: z.string(),
  requireOrderCode: z.string(),
  seq: z.number(),
  status: z.enum(DELIVERY_STATUSES),
  callOrderId: z.string(),
  callOrderCode: z.string().nullable(),
  transorderId: z.string(),
  transorderCode: z.string().nullable(),
  transorderStatus: z.string().nullable(),
  agvName: z.string().nullable(),
  srcStationCode: z.string().nullable(),
  destStationCode: z.string().nullable(),
});
export type DeliveryCarriage = z.output<typeof DeliveryCarriage>;

export const LinesideChoice = z.object({ value: z.string(), label: z.string() });
export type LinesideChoice = z.output<typeof LinesideChoice>;

/** Rows the line-side forms pick from, "code - name", of the caller's tenant. */
export const LinesideOptions = z.object({
  workplaces: z.array(LinesideChoice),
  partNumbers: z.array(LinesideChoice),
  boms: z.array(LinesideChoice),
  lines: z.array(LinesideChoice),
  lineZones: z.array(LinesideChoice),
  layouts: z.array(LinesideChoice),
  groups: z.array(LinesideChoice),
});
export type LinesideOptions = z.output<typeof LinesideOptions>;
