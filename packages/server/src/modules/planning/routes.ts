import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlanningCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { fieldError } from '../sysconfig/fieldError.js';
import { cancelPlan, deletePlan, generateDetails, releasePlan, removeDetail, saveDetail, savePlan } from './plans.js';
import { listDetails, listPlans, listWarnings, planOptions, planProgress } from './repository.js';
import { addSampling, followSamplingOrders, followSamplings, listSamplings } from './sampling.js';

/** Plans, plan details, plan warnings and special sampling (issue 16, docs/planning.md). */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  followSamplings(app);

  const onePlan = async (tenantId: number, id: string) => (await listPlans(app.db, tenantId, { id }))[0]!;

  route(app, PlanningCalls.list, async (request) => ok(await listPlans(app.db, signedIn(request).tenantId, { status: request.query.status })));
  route(app, PlanningCalls.options, async (request) => ok(await planOptions(app.db, signedIn(request).tenantId)));

  route(app, PlanningCalls.save, async (request) => {
    const { tenantId, user } = signedIn(request);
    const id = await savePlan(app.db, tenantId, request.body, user.username, app.clock());
    // Warnings of a draft (no routing, takt too slow) show before it is released.
    await app.planSchedule.runDue(id);
    return ok(await onePlan(tenantId, id), request.t('plan.saved'));
  });

  route(app, PlanningCalls.release, async (request) => {
    const { tenantId, user } = signedIn(request);
    await releasePlan(app.db, tenantId, request.body.id, user.username, app.clock());
    // The first deliveries may be due already: made now, not at the next tick.
    await app.planSchedule.runDue(request.body.id);
    return ok(await onePlan(tenantId, request.body.id), request.t('plan.released'));
  });

  route(app, PlanningCalls.cancel, async (request) => {
    const { tenantId, user } = signedIn(request);
    await cancelPlan(app, { tenantId, username: user.username }, request.body.id);
    return ok(await onePlan(tenantId, request.body.id), request.t('plan.cancelled'));
  });

  route(app, PlanningCalls.remove, async (request) => {
    await deletePlan(app.db, signedIn(request).tenantId, request.query.id);
    return ok(null, request.t('plan.deleted'));
  });

  route(app, PlanningCalls.progress, async (request) => {
    const { tenantId } = signedIn(request);
    await onePlanOrRefuse(tenantId, request.query.id);
    return ok(await planProgress(app.db, tenantId, request.query.id));
  });

  route(app, PlanningCalls.details, async (request) => ok(await listDetails(app.db, signedIn(request).tenantId, { planId: request.query.planId })));

  route(app, PlanningCalls.generateDetails, async (request) => {
    const { tenantId } = signedIn(request);
    await generateDetails(app.db, tenantId, request.body, app.clock());
    await app.planSchedule.runDue(request.body.planId);
    return ok(await listDetails(app.db, tenantId, { planId: request.body.planId }), request.t('plan.detailsGenerated'));
  });

  route(app, PlanningCalls.saveDetail, async (request) => {
    const { tenantId } = signedIn(request);
    const id = await saveDetail(app.db, tenantId, request.body, app.clock());
    await app.planSchedule.runDue(request.body.planId);
    return ok((await listDetails(app.db, tenantId, { id }))[0]!, request.t('plan.detailSaved'));
  });

  route(app, PlanningCalls.removeDetail, async (request) => {
    await removeDetail(app.db, signedIn(request).tenantId, request.query.id);
    return ok(null, request.t('plan.detailDeleted'));
  });

  route(app, PlanningCalls.warnings, async (request) =>
    ok(await listWarnings(app.db, signedIn(request).tenantId, { planId: request.query.planId, open: request.query.open === 1 })),
  );

  route(app, PlanningCalls.samplings, async (request) => {
    const { tenantId } = signedIn(request);
    // Open records catch up with their orders (a restart may have missed an event).
    const open = await app.db.selectFrom('plan_sampling').select('transorder_id').where('tenant_id', '=', tenantId).where('status', 'in', ['Init', 'Running']).execute();
    await followSamplingOrders(app, tenantId, open.map((o) => o.transorder_id));
    return ok(await listSamplings(app, tenantId));
  });

  route(app, PlanningCalls.addSampling, async (request) => {
    const { tenantId, user } = signedIn(request);
    const id = await addSampling(app, { tenantId, username: user.username }, request.body);
    return ok((await listSamplings(app, tenantId, id))[0]!, request.t('plan.samplingAdded'));
  });

  async function onePlanOrRefuse(tenantId: number, id: string) {
    if (!(await app.db.selectFrom('plan_plan').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst())) throw fieldError('id', 'plan.notFound');
  }
};
