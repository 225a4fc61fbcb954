import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DictCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { dictCacheOf } from './cache.js';
import { allDictItems, itemsOf, search, textsOf } from './service.js';

export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, DictCalls.getDictItems, async (request) => ok(await itemsOf(app.db, request.lang, request.params.code)));

  route(app, DictCalls.queryAllDictItems, async (request) => ok(await allDictItems(app.db, request.lang)));

  // The console calls this before reloading its dictionaries: the next reads come from the database.
  route(app, DictCalls.refleshCache, async (request) => {
    dictCacheOf(app.db).invalidate();
    return ok(null, request.t('dict.cacheRefreshed'));
  });

  route(app, DictCalls.loadDictItem, async (request) => {
    const values = request.query.key.split(',').map((v) => v.trim()).filter(Boolean);
    return ok(await textsOf(app.db, request.lang, request.params.dict, values));
  });

  route(app, DictCalls.loadDict, async (request) => ok(await search(app.db, request.lang, request.params.dict, request.query.keyword)));
};
