import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PermissionCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { menuAdminRoutes } from './menuRoutes.js';
import { userPermissions } from './service.js';

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(menuAdminRoutes);
  route(app, PermissionCalls.getUserPermissionByToken, async (request) => {
    const { user, tenantId } = signedIn(request);
    return ok(await userPermissions(app.db, user.id, tenantId, (key, params) => request.t(key, params)));
  });
};
