import { dictItemResource, dictResource } from '@agvs/contract';
import type { ServerResource } from '../../resources/definition.js';

/** Dictionaries and their items are shared by every tenant; deleting a dictionary deletes its items. */
export const dictServerResource: ServerResource = {
  manifest: dictResource,
  table: 'dicts',
  columns: { dictCode: 'dict_code', dictName: 'dict_name', createTime: 'created_at' },
  createdColumn: 'created_at',
};

export const dictItemServerResource: ServerResource = {
  manifest: dictItemResource,
  table: 'dict_items',
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
  prepare: (values) => ({
    ...values,
    ...(values['status'] !== undefined && values['status'] !== null ? { status: Number(values['status']) } : {}),
    ...(values['sort_no'] === undefined || values['sort_no'] === null ? { sort_no: 0 } : {}),
  }),
};
