import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordOperation } from '../modules/logs/record.js';
import { HttpTrace, maskUrl } from '../modules/monitoring/httpTrace.js';
import { envelopeOutcome, type Outcome } from '../lib/envelopeOutcome.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The last API requests of this process (monitoring: HTTP trace). */
    httpTrace: HttpTrace;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Every API request goes into the HTTP trace; every signed-in mutating call also into the
 * operation log (who, method, path, permission code, duration, result). Bodies are never
 * recorded: they may hold passwords and tokens; query values of secrets are masked.
 * Anonymous calls (sign-in) are the login log's business.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('httpTrace', new HttpTrace());
    const outcomes = new WeakMap<FastifyRequest, Outcome>();

    app.addHook('onSend', async (request, _reply, payload) => {
      if (MUTATING.has(request.method)) {
        const outcome = envelopeOutcome(payload);
        if (outcome) outcomes.set(request, outcome);
      }
      return payload;
    });

    app.addHook('onResponse', async (request, reply) => {
      const path = maskUrl(request.url);
      const durationMs = reply.elapsedTime;
      const auth = request.auth;
      app.httpTrace.add({ time: app.clock(), method: request.method, path, status: reply.statusCode, durationMs, username: auth?.user.username ?? null });
      if (!auth || !MUTATING.has(request.method)) return;
      const outcome = outcomes.get(request) ?? { success: reply.statusCode < 400, message: '' };
      try {
        await recordOperation(
          app.db,
          {
            tenantId: auth.tenantId,
            userId: auth.user.id,
            username: auth.user.username,
            method: request.method,
            path,
            perm: request.routeOptions.config.perm ?? '',
            status: reply.statusCode,
            success: outcome.success && reply.statusCode < 400,
            message: outcome.message,
            durationMs,
            ip: request.ip,
          },
          app.clock(),
        );
      } catch (err) {
        // The answer has left already; a lost log row must not turn into an unhandled error.
        request.log.error({ err }, 'operation log write failed');
      }
    });
  },
  { name: 'request-log', dependencies: ['db', 'auth'] },
);
