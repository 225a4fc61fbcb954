import type { FastifyInstance } from 'fastify';
import { dictItemResource, dictResource } from '@agvs/contract';
import type { ServerResource } from '../../resources/definition.js';
import { dictCacheOf } from './cache.js';

/** Any write to a dictionary or an item drops the cached items of every language. */
const dropCache = async (app: FastifyInstance) => dictCacheOf(app.db).invalidate();

/** Dictionaries and their items are shared by every tenant (installation administrators change them); deleting a dictionary deletes its items. */
export const dictServerResource: ServerResource = {
  manifest: dictResource,
  table: 'dicts',
  tenant: { kind: 'installation' },
  columns: { dictCode: 'dict_code', dictName: 'dict_name', createTime: 'created_at' },
  createdColumn: 'created_at',
  changed: dropCache,
};

export const dictItemServerResource: ServerResource = {
  manifest: dictItemResource,
  table: 'dict_items',
  tenant: { kind: 'installation' },
  columns: {
    dictId: 'dict_id',
    itemValue: 'item_value',
    textZhCn: 'text_zh_cn',
    textZhTw: 'text_zh_tw',
    textEnGb: 'text_en_gb',
    textKoKr: 'text_ko_kr',
    color: 'color',
    sortNo: 'sort_no',
    status: 'status',
  },
  changed: dropCache,
  references: { dictId: 'dicts' },
  // A blank status keeps the stored one (valid, for a new item): the column has no "no status".
  prepare: ({ status, ...values }) => ({
    ...values,
    ...(status !== undefined && status !== null ? { status: Number(status) } : {}),
    ...(values['sort_no'] === undefined || values['sort_no'] === null ? { sort_no: 0 } : {}),
  }),
};
