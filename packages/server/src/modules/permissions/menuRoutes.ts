import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Perm, PermissionBody } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { signedIn } from '../../plugins/auth.js';
import { assertInstallationAdmin } from './grants.js';
import { addPermission, deletePermission, editPermission, permissionTree } from './menuAdmin.js';

const IdQuery = z.object({ id: z.string().min(1).max(64) });
const ListQuery = z.object({ _t: z.string().max(20).optional() });

/** The permissions page: the installation's menu tree and button codes, shared by all tenants and changed by installation administrators only. */
export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sys_permission'];
  app.get('/sys/permission/list', { schema: { tags, querystring: ListQuery }, config: { perm: Perm.permissionList } }, async (request) =>
    ok(await permissionTree(app.db, (key, params) => request.t(key, params))),
  );
  app.post('/sys/permission/add', { schema: { tags, body: PermissionBody }, config: { perm: Perm.permissionAdd } }, async (request) => {
    await assertInstallationAdmin(app.db, signedIn(request));
    return ok({ id: await addPermission(app.db, request.body, Date.now()) });
  });
  app.put('/sys/permission/edit', { schema: { tags, body: PermissionBody }, config: { perm: Perm.permissionEdit } }, async (request) => {
    await assertInstallationAdmin(app.db, signedIn(request));
    if (!request.body.id) throw businessError('admin.notFound');
    await editPermission(app.db, request.body.id, request.body);
    return ok(null);
  });
  app.delete('/sys/permission/delete', { schema: { tags, querystring: IdQuery }, config: { perm: Perm.permissionDelete } }, async (request) => {
    await assertInstallationAdmin(app.db, signedIn(request));
    await deletePermission(app.db, request.query.id);
    return ok(null);
  });
};
