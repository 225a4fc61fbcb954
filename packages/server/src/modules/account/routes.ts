import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountCalls, isComplexPassword, RecoveryReset, RegisterRequest } from '@agvs/contract';
import type { z } from 'zod';
import { ok } from '../../envelope.js';
import { businessError, forbidden } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { sendMail } from './mailer.js';
import { newRecoveryCode, RECOVERY_CODE_TTL_MS, resetWithCode } from './recovery.js';
import { applyForAccount, approveRegistration, registrationsOf, rejectRegistration, toRegistration } from './registrations.js';
import { mailSettings, registrationSettings } from './settings.js';

/**
 * Self-registration (waits for an administrator's approval) and password recovery by a mailed
 * code (docs/accounts.md). Both are off until the system parameters turn them on; the public
 * calls need a captcha as sign-in does, and nothing they answer tells whether an account exists.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The installation's password rules and the repeated password, as the password change checks them. */
  const passwordRules = <T extends { password: string; confirmpassword: string }>(value: T, ctx: z.RefinementCtx) => {
    if (app.config.passwordComplexity && !isComplexPassword(value.password)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'complexity', params: { message: 'validation.passwordComplexity' } });
    }
    if (value.password !== value.confirmpassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmpassword'], message: 'mismatch', params: { message: 'validation.passwordMismatch' } });
    }
  };

  const checkCaptcha = async (checkKey: string, captcha: string) => {
    if (!app.config.captcha) return;
    const check = await app.captchas.check(checkKey, captcha);
    if (check === 'expired') throw businessError('auth.captchaExpired');
    if (check === 'wrong') throw businessError('auth.captchaWrong');
  };

  route(app, AccountCalls.options, async () => {
    const [registration, mail] = await Promise.all([registrationSettings(app.db), mailSettings(app.db, app.config.dataDir)]);
    return ok({ registration: registration.enabled, recovery: mail !== null });
  });

  route(app, { ...AccountCalls.register, body: RegisterRequest.superRefine(passwordRules) }, async (request) => {
    const settings = await registrationSettings(app.db);
    if (!settings.enabled) throw forbidden('account.registrationOff');
    await checkCaptcha(request.body.checkKey, request.body.captcha);
    const row = await applyForAccount(app.db, settings, request.body, app.clock());
    request.log.info({ username: row.username, tenantId: row.tenant_id }, 'account registration waiting for approval');
    return ok({ username: row.username, status: 'pending' as const }, request.t('account.registered'));
  });

  route(app, AccountCalls.recoveryRequest, async (request) => {
    const mail = await mailSettings(app.db, app.config.dataDir);
    if (!mail) throw forbidden('account.recoveryOff');
    await checkCaptcha(request.body.checkKey, request.body.captcha);
    const code = await newRecoveryCode(app.db, request.body.username, app.clock());
    if (code) {
      try {
        await sendMail(mail, {
          to: code.email,
          subject: request.t('account.mailSubject'),
          text: request.t('account.mailText', { name: code.realname, code: code.code, minutes: RECOVERY_CODE_TTL_MS / 60_000 }),
        });
      } catch (err) {
        // The mail server's trouble is the administrator's to see, not the caller's (no account is revealed).
        request.log.error({ err }, 'password recovery mail not sent');
      }
    }
    return ok(null, request.t('account.recoverySent'));
  });

  route(app, { ...AccountCalls.recoveryReset, body: RecoveryReset.superRefine(passwordRules) }, async (request) => {
    if (!(await mailSettings(app.db, app.config.dataDir))) throw forbidden('account.recoveryOff');
    await resetWithCode(app.db, request.body.username, request.body.code, request.body.password, app.clock());
    request.log.info({ username: request.body.username }, 'password reset with a recovery code');
    return ok(null, request.t('user.passwordUpdated'));
  });

  route(app, AccountCalls.registrations, async (request) => ok((await registrationsOf(app.db, signedIn(request).tenantId)).map(toRegistration)));

  route(app, AccountCalls.approve, async (request) => {
    const auth = signedIn(request);
    const settings = await registrationSettings(app.db);
    const row = await approveRegistration(app.db, auth, request.body.id, settings.role, app.clock());
    const mail = await mailSettings(app.db, app.config.dataDir);
    if (mail) {
      // Telling the applicant is a courtesy: the account exists whether or not the mail goes out.
      await sendMail(mail, { to: row.email, subject: request.t('account.approvedSubject'), text: request.t('account.approvedText', { name: row.realname, username: row.username }) }).catch((err: unknown) =>
        request.log.warn({ err }, 'approval mail not sent'),
      );
    }
    return ok(toRegistration(row), request.t('account.approved', { username: row.username }));
  });

  route(app, AccountCalls.reject, async (request) => {
    const row = await rejectRegistration(app.db, signedIn(request), request.body.id, request.body.reason, app.clock());
    return ok(toRegistration(row), request.t('account.rejected', { username: row.username }));
  });
};
