import type { DashboardTrend } from '@agvs/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HOUR_MS } from './activity.js';
import type { AnalysisRange } from './analysis.js';

const DAY_MS = 24 * HOUR_MS;
type Day = DashboardTrend['days'][number];
type Sums = Omit<Day, 'start'>;

const zero = (): Sums => ({ completed: 0, drivingS: 0, workingS: 0, chargingS: 0, idleS: 0, waitingS: 0, otherS: 0, metres: 0 });

/**
 * Orders completed and run time per day of the range, for the fleet and each vehicle
 * (docs/dashboard.md "Per-day pages"). Day k starts at from + k days; an order counts on the day
 * of its end_time, run time on the day its clock hour starts in.
 */
export async function dashboardTrend(db: Kysely<Database>, r: AnalysisRange): Promise<DashboardTrend> {
  const days = Math.ceil((r.to - r.from) / DAY_MS);
  const [orders, activity, vehicles] = await Promise.all([completedPerDay(db, r), activityPerDay(db, r), validVehicles(db, r)]);
  const fleet = Array.from({ length: days }, zero);
  const perVehicle = new Map(vehicles.map((v) => [v.id, Array.from({ length: days }, zero)]));
  const add = (agvId: string | null, k: number, part: Partial<Sums>) => {
    if (k < 0 || k >= days) return;
    for (const target of [fleet[k]!, agvId ? perVehicle.get(agvId)?.[k] : undefined]) {
      if (!target) continue;
      for (const [key, value] of Object.entries(part) as [keyof Sums, number][]) target[key] += value;
    }
  };
  for (const o of orders) add(o.agvId, o.k, { completed: o.n });
  for (const a of activity) add(a.agvId, a.k, a.sums);
  const withStart = (list: Sums[]): Day[] => list.map((s, k) => ({ start: r.from + k * DAY_MS, ...round(s) }));
  return {
    from: r.from,
    to: r.to,
    days: withStart(fleet),
    vehicles: vehicles.map((v) => ({ agvId: v.id, agvCode: v.agv_code, days: withStart(perVehicle.get(v.id)!) })),
  };
}

/** Seconds whole, metres to a decimetre, as the analysis answers them. */
function round(s: Sums): Sums {
  return { ...s, metres: Math.round(s.metres * 10) / 10 };
}

/** Day index of a ms column relative to from; both dialects divide integers to an integer. */
const dayIndex = (column: string, from: number) => sql<number>`cast((${sql.ref(column)} - cast(${from} as bigint)) / cast(${DAY_MS} as bigint) as integer)`;

async function completedPerDay(db: Kysely<Database>, r: AnalysisRange) {
  let q = db
    .selectFrom('transorders')
    .select(['agv_id', dayIndex('end_time', r.from).as('k'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', r.tenantId)
    .where('transorder_status', '=', 'Complete')
    .where('end_time', '>=', r.from)
    .where('end_time', '<', r.to);
  if (r.layoutId) q = q.where('layout_id', '=', r.layoutId);
  // By the alias: PostgreSQL sees the select's parameters and a repeated expression's as different.
  const rows = await q.groupBy(['agv_id', sql`k`]).execute();
  return rows.map((x) => ({ agvId: x.agv_id, k: Number(x.k), n: Number(x.n) }));
}

/** vehicle_activity's clock hours, each on the day its hour starts in. */
async function activityPerDay(db: Kysely<Database>, r: AnalysisRange) {
  let q = db
    .selectFrom('vehicle_activity')
    .select((eb) => [
      'agv_id',
      dayIndex('hour_start', r.from).as('k'),
      eb.fn.sum<number>('driving_ms').as('driving'),
      eb.fn.sum<number>('working_ms').as('working'),
      eb.fn.sum<number>('charging_ms').as('charging'),
      eb.fn.sum<number>('idle_ms').as('idle'),
      eb.fn.sum<number>('waiting_ms').as('waiting'),
      eb.fn.sum<number>('other_ms').as('other'),
      eb.fn.sum<number>('distance_mm').as('distance'),
    ])
    .where('tenant_id', '=', r.tenantId)
    .where('hour_start', '>=', r.from)
    .where('hour_start', '<', r.to);
  if (r.layoutId) q = q.where('layout_id', '=', r.layoutId);
  const rows = await q.groupBy(['agv_id', sql`k`]).execute();
  const s = (ms: number) => Math.round(Number(ms) / 1000);
  return rows.map((x) => ({
    agvId: x.agv_id,
    k: Number(x.k),
    sums: {
      drivingS: s(x.driving),
      workingS: s(x.working),
      chargingS: s(x.charging),
      idleS: s(x.idle),
      waitingS: s(x.waiting),
      otherS: s(x.other),
      metres: Number(x.distance) / 1000,
    },
  }));
}

async function validVehicles(db: Kysely<Database>, r: AnalysisRange) {
  let q = db.selectFrom('agvs').select(['id', 'agv_code']).where('tenant_id', '=', r.tenantId).where('is_valid', '=', 1);
  if (r.layoutId) q = q.where('current_layout_id', '=', r.layoutId);
  return q.orderBy('agv_code').execute();
}
