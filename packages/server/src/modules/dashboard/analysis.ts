import { DASHBOARD_HOURLY_MAX_MS, OPEN_TRANSORDER_STATUSES, type DashboardAnalysis, type TransorderStatus } from '@agvs/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FleetRuntimes } from '../../runtime/registry.js';
import { HOUR_MS } from './activity.js';

const DAY_MS = 24 * HOUR_MS;
/** Open orders as the order pages count them (a paused order is still to be done). */
const OPEN_STATUSES: readonly TransorderStatus[] = [...OPEN_TRANSORDER_STATUSES, 'Pause'];

export interface AnalysisRange {
  readonly tenantId: number;
  readonly from: number;
  readonly to: number;
  readonly layoutId?: string;
}

/** Every figure of the dashboard from the records (docs/dashboard.md); no figure is kept anywhere else. */
export async function dashboardAnalysis(db: Kysely<Database>, fleets: FleetRuntimes, r: AnalysisRange): Promise<DashboardAnalysis> {
  const bucketMs = r.to - r.from <= DASHBOARD_HOURLY_MAX_MS ? HOUR_MS : DAY_MS;
  const [orders, series, byVehicle, open, errors, activity, codes] = await Promise.all([
    orderTotals(db, r),
    completedSeries(db, r, bucketMs),
    ordersByVehicle(db, r),
    openByStatus(db, r),
    errorsByLevel(db, r),
    activityByVehicle(db, r),
    vehicleCodes(db, r),
  ]);
  const fleet = fleets.ofTenant(r.tenantId).filter((rt) => !r.layoutId || rt.layoutId === r.layoutId).flatMap((rt) => rt.fleet.vehicles);
  const codeOf = (id: string) => codes.get(id) ?? id;
  return {
    from: r.from,
    to: r.to,
    bucket: bucketMs === HOUR_MS ? 'hour' : 'day',
    kpi: { ...orders, vehiclesOnline: fleet.filter((v) => v.connected).length, vehiclesTotal: codes.size },
    completedSeries: series,
    ordersByVehicle: byVehicle.map((v) => ({ ...v, agvCode: codeOf(v.agvId) })),
    openByStatus: open,
    errorsByLevel: errors,
    battery: fleet
      .map((v) => ({ agvId: v.config.id as string, agvCode: codeOf(v.config.id), battery: Math.floor(v.battery), online: v.connected }))
      .sort((a, b) => a.agvCode.localeCompare(b.agvCode)),
    activity: activity.map((a) => ({ ...a, agvCode: codeOf(a.agvId) })),
  };
}

/** Orders that ended (Complete or Close) within the range, of the layout when one is asked for. */
function ended(db: Kysely<Database>, r: AnalysisRange, status: 'Complete' | 'Close') {
  let q = db
    .selectFrom('transorders')
    .where('tenant_id', '=', r.tenantId)
    .where('transorder_status', '=', status)
    .where('end_time', '>=', r.from)
    .where('end_time', '<', r.to);
  if (r.layoutId) q = q.where('layout_id', '=', r.layoutId);
  return q;
}

async function orderTotals(db: Kysely<Database>, r: AnalysisRange) {
  const [done, closed] = await Promise.all([
    ended(db, r, 'Complete')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        // Orders made before release_time was kept have none: they count, but not in the mean.
        eb.fn.count<number>('release_time').as('timed'),
        eb.fn.sum<number>(sql<number>`end_time - release_time`).as('total'),
      ])
      .executeTakeFirstOrThrow(),
    ended(db, r, 'Close').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const timed = Number(done.timed);
  return { completed: Number(done.n), closed: Number(closed.n), avgDurationMs: timed > 0 ? Math.round(Number(done.total) / timed) : null };
}

/** Completed orders per hour or day from `from`, every bucket present. */
async function completedSeries(db: Kysely<Database>, r: AnalysisRange, bucketMs: number) {
  const rows = await ended(db, r, 'Complete')
    // Whole buckets since from; both dialects divide integers to an integer, the cast settles a real.
    .select([sql<number>`cast((end_time - cast(${r.from} as bigint)) / cast(${bucketMs} as bigint) as integer)`.as('k'), (eb) => eb.fn.countAll<number>().as('n')])
    // By the alias: PostgreSQL sees the select's parameters and a repeated expression's as different.
    .groupBy(sql`k`)
    .execute();
  const counts = new Map(rows.map((x) => [Number(x.k), Number(x.n)]));
  const buckets = Math.ceil((r.to - r.from) / bucketMs);
  return Array.from({ length: buckets }, (_, k) => ({ start: r.from + k * bucketMs, count: counts.get(k) ?? 0 }));
}

async function ordersByVehicle(db: Kysely<Database>, r: AnalysisRange) {
  const rows = await ended(db, r, 'Complete')
    .where('agv_id', 'is not', null)
    .select((eb) => [
      'agv_id',
      eb.fn.countAll<number>().as('n'),
      eb.fn.count<number>('release_time').as('timed'),
      eb.fn.sum<number>(sql<number>`end_time - release_time`).as('total'),
    ])
    .groupBy('agv_id')
    .execute();
  return rows.map((x) => {
    const timed = Number(x.timed);
    return { agvId: x.agv_id!, completed: Number(x.n), avgDurationMs: timed > 0 ? Math.round(Number(x.total) / timed) : null };
  });
}

async function openByStatus(db: Kysely<Database>, r: AnalysisRange) {
  let q = db
    .selectFrom('transorders')
    .select(['transorder_status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', r.tenantId)
    .where('transorder_status', 'in', [...OPEN_STATUSES]);
  if (r.layoutId) q = q.where('layout_id', '=', r.layoutId);
  const rows = await q.groupBy('transorder_status').execute();
  const counts = new Map(rows.map((x) => [x.transorder_status, Number(x.n)]));
  return OPEN_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/** Errors raised in the range; with a layout, those of the vehicles now on it (error records name no layout). */
async function errorsByLevel(db: Kysely<Database>, r: AnalysisRange) {
  let q = db
    .selectFrom('error_records as e')
    .select(['e.error_level', (eb) => eb.fn.countAll<number>().as('n')])
    .where('e.tenant_id', '=', r.tenantId)
    .where('e.create_time', '>=', r.from)
    .where('e.create_time', '<', r.to);
  if (r.layoutId) q = q.innerJoin('agvs as a', 'a.id', 'e.agv_id').where('a.current_layout_id', '=', r.layoutId);
  const rows = await q.groupBy('e.error_level').orderBy('e.error_level').execute();
  return rows.map((x) => ({ level: x.error_level, count: Number(x.n) }));
}

/** Sums of vehicle_activity over the clock hours the range touches (hours are the table's grain). */
async function activityByVehicle(db: Kysely<Database>, r: AnalysisRange) {
  let q = db
    .selectFrom('vehicle_activity')
    .select((eb) => [
      'agv_id',
      eb.fn.sum<number>('driving_ms').as('driving'),
      eb.fn.sum<number>('working_ms').as('working'),
      eb.fn.sum<number>('charging_ms').as('charging'),
      eb.fn.sum<number>('idle_ms').as('idle'),
      eb.fn.sum<number>('waiting_ms').as('waiting'),
      eb.fn.sum<number>('other_ms').as('other'),
      eb.fn.sum<number>('distance_mm').as('distance'),
    ])
    .where('tenant_id', '=', r.tenantId)
    .where('hour_start', '>=', Math.floor(r.from / HOUR_MS) * HOUR_MS)
    .where('hour_start', '<', r.to);
  if (r.layoutId) q = q.where('layout_id', '=', r.layoutId);
  const rows = await q.groupBy('agv_id').execute();
  const s = (ms: number) => Math.round(Number(ms) / 1000);
  return rows.map((x) => ({
    agvId: x.agv_id,
    drivingS: s(x.driving),
    workingS: s(x.working),
    chargingS: s(x.charging),
    idleS: s(x.idle),
    waitingS: s(x.waiting),
    otherS: s(x.other),
    metres: Math.round(Number(x.distance) / 100) / 10,
  }));
}

/** Codes of the tenant's valid vehicles (of the layout when one is asked for). */
async function vehicleCodes(db: Kysely<Database>, r: AnalysisRange): Promise<Map<string, string>> {
  let q = db.selectFrom('agvs').select(['id', 'agv_code']).where('tenant_id', '=', r.tenantId).where('is_valid', '=', 1);
  if (r.layoutId) q = q.where('current_layout_id', '=', r.layoutId);
  return new Map((await q.execute()).map((x) => [x.id, x.agv_code]));
}
