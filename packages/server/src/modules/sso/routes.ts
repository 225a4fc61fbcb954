import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthCalls } from '@agvs/contract';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';

/**
 * POST /cas/client/validateLogin (SPEC §7 "Auth/session"): signs in with a CAS ticket. AGVS has no
 * CAS server to validate tickets against, so every ticket is refused with a message saying single
 * sign-on is not configured; a ticket is never taken on trust.
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, AuthCalls.casValidateLogin, async () => {
    throw businessError('auth.ssoNotConfigured');
  });
};
