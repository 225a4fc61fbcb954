import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CasValidateBody } from '@agvs/contract';
import { businessError } from '../../errors.js';

/**
 * POST /cas/client/validateLogin (SPEC §7 "Auth/session"): signs in with a CAS ticket. AGVS has no
 * CAS server to validate tickets against, so every ticket is refused with a message saying single
 * sign-on is not configured; a ticket is never taken on trust.
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cas/client/validateLogin',
    { schema: { tags: ['auth'], summary: 'Sign in with a CAS ticket (refused: single sign-on is not configured)', body: CasValidateBody, security: [] }, config: { public: true } },
    async () => {
      throw businessError('auth.ssoNotConfigured');
    },
  );
};
