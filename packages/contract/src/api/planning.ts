import { z } from 'zod';
import { Code, Id } from './fields.js';

/*
 * Production plans (issue 16, docs/planning.md): a plan builds a quantity of a BOM's product on a
 * line; its details say how much of each part a workplace consumes, and the server turns them into
 * require orders on schedule. Warnings say why a plan cannot be met; special sampling sends one
 * transport order with a sample to a quality station. Times are ms since epoch.
 */

export const PLAN_STATUSES = ['Draft', 'Released', 'Running', 'Done', 'Cancelled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_WARNING_KINDS = ['noDetails', 'noRouting', 'noStock', 'lateRequire', 'endUnreachable'] as const;
export type PlanWarningKind = (typeof PLAN_WARNING_KINDS)[number];
export const PLAN_WARNING_LEVELS = ['warning', 'error'] as const;

/** A sampling request follows its transport order: Init until it moves, Running, then SamplingComplete (or Close). */
export const SAMPLING_STATUSES = ['Init', 'Running', 'SamplingComplete', 'Close'] as const;
export type SamplingStatus = (typeof SAMPLING_STATUSES)[number];

/** How often the server looks for due require orders and re-checks warnings (ms). */
export const PLAN_CHECK_MS = 30_000;

const Time = z.coerce.number().int().min(0).max(8_640_000_000_000_000);
const Name = z.string().trim().min(1).max(100);

/** A time the line stands, [start, end) in ms. */
export const PlanBreak = z.object({ start: Time, end: Time });

export const PlanSave = z
  .object({
    id: Id.nullish(),
    planCode: Code,
    planName: Name,
    lineId: Id,
    bomId: Id,
    quantity: z.coerce.number().int().min(1).max(1_000_000),
    startTime: Time,
    endTime: Time,
    /** Seconds per product; empty: the window spread evenly over the quantity. */
    taktSeconds: z.coerce.number().int().min(1).max(86_400).nullish(),
    /** When the line stands inside the window (breaks, the gap between two shifts): no product is built then. */
    breaks: z.array(PlanBreak).max(20).default([]),
    memo: z.string().max(500).nullish(),
  })
  .superRefine((p, ctx) => {
    if (p.endTime <= p.startTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'after start', params: { message: 'plan.endBeforeStart' } });
    let previousEnd = p.startTime;
    p.breaks.forEach((b, i) => {
      if (b.end <= b.start) ctx.addIssue({ code: 'custom', path: ['breaks', i, 'end'], message: 'after start', params: { message: 'plan.endBeforeStart' } });
      else if (b.start < previousEnd || b.end > p.endTime) ctx.addIssue({ code: 'custom', path: ['breaks', i, 'start'], message: 'in window', params: { message: 'plan.breakOutside' } });
      previousEnd = Math.max(previousEnd, b.end);
    });
  });
export type PlanSave = z.input<typeof PlanSave>;

export const Plan = z.object({
  id: z.string(),
  planCode: z.string(),
  planName: z.string(),
  lineId: z.string(),
  lineName: z.string().nullable(),
  bomId: z.string(),
  bomName: z.string().nullable(),
  product: z.string().nullable(),
  quantity: z.number(),
  startTime: z.number(),
  endTime: z.number(),
  taktSeconds: z.number().nullable(),
  breaks: z.array(z.object({ start: z.number(), end: z.number() })),
  /** The takt the schedule uses (given, or the window over the quantity), seconds. */
  effectiveTaktSeconds: z.number(),
  status: z.enum(PLAN_STATUSES),
  memo: z.string().nullable(),
  releasedAt: z.number().nullable(),
  /** Parts covered by require orders over parts the details need, all details together. */
  requiredQuantity: z.number(),
  totalQuantity: z.number(),
  /** Open warnings of the plan. */
  warningCount: z.number(),
  updatedAt: z.number(),
});
export type Plan = z.output<typeof Plan>;

export const PlanIdBody = z.object({ id: Id });
export const PlanIdQuery = z.object({ id: Id });
export const PlanListQuery = z.object({ status: z.enum(PLAN_STATUSES).optional() });

export const PlanDetailSave = z.object({
  id: Id.nullish(),
  planId: Id,
  workplaceId: Id,
  partNumberId: Id,
  totalQuantity: z.coerce.number().int().min(1).max(100_000_000),
  /** Parts per require order (one delivery). */
  batchQuantity: z.coerce.number().int().min(1).max(100_000_000),
  /** Minutes before the need time the require order is made. */
  leadMinutes: z.coerce.number().int().min(0).max(10_080),
});
export type PlanDetailSave = z.input<typeof PlanDetailSave>;

/** POST /plan/detail/generate: the plan's details from its BOM items × quantity, at one workplace. */
export const PlanDetailGenerate = z.object({
  planId: Id,
  workplaceId: Id,
  leadMinutes: z.coerce.number().int().min(0).max(10_080).default(30),
});

export const PlanDetail = z.object({
  id: z.string(),
  planId: z.string(),
  planCode: z.string(),
  workplaceId: z.string(),
  workplaceCode: z.string().nullable(),
  partNumberId: z.string(),
  partCode: z.string().nullable(),
  partName: z.string().nullable(),
  totalQuantity: z.number(),
  batchQuantity: z.number(),
  leadMinutes: z.number(),
  requiredQuantity: z.number(),
  /** When the next require order will be made; null when everything is required or the plan is not released. */
  nextDueTime: z.number().nullable(),
  /** When the line starts consuming the next delivery. */
  nextNeedTime: z.number().nullable(),
});
export type PlanDetail = z.output<typeof PlanDetail>;

export const PlanDetailListQuery = z.object({ planId: Id.optional() });

export const PlanWarning = z.object({
  id: z.string(),
  planId: z.string(),
  planCode: z.string(),
  detailId: z.string().nullable(),
  kind: z.enum(PLAN_WARNING_KINDS),
  level: z.enum(PLAN_WARNING_LEVELS),
  /** Parameters of the reason's text (part, workplace, count, lateMinutes). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  raisedAt: z.number(),
  clearedAt: z.number().nullable(),
});
export type PlanWarning = z.output<typeof PlanWarning>;

export const PlanWarningQuery = z.object({
  planId: Id.optional(),
  /** 1: only warnings that still stand (default); 0: also those cleared. */
  open: z.coerce.number().int().min(0).max(1).default(1),
});

/** Require orders of a plan per hour of need time: parts required, and parts of require orders completed. */
export const PlanProgress = z.object({
  hours: z.array(z.object({ hour: z.number(), required: z.number(), delivered: z.number() })),
});
export type PlanProgress = z.output<typeof PlanProgress>;

export const PlanOptions = z.object({
  lines: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), layoutId: z.string() })),
  boms: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), product: z.string() })),
  workplaces: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), layoutId: z.string(), stationCodes: z.array(z.string()) })),
  partNumbers: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), qtyPerContainer: z.number() })),
  layouts: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PlanOptions = z.output<typeof PlanOptions>;

export const SamplingAdd = z
  .object({
    layoutId: Id,
    /** Where the sample is taken: a station of the workplace, or any station. */
    srcStationCode: Code,
    /** The quality station. */
    destStationCode: Code,
    workplaceId: Id.nullish(),
    partNumberId: Id.nullish(),
    product: z.string().trim().max(100).nullish(),
    quantity: z.coerce.number().int().min(1).max(100_000).default(1),
    reason: z.string().max(500).nullish(),
  })
  .superRefine((s, ctx) => {
    if (!s.partNumberId && !s.product) ctx.addIssue({ code: 'custom', path: ['partNumberId'], message: 'part or product', params: { message: 'plan.samplingWhat' } });
    if (s.srcStationCode === s.destStationCode) ctx.addIssue({ code: 'custom', path: ['destStationCode'], message: 'differs from source', params: { message: 'plan.samplingSameStation' } });
  });
export type SamplingAdd = z.input<typeof SamplingAdd>;

export const Sampling = z.object({
  id: z.string(),
  samplingCode: z.string(),
  layoutId: z.string(),
  srcStationCode: z.string(),
  destStationCode: z.string(),
  workplaceId: z.string().nullable(),
  workplaceCode: z.string().nullable(),
  partNumberId: z.string().nullable(),
  partCode: z.string().nullable(),
  product: z.string().nullable(),
  quantity: z.number(),
  reason: z.string().nullable(),
  transorderId: z.string(),
  transorderCode: z.string(),
  status: z.enum(SAMPLING_STATUSES),
  createBy: z.string(),
  createdAt: z.number(),
  completedAt: z.number().nullable(),
});
export type Sampling = z.output<typeof Sampling>;
