import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Perm, type CacheStats, type GrafanaConfig } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
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
  const tags = ['monitoring'];
  const config = { perm: Perm.serverMonitor };
  const processSampler = new ProcessSampler();
  const systemSampler = new SystemSampler(app.config.dataDir);
  app.addHook('onClose', async () => processSampler.close());

  app.get('/actuator/process', { schema: { tags, summary: 'Heap, RSS, event-loop delay, uptime' }, config }, async () => ok(processSampler.sample(app.clock())));

  app.get('/actuator/system', { schema: { tags, summary: 'CPU, memory and disk of the data folder' }, config }, async () => ok(await systemSampler.sample(app.clock())));

  app.get('/actuator/httptrace', { schema: { tags, summary: 'The last 100 API requests' }, config }, async () => ok(app.httpTrace.recent()));

  app.get('/actuator/caches', { schema: { tags, summary: 'In-memory stores of this process' }, config }, async (request) => {
    const stores: CacheStats[] = [
      { name: 'httpTrace', size: app.httpTrace.recent().length, capacity: HTTP_TRACE_SIZE, hits: null, misses: null },
      { name: 'fleetRuntimes', size: app.fleets.ofTenant(signedIn(request).tenantId).length, capacity: null, hits: null, misses: null },
      { name: 'dictItems', capacity: null, ...dictCacheOf(app.db).stats() },
    ];
    return ok(stores);
  });

  app.get('/actuator/database', { schema: { tags, summary: 'Dialect, size, table rows, connections' }, config }, async () =>
    ok(await databaseStats(app.db, app.dialect, app.config.dataDir)),
  );

  app.get('/actuator/redis', { schema: { tags, summary: 'Redis INFO when REDIS_URL is set' }, config }, async () => {
    try {
      return ok(await redisStats(app.config.redisUrl, app.clock()));
    } catch (err) {
      app.log.warn({ err }, 'redis info failed');
      throw businessError('monitoring.redisUnreachable');
    }
  });

  app.get('/sys/grafana/config', { schema: { tags, summary: 'Grafana address shown on the Grafana page' }, config: { perm: Perm.grafanaView } }, async () =>
    ok<GrafanaConfig>({ url: app.config.grafanaUrl }),
  );
};
