import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { RequestValidationError } from '../errors.js';
import { unsafeTextIssues } from '../lib/unsafeText.js';

/**
 * Every body, query, path parameter and header with a schema is checked by its route's zod
 * schema before a handler runs, after a check common to all of them: no string may hold NUL or a
 * lone surrogate (see lib/unsafeText.ts). The issues travel as they are (with the input, to tell
 * "missing" from "wrong") and are worded in the caller's language by the error handler.
 */
export const validationPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
      const unsafe = unsafeTextIssues(data);
      if (unsafe.length) return { error: new RequestValidationError(unsafe) };
      const result = schema.safeParse(data, { reportInput: true });
      return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
    });

    // Answers are checked against their call's declared schema. A success envelope that does not
    // match is a fault of ours: tests (strictAnswers) fail on it, production logs it and still
    // answers, since the caller is better served by the data than by a 500.
    app.setSerializerCompiler<z.ZodType>(({ schema, method, url }) => (data) => {
      const envelope = data as { success?: unknown; code?: unknown };
      if (schema instanceof z.ZodType && envelope?.success === true && envelope.code === 200) {
        const checked = schema.safeParse(data);
        if (!checked.success) {
          const issues = checked.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
          if (app.config.strictAnswers) throw new Error(`${method} ${url} answered outside its declaration: ${issues.join('; ')}`);
          app.log.warn({ route: `${method} ${url}`, issues }, 'answer outside its declaration');
        }
      }
      return JSON.stringify(data);
    });
  },
  { name: 'validation' },
);
