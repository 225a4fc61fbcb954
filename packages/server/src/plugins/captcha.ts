import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.js';
import { CaptchaStore } from '../modules/auth/captcha.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Login captchas; decorated on the root so in-process callers (tests) can read an answer. */
    captchas: CaptchaStore;
  }
}

export const captchaPlugin = fp(
  async (app: FastifyInstance, options: { readonly clock: Clock }) => {
    app.decorate('captchas', new CaptchaStore(app.db, options.clock));
  },
  { name: 'captcha', dependencies: ['db'] },
);
