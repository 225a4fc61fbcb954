import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { badRequest } from '../../errors.js';
import { signedIn } from '../../plugins/auth.js';
import { dashboardAnalysis } from './analysis.js';
import { dashboardTrend } from './trend.js';
import { schedulerNow, trafficHeatmap } from './scheduler.js';

/** The dashboard's figures (issue 16, docs/dashboard.md), of the caller's tenant. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, DashboardCalls.analysis, async (request) => {
    const { tenantId } = signedIn(request);
    // The running fleets' last stretch of activity goes to the table first, so run time reaches now.
    await app.vehicleActivity.settle(tenantId);
    const { from, to, layoutId } = request.query;
    return ok(await dashboardAnalysis(app.db, app.fleets, { tenantId, from, to, layoutId }));
  });

  route(app, DashboardCalls.trend, async (request) => {
    const { tenantId } = signedIn(request);
    await app.vehicleActivity.settle(tenantId);
    const { from, to, layoutId } = request.query;
    return ok(await dashboardTrend(app.db, { tenantId, from, to, layoutId }));
  });

  route(app, DashboardCalls.scheduler, async (request) => {
    const { tenantId } = signedIn(request);
    const { layoutId } = request.query;
    const runtimes = layoutId ? [app.fleets.get(tenantId, layoutId)] : app.fleets.ofTenant(tenantId);
    if (runtimes.some((rt) => rt === undefined)) throw badRequest('fleet.layoutNotFound', { layoutId: layoutId ?? '' });
    return ok(schedulerNow(runtimes.filter((rt) => rt !== undefined)));
  });

  route(app, DashboardCalls.trafficHeatmap, async (request) => {
    const { tenantId } = signedIn(request);
    const { layoutId, minutes } = request.query;
    const rt = app.fleets.get(tenantId, layoutId);
    if (!rt) throw badRequest('fleet.layoutNotFound', { layoutId });
    return ok(trafficHeatmap(rt, minutes));
  });
};
