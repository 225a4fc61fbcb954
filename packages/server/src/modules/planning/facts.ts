import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PlanDetailTable, PlanPlanTable } from '../../db/schema-planning.js';
import { ACTIVE_STATUSES, timingOf } from './repository.js';
import { needTimeOf } from './schedule.js';
import type { PlanFacts } from './warnings.js';

type Db = Kysely<Database>;

/** The warehouse's stock rows (migration 0032, modules/warehouse) as far as planning reads them. */
interface StockTables {
  wms_stock: { tenant_id: number; part_no: string; quantity: number };
}

/**
 * Stock per part number code, or null when the tenant books no stock at all (or runs without the
 * warehouse tables): then "no stock" would be noise, not news.
 */
async function stockByPart(db: Db, tenantId: number): Promise<Map<string, number> | null> {
  try {
    const rows = await (db as unknown as Kysely<StockTables>)
      .selectFrom('wms_stock')
      .select((e) => ['part_no', e.fn.sum<number>('quantity').as('qty')])
      .where('tenant_id', '=', tenantId)
      .groupBy('part_no')
      .execute();
    return rows.length ? new Map(rows.map((r) => [r.part_no, Number(r.qty)])) : null;
  } catch {
    return null;
  }
}

/** What the warnings of one plan are decided on, read at `now`. */
export async function planFacts(db: Db, plan: PlanPlanTable, details: readonly PlanDetailTable[], now: number): Promise<PlanFacts> {
  const timing = timingOf(plan);
  if (!details.length) return { planId: plan.id, timing, details: [] };
  const partIds = [...new Set(details.map((d) => d.part_number_id))];
  const [parts, workplaces, routed, late, stock] = await Promise.all([
    db.selectFrom('les_part_number').select(['id', 'code']).where('tenant_id', '=', plan.tenant_id).where('id', 'in', partIds).execute(),
    db.selectFrom('workplaces').select(['id', 'workplace_code']).where('tenant_id', '=', plan.tenant_id).where('id', 'in', [...new Set(details.map((d) => d.workplace_id))]).execute(),
    db.selectFrom('les_part_routing').select('part_number_id').distinct().where('tenant_id', '=', plan.tenant_id).where('is_valid', '=', 1).where('part_number_id', 'in', partIds).execute(),
    db
      .selectFrom('les_require_order')
      .select((e) => ['plan_detail_id', e.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', plan.tenant_id)
      .where('plan_id', '=', plan.id)
      .where('need_time', '<', now)
      .where('status', 'not in', ['Complete', 'Cancelled'])
      .groupBy('plan_detail_id')
      .execute(),
    stockByPart(db, plan.tenant_id),
  ]);
  const codeOf = new Map(parts.map((p) => [p.id, p.code]));
  const workplaceOf = new Map(workplaces.map((w) => [w.id, w.workplace_code]));
  const hasRouting = new Set(routed.map((r) => r.part_number_id));
  const lateOf = new Map(late.map((l) => [l.plan_detail_id, Number(l.n)]));
  const active = (ACTIVE_STATUSES as readonly string[]).includes(plan.status);
  return {
    planId: plan.id,
    timing,
    details: details.map((d) => {
      const partCode = codeOf.get(d.part_number_id) ?? d.part_number_id;
      // A delivery whose need time passed without a require order (it could not be made) is late too.
      const unrequired = active && d.required_quantity < d.total_quantity && needTimeOf(timing, { totalQuantity: d.total_quantity }, d.required_quantity) < now ? 1 : 0;
      return {
        id: d.id,
        partCode,
        workplaceCode: workplaceOf.get(d.workplace_id) ?? d.workplace_id,
        hasRouting: hasRouting.has(d.part_number_id),
        stockQuantity: stock ? (stock.get(partCode) ?? 0) : null,
        lateRequires: (lateOf.get(d.id) ?? 0) + unrequired,
      };
    }),
  };
}
