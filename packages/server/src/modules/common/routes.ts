import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CascaderParams, Perm, TableDictParams, TableDictQuery, type CascaderNode, type TableDictItem } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { signedIn } from '../../plugins/auth.js';
import { mapLayoutCascader, tableDictItems } from './repository.js';

/** SPEC §7 "Dictionaries/generic": whitelisted table dictionaries of fleet data. */
export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dictionaries'];
  const config = { perm: Perm.monitorPublic };

  app.get(
    '/agvserver/common/selectList/:dictCode',
    {
      schema: { tags, summary: 'Items of a table dictionary (whitelisted codes)', params: TableDictParams, querystring: TableDictQuery },
      config,
    },
    async (request) =>
      ok<TableDictItem[]>(await tableDictItems(app.db, signedIn(request).tenantId, request.params.dictCode, { ...request.query, language: request.lang })),
  );

  app.get(
    '/agvserver/common/selecCascadertList/:code',
    { schema: { tags, summary: 'Maps and their layouts as a cascader', params: CascaderParams }, config },
    async (request) => ok<CascaderNode[]>(await mapLayoutCascader(app.db, signedIn(request).tenantId)),
  );
};
