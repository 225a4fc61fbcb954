import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** Methods as they are; anything else (a probe with a made-up method) under one label. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The route label of a request no route matched: raw URLs would make one series per probe. */
export const UNMATCHED = 'unmatched';

/** The route pattern ("/agvs/sys/user/queryById"), never the URL with its ids and query. */
function routeOf(request: FastifyRequest): string {
  return request.is404 ? UNMATCHED : (request.routeOptions.url ?? UNMATCHED);
}

/**
 * HTTP latency by method, route pattern and status, from every answered request (API, console
 * files, 404s). Websocket upgrades are left out: their "duration" is the life of the socket.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'agvs_http_request_duration_seconds',
    help: 'Time from request to answer by method, route pattern and HTTP status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    duration.observe({ method, route: routeOf(request), status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
