import { z } from 'zod';
import { Id } from './fields.js';
import { ZONE_TYPES } from './fleet.js';

/*
 * The choice lists of SPEC §7 "Dictionaries/generic" drawn from fleet data (GET
 * /agvserver/common/selectList/{dictCode}, selecCascadertList/{code}).
 */


/** Table dictionaries of GET /agvserver/common/selectList/{dictCode}; each is one fixed query. */
export const TABLE_DICT_CODES = [
  'map_layout', 'groupByMapId', 'equipmentByStation', 'agvByLayoutId', 'zoneQuery',
  // Plain dictionaries the console also asks for here (SPEC §7 "Dictionary codes used").
  'taskType', 'stationContainerTrans', 'valid_status',
] as const;
export type TableDictCode = (typeof TABLE_DICT_CODES)[number];

export const TableDictParams = z.object({ dictCode: z.enum(TABLE_DICT_CODES) });

/** Filters the table dictionaries understand (each uses the ones it needs). */
export const TableDictQuery = z.object({
  mapId: Id.optional(),
  layoutId: Id.optional(),
  stationCode: z.string().trim().max(64).optional(),
  zoneType: z.enum(ZONE_TYPES).optional(),
});

export const TableDictItem = z.object({ value: z.string(), text: z.string(), title: z.string() });
export type TableDictItem = z.output<typeof TableDictItem>;

export const CascaderParams = z.object({ code: z.enum(['map_layout']) });

/** One node of GET /agvserver/common/selecCascadertList/map_layout (maps, then their layouts). */
export interface CascaderNode {
  readonly value: string;
  readonly label: string;
  readonly children?: readonly CascaderNode[];
}
export const CascaderNode: z.ZodType<CascaderNode> = z.object({
  value: z.string(),
  label: z.string(),
  get children() {
    return z.array(CascaderNode).optional();
  },
});
