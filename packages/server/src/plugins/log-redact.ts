import type { FastifyRequest } from 'fastify';

/**
 * Fastify's request log line without secrets in the URL: the fleet WebSocket takes its token in
 * the query (browsers cannot set headers on a WebSocket), and tokens must not reach the logs.
 */
export function redactedRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]'),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
