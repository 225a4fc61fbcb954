import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { withAdminColumns } from '../../db/schema-admin.js';
import { toPage } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';

/**
 * Users of a department (SPEC §2 "department users"). Only departments and users of the caller's
 * tenant are touched. A user's login department (org_code) follows: a user without one gets the
 * department joined; removing it moves the user to another of their departments, or none.
 */
export const departUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = withAdminColumns(app.db);

  const departOf = async (id: string, tenantId: number) => {
    const depart = await db.selectFrom('departments').select(['id', 'org_code']).where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
    if (!depart) throw businessError('admin.notFound');
    return depart;
  };

  route(app, UserCalls.departUserList, async (request) => {
    const { depId, username, pageNo, pageSize } = request.query;
    await departOf(depId, signedIn(request).tenantId);
    let base = db
      .selectFrom('users')
      .innerJoin('user_depart', 'user_depart.user_id', 'users.id')
      .where('user_depart.depart_id', '=', depId)
      .where('users.del_flag', '=', 0);
    if (username?.trim()) base = base.where('users.username', 'like', `%${username.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['users.id', 'users.username', 'users.realname', 'users.phone', 'users.org_code as orgCode'])
      .orderBy('users.username')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return ok(toPage(rows, Number(total.n), { pageNo, pageSize }));
  });

  route(app, UserCalls.editSysDepartWithUser, async (request) => {
    const { tenantId } = signedIn(request);
    const depart = await departOf(request.body.depId, tenantId);
    const wanted = [...new Set(request.body.userIdList)];
    const users = await db
      .selectFrom('users')
      .innerJoin('user_tenant', 'user_tenant.user_id', 'users.id')
      .select(['users.id', 'users.org_code'])
      .where('user_tenant.tenant_id', '=', tenantId)
      .where('users.del_flag', '=', 0)
      .where('users.id', 'in', wanted)
      .execute();
    if (users.length !== wanted.length) throw businessError('sysconfig.unknownUser');
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('user_depart')
        .values(users.map((u) => ({ user_id: u.id, depart_id: depart.id })))
        .onConflict((oc) => oc.columns(['user_id', 'depart_id']).doNothing())
        .execute();
      const homeless = users.filter((u) => !u.org_code).map((u) => u.id);
      if (homeless.length) await trx.updateTable('users').set({ org_code: depart.org_code }).where('id', 'in', homeless).execute();
    });
    return ok(null, request.t('admin.saved'));
  });

  route(app, UserCalls.deleteUserInDepart, async (request) => {
    const { tenantId } = signedIn(request);
    const depart = await departOf(request.query.depId, tenantId);
    const userId = request.query.userId;
    await db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('user_depart').where('user_id', '=', userId).where('depart_id', '=', depart.id).executeTakeFirst();
      if (!Number(removed.numDeletedRows)) throw businessError('admin.notFound');
      const user = await trx.selectFrom('users').select('org_code').where('id', '=', userId).executeTakeFirstOrThrow();
      if (user.org_code !== depart.org_code) return;
      const other = await trx
        .selectFrom('user_depart')
        .innerJoin('departments', 'departments.id', 'user_depart.depart_id')
        .select('departments.org_code')
        .where('user_depart.user_id', '=', userId)
        .where('departments.tenant_id', '=', tenantId)
        .orderBy('departments.org_code')
        .executeTakeFirst();
      await trx.updateTable('users').set({ org_code: other?.org_code ?? null }).where('id', '=', userId).execute();
    });
    return ok(null, request.t('admin.deleted'));
  });
};
