import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LinesideCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { resourceRoutes } from '../../resources/routes.js';
import { cancelDeliveryOrders, cancelRequireOrders } from './cancel.js';
import { deliveryCarriages, linesideOptions } from './queries.js';
import { releaseRequireOrders } from './release.js';
import { createRequireOrders } from './requireOrders.js';
import { LINESIDE_SERVER_RESOURCES } from './resources.js';
import { followDeliveries } from './settle.js';

/** Line-side material (issue 16, docs/lineside.md): master data on the generic routes, and the flow's calls. */
export const linesideRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of LINESIDE_SERVER_RESOURCES) await app.register(resourceRoutes(resource));

  route(app, LinesideCalls.options, async (request) => ok(await linesideOptions(app.db, signedIn(request).tenantId)));

  route(app, LinesideCalls.addRequire, async (request) => {
    const { tenantId, user } = signedIn(request);
    const ids = await createRequireOrders(app.db, tenantId, [{ ...request.body, source: 'manual' }], user.username, app.clock());
    return ok({ ids }, request.t('lineside.requireAdded'));
  });

  route(app, LinesideCalls.release, async (request) => {
    const { tenantId, user } = signedIn(request);
    const deliveryOrders = await releaseRequireOrders(app, { tenantId, username: user.username }, request.body.ids, request.body.windowMinutes);
    return ok({ deliveryOrders }, request.t('lineside.released', { count: deliveryOrders.length }));
  });

  route(app, LinesideCalls.cancelRequire, async (request) => {
    const { tenantId, user } = signedIn(request);
    const outcome = await cancelRequireOrders(app, { tenantId, username: user.username }, request.body.ids, request.body.reason);
    return ok(outcome, request.t('lineside.cancelled', { count: outcome.cancelled, started: outcome.alreadyStarted }));
  });

  route(app, LinesideCalls.cancelDelivery, async (request) => {
    const { tenantId, user } = signedIn(request);
    const outcome = await cancelDeliveryOrders(app, { tenantId, username: user.username }, request.body.ids, request.body.reason);
    return ok(outcome, request.t('lineside.cancelled', { count: outcome.cancelled, started: outcome.alreadyStarted }));
  });

  route(app, LinesideCalls.carriages, async (request) => ok(await deliveryCarriages(app.db, signedIn(request).tenantId, request.query.id)));

  followDeliveries(app);
};
