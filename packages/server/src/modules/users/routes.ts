import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UpdatePasswordRequest, UserCalls, isComplexPassword } from '@agvs/contract';
import { forgetFirstPassword } from '../../db/seed/firstPassword.js';
import { ok } from '../../envelope.js';
import { businessError, forbidden } from '../../errors.js';
import { translate } from '../../i18n/messages.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { route } from '../../lib/route.js';
import { signedIn, type AuthContext } from '../../plugins/auth.js';
import { revokeOtherSessions } from '../auth/repository.js';
import {
  departsOfUser,
  findUserById,
  setUserLanguage,
  setUserLoginScope,
  setUserPassword,
} from './repository.js';
import { languageEnabled } from '../sysconfig/languages.js';
import { ADMIN_USERNAME } from './resource.js';
import { sessionView, toUserInfo } from './service.js';

/** Calls that change "my" account name the account in the body; it must be the caller's own. */
function assertSelf(auth: AuthContext, username: string): void {
  if (auth.user.username !== username) throw forbidden('user.notSelf');
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Complexity depends on the installation, so the rule joins the contract's schema here.
  const UpdatePasswordBody = UpdatePasswordRequest.superRefine((value, ctx) => {
    if (app.config.passwordComplexity && !isComplexPassword(value.password)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'complexity', params: { message: 'validation.passwordComplexity' } });
    }
    if (value.password !== value.confirmpassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmpassword'], message: 'mismatch', params: { message: 'validation.passwordMismatch' } });
    }
    // A password an administrator set (and so knows) must really be replaced.
    if (value.password === value.oldpassword) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'unchanged', params: { message: 'validation.passwordUnchanged' } });
    }
  });

  route(app, UserCalls.getUserInfo, async (request) => {
    const auth = signedIn(request);
    return ok(await sessionView(app.db, auth.user, auth.tenantId));
  });

  route(app, UserCalls.selectLanguage, async (request) => {
    const auth = signedIn(request);
    assertSelf(auth, request.body.username);
    if (!(await languageEnabled(app.db, request.body.language))) throw businessError('sysconfig.languageDisabled');
    await setUserLanguage(app.db, auth.user.id, request.body.language, app.clock());
    return ok(null, translate(request.body.language, 'user.languageUpdated'));
  });

  route(app, UserCalls.getCurrentUserDeparts, async (request) => {
    const auth = signedIn(request);
    const list = await departsOfUser(app.db, auth.user.id, auth.tenantId);
    return ok({ list, orgCode: auth.user.orgCode });
  });

  route(app, UserCalls.selectDepart, async (request) => {
    const auth = signedIn(request);
    assertSelf(auth, request.body.username);
    const departs = await departsOfUser(app.db, auth.user.id, auth.tenantId);
    const orgCode = request.body.orgCode;
    if (!departs.some((d) => d.orgCode === orgCode)) throw businessError('user.departNotYours', { orgCode });
    await setUserLoginScope(app.db, auth.user.id, { tenantId: auth.tenantId, orgCode }, app.clock());
    const user = (await findUserById(app.db, auth.user.id))!;
    return ok({ userInfo: toUserInfo(user) }, request.t('user.departSelected'));
  });

  // The declared body plus the installation's rules (same request fields).
  route(app, { ...UserCalls.updatePassword, body: UpdatePasswordBody }, async (request) => {
    const auth = signedIn(request);
    assertSelf(auth, request.body.username);
    if (!(await verifyPassword(auth.user.passwordHash, request.body.oldpassword))) {
      throw businessError('user.oldPasswordWrong');
    }
    await setUserPassword(app.db, auth.user.id, await hashPassword(request.body.password), false, app.clock());
    // Whoever else held a session of this account loses it with the old password.
    await revokeOtherSessions(app.db, auth.user.id, auth.session.id);
    if (auth.user.username === ADMIN_USERNAME) forgetFirstPassword(app.config.dataDir);
    return ok(null, request.t('user.passwordUpdated'));
  });
};
