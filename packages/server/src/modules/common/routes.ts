import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CommonCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { mapLayoutCascader, tableDictItems } from './repository.js';

/** SPEC §7 "Dictionaries/generic": whitelisted table dictionaries of fleet data. */
export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, CommonCalls.selectList, async (request) =>
    ok(await tableDictItems(app.db, signedIn(request).tenantId, request.params.dictCode, { ...request.query, language: request.lang })),
  );

  route(app, CommonCalls.selecCascadertList, async (request) => ok(await mapLayoutCascader(app.db, signedIn(request).tenantId)));
};
