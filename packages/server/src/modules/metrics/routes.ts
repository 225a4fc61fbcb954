import type { FastifyInstance } from 'fastify';
import { MetricsCalls } from '@agvs/contract';
import { AppError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { mayReadMetrics } from './access.js';

export interface MetricsRouteOptions {
  /** The metrics token (secrets.ts, the file metrics-token in the data folder). */
  readonly token: string;
}

/** GET /agvs/metrics: the Prometheus text format, to loopback callers and holders of the token. */
export async function metricsRoutes(app: FastifyInstance, options: MetricsRouteOptions): Promise<void> {
  route(app, MetricsCalls.scrape, async (request, reply) => {
    if (!mayReadMetrics(request, options.token)) {
      reply.header('www-authenticate', 'Bearer realm="agvs-metrics"');
      throw new AppError(401, 401, 'error.metricsToken');
    }
    return reply.type(app.metrics.contentType).send(await app.metrics.text());
  });
}
