import type { Kysely, Transaction } from 'kysely';
import { TEMPLATE_LIMITS, templateResource } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';
import type { LooseTrx, Row, ServerResource } from '../../resources/definition.js';

type Db = Kysely<Database>;

/** The layout part of the cascader's 'mapId,layoutId' (a bare layout id is taken as it is). */
const layoutPart = (value: unknown) => (typeof value === 'string' ? value.split(',').pop()!.trim() : value);

/** SPEC §5 numbers of the template form, beyond "an integer". */
function checkNumbers(body: Row): void {
  for (const [field, { min, max }] of Object.entries(TEMPLATE_LIMITS)) {
    const v = body[field];
    if (typeof v === 'number' && (v < min || v > max)) throw businessError('fleet.templateNumberRange', { field, min, max });
  }
}

/** Fields that name rows of other tables (foreign keys), written by checkReferences only. */
const REFERENCES = {
  srcLayoutId: 'src_layout_id',
  destLayoutId: 'dest_layout_id',
  srcEquipmentId: 'src_equipment_id',
  destEquipmentId: 'dest_equipment_id',
  destZoneId: 'dest_zone_id',
  groupId: 'group_id',
  modelId: 'model_id',
  agvId: 'agv_id',
} as const;

/**
 * Checks the template against the site of the tenant (layouts, stations, zone, equipment, group,
 * model, vehicle) and only then writes the references. Runs inside the write's transaction, so
 * a refusal stores nothing; an edit keeps the stored value of every field it does not send.
 */
async function checkReferences(trx: Transaction<Database>, tenantId: number, id: string, body: Row): Promise<void> {
  const t = await trx.selectFrom('order_templates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ref = (field: keyof typeof REFERENCES): string | null => {
    const v = Object.hasOwn(body, field) ? layoutPart(body[field]) : t[REFERENCES[field]];
    return typeof v === 'string' && v !== '' ? v : null;
  };
  const layoutOf = async (layoutId: string | null) =>
    layoutId ? trx.selectFrom('layouts').select(['id', 'map_id']).where('tenant_id', '=', tenantId).where('id', '=', layoutId).executeTakeFirst() : undefined;
  const srcLayoutId = ref('srcLayoutId');
  const destLayoutId = ref('destLayoutId');
  const src = await layoutOf(srcLayoutId);
  if (!src) throw businessError('fleet.layoutNotFound', { layoutId: srcLayoutId ?? '' });
  const dest = destLayoutId ? await layoutOf(destLayoutId) : src;
  if (!dest) throw businessError('fleet.layoutNotFound', { layoutId: destLayoutId ?? '' });
  // Orders run inside one layout's fleet (the create-task rule).
  if (dest.id !== src.id) throw businessError('fleet.crossLayout');
  for (const code of [t.src_station_code, t.dest_station_code]) {
    if (!code) continue;
    const station = await trx.selectFrom('stations').select('id').where('tenant_id', '=', tenantId).where('layout_id', '=', src.id).where('station_code', '=', code).executeTakeFirst();
    if (!station) throw businessError('fleet.stationNotFound', { stationCode: code });
  }
  const zone = ref('destZoneId');
  if (!t.dest_station_code && !zone) throw businessError('fleet.templateNoDestination');
  const inLayout = async (table: 'zones' | 'equipment', rowId: string | null) =>
    !rowId || !!(await trx.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('layout_id', '=', src.id).where('id', '=', rowId).executeTakeFirst());
  if (!(await inLayout('zones', zone))) throw businessError('fleet.zoneNotFound', { zoneId: zone ?? '' });
  for (const eq of [ref('srcEquipmentId'), ref('destEquipmentId')]) {
    if (!(await inLayout('equipment', eq))) throw businessError('fleet.equipmentNotFound', { equipmentCode: eq ?? '' });
  }
  const ofTenant = async (table: 'agv_groups' | 'agv_models' | 'agvs', rowId: string | null) =>
    !rowId || !!(await trx.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('id', '=', rowId).executeTakeFirst());
  if (!(await ofTenant('agv_groups', ref('groupId')))) throw businessError('fleet.groupNotFound', { groupId: ref('groupId') ?? '' });
  if (!(await ofTenant('agv_models', ref('modelId')))) throw businessError('fleet.modelNotFound', { modelId: ref('modelId') ?? '' });
  if (!(await ofTenant('agvs', ref('agvId')))) throw businessError('fleet.agvNotFound', { agvUid: ref('agvId') ?? '' });
  await trx
    .updateTable('order_templates')
    .set({
      src_layout_id: src.id,
      // The map half of 'mapId,layoutId' is taken from the layout itself, never trusted from the form.
      src_map_id: src.map_id,
      dest_layout_id: destLayoutId ? dest.id : null,
      dest_map_id: destLayoutId ? dest.map_id : null,
      src_equipment_id: ref('srcEquipmentId'),
      dest_equipment_id: ref('destEquipmentId'),
      dest_zone_id: zone,
      group_id: ref('groupId'),
      model_id: ref('modelId'),
      agv_id: ref('agvId'),
    })
    .where('id', '=', id)
    .execute();
}

/** Names the list shows (SPEC §3), and the layouts as 'mapId,layoutId' as the cascader sends them. */
async function withNames(db: Db, tenantId: number, rows: readonly Row[]): Promise<Row[]> {
  const ids = rows.map((r) => String(r['id']));
  if (!ids.length) return [];
  const named = await db
    .selectFrom('order_templates as t')
    .leftJoin('layouts as sl', 'sl.id', 't.src_layout_id')
    .leftJoin('layouts as dl', 'dl.id', 't.dest_layout_id')
    .leftJoin('stations as ss', (j) => j.onRef('ss.layout_id', '=', 't.src_layout_id').onRef('ss.station_code', '=', 't.src_station_code'))
    // Source and destination share one layout (checkReferences).
    .leftJoin('stations as ds', (j) => j.onRef('ds.layout_id', '=', 't.src_layout_id').onRef('ds.station_code', '=', 't.dest_station_code'))
    .leftJoin('equipment as se', 'se.id', 't.src_equipment_id')
    .leftJoin('agv_groups as g', 'g.id', 't.group_id')
    .leftJoin('agvs as a', 'a.id', 't.agv_id')
    .select([
      't.id', 't.src_map_id', 't.src_layout_id', 't.dest_map_id', 't.dest_layout_id', 'sl.layout_name as srcLayoutName', 'dl.layout_name as destLayoutName',
      'ss.station_name as srcStationName', 'ds.station_name as destStationName', 'se.equipment_name as srcEquipmentName', 'g.group_name as groupName', 'a.agv_code as agvCode',
    ])
    .where('t.tenant_id', '=', tenantId)
    .where('t.id', 'in', ids)
    .execute();
  const byId = new Map(named.map((n) => [n.id, n]));
  const cascader = (mapId: string | null, layoutId: string | null) => (layoutId ? (mapId ? `${mapId},${layoutId}` : layoutId) : null);
  return rows.map((r) => {
    const n = byId.get(String(r['id']));
    if (!n) return r;
    const { id: _id, src_map_id, src_layout_id, dest_map_id, dest_layout_id, ...names } = n;
    const out: Row = { ...r, ...names };
    if ('srcLayoutId' in r) out['srcLayoutId'] = cascader(src_map_id, src_layout_id);
    if ('destLayoutId' in r) out['destLayoutId'] = cascader(dest_map_id, dest_layout_id);
    return out;
  });
}

/** Transport-order templates of the caller's tenant (SPEC §3, §5, §7 "Templates"). */
export const templateServerResource: ServerResource = {
  manifest: templateResource,
  table: 'order_templates',
  columns: {
    templateCode: 'template_code',
    templateName: 'template_name',
    taskChainRow: 'task_chain_row',
    taskType: 'task_type',
    cycleTimes: 'cycle_times',
    srcLayoutId: 'src_layout_id',
    srcStationCode: 'src_station_code',
    srcEquipmentId: 'src_equipment_id',
    destLayoutId: 'dest_layout_id',
    destStationCode: 'dest_station_code',
    destEquipmentId: 'dest_equipment_id',
    destZoneId: 'dest_zone_id',
    groupId: 'group_id',
    modelId: 'model_id',
    agvId: 'agv_id',
    stationContainerTrans: 'station_container_trans',
    taskCreateInterval: 'task_create_interval',
    taskCreateTime: 'task_create_time',
    externalInfo: 'external_info',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  prepare: (values, body) => {
    checkNumbers(body);
    // Unchecked references would meet the foreign keys first; checkReferences writes them.
    for (const column of Object.values(REFERENCES)) delete values[column];
    return values;
  },
  afterWrite: async (trx: LooseTrx, id, body, ctx) => checkReferences(trx as unknown as Transaction<Database>, ctx.auth.tenantId, id, body),
  decorate: withNames,
};
