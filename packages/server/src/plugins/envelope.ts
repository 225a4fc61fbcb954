import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../envelope.js';
import { AppError, RequestValidationError } from '../errors.js';
import type { Translate } from '../i18n/messages.js';
import { describeIssues, fieldLabel } from '../i18n/validation.js';
import { dbRefusal } from './dbRefusal.js';
import { isStorageRefusal } from '../db/storage-refusal.js';

/** Every failure leaves in the envelope with the status and code of docs/foundation-contract.md. */
export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.httpStatus).send(failure(error.code, request.t(error.messageKey, error.params)));
      }
      if (error instanceof RequestValidationError) {
        const context = error.validationContext ?? 'body';
        return reply
          .status(400)
          .send(failure(400, describeIssues(error.issues, context, (key, params) => request.t(key, params))));
      }
      const refusal = dbRefusal(error, request.method);
      if (refusal) {
        request.log.warn({ err: error }, 'database refused a write that passed the checks');
        const t: Translate = (key, params) => request.t(key, params);
        const where = request.method === 'GET' || request.method === 'DELETE' ? 'validation.context.querystring' : 'validation.context.body';
        const field = refusal.field ? fieldLabel(refusal.field, refusal.field, t) : t(where);
        const message = refusal.key === 'db.stillReferenced' ? t(refusal.key) : t('validation.issue', { field, reason: t(refusal.key, refusal.params) });
        return reply.status(refusal.status).send(failure(refusal.status, message));
      }
      if (isStorageRefusal(error)) {
        // Disk full, read-only, database gone: nothing was stored, and the caller may try again later.
        request.log.error({ err: error }, 'the database refuses writes');
        return reply.status(503).send(failure(503, request.t('db.storageRefused')));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own refusals (malformed JSON, unsupported media type, body too large).
        return reply.status(status).send(failure(status, request.t('error.badRequest')));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send(failure(500, request.t('error.internal')));
    });

    app.setNotFoundHandler((request, reply) => {
      return reply.status(404).send(failure(404, request.t('error.notFound')));
    });
  },
  { name: 'envelope', dependencies: ['i18n'] },
);
