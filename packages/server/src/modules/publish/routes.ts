import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublishCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { checkDraft, publishDraft, republish, versions, type PublishOutcome } from './service.js';

/** A refused publish: success false with the reason as message, and what refused it as result. */
const answer = (outcome: PublishOutcome) =>
  outcome.refusal === undefined ? ok(outcome.result) : { success: false, message: outcome.refusal, code: 500, result: outcome.result, timestamp: Date.now() };

/** Issue 13 "Publishing to the running fleet": check, publish, versions and rollback of a layout. */
export const publishRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, PublishCalls.check, async (request) => {
    const { tenantId } = signedIn(request);
    return ok(await checkDraft(app, request, tenantId, request.body.id));
  });

  route(app, PublishCalls.publish, async (request) => {
    const { tenantId, user } = signedIn(request);
    return answer(await publishDraft(app, request, tenantId, user.username, request.body.id, request.body.note ?? null));
  });

  route(app, PublishCalls.versions, async (request) => {
    const { tenantId } = signedIn(request);
    return ok(await versions(app.db, tenantId, request.query.layoutId));
  });

  route(app, PublishCalls.publishVersion, async (request) => {
    const { tenantId, user } = signedIn(request);
    const b = request.body;
    return answer(await republish(app, request, tenantId, user.username, b.layoutId, b.version, b.note ?? null));
  });
};
