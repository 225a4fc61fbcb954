import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { maskUrl } from '../monitoring/httpTrace.js';
import { bodySummary } from './bodySummary.js';
import { envelopeOutcome } from '../../lib/envelopeOutcome.js';

/**
 * The interface log: every call of an outside system, i.e. of a device account (the accounts
 * whose tokens an administrator issues for boards, vehicles and host systems), whatever the
 * method, with a short masked body, the outcome and the duration. Console sessions are people:
 * their writes are the operation log's business.
 */
export const interfaceLogPlugin = fp(
  async (app: FastifyInstance) => {
    // A user's kind never changes, so it is looked up once per user.
    const deviceUsers = new Map<string, boolean>();
    const isDevice = async (userId: string) => {
      let known = deviceUsers.get(userId);
      if (known === undefined) {
        // user_kind (migration 0007) is not in the typed users table.
        const row = await app.db.selectFrom('users').select(sql<string>`user_kind`.as('kind')).where('id', '=', userId).executeTakeFirst();
        known = row?.kind === 'device';
        deviceUsers.set(userId, known);
      }
      return known;
    };
    const outcomes = new WeakMap<FastifyRequest, { success: boolean; message: string }>();

    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.auth && (await isDevice(request.auth.user.id))) {
        const outcome = envelopeOutcome(payload);
        if (outcome) outcomes.set(request, outcome);
      }
      return payload;
    });

    app.addHook('onResponse', async (request, reply) => {
      const auth = request.auth;
      if (!auth || !(await isDevice(auth.user.id))) return;
      const outcome = outcomes.get(request) ?? { success: reply.statusCode < 400, message: '' };
      try {
        await app.db
          .insertInto('interface_logs')
          .values({
            id: randomUUID(),
            tenant_id: auth.tenantId,
            caller: auth.user.username,
            method: request.method,
            path: maskUrl(request.url).slice(0, 1000),
            body_summary: String(request.headers['content-type'] ?? '').startsWith('multipart/') ? '(file upload)' : bodySummary(request.body),
            status: reply.statusCode,
            success: outcome.success && reply.statusCode < 400 ? 1 : 0,
            message: outcome.message.slice(0, 500),
            duration_ms: Math.round(reply.elapsedTime),
            ip: request.ip,
            created_at: app.clock(),
          })
          .execute();
      } catch (err) {
        // The answer has left already; a lost log row must not turn into an unhandled error.
        request.log.error({ err }, 'interface log write failed');
      }
    });
  },
  { name: 'interface-log', dependencies: ['db', 'auth'] },
);
