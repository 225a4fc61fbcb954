import type { Kysely } from 'kysely';
import type { CascaderNode, Language, TableDictCode, TableDictItem, TableDictQuery } from '@agvs/contract';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { itemsOf } from '../dicts/service.js';

type Db = Kysely<Database>;
type Filter = z.output<typeof TableDictQuery> & { readonly language: Language };

const item = (value: string, text: string): TableDictItem => ({ value, text, title: text });

/**
 * The table dictionaries: each code is one fixed, parameterised query of the caller's tenant.
 * A client chooses among them by code and passes filter values, never table or column names.
 */
const TABLE_DICTS: Record<TableDictCode, (db: Db, tenantId: number, filter: Filter) => Promise<TableDictItem[]>> = {
  /** Layouts as "map / layout". */
  map_layout: async (db, tenantId, filter) => {
    const rows = await db
      .selectFrom('layouts as l')
      .innerJoin('maps as m', 'm.id', 'l.map_id')
      .select(['l.id', 'l.layout_name', 'm.map_name'])
      .where('l.tenant_id', '=', tenantId)
      .$if(filter.mapId !== undefined, (q) => q.where('l.map_id', '=', filter.mapId!))
      .orderBy('m.sort_no')
      .orderBy('l.layout_code')
      .execute();
    return rows.map((r) => item(r.id, `${r.map_name} / ${r.layout_name}`));
  },
  /** Vehicle groups, of one map when mapId is given. */
  groupByMapId: async (db, tenantId, filter) => {
    const rows = await db
      .selectFrom('agv_groups')
      .select(['id', 'group_name'])
      .where('tenant_id', '=', tenantId)
      .$if(filter.mapId !== undefined, (q) => q.where('map_id', '=', filter.mapId!))
      .orderBy('group_code')
      .execute();
    return rows.map((r) => item(r.id, r.group_name));
  },
  /** Equipment, of one layout and station when given. */
  equipmentByStation: async (db, tenantId, filter) => {
    const rows = await db
      .selectFrom('equipment as e')
      .leftJoin('stations as s', 's.id', 'e.station_id')
      .select(['e.id', 'e.equipment_name', 'e.equipment_code'])
      .where('e.tenant_id', '=', tenantId)
      .$if(filter.layoutId !== undefined, (q) => q.where('e.layout_id', '=', filter.layoutId!))
      .$if(filter.stationCode !== undefined, (q) => q.where('s.station_code', '=', filter.stationCode!))
      .orderBy('e.equipment_code')
      .execute();
    return rows.map((r) => item(r.id, `${r.equipment_name} (${r.equipment_code})`));
  },
  /** Vehicles, of one layout when layoutId is given. */
  agvByLayoutId: async (db, tenantId, filter) => {
    const rows = await db
      .selectFrom('agvs')
      .select(['id', 'agv_name', 'agv_uid'])
      .where('tenant_id', '=', tenantId)
      .$if(filter.layoutId !== undefined, (q) => q.where('current_layout_id', '=', filter.layoutId!))
      .orderBy('agv_code')
      .execute();
    return rows.map((r) => item(r.id, `${r.agv_name} (${r.agv_uid})`));
  },
  /** Zones, by layout and type when given. */
  zoneQuery: async (db, tenantId, filter) => {
    const rows = await db
      .selectFrom('zones')
      .select(['id', 'zone_name'])
      .where('tenant_id', '=', tenantId)
      .$if(filter.layoutId !== undefined, (q) => q.where('layout_id', '=', filter.layoutId!))
      .$if(filter.zoneType !== undefined, (q) => q.where('zone_type', '=', filter.zoneType!))
      .orderBy('zone_code')
      .execute();
    return rows.map((r) => item(r.id, r.zone_name));
  },
  taskType: (db, _tenantId, filter) => plainDict(db, filter.language, 'taskType'),
  stationContainerTrans: (db, _tenantId, filter) => plainDict(db, filter.language, 'stationContainerTrans'),
  valid_status: (db, _tenantId, filter) => plainDict(db, filter.language, 'valid_status'),
};

/** A plain dictionary's items in the caller's language, as table dictionary items. */
async function plainDict(db: Db, language: Language, code: string): Promise<TableDictItem[]> {
  return (await itemsOf(db, language, code)).map((i) => item(i.value, i.text));
}

export function tableDictItems(db: Db, tenantId: number, code: TableDictCode, filter: Filter): Promise<TableDictItem[]> {
  return TABLE_DICTS[code](db, tenantId, filter);
}

/** Maps with their layouts, for the map/layout cascader. */
export async function mapLayoutCascader(db: Db, tenantId: number): Promise<CascaderNode[]> {
  const rows = await db
    .selectFrom('maps as m')
    .leftJoin('layouts as l', 'l.map_id', 'm.id')
    .select(['m.id as mapId', 'm.map_name as mapName', 'l.id as layoutId', 'l.layout_name as layoutName'])
    .where('m.tenant_id', '=', tenantId)
    .orderBy('m.sort_no')
    .orderBy('m.map_code')
    .orderBy('l.layout_code')
    .execute();
  const maps = new Map<string, { value: string; label: string; children: CascaderNode[] }>();
  for (const r of rows) {
    let node = maps.get(r.mapId);
    if (!node) {
      node = { value: r.mapId, label: r.mapName, children: [] };
      maps.set(r.mapId, node);
    }
    if (r.layoutId && r.layoutName) node.children.push({ value: r.layoutId, label: r.layoutName });
  }
  return [...maps.values()];
}
