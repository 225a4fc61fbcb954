import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CaptchaKeyParams, LoginRequest, type EncryptedString } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { AppError } from '../../errors.js';
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
  const tags = ['auth'];

  app.get(
    '/sys/randomImage/:key',
    { schema: { tags, summary: 'Captcha image for a key (60 s, one use)', params: CaptchaKeyParams, security: [] }, config: { public: true } },
    async (request) => ok(await app.captchas.issue(request.params.key, request.ip)),
  );

  app.get(
    '/sys/getEncryptedString',
    { schema: { tags, summary: 'AES key and iv for the login password', security: [] }, config: { public: true } },
    async () => ok<EncryptedString>({ key: options.secrets.aesKey, iv: options.secrets.aesIv }),
  );

  app.post(
    '/sys/loginEncrypt',
    { schema: { tags, summary: 'Sign in', body: LoginRequest, security: [] }, config: { public: true } },
    async (request) => {
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
    },
  );

  app.post(
    '/sys/logout',
    { schema: { tags, summary: 'Sign out: the token stops working at once' }, config: { duringPasswordChange: true } },
    async (request) => {
      const auth = signedIn(request);
      await options.tokens.revoke(auth.session.id);
      const message = request.t('auth.signedOut');
      await recordLogin(app.db, request, { action: 'logout', username: auth.user.username, userId: auth.user.id, tenantId: auth.tenantId, message }, app.clock());
      return ok(null, message);
    },
  );
};
