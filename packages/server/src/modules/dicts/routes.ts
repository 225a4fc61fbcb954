import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DictCodeParams, DictParams, LoadDictItemQuery, LoadDictQuery } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { dictCacheOf } from './cache.js';
import { allDictItems, itemsOf, search, textsOf } from './service.js';

export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dictionaries'];

  app.get(
    '/sys/dict/getDictItems/:code',
    { schema: { tags, summary: "Items of a dictionary in the caller's language", params: DictCodeParams } },
    async (request) => ok(await itemsOf(app.db, request.lang, request.params.code)),
  );

  app.get(
    '/sys/dict/queryAllDictItems',
    { schema: { tags, summary: 'Items of every dictionary by code' } },
    async (request) => ok(await allDictItems(app.db, request.lang)),
  );

  // The console calls this before reloading its dictionaries: the next reads come from the database.
  app.get('/sys/dict/refleshCache', { schema: { tags, summary: 'Refresh the dictionary cache' } }, async (request) => {
    dictCacheOf(app.db).invalidate();
    return ok(null, request.t('dict.cacheRefreshed'));
  });

  app.get(
    '/sys/dict/loadDictItem/:dict',
    { schema: { tags, summary: 'Texts of the given values (key=v1,v2)', params: DictParams, querystring: LoadDictItemQuery } },
    async (request) => {
      const values = request.query.key.split(',').map((v) => v.trim()).filter(Boolean);
      return ok(await textsOf(app.db, request.lang, request.params.dict, values));
    },
  );

  app.get(
    '/sys/dict/loadDict/:dict',
    { schema: { tags, summary: 'Items matching a keyword', params: DictParams, querystring: LoadDictQuery } },
    async (request) => ok(await search(app.db, request.lang, request.params.dict, request.query.keyword)),
  );
};
