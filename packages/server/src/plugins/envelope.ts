import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../envelope.js';
import { AppError, RequestValidationError } from '../errors.js';
import { describeIssues } from '../i18n/validation.js';

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
