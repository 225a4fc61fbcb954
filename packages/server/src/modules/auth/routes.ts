import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { AppError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import type { Secrets } from '../../secrets.js';
import { recordFailedSignIn } from '../logs/signIn.js';
import { recordLogin } from '../logs/record.js';
import { login } from './service.js';
import type { TokenService } from './tokens.js';

export interface AuthRoutesOptions {
  readonly secrets: Pick<Secrets, 'aesKey' | 'aesIv'>;
  readonly tokens: TokenService;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  route(app, AuthCalls.randomImage, async (request) => ok(await app.captchas.issue(request.params.key, request.ip)));

  route(app, AuthCalls.getEncryptedString, async () => ok({ key: options.secrets.aesKey, iv: options.secrets.aesIv }));

  route(app, AuthCalls.loginEncrypt, async (request) => {
    let result;
    try {
      result = await login(
        {
          db: app.db,
          captchas: app.captchas,
          tokens: options.tokens,
          secrets: options.secrets,
          captchaEnabled: app.config.captcha,
          clock: app.clock,
        },
        request.body,
        request.langFromHeader ? request.lang : undefined,
      );
    } catch (err) {
      if (err instanceof AppError) await recordFailedSignIn(app, request, request.body.username, request.t(err.messageKey, err.params));
      throw err;
    }
    if (!request.langFromHeader) request.lang = result.userInfo.language;
    const message = request.t('auth.signedIn');
    const { id: userId, username, loginTenantId: tenantId } = result.userInfo;
    await recordLogin(app.db, request, { action: 'login', username, userId, tenantId, message }, app.clock());
    return ok(result, message);
  });

  route(app, AuthCalls.logout, async (request) => {
    const auth = signedIn(request);
    await options.tokens.revoke(auth.session.id);
    const message = request.t('auth.signedOut');
    await recordLogin(app.db, request, { action: 'logout', username: auth.user.username, userId: auth.user.id, tenantId: auth.tenantId, message }, app.clock());
    return ok(null, message);
  });
};
