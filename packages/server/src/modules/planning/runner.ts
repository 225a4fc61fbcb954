import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PLAN_CHECK_MS } from '@agvs/contract';
import type { PlanPlanTable } from '../../db/schema-planning.js';
import type { Scheduler } from '../../runtime/registry.js';
import { createRequireOrders, type RequireOrderInput } from '../lineside/requireOrders.js';
import { planFacts } from './facts.js';
import { ACTIVE_STATUSES, timingOf } from './repository.js';
import { dueRequires } from './schedule.js';
import { diffWarnings, planWarnings } from './warnings.js';

declare module 'fastify' {
  interface FastifyInstance {
    planSchedule: PlanSchedule;
  }
}

/** Who the require orders of a plan are made by (create_by). */
export const PLAN_USER = 'plan-schedule';

/** Another writer moved a detail between our read and our write: this run's orders are rolled back, the next run retries. */
class StaleDetail extends Error {}

/**
 * Runs the plans (docs/planning.md "Scheduling"): every PLAN_CHECK_MS the server makes the
 * require orders that are due for released and running plans (through the line-side flow's
 * createRequireOrders), moves plans along (Released -> Running at their start, Done when all is
 * required and delivered), and raises or clears their warnings. Time is the app's clock, so tests
 * move it and call runDue.
 */
export class PlanSchedule {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly app: FastifyInstance) {}

  /** One run (of every open plan, or one plan); runs never overlap. Returns how many require orders were made. */
  runDue(planId?: string): Promise<number> {
    const run = this.queue.then(() => this.runOnce(planId));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Waits for a run under way (on close). */
  async idle(): Promise<void> {
    await this.queue;
  }

  private async runOnce(planId?: string): Promise<number> {
    const { db } = this.app;
    let q = db.selectFrom('plan_plan').selectAll().where('status', 'in', ['Draft', ...ACTIVE_STATUSES]);
    if (planId) q = q.where('id', '=', planId);
    let made = 0;
    for (const plan of await q.orderBy('start_time').execute()) {
      try {
        made += await this.runPlan(plan);
      } catch (err) {
        this.app.log.warn({ err, plan: plan.plan_code }, 'plan could not make its require orders this round');
      }
    }
    return made;
  }

  private async runPlan(plan: PlanPlanTable): Promise<number> {
    const { db } = this.app;
    const now = this.app.clock();
    let details = await db.selectFrom('plan_detail').selectAll().where('plan_id', '=', plan.id).orderBy('created_at').orderBy('id').execute();
    let made = 0;
    if ((ACTIVE_STATUSES as readonly string[]).includes(plan.status)) {
      const timing = timingOf(plan);
      const demands = details.map((d) => ({ id: d.id, totalQuantity: d.total_quantity, batchQuantity: d.batch_quantity, leadMinutes: d.lead_minutes, requiredQuantity: d.required_quantity }));
      const due = dueRequires(timing, demands, now);
      const started = plan.status === 'Released' && (now >= timing.startMs || due.length > 0);
      if (due.length || started) {
        await db.transaction().execute(async (trx) => {
          const byId = new Map(details.map((d) => [d.id, d]));
          const rows: RequireOrderInput[] = due.map((d) => ({
            workplaceId: byId.get(d.detailId)!.workplace_id,
            partNumberId: byId.get(d.detailId)!.part_number_id,
            quantity: d.quantity,
            needTime: new Date(d.needTimeMs).toISOString(),
            source: 'plan',
            planId: plan.id,
            planDetailId: d.detailId,
          }));
          if (rows.length) await createRequireOrders(trx, plan.tenant_id, rows, PLAN_USER, now);
          for (const d of details) {
            const add = due.filter((x) => x.detailId === d.id).reduce((s, x) => s + x.quantity, 0);
            if (!add) continue;
            const moved = await trx
              .updateTable('plan_detail')
              .set({ required_quantity: d.required_quantity + add, last_required_at: now, updated_at: now })
              .where('id', '=', d.id)
              .where('required_quantity', '=', d.required_quantity)
              .executeTakeFirst();
            if (!Number(moved.numUpdatedRows)) throw new StaleDetail(d.id);
          }
          if (started) await trx.updateTable('plan_plan').set({ status: 'Running', updated_at: now }).where('id', '=', plan.id).where('status', '=', 'Released').execute();
        });
        made = due.length;
        if (started) plan = { ...plan, status: 'Running' };
        details = await db.selectFrom('plan_detail').selectAll().where('plan_id', '=', plan.id).orderBy('created_at').orderBy('id').execute();
      }
      if (details.length && details.every((d) => d.required_quantity >= d.total_quantity) && (await this.allDelivered(plan))) {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('plan_plan').set({ status: 'Done', updated_at: now }).where('id', '=', plan.id).execute();
          await trx.updateTable('plan_warning').set({ cleared_at: now }).where('plan_id', '=', plan.id).where('cleared_at', 'is', null).execute();
        });
        return made;
      }
    }
    await this.refreshWarnings(plan, details, now);
    return made;
  }

  /** Every require order of the plan has ended (complete, or cancelled in the line-side flow). */
  private async allDelivered(plan: PlanPlanTable): Promise<boolean> {
    const open = await this.app.db
      .selectFrom('les_require_order')
      .select('id')
      .where('tenant_id', '=', plan.tenant_id)
      .where('plan_id', '=', plan.id)
      .where('status', 'not in', ['Complete', 'Cancelled'])
      .limit(1)
      .execute();
    return open.length === 0;
  }

  private async refreshWarnings(plan: PlanPlanTable, details: Parameters<typeof planFacts>[2], now: number): Promise<void> {
    const { db } = this.app;
    const drafts = planWarnings(await planFacts(db, plan, details, now));
    const open = await db.selectFrom('plan_warning').select(['id', 'plan_id', 'detail_id', 'kind', 'params']).where('plan_id', '=', plan.id).where('cleared_at', 'is', null).execute();
    const { raise, clear, update } = diffWarnings(open.map((w) => ({ id: w.id, planId: w.plan_id, detailId: w.detail_id, kind: w.kind, params: w.params })), drafts);
    if (!raise.length && !clear.length && !update.length) return;
    await db.transaction().execute(async (trx) => {
      if (clear.length) await trx.updateTable('plan_warning').set({ cleared_at: now }).where('id', 'in', clear).execute();
      for (const u of update) await trx.updateTable('plan_warning').set({ params: JSON.stringify(u.draft.params), level: u.draft.level }).where('id', '=', u.id).execute();
      if (raise.length)
        await trx
          .insertInto('plan_warning')
          .values(raise.map((w) => ({ id: randomUUID(), tenant_id: plan.tenant_id, plan_id: plan.id, detail_id: w.detailId, kind: w.kind, level: w.level, params: JSON.stringify(w.params), raised_at: now, cleared_at: null })))
          .execute();
    });
  }
}

export interface PlanSchedulePluginOptions {
  /** null: no timer (tests call planSchedule.runDue() after moving the clock). */
  readonly scheduler: Scheduler | null;
}

/** The plan timer: started with the app, stopped (and a run under way awaited) before the database closes. */
export const planSchedulePlugin = fp(
  async (app: FastifyInstance, options: PlanSchedulePluginOptions) => {
    const schedule = new PlanSchedule(app);
    app.decorate('planSchedule', schedule);
    const stop = options.scheduler?.(PLAN_CHECK_MS, () => {
      schedule.runDue().catch((err: unknown) => app.log.warn({ err }, 'plan schedule run failed'));
    });
    app.addHook('preClose', async () => {
      stop?.();
      await schedule.idle();
    });
  },
  { name: 'plan-schedule', dependencies: ['db'] },
);
