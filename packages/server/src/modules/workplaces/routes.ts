import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WorkplaceCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { padCancel, padPress, padView } from './pad.js';
import { listWorkplaces, workplaceOptions, writeWorkplace } from './repository.js';
import { checkWorkplace } from './validate.js';

/** Workplaces (issue 16, docs/workplaces.md): administration, and the calls of a workplace's pad. */
export const workplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, WorkplaceCalls.list, async (request) => ok(await listWorkplaces(app.db, signedIn(request).tenantId)));

  route(app, WorkplaceCalls.options, async (request) => ok(await workplaceOptions(app.db, signedIn(request).tenantId)));

  route(app, WorkplaceCalls.save, async (request) => {
    const { tenantId, user } = signedIn(request);
    await checkWorkplace(app.db, tenantId, request.body);
    const id = await writeWorkplace(app.db, tenantId, request.body, user.username, app.clock());
    const [saved] = await listWorkplaces(app.db, tenantId, id);
    return ok(saved!, request.t('workplace.saved'));
  });

  route(app, WorkplaceCalls.remove, async (request) => {
    const { tenantId } = signedIn(request);
    const gone = await app.db.deleteFrom('workplaces').where('id', '=', request.query.id).where('tenant_id', '=', tenantId).executeTakeFirst();
    if (!Number(gone.numDeletedRows)) throw businessError('workplace.notFound');
    return ok(null, request.t('workplace.deleted'));
  });

  route(app, WorkplaceCalls.padView, async (request) => ok(await padView(app, signedIn(request))));
  route(app, WorkplaceCalls.padPress, async (request) => ok(await padPress(app, signedIn(request), request.body.buttonId), request.t('workplace.called')));
  route(app, WorkplaceCalls.padCancel, async (request) => {
    await padCancel(app, signedIn(request), request.body.id);
    return ok(null, request.t('workplace.cancelled'));
  });
};
