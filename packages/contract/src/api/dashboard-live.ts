import { z } from 'zod';
import { Id } from './fields.js';

/*
 * What the scheduler does now (issue 15 "In the product"): the open orders that have no vehicle
 * and why, vehicles by activity, and where traffic waited (the monitor's heatmap layer).
 */

/** Why an open order has no vehicle yet (core OrderWaitReason; docs/dashboard.md "Waiting orders"). */
export const WAIT_REASON_CODES = [
  'NOT_RELEASED',
  'HELD_SATURATED',
  'STATION_BUSY',
  'STATION_UNAVAILABLE',
  'WAITING_FOR_LOAD',
  'NO_FREE_DESTINATION',
  'VEHICLE_OFFLINE',
  'NO_ELIGIBLE_VEHICLE',
  'VEHICLES_BUSY',
] as const;
export type OrderWaitReasonCode = (typeof WAIT_REASON_CODES)[number];

/** A vehicle's run status as the fleet reports it (SPEC §4 run statuses of the monitor). */
export const FLEET_ACTIVITIES = ['Moving', 'Working', 'Waiting', 'Charging', 'Parked', 'Idle', 'Paused', 'Stopped', 'Error', 'Offline'] as const;
export type FleetActivity = (typeof FLEET_ACTIVITIES)[number];

/** GET /agvserver/dashboard/scheduler[?layoutId]: one layout's running fleet, or all of the tenant's. */
export const DashboardSchedulerQuery = z.object({ layoutId: Id.optional() });
export type DashboardSchedulerQuery = z.input<typeof DashboardSchedulerQuery>;

/** At most this many waiting orders are listed (longest waiting first); the counts cover all. */
export const DASHBOARD_WAITING_LIST_MAX = 200;

export const WaitingOrder = z.object({
  transorderId: z.string(),
  layoutId: z.string(),
  srcStationCode: z.string(),
  /** The destination station, or the zone code when the order goes to a zone. */
  destination: z.string(),
  priority: z.number(),
  reason: z.enum(WAIT_REASON_CODES),
  /** Since its release time (or creation), ms. */
  waitingMs: z.number(),
});
export type WaitingOrder = z.output<typeof WaitingOrder>;

export const DashboardScheduler = z.object({
  /** Layouts where admission control holds orders at their source now (the site is saturated). */
  saturatedLayouts: z.array(z.string()),
  waitingTotal: z.number(),
  byReason: z.array(z.object({ reason: z.enum(WAIT_REASON_CODES), count: z.number() })),
  orders: z.array(WaitingOrder),
  vehiclesByActivity: z.array(z.object({ activity: z.enum(FLEET_ACTIVITIES), count: z.number() })),
});
export type DashboardScheduler = z.output<typeof DashboardScheduler>;

/** The heatmap covers at most this many minutes back (what the fleet keeps). */
export const HEATMAP_MAX_MINUTES = 30;

/** GET /agvserver/monitor/trafficHeatmap?layoutId[&minutes=10] */
export const TrafficHeatmapQuery = z.object({
  layoutId: Id,
  minutes: z.coerce.number().int().min(1).max(HEATMAP_MAX_MINUTES).default(10),
});
export type TrafficHeatmapQuery = z.input<typeof TrafficHeatmapQuery>;

export const TrafficHeatmap = z.object({
  layoutId: z.string(),
  minutes: z.number(),
  /** Stations (by code) and segments (by id) where vehicles waited, vehicle-ms within the window, most first. */
  cells: z.array(z.object({ kind: z.enum(['station', 'segment']), id: z.string(), waitedMs: z.number() })),
});
export type TrafficHeatmap = z.output<typeof TrafficHeatmap>;
