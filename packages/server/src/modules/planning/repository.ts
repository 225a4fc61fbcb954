import { sql, type Kysely } from 'kysely';
import type { Plan, PlanDetail, PlanOptions, PlanStatus, PlanWarning, PlanWarningKind } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { PlanPlanTable } from '../../db/schema-planning.js';
import { needTimeOf, nextDueMs, taktMs, type PlanTiming } from './schedule.js';

type Db = Kysely<Database>;

/** Plans whose require orders the server makes. */
export const ACTIVE_STATUSES: readonly PlanStatus[] = ['Released', 'Running'];

const breaksOf = (json: string): [number, number][] => (JSON.parse(json) as [number, number][]).map(([from, to]) => [Number(from), Number(to)]);

export const timingOf = (p: Pick<PlanPlanTable, 'start_time' | 'end_time' | 'quantity' | 'takt_seconds' | 'breaks'>): PlanTiming => ({
  startMs: Number(p.start_time),
  endMs: Number(p.end_time),
  quantity: p.quantity,
  taktSeconds: p.takt_seconds,
  breaks: breaksOf(p.breaks),
});

export async function planRow(db: Db, tenantId: number, id: string) {
  return db.selectFrom('plan_plan').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Plans of a tenant (or one), with line and BOM names, what is required of all details and open warnings. */
export async function listPlans(db: Db, tenantId: number, filter: { id?: string; status?: PlanStatus } = {}): Promise<Plan[]> {
  let q = db
    .selectFrom('plan_plan as p')
    .leftJoin('les_line as l', 'l.id', 'p.line_id')
    .leftJoin('les_bom as b', 'b.id', 'p.bom_id')
    .selectAll('p')
    .select(['l.name as line_name', 'b.name as bom_name', 'b.product'])
    .select((eb) => [
      eb.selectFrom('plan_detail as d').select((e) => e.fn.coalesce(e.fn.sum<number>('d.required_quantity'), sql<number>`0`).as('s')).whereRef('d.plan_id', '=', 'p.id').as('required'),
      eb.selectFrom('plan_detail as d').select((e) => e.fn.coalesce(e.fn.sum<number>('d.total_quantity'), sql<number>`0`).as('s')).whereRef('d.plan_id', '=', 'p.id').as('total'),
      eb.selectFrom('plan_warning as w').select((e) => e.fn.countAll<number>().as('n')).whereRef('w.plan_id', '=', 'p.id').where('w.cleared_at', 'is', null).as('warnings'),
    ])
    .where('p.tenant_id', '=', tenantId);
  if (filter.id) q = q.where('p.id', '=', filter.id);
  if (filter.status) q = q.where('p.status', '=', filter.status);
  const rows = await q.orderBy('p.start_time', 'desc').orderBy('p.plan_code').execute();
  return rows.map((r) => ({
    id: r.id,
    planCode: r.plan_code,
    planName: r.plan_name,
    lineId: r.line_id,
    lineName: r.line_name ?? null,
    bomId: r.bom_id,
    bomName: r.bom_name ?? null,
    product: r.product ?? null,
    quantity: r.quantity,
    startTime: Number(r.start_time),
    endTime: Number(r.end_time),
    taktSeconds: r.takt_seconds,
    breaks: breaksOf(r.breaks).map(([start, end]) => ({ start, end })),
    effectiveTaktSeconds: Math.round(taktMs(timingOf(r)) / 10) / 100,
    status: r.status as PlanStatus,
    memo: r.memo,
    releasedAt: r.released_at === null ? null : Number(r.released_at),
    requiredQuantity: Number(r.required ?? 0),
    totalQuantity: Number(r.total ?? 0),
    warningCount: Number(r.warnings ?? 0),
    updatedAt: Number(r.updated_at),
  }));
}

/** Details of a plan (or of all the tenant's plans), with when the next require order is due. */
export async function listDetails(db: Db, tenantId: number, filter: { planId?: string; id?: string } = {}): Promise<PlanDetail[]> {
  let q = db
    .selectFrom('plan_detail as d')
    .innerJoin('plan_plan as p', 'p.id', 'd.plan_id')
    .leftJoin('workplaces as w', 'w.id', 'd.workplace_id')
    .leftJoin('les_part_number as n', 'n.id', 'd.part_number_id')
    .selectAll('d')
    .select(['p.plan_code', 'p.status', 'p.start_time', 'p.end_time', 'p.quantity', 'p.takt_seconds', 'p.breaks', 'w.workplace_code', 'n.code as part_code', 'n.name as part_name'])
    .where('d.tenant_id', '=', tenantId);
  if (filter.planId) q = q.where('d.plan_id', '=', filter.planId);
  if (filter.id) q = q.where('d.id', '=', filter.id);
  const rows = await q.orderBy('p.plan_code').orderBy('w.workplace_code').orderBy('n.code').execute();
  return rows.map((r) => {
    const timing = timingOf(r);
    const demand = { id: r.id, totalQuantity: r.total_quantity, batchQuantity: r.batch_quantity, leadMinutes: r.lead_minutes, requiredQuantity: r.required_quantity };
    const due = (ACTIVE_STATUSES as readonly string[]).includes(r.status) ? nextDueMs(timing, demand) : null;
    return {
      id: r.id,
      planId: r.plan_id,
      planCode: r.plan_code,
      workplaceId: r.workplace_id,
      workplaceCode: r.workplace_code ?? null,
      partNumberId: r.part_number_id,
      partCode: r.part_code ?? null,
      partName: r.part_name ?? null,
      totalQuantity: r.total_quantity,
      batchQuantity: r.batch_quantity,
      leadMinutes: r.lead_minutes,
      requiredQuantity: r.required_quantity,
      nextDueTime: due,
      nextNeedTime: due === null ? null : needTimeOf(timing, demand, r.required_quantity),
    };
  });
}

export async function listWarnings(db: Db, tenantId: number, filter: { planId?: string; open: boolean }): Promise<PlanWarning[]> {
  let q = db
    .selectFrom('plan_warning as w')
    .innerJoin('plan_plan as p', 'p.id', 'w.plan_id')
    .selectAll('w')
    .select('p.plan_code')
    .where('w.tenant_id', '=', tenantId);
  if (filter.planId) q = q.where('w.plan_id', '=', filter.planId);
  if (filter.open) q = q.where('w.cleared_at', 'is', null);
  const rows = await q.orderBy('w.raised_at', 'desc').limit(500).execute();
  return rows.map((r) => ({
    id: r.id,
    planId: r.plan_id,
    planCode: r.plan_code,
    detailId: r.detail_id,
    kind: r.kind as PlanWarningKind,
    level: r.level === 'error' ? 'error' : 'warning',
    params: JSON.parse(r.params) as Record<string, string | number>,
    raisedAt: Number(r.raised_at),
    clearedAt: r.cleared_at === null ? null : Number(r.cleared_at),
  }));
}

const HOUR = 3_600_000;

/** Parts of the plan's require orders per hour of need time: required, and of those completed, delivered. */
export async function planProgress(db: Db, tenantId: number, planId: string) {
  const rows = await db.selectFrom('les_require_order').select(['quantity', 'need_time', 'status']).where('tenant_id', '=', tenantId).where('plan_id', '=', planId).execute();
  const hours = new Map<number, { hour: number; required: number; delivered: number }>();
  for (const r of rows) {
    const hour = Math.floor(Number(r.need_time) / HOUR) * HOUR;
    const h = hours.get(hour) ?? { hour, required: 0, delivered: 0 };
    h.required += r.quantity;
    if (r.status === 'Complete') h.delivered += r.quantity;
    hours.set(hour, h);
  }
  return { hours: [...hours.values()].sort((a, b) => a.hour - b.hour) };
}

/** What the plan and sampling forms offer: the tenant's valid lines, BOMs and part numbers, its workplaces and layouts. */
export async function planOptions(db: Db, tenantId: number): Promise<PlanOptions> {
  const [lines, boms, workplaces, parts, layouts] = await Promise.all([
    db.selectFrom('les_line').select(['id', 'code', 'name', 'layout_id']).where('tenant_id', '=', tenantId).orderBy('code').execute(),
    db.selectFrom('les_bom').select(['id', 'code', 'name', 'product']).where('tenant_id', '=', tenantId).where('is_valid', '=', 1).orderBy('code').execute(),
    db.selectFrom('workplaces').select(['id', 'workplace_code', 'workplace_name', 'layout_id', 'station_codes']).where('tenant_id', '=', tenantId).orderBy('workplace_code').execute(),
    db.selectFrom('les_part_number').select(['id', 'code', 'name', 'qty_per_container']).where('tenant_id', '=', tenantId).where('is_valid', '=', 1).orderBy('code').execute(),
    db.selectFrom('layouts').select(['id', 'layout_name']).where('tenant_id', '=', tenantId).orderBy('layout_name').execute(),
  ]);
  return {
    lines: lines.map((l) => ({ id: l.id, code: l.code, name: l.name, layoutId: l.layout_id })),
    boms: boms.map((b) => ({ id: b.id, code: b.code, name: b.name, product: b.product })),
    workplaces: workplaces.map((w) => ({ id: w.id, code: w.workplace_code, name: w.workplace_name, layoutId: w.layout_id, stationCodes: JSON.parse(w.station_codes) as string[] })),
    partNumbers: parts.map((p) => ({ id: p.id, code: p.code, name: p.name, qtyPerContainer: p.qty_per_container })),
    layouts: layouts.map((l) => ({ id: l.id, name: l.layout_name })),
  };
}
