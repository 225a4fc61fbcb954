import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@agvs/contract';
import { translate, type MessageKey, type MessageParams } from '../i18n/messages.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: Accept-Language, else the signed-in user's, else zh_CN. */
    lang: Language;
    /** Whether `lang` came from the request itself; a user's stored language must not override it. */
    langFromHeader: boolean;
    t(key: MessageKey, params?: MessageParams): string;
  }
}

export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', DEFAULT_LANGUAGE);
    app.decorateRequest('langFromHeader', false);
    app.decorateRequest('t', function (this: FastifyRequest, key: MessageKey, params?: MessageParams) {
      return translate(this.lang, key, params);
    });
    app.addHook('onRequest', async (request) => {
      const fromHeader = matchLanguage(request.headers['accept-language']);
      request.lang = fromHeader ?? DEFAULT_LANGUAGE;
      request.langFromHeader = fromHeader !== undefined;
    });
  },
  { name: 'i18n' },
);
