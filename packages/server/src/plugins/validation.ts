import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { RequestValidationError } from '../errors.js';

/**
 * Every body, query and path parameter is checked by its route's zod schema before a handler
 * runs. The issues travel as they are (with the input, to tell "missing" from "wrong") and are
 * worded in the caller's language by the error handler.
 */
export const validationPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
      const result = schema.safeParse(data, { reportInput: true });
      return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
    });
  },
  { name: 'validation' },
);
