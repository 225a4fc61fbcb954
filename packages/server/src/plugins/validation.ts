import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
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
  },
  { name: 'validation' },
);
