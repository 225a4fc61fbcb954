import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MonitoringCalls, type CacheStats } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { dictCacheOf } from '../dicts/cache.js';
import { databaseStats } from './database.js';
import { HTTP_TRACE_SIZE } from './httpTrace.js';
import { ProcessSampler } from './process.js';
import { redisStats } from './redis.js';
import { SystemSampler } from './system.js';

/**
 * Live figures of this server for the monitoring pages (administrators only): process, host,
 * HTTP trace, in-memory stores, database, Redis; and where Grafana is.
 */
export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const processSampler = new ProcessSampler();
  const systemSampler = new SystemSampler(app.config.dataDir);
  app.addHook('onClose', async () => processSampler.close());

  route(app, MonitoringCalls.process, async () => ok(processSampler.sample(app.clock())));

  route(app, MonitoringCalls.system, async () => ok(await systemSampler.sample(app.clock())));

  route(app, MonitoringCalls.httptrace, async () => ok(app.httpTrace.recent()));

  route(app, MonitoringCalls.caches, async (request) => {
    const stores: CacheStats[] = [
      { name: 'httpTrace', size: app.httpTrace.recent().length, capacity: HTTP_TRACE_SIZE, hits: null, misses: null },
      { name: 'fleetRuntimes', size: app.fleets.ofTenant(signedIn(request).tenantId).length, capacity: null, hits: null, misses: null },
      { name: 'dictItems', capacity: null, ...dictCacheOf(app.db).stats() },
    ];
    return ok(stores);
  });

  route(app, MonitoringCalls.database, async () =>
    ok(await databaseStats(app.db, app.dialect, app.config.dataDir)),
  );

  route(app, MonitoringCalls.redis, async () => {
    try {
      return ok(await redisStats(app.config.redisUrl, app.clock()));
    } catch (err) {
      app.log.warn({ err }, 'redis info failed');
      throw businessError('monitoring.redisUnreachable');
    }
  });

  route(app, MonitoringCalls.grafanaConfig, async () =>
    ok({ url: app.config.grafanaUrl }),
  );
};
