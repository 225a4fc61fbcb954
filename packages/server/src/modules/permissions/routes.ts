import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../envelope.js';
import { signedIn } from '../../plugins/auth.js';
import { menuAdminRoutes } from './menuRoutes.js';
import { userPermissions } from './service.js';

/** The console sends its token and a menu class as query parameters too; the header decides. */
const PermissionQuery = z.object({ token: z.string().optional(), menuClass: z.string().max(16).optional() });

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(menuAdminRoutes);
  app.get(
    '/sys/permission/getUserPermissionByToken',
    {
      schema: { tags: ['permissions'], summary: 'Menu and permission codes of the signed-in user', querystring: PermissionQuery },
      config: { duringPasswordChange: true },
    },
    async (request) => {
      const { user, tenantId } = signedIn(request);
      return ok(await userPermissions(app.db, user.id, tenantId, (key, params) => request.t(key, params)));
    },
  );
};
