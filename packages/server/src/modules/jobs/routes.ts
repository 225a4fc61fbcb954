import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JOB_STATUS, JobCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { encodeJobMessage, renderJobMessage } from './jobMessage.js';

/** Start (resume), pause and run once; the generic list/form routes serve the rest. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const findJob = async (tenantId: number, id: string) => {
    const job = await app.db.selectFrom('jobs').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    if (!job) throw businessError('admin.notFound');
    return job;
  };
  const setStatus = async (tenantId: number, id: string, status: string) => {
    await findJob(tenantId, id);
    await app.db.updateTable('jobs').set({ status, updated_at: app.clock() }).where('id', '=', id).execute();
    await app.jobScheduler.sync([id]);
  };

  route(app, JobCalls.resume, async (request) => {
    await setStatus(signedIn(request).tenantId, request.body.id, JOB_STATUS.running);
    return ok(null, request.t('jobs.started'));
  });

  route(app, JobCalls.pause, async (request) => {
    await setStatus(signedIn(request).tenantId, request.body.id, JOB_STATUS.paused);
    return ok(null, request.t('jobs.paused'));
  });

  route(app, JobCalls.execute, async (request) => {
    const job = await findJob(signedIn(request).tenantId, request.body.id);
    const outcome = await app.jobScheduler.run(job);
    const message = renderJobMessage(encodeJobMessage(outcome.message), (key, params) => request.t(key, params));
    return ok({ result: outcome.result, message }, request.t(outcome.result === 'ok' ? 'jobs.ranOk' : 'jobs.ranError', { message }));
  });
};
