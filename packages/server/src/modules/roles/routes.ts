import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RoleCalls, type RolePermissionTreeNode } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { hasMessage } from '../../i18n/messages.js';
import { toPage } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import { signedIn, type AuthContext } from '../../plugins/auth.js';
import { recordUserChanges } from '../logs/record.js';
import { assertHoldsAll, assertRoleChangeable, assertRolesGrantable, assertSharedRolesChangeable, visibleRoles } from '../permissions/grants.js';
import { allPermissions } from '../permissions/repository.js';

/**
 * Role permissions (menu and button tree) and role users, for roles the caller's tenant sees. Nobody
 * grants or takes away more than they hold; installation-wide roles change only by an installation administrator.
 */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A role the caller's tenant sees (another tenant's roles are not found). */
  const visibleRole = async (auth: AuthContext, roleId: string) => {
    const [role] = await visibleRoles(app.db, auth.tenantId, [roleId]);
    if (!role) throw businessError('admin.notFound');
    return role;
  };
  /** Adding or removing a role's users hands out or takes away what the role holds. */
  const grantableRole = async (auth: AuthContext, roleId: string) => {
    const role = await visibleRole(auth, roleId);
    await assertRolesGrantable(app.db, auth, [role.id]);
    return role;
  };

  route(app, RoleCalls.queryTreeList, async (request) => {
    const rows = await allPermissions(app.db);
    const nodes = new Map<string, RolePermissionTreeNode>();
    for (const row of rows) {
      const title = hasMessage(row.name) ? request.t(row.name) : row.perms ?? row.name;
      nodes.set(row.id, { key: row.id, title, children: [] });
    }
    const roots: RolePermissionTreeNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
      (parent ? parent.children : roots).push(node);
    }
    return ok({ treeList: roots, ids: rows.map((r) => r.id) });
  });

  route(app, RoleCalls.queryRolePermission, async (request) => {
    await visibleRole(signedIn(request), request.query.roleId);
    const rows = await app.db.selectFrom('role_permission').select('permission_id').where('role_id', '=', request.query.roleId).execute();
    return ok(rows.map((r) => r.permission_id));
  });

  route(app, RoleCalls.saveRolePermission, async (request) => {
    const auth = signedIn(request);
    const { roleId } = request.body;
    const role = await visibleRole(auth, roleId);
    await assertRoleChangeable(app.db, auth, role);
    const wanted = [...new Set(request.body.permissionIds.split(',').map((s) => s.trim()).filter(Boolean))];
    const known = wanted.length ? await app.db.selectFrom('permissions').select('id').where('id', 'in', wanted).execute() : [];
    if (known.length !== wanted.length) throw businessError('admin.unknownPermission');
    const before = (await app.db.selectFrom('role_permission').select('permission_id').where('role_id', '=', roleId).execute()).map((r) => r.permission_id);
    const changed = [...wanted.filter((id) => !before.includes(id)), ...before.filter((id) => !wanted.includes(id))];
    await assertHoldsAll(app.db, auth, changed);
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('role_permission').where('role_id', '=', roleId).execute();
      if (known.length) await trx.insertInto('role_permission').values(known.map((p) => ({ role_id: roleId, permission_id: p.id }))).execute();
    });
    return ok(null, request.t('admin.saved'));
  });

  route(app, RoleCalls.userRoleList, async (request) => {
    const { roleId, pageNo, pageSize } = request.query;
    await visibleRole(signedIn(request), roleId);
    const base = app.db
      .selectFrom('users')
      .innerJoin('user_role', 'user_role.user_id', 'users.id')
      .innerJoin('user_tenant', 'user_tenant.user_id', 'users.id')
      .where('user_role.role_id', '=', roleId)
      .where('user_tenant.tenant_id', '=', signedIn(request).tenantId);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['users.id as id', 'users.username as username', 'users.realname as realname', 'users.status as status'])
      .orderBy('users.username')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return ok(toPage(rows, Number(total.n), { pageNo, pageSize }));
  });

  route(app, RoleCalls.addSysUserRole, async (request) => {
    const auth = signedIn(request);
    const { roleId, userIdList } = request.body;
    const role = await grantableRole(auth, roleId);
    const users = await app.db
      .selectFrom('user_tenant')
      .select('user_id')
      .where('tenant_id', '=', auth.tenantId)
      .where('user_id', 'in', userIdList)
      .execute();
    await assertSharedRolesChangeable(app.db, auth, [role], users.map((u) => u.user_id));
    if (users.length) {
      await app.db
        .insertInto('user_role')
        .values(users.map((u) => ({ user_id: u.user_id, role_id: roleId })))
        .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
        .execute();
      const detail = `+${role.roleCode}`;
      await recordUserChanges(app.db, { tenantId: auth.tenantId, userIds: users.map((u) => u.user_id), action: 'rolesChanged', detail, operator: auth.user.username }, app.clock());
    }
    return ok({ count: users.length }, request.t('admin.saved'));
  });

  route(app, RoleCalls.deleteUserRole, async (request) => {
    const auth = signedIn(request);
    const { roleId, userId } = request.query;
    const role = await grantableRole(auth, roleId);
    const inTenant = await app.db
      .selectFrom('user_tenant')
      .select('user_id')
      .where('tenant_id', '=', auth.tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!inTenant) throw businessError('admin.notFound');
    await assertSharedRolesChangeable(app.db, auth, [role], [userId]);
    const removed = await app.db.deleteFrom('user_role').where('role_id', '=', roleId).where('user_id', '=', userId).executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      const detail = `-${role.roleCode}`;
      await recordUserChanges(app.db, { tenantId: auth.tenantId, userIds: [userId], action: 'rolesChanged', detail, operator: auth.user.username }, app.clock());
    }
    return ok(null, request.t('admin.deleted'));
  });
};
