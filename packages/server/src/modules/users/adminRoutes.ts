import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPasswordBody, UserCalls, isComplexPassword } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { findRows } from '../../resources/repository.js';
import { recordUserChanges } from '../logs/record.js';
import { assertAccountWithin, visibleRoles } from '../permissions/grants.js';
import { findUserByUsername, setUserPassword } from './repository.js';
import { ADMIN_USERNAME, protectAdmins, userServerResource } from './resource.js';

/** User administration beyond the generic routes: freeze, password reset, role ids of a user. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const AdminPassword = AdminPasswordBody.superRefine((value, ctx) => {
    if (app.config.passwordComplexity && !isComplexPassword(value.password)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'complexity', params: { message: 'validation.passwordComplexity' } });
    }
    if (value.password !== value.confirmpassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmpassword'], message: 'mismatch', params: { message: 'validation.passwordMismatch' } });
    }
  });

  route(app, UserCalls.frozenBatch, async (request) => {
    const auth = signedIn(request);
    const ids = request.body.ids.split(',').filter(Boolean);
    const rows = await findRows(app.db, userServerResource, auth.tenantId, ids);
    if (request.body.status === 'frozen') {
      const refusal = protectAdmins(rows);
      if (refusal) throw businessError(refusal);
      if (rows.some((r) => r['id'] === auth.user.id)) throw businessError('admin.notYourself');
    }
    const found = rows.map((r) => String(r['id']));
    if (found.length) {
      await app.db.updateTable('users').set({ status: request.body.status, updated_at: app.clock() }).where('id', 'in', found).execute();
      if (request.body.status === 'frozen') await app.db.updateTable('sessions').set({ revoked: 1 }).where('user_id', 'in', found).execute();
      await recordUserChanges(app.db, { tenantId: auth.tenantId, userIds: found, action: request.body.status === 'frozen' ? 'frozen' : 'unfrozen', operator: auth.user.username }, app.clock());
    }
    return ok({ count: found.length }, request.t(request.body.status === 'frozen' ? 'admin.frozen' : 'admin.unfrozen', { count: found.length }));
  });

  // The declared body plus the installation's rules (same request fields).
  route(app, { ...UserCalls.changePassword, body: AdminPassword }, async (request) => {
    const auth = signedIn(request);
    const user = await findUserByUsername(app.db, request.body.username);
    const [inTenant] = user ? await findRows(app.db, userServerResource, auth.tenantId, [user.id]) : [];
    if (!user || !inTenant) throw businessError('admin.notFound');
    // Whoever may reset passwords must not take over the admin account with it.
    if (user.username === ADMIN_USERNAME && auth.user.username !== ADMIN_USERNAME) throw businessError('admin.adminPasswordProtected');
    // Nor any account holding more than the caller: knowing its password would hand that over.
    await assertAccountWithin(app.db, auth, user.id);
    // The administrator knows the new password: the user replaces it at the next sign-in.
    await setUserPassword(app.db, user.id, await hashPassword(request.body.password), true, app.clock());
    await app.db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', user.id).where('id', '<>', auth.session.id).execute();
    await recordUserChanges(app.db, { tenantId: auth.tenantId, userIds: [user.id], action: 'passwordReset', operator: auth.user.username }, app.clock());
    return ok(null, request.t('user.passwordUpdated'));
  });

  route(app, UserCalls.queryUserRole, async (request) => {
    const { tenantId } = signedIn(request);
    const [row] = await findRows(app.db, userServerResource, tenantId, [request.query.userid]);
    if (!row) throw businessError('admin.notFound');
    const roles = await app.db.selectFrom('user_role').select('role_id').where('user_id', '=', request.query.userid).execute();
    // Roles of the user's other tenants are theirs to see.
    return ok((await visibleRoles(app.db, tenantId, roles.map((r) => r.role_id))).map((r) => r.id));
  });
};
