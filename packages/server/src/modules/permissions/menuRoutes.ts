import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PermissionCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { assertInstallationAdmin } from './grants.js';
import { addPermission, deletePermission, editPermission, permissionTree } from './menuAdmin.js';

/** The permissions page: the installation's menu tree and button codes, shared by all tenants and changed by installation administrators only. */
export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, PermissionCalls.list, async (request) => ok(await permissionTree(app.db, (key, params) => request.t(key, params))));
  route(app, PermissionCalls.add, async (request) => {
    await assertInstallationAdmin(app.db, signedIn(request));
    return ok({ id: await addPermission(app.db, request.body, Date.now()) });
  });
  route(app, PermissionCalls.edit, async (request) => {
    await assertInstallationAdmin(app.db, signedIn(request));
    if (!request.body.id) throw businessError('admin.notFound');
    await editPermission(app.db, request.body.id, request.body);
    return ok(null);
  });
  route(app, PermissionCalls.delete, async (request) => {
    await assertInstallationAdmin(app.db, signedIn(request));
    await deletePermission(app.db, request.query.id);
    return ok(null);
  });
};
