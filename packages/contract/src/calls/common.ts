import { z } from 'zod';
import { CascaderNode, CascaderParams, TableDictItem, TableDictParams, TableDictQuery } from '../api/selectLists.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/** SPEC §7 "Dictionaries/generic": whitelisted table dictionaries of fleet data. */
export const CommonCalls = defineCalls('dictionaries', {
  /**
   * GET /agvserver/common/selectList/{dictCode} (codes: map_layout, groupByMapId, equipmentByStation,
   * agvByLayoutId, zoneQuery, taskType, stationContainerTrans, valid_status) {mapId, layoutId,
   * stationCode, zoneType: the filters each code uses} → items (value, text, title).
   */
  selectList: {
    method: 'GET',
    path: '/agvserver/common/selectList/:dictCode',
    summary: 'Items of a table dictionary (whitelisted codes)',
    access: { perm: Perm.monitorPublic },
    params: TableDictParams,
    query: TableDictQuery,
    response: z.array(TableDictItem),
  },
  /** GET /agvserver/common/selecCascadertList/{code} (the SPEC's spelling; code map_layout) → maps (value, label) with their layouts as children. */
  selecCascadertList: {
    method: 'GET',
    path: '/agvserver/common/selecCascadertList/:code',
    summary: 'Maps and their layouts as a cascader',
    access: { perm: Perm.monitorPublic },
    params: CascaderParams,
    response: z.array(CascaderNode),
  },
});
