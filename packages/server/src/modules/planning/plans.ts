import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { PlanDetailGenerate, PlanDetailSave, PlanSave } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';
import { cancelRequireOrders } from '../lineside/cancel.js';
import type { Caller } from '../orders/service.js';
import { fieldError } from '../sysconfig/fieldError.js';
import { ACTIVE_STATUSES, planRow } from './repository.js';

type Db = Kysely<Database>;
type PlanForm = z.output<typeof PlanSave>;
type DetailForm = z.output<typeof PlanDetailSave>;
type GenerateForm = z.output<typeof PlanDetailGenerate>;

/** A plan of the tenant, or the refusal naming `field`. */
async function ownPlan(db: Db, tenantId: number, id: string, field = 'id') {
  const plan = await planRow(db, tenantId, id);
  if (!plan) throw fieldError(field, 'plan.notFound');
  return plan;
}

/** Creates a plan (Draft) or changes a draft one; line and BOM must be the tenant's, the code unused. */
export async function savePlan(db: Db, tenantId: number, form: PlanForm, by: string, now: number): Promise<string> {
  if (form.id && (await ownPlan(db, tenantId, form.id)).status !== 'Draft') throw businessError('plan.notDraft');
  const same = await db.selectFrom('plan_plan').select('id').where('tenant_id', '=', tenantId).where('plan_code', '=', form.planCode).executeTakeFirst();
  if (same && same.id !== form.id) throw fieldError('planCode', 'plan.codeTaken');
  if (!(await db.selectFrom('les_line').select('id').where('tenant_id', '=', tenantId).where('id', '=', form.lineId).executeTakeFirst())) throw fieldError('lineId', 'plan.lineUnknown');
  const bom = await db.selectFrom('les_bom').select('is_valid').where('tenant_id', '=', tenantId).where('id', '=', form.bomId).executeTakeFirst();
  if (!bom || bom.is_valid !== 1) throw fieldError('bomId', 'plan.bomUnknown');
  const row = {
    plan_code: form.planCode, plan_name: form.planName, line_id: form.lineId, bom_id: form.bomId, quantity: form.quantity, start_time: form.startTime,
    end_time: form.endTime, takt_seconds: form.taktSeconds ?? null, breaks: JSON.stringify(form.breaks.map((b) => [b.start, b.end])), memo: form.memo ?? null, update_by: by, updated_at: now,
  };
  if (form.id) {
    await db.updateTable('plan_plan').set(row).where('id', '=', form.id).where('tenant_id', '=', tenantId).where('status', '=', 'Draft').execute();
    return form.id;
  }
  const id = randomUUID();
  await db.insertInto('plan_plan').values({ ...row, id, tenant_id: tenantId, status: 'Draft', released_at: null, created_at: now }).execute();
  return id;
}

/** Draft -> Released: from now on the server makes its require orders. A plan without details has nothing to require. */
export async function releasePlan(db: Db, tenantId: number, id: string, by: string, now: number): Promise<void> {
  const plan = await ownPlan(db, tenantId, id);
  if (plan.status !== 'Draft') throw businessError('plan.notDraft');
  const details = await db.selectFrom('plan_detail').select((e) => e.fn.countAll<number>().as('n')).where('plan_id', '=', id).executeTakeFirstOrThrow();
  if (!Number(details.n)) throw businessError('plan.noDetailsToRelease');
  await db.updateTable('plan_plan').set({ status: 'Released', released_at: now, update_by: by, updated_at: now }).where('id', '=', id).where('status', '=', 'Draft').execute();
}

/**
 * Stops a plan: no more require orders are made, those still waiting to be released (Init) are
 * cancelled in the line-side flow (logged with reason "plan"), deliveries under way finish, and
 * the plan's warnings are cleared.
 */
export async function cancelPlan(app: FastifyInstance, caller: Caller, id: string): Promise<void> {
  const { db } = app;
  const plan = await ownPlan(db, caller.tenantId, id);
  if (plan.status === 'Done' || plan.status === 'Cancelled') throw businessError('plan.ended');
  const now = app.clock();
  // The plan first: once Cancelled the schedule makes nothing more while its orders are cancelled.
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('plan_plan').set({ status: 'Cancelled', update_by: caller.username, updated_at: now }).where('id', '=', id).execute();
    await trx.updateTable('plan_warning').set({ cleared_at: now }).where('plan_id', '=', id).where('cleared_at', 'is', null).execute();
  });
  const waiting = await db.selectFrom('les_require_order').select('id').where('tenant_id', '=', caller.tenantId).where('plan_id', '=', id).where('status', '=', 'Init').execute();
  if (waiting.length) await cancelRequireOrders(app, caller, waiting.map((r) => r.id), 'plan');
}

/** Only a draft or cancelled plan goes: a released one has require orders that name it. */
export async function deletePlan(db: Db, tenantId: number, id: string): Promise<void> {
  const plan = await ownPlan(db, tenantId, id);
  if (plan.status !== 'Draft' && plan.status !== 'Cancelled') throw businessError('plan.notDeletable');
  await db.deleteFrom('plan_plan').where('id', '=', id).where('tenant_id', '=', tenantId).execute();
}

async function ownWorkplace(db: Db, tenantId: number, id: string) {
  if (!(await db.selectFrom('workplaces').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst())) throw fieldError('workplaceId', 'plan.workplaceUnknown');
}

/**
 * A draft plan's details from its BOM: one per BOM item at the chosen workplace, the item's
 * quantity per product times the plan's quantity (rounded up), delivered a container at a time.
 * Replaces the plan's details, in one transaction.
 */
export async function generateDetails(db: Db, tenantId: number, form: GenerateForm, now: number): Promise<void> {
  const plan = await ownPlan(db, tenantId, form.planId, 'planId');
  if (plan.status !== 'Draft') throw businessError('plan.notDraft');
  await ownWorkplace(db, tenantId, form.workplaceId);
  const items = await db
    .selectFrom('les_bom_item as i')
    .innerJoin('les_part_number as n', 'n.id', 'i.part_number_id')
    .select(['i.part_number_id', 'i.quantity', 'n.qty_per_container'])
    .where('i.bom_id', '=', plan.bom_id)
    .where('i.tenant_id', '=', tenantId)
    .where('n.is_valid', '=', 1)
    .execute();
  if (!items.length) throw fieldError('planId', 'plan.bomEmpty');
  // One row per part: a BOM listing a part twice adds up.
  const perPart = new Map<string, { quantity: number; perContainer: number }>();
  for (const i of items) {
    const p = perPart.get(i.part_number_id) ?? { quantity: 0, perContainer: i.qty_per_container };
    p.quantity += Number(i.quantity);
    perPart.set(i.part_number_id, p);
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('plan_detail').where('plan_id', '=', plan.id).execute();
    await trx
      .insertInto('plan_detail')
      .values(
        [...perPart].map(([partId, p]) => {
          const total = Math.max(1, Math.ceil(p.quantity * plan.quantity - 1e-9));
          return {
            id: randomUUID(), tenant_id: tenantId, plan_id: plan.id, workplace_id: form.workplaceId, part_number_id: partId, total_quantity: total,
            batch_quantity: Math.min(total, Math.max(1, p.perContainer)), lead_minutes: form.leadMinutes, required_quantity: 0, last_required_at: null, created_at: now, updated_at: now,
          };
        }),
      )
      .execute();
  });
}

/**
 * Adds or changes a detail. A released plan's detail may change its quantities and lead time
 * (the schedule continues from what is required), but never below what is already required.
 */
export async function saveDetail(db: Db, tenantId: number, form: DetailForm, now: number): Promise<string> {
  const plan = await ownPlan(db, tenantId, form.planId, 'planId');
  if (plan.status === 'Done' || plan.status === 'Cancelled') throw businessError('plan.ended');
  const existing = form.id ? await db.selectFrom('plan_detail').selectAll().where('id', '=', form.id).where('tenant_id', '=', tenantId).executeTakeFirst() : undefined;
  if (form.id && (!existing || existing.plan_id !== plan.id)) throw fieldError('id', 'plan.detailNotFound');
  const active = (ACTIVE_STATUSES as readonly string[]).includes(plan.status);
  if (existing && active && (existing.workplace_id !== form.workplaceId || existing.part_number_id !== form.partNumberId)) throw fieldError('partNumberId', 'plan.detailFixed');
  await ownWorkplace(db, tenantId, form.workplaceId);
  const part = await db.selectFrom('les_part_number').select('is_valid').where('tenant_id', '=', tenantId).where('id', '=', form.partNumberId).executeTakeFirst();
  if (!part || part.is_valid !== 1) throw fieldError('partNumberId', 'plan.partUnknown');
  const same = await db
    .selectFrom('plan_detail')
    .select('id')
    .where('plan_id', '=', plan.id)
    .where('workplace_id', '=', form.workplaceId)
    .where('part_number_id', '=', form.partNumberId)
    .executeTakeFirst();
  if (same && same.id !== form.id) throw fieldError('partNumberId', 'plan.detailTaken');
  if (existing && form.totalQuantity < existing.required_quantity) throw fieldError('totalQuantity', 'plan.totalBelowRequired');
  const row = { workplace_id: form.workplaceId, part_number_id: form.partNumberId, total_quantity: form.totalQuantity, batch_quantity: form.batchQuantity, lead_minutes: form.leadMinutes, updated_at: now };
  if (existing) {
    await db.updateTable('plan_detail').set(row).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const id = randomUUID();
  await db.insertInto('plan_detail').values({ ...row, id, tenant_id: tenantId, plan_id: plan.id, required_quantity: 0, last_required_at: null, created_at: now }).execute();
  return id;
}

export async function removeDetail(db: Db, tenantId: number, id: string): Promise<void> {
  const detail = await db.selectFrom('plan_detail').select(['plan_id']).where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!detail) throw fieldError('id', 'plan.detailNotFound');
  if ((await ownPlan(db, tenantId, detail.plan_id)).status !== 'Draft') throw businessError('plan.notDraft');
  await db.deleteFrom('plan_detail').where('id', '=', id).execute();
}
