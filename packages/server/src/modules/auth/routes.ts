import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CaptchaKeyParams, LoginRequest, type EncryptedString } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { signedIn } from '../../plugins/auth.js';
import type { Secrets } from '../../secrets.js';
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
    async (request) => ok(await app.captchas.issue(request.params.key)),
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
      const result = await login(
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
      if (!request.langFromHeader) request.lang = result.userInfo.language;
      return ok(result, request.t('auth.signedIn'));
    },
  );

  app.post(
    '/sys/logout',
    { schema: { tags, summary: 'Sign out: the token stops working at once' }, config: { duringPasswordChange: true } },
    async (request) => {
      await options.tokens.revoke(signedIn(request).session.id);
      return ok(null, request.t('auth.signedOut'));
    },
  );
};
