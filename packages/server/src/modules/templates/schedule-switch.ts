import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TemplateCalls, type TemplateSchedule } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';

/** The tenant's scheduled templates (what the demo site's traffic comes from) and whether they are paused. */
async function scheduleOf(app: FastifyInstance, tenantId: number): Promise<TemplateSchedule> {
  const tenant = await app.db.selectFrom('tenants').select('templates_paused').where('id', '=', tenantId).executeTakeFirst();
  const rows = await app.db
    .selectFrom('order_templates')
    .select(['id', 'template_code', 'template_name', 'task_create_interval'])
    .where('tenant_id', '=', tenantId)
    .where('task_create_interval', '>', 0)
    .orderBy('task_chain_row')
    .orderBy('template_code')
    .execute();
  return {
    paused: Number(tenant?.templates_paused ?? 0) === 1,
    templates: rows.map((r) => ({
      id: r.id,
      templateCode: r.template_code,
      templateName: r.template_name,
      taskCreateInterval: Number(r.task_create_interval),
    })),
  };
}

/**
 * The dashboard's switch for scheduled orders: reading it takes the template list's permission,
 * turning it takes the template edit permission. It pauses every scheduled template of the
 * caller's tenant at once (schedule.ts skips paused tenants) and keeps their intervals.
 */
export const templateScheduleSwitchRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, TemplateCalls.getSchedule, async (request) => ok(await scheduleOf(app, signedIn(request).tenantId)));

  route(app, TemplateCalls.setSchedule, async (request) => {
    const { tenantId } = signedIn(request);
    const { paused } = request.body;
    await app.db.updateTable('tenants').set({ templates_paused: paused ? 1 : 0 }).where('id', '=', tenantId).execute();
    return ok(await scheduleOf(app, tenantId), request.t(paused ? 'fleet.schedulePaused' : 'fleet.scheduleResumed'));
  });
};
