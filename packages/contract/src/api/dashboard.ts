import { z } from 'zod';
import { TRANSORDER_STATUSES } from './orders.js';

/** The longest range the dashboard sums over: a year and a leap day. */
export const DASHBOARD_MAX_RANGE_MS = 366 * 24 * 3_600_000;
/** Up to this range completed orders are counted per hour, beyond it per day. */
export const DASHBOARD_HOURLY_MAX_MS = 2 * 24 * 3_600_000;

const Ms = z.coerce.number().int().min(0).max(99_999_999_999_999);

/**
 * GET /agvserver/dashboard/analysis: from (inclusive) and to (exclusive), ms since epoch. The
 * console sends from at the user's local midnight so day buckets follow the user's days.
 */
export const DashboardAnalysisQuery = z
  .object({ from: Ms, to: Ms, layoutId: z.string().trim().min(1).max(64).optional() })
  .superRefine((q, ctx) => {
    if (q.to <= q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
    else if (q.to - q.from > DASHBOARD_MAX_RANGE_MS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'the range may span at most 366 days' });
  });
export type DashboardAnalysisQuery = z.input<typeof DashboardAnalysisQuery>;

/** The per-day pages list every vehicle for every day: a quarter at most. */
export const DASHBOARD_TREND_MAX_DAYS = 92;

/** GET /agvserver/dashboard/trend: as the analysis, over at most 92 days. */
export const DashboardTrendQuery = z
  .object({ from: Ms, to: Ms, layoutId: z.string().trim().min(1).max(64).optional() })
  .superRefine((q, ctx) => {
    if (q.to <= q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
    else if (q.to - q.from > DASHBOARD_TREND_MAX_DAYS * 24 * 3_600_000 + 3_600_000) ctx.addIssue({ code: 'custom', path: ['to'], message: `the range may span at most ${DASHBOARD_TREND_MAX_DAYS} days` });
  });
export type DashboardTrendQuery = z.input<typeof DashboardTrendQuery>;

/** A vehicle's name as operators know it. */
const VehicleRef = { agvId: z.string(), agvCode: z.string() };

/** Seconds a vehicle spent on each activity, from the accumulated run statuses (docs/dashboard.md). */
export const VehicleActivity = z.object({
  ...VehicleRef,
  drivingS: z.number(),
  workingS: z.number(),
  chargingS: z.number(),
  idleS: z.number(),
  waitingS: z.number(),
  /** Error, stopped, paused or offline. */
  otherS: z.number(),
  /** Distance driven, metres. */
  metres: z.number(),
});
export type VehicleActivity = z.output<typeof VehicleActivity>;

export const DashboardAnalysis = z.object({
  from: z.number(),
  to: z.number(),
  bucket: z.enum(['hour', 'day']),
  kpi: z.object({
    /** Orders that reached Complete within the range (end_time). */
    completed: z.number(),
    /** Orders closed (cancelled or failed) within the range. */
    closed: z.number(),
    /** Mean of end_time − release_time over the completed orders; null when none. */
    avgDurationMs: z.number().nullable(),
    vehiclesOnline: z.number(),
    vehiclesTotal: z.number(),
  }),
  /** Completed orders per bucket, every bucket of the range (zeros included); start: ms since epoch. */
  completedSeries: z.array(z.object({ start: z.number(), count: z.number() })),
  ordersByVehicle: z.array(z.object({ ...VehicleRef, completed: z.number(), avgDurationMs: z.number().nullable() })),
  /** Orders open now, by state (independent of the range). */
  openByStatus: z.array(z.object({ status: z.enum(TRANSORDER_STATUSES), count: z.number() })),
  /** Error records raised within the range, by level. */
  errorsByLevel: z.array(z.object({ level: z.string(), count: z.number() })),
  /** Battery of each vehicle of the running fleets now, %. */
  battery: z.array(z.object({ ...VehicleRef, battery: z.number(), online: z.boolean() })),
  activity: z.array(VehicleActivity),
});
export type DashboardAnalysis = z.output<typeof DashboardAnalysis>;

/** One day of a trend: orders that ended and how the vehicles spent their time (start: ms since epoch). */
const TrendDay = z.object({
  start: z.number(),
  completed: z.number(),
  ...VehicleActivity.omit({ agvId: true, agvCode: true }).shape,
});

/**
 * GET /agvserver/dashboard/trend: the dashboard's per-day pages (index chart, orders per vehicle,
 * run mileage, run time; docs/dashboard.md). Days are counted from `from` (the user's midnight).
 */
export const DashboardTrend = z.object({
  from: z.number(),
  to: z.number(),
  /** The whole fleet, every day of the range (zeros included). */
  days: z.array(TrendDay),
  /** Each valid vehicle (of the layout when one is asked for), every day of the range. */
  vehicles: z.array(z.object({ ...VehicleRef, days: z.array(TrendDay) })),
});
export type DashboardTrend = z.output<typeof DashboardTrend>;
