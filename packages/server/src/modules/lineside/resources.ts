import { sql, type Kysely } from 'kysely';
import {
  lesBomItemResource,
  lesBomResource,
  lesDeliveryDetailResource,
  lesDeliveryOrderResource,
  lesLineAgvGroupResource,
  lesLineResource,
  lesLineZoneResource,
  lesPartNumberResource,
  lesPartRoutingResource,
  lesRequireOrderLogResource,
  lesRequireOrderResource,
  lesRoutingLogResource,
  lesWorkplaceBomResource,
} from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { LooseTrx, Row, ServerResource, WriteContext } from '../../resources/definition.js';
import { assertLinks, referencesOf, withLinks, type Link } from '../agvRecords/references.js';
import { lesFieldError } from './fieldError.js';
import { assertStationsOnLineLayout, splitStations } from './places.js';

const tenant = { kind: 'column', column: 'tenant_id' } as const;
const stamps = { createdColumn: 'create_time', updatedColumn: 'update_time' } as const;
type Db = Kysely<Record<string, Row>>;

/** The row's own id in prepare: a new row's generated one, or the edited one's. */
const rowId = (values: Row, body: Row, ctx: WriteContext) => String(ctx.mode === 'edit' ? body['id'] : values['id']);

/**
 * Refuses a value another row of the tenant already holds in `columns` (together), naming
 * `field`: checked before the write so the caller reads a 400 on the field, not a bare duplicate.
 */
async function assertFree(db: Kysely<Database>, table: string, match: Readonly<Record<string, unknown>>, field: string, ctx: WriteContext, id: string): Promise<void> {
  if (Object.values(match).some((v) => v === undefined)) return;
  let q = (db as unknown as Db).selectFrom(table).select(sql.ref('id').as('id')).where(sql.ref('tenant_id'), '=', ctx.auth.tenantId).where(sql.ref('id'), '<>', id);
  for (const [column, value] of Object.entries(match)) q = q.where(sql.ref(column), '=', value as string);
  if (await q.executeTakeFirst()) throw lesFieldError([field], 'lineside.taken');
}

function assertAtLeast(values: Row, column: string, field: string, min: number, max = 1_000_000): void {
  const v = values[column];
  if (v !== undefined && v !== null && (Number(v) < min || Number(v) > max)) throw lesFieldError([field], min === 0 ? 'lineside.notNegative' : 'lineside.atLeastOne');
}

/** A code unique in the tenant, checked on add and on a changed code. */
const codeFree = (table: string) => async (values: Row, body: Row, ctx: WriteContext, db: Kysely<Database>) => {
  await assertFree(db, table, { code: values['code'] }, 'code', ctx, rowId(values, body, ctx));
  return values;
};

const linked = (links: readonly Link[]) => ({
  references: referencesOf(links),
  decorate: withLinks(links),
  afterWrite: async (trx: LooseTrx, _id: string, body: Row, ctx: WriteContext) => assertLinks(trx, links, body, ctx.auth.tenantId),
});

export const partNumberServerResource: ServerResource = {
  manifest: lesPartNumberResource,
  table: 'les_part_number',
  columns: { code: 'code', name: 'name', unit: 'unit', containerType: 'container_type', qtyPerContainer: 'qty_per_container', isValid: 'is_valid', createTime: 'create_time' },
  tenant,
  ...stamps,
  prepare: async (values, body, ctx, db) => {
    assertAtLeast(values, 'qty_per_container', 'qtyPerContainer', 1);
    return codeFree('les_part_number')(values, body, ctx, db);
  },
};

export const bomServerResource: ServerResource = {
  manifest: lesBomResource,
  table: 'les_bom',
  columns: { code: 'code', name: 'name', product: 'product', version: 'version', isValid: 'is_valid', createTime: 'create_time' },
  tenant,
  ...stamps,
  prepare: async (values, body, ctx, db) => {
    await assertFree(db, 'les_bom', { code: values['code'], version: values['version'] }, 'version', ctx, rowId(values, body, ctx));
    return values;
  },
};

const bomItemLinks: readonly Link[] = [
  { field: 'bomId', table: 'les_bom', column: 'code', as: 'bomCode' },
  { field: 'partNumberId', table: 'les_part_number', column: 'code', as: 'partNumberCode' },
  { field: 'partNumberId', table: 'les_part_number', column: 'name', as: 'partNumberName' },
];
export const bomItemServerResource: ServerResource = {
  manifest: lesBomItemResource,
  table: 'les_bom_item',
  columns: { bomId: 'bom_id', partNumberId: 'part_number_id', quantity: 'quantity', createTime: 'create_time' },
  tenant,
  ...stamps,
  ...linked(bomItemLinks),
  prepare: async (values, body, ctx, db) => {
    assertAtLeast(values, 'quantity', 'quantity', 1);
    await assertFree(db, 'les_bom_item', { bom_id: values['bom_id'], part_number_id: values['part_number_id'] }, 'partNumberId', ctx, rowId(values, body, ctx));
    return values;
  },
};

const lineLinks: readonly Link[] = [{ field: 'layoutId', table: 'layouts', column: 'layout_name', as: 'layoutName' }];
export const lineServerResource: ServerResource = {
  manifest: lesLineResource,
  table: 'les_line',
  columns: { code: 'code', name: 'name', layoutId: 'layout_id', memo: 'memo', createTime: 'create_time' },
  tenant,
  ...stamps,
  ...linked(lineLinks),
  prepare: codeFree('les_line'),
  afterWrite: async (trx, id, body, ctx) => {
    await assertLinks(trx, lineLinks, body, ctx.auth.tenantId);
    // A new layout must still hold the stations of every zone of the line.
    const zones = (await trx.selectFrom('les_line_zone').select(sql.ref('station_codes').as('codes')).where(sql.ref('line_id'), '=', id).execute()) as Row[];
    for (const z of zones) await assertStationsOnLineLayout(trx, id, splitStations(String(z['codes'])), 'layoutId');
  },
};

const zoneLinks: readonly Link[] = [{ field: 'lineId', table: 'les_line', column: 'code', as: 'lineCode' }];
export const lineZoneServerResource: ServerResource = {
  manifest: lesLineZoneResource,
  table: 'les_line_zone',
  columns: { code: 'code', name: 'name', lineId: 'line_id', stationCodes: 'station_codes', createTime: 'create_time' },
  tenant,
  ...stamps,
  ...linked(zoneLinks),
  prepare: async (values, body, ctx, db) => {
    if (values['station_codes'] !== undefined) {
      const codes = splitStations(String(values['station_codes']));
      if (!codes.length) throw lesFieldError(['stationCodes'], 'lineside.stationsRequired');
      values['station_codes'] = codes.join(',');
    }
    return codeFree('les_line_zone')(values, body, ctx, db);
  },
  afterWrite: async (trx, id, body, ctx) => {
    await assertLinks(trx, zoneLinks, body, ctx.auth.tenantId);
    const row = (await trx.selectFrom('les_line_zone').select([sql.ref('line_id').as('line'), sql.ref('station_codes').as('codes')]).where(sql.ref('id'), '=', id).executeTakeFirstOrThrow()) as Row;
    await assertStationsOnLineLayout(trx, String(row['line']), splitStations(String(row['codes'])), 'stationCodes');
  },
};

const groupLinks: readonly Link[] = [
  { field: 'lineId', table: 'les_line', column: 'code', as: 'lineCode' },
  { field: 'groupId', table: 'agv_groups', column: 'group_name', as: 'groupName' },
];
/** SPEC §5 "line AGV group unique": a group already serving a line is refused on groupId. */
export const lineAgvGroupServerResource: ServerResource = {
  manifest: lesLineAgvGroupResource,
  table: 'les_line_agv_group',
  columns: { lineId: 'line_id', groupId: 'group_id', createTime: 'create_time' },
  tenant,
  ...stamps,
  ...linked(groupLinks),
  prepare: async (values, body, ctx, db) => {
    const id = rowId(values, body, ctx);
    if (values['group_id'] !== undefined) {
      const holder = await db.selectFrom('les_line_agv_group').select('id').where('tenant_id', '=', ctx.auth.tenantId).where('group_id', '=', String(values['group_id'])).where('id', '<>', id).executeTakeFirst();
      if (holder) throw lesFieldError(['groupId'], 'lineside.groupServesLine');
    }
    return values;
  },
};

const routingLinks: readonly Link[] = [
  { field: 'partNumberId', table: 'les_part_number', column: 'code', as: 'partNumberCode' },
  { field: 'lineZoneId', table: 'les_line_zone', column: 'code', as: 'lineZoneCode' },
  { field: 'groupId', table: 'agv_groups', column: 'group_name', as: 'groupName' },
];
export const partRoutingServerResource: ServerResource = {
  manifest: lesPartRoutingResource,
  table: 'les_part_routing',
  columns: {
    code: 'code',
    partNumberId: 'part_number_id',
    srcLocationCode: 'src_location_code',
    srcStationCode: 'src_station_code',
    lineZoneId: 'line_zone_id',
    groupId: 'group_id',
    taskType: 'task_type',
    priority: 'priority',
    isValid: 'is_valid',
    createTime: 'create_time',
  },
  tenant,
  ...stamps,
  ...linked(routingLinks),
  prepare: async (values, body, ctx, db) => {
    assertAtLeast(values, 'priority', 'priority', 1, 40);
    return codeFree('les_part_routing')(values, body, ctx, db);
  },
  afterWrite: async (trx, id, body, ctx) => {
    await assertLinks(trx, routingLinks, body, ctx.auth.tenantId);
    // The source must be a station of the zone's line's layout: that fleet carries the containers.
    const routing = (await trx.selectFrom('les_part_routing').select([sql.ref('line_zone_id').as('zone'), sql.ref('src_station_code').as('src')]).where(sql.ref('id'), '=', id).executeTakeFirstOrThrow()) as Row;
    const zone = (await trx.selectFrom('les_line_zone').select(sql.ref('line_id').as('line')).where(sql.ref('id'), '=', String(routing['zone'])).executeTakeFirstOrThrow()) as Row;
    const row = { line: zone['line'], src: routing['src'] };
    await assertStationsOnLineLayout(trx, String(row['line']), [String(row['src'])], 'srcStationCode');
  },
};

const workplaceBomLinks: readonly Link[] = [
  { field: 'workplaceId', table: 'workplaces', column: 'workplace_code', as: 'workplaceCode' },
  { field: 'bomId', table: 'les_bom', column: 'code', as: 'bomCode' },
];
export const workplaceBomServerResource: ServerResource = {
  manifest: lesWorkplaceBomResource,
  table: 'les_workplace_bom',
  columns: { workplaceId: 'workplace_id', bomId: 'bom_id', consumption: 'consumption', createTime: 'create_time' },
  tenant,
  ...stamps,
  ...linked(workplaceBomLinks),
  prepare: async (values, body, ctx, db) => {
    assertAtLeast(values, 'consumption', 'consumption', 0);
    await assertFree(db, 'les_workplace_bom', { workplace_id: values['workplace_id'], bom_id: values['bom_id'] }, 'bomId', ctx, rowId(values, body, ctx));
    return values;
  },
};

/** Read-only lists of the flow's tables: written only by modules/lineside/flow*.ts. */
const readOnly = (manifest: ServerResource['manifest'], table: string, columns: Record<string, string>, links: readonly Link[]): ServerResource => ({
  manifest,
  table,
  columns,
  tenant,
  decorate: withLinks(links),
});

export const requireOrderServerResource = readOnly(
  lesRequireOrderResource,
  'les_require_order',
  { code: 'code', workplaceId: 'workplace_id', partNumberId: 'part_number_id', quantity: 'quantity', needTime: 'need_time', status: 'status', source: 'source', planId: 'plan_id', createBy: 'create_by', createTime: 'create_time' },
  [
    { field: 'workplaceId', table: 'workplaces', column: 'workplace_code', as: 'workplaceCode' },
    { field: 'partNumberId', table: 'les_part_number', column: 'code', as: 'partNumberCode' },
  ],
);
export const requireOrderLogServerResource = readOnly(
  lesRequireOrderLogResource,
  'les_require_order_log',
  { requireOrderId: 'require_order_id', fromStatus: 'from_status', toStatus: 'to_status', reason: 'reason', createBy: 'create_by', createTime: 'create_time' },
  [],
);
export const deliveryOrderServerResource = readOnly(
  lesDeliveryOrderResource,
  'les_delivery_order',
  { code: 'code', partRoutingId: 'part_routing_id', lineZoneId: 'line_zone_id', status: 'status', createBy: 'create_by', createTime: 'create_time' },
  [
    { field: 'partRoutingId', table: 'les_part_routing', column: 'code', as: 'partRoutingCode' },
    { field: 'lineZoneId', table: 'les_line_zone', column: 'code', as: 'lineZoneCode' },
  ],
);
export const deliveryDetailServerResource = readOnly(
  lesDeliveryDetailResource,
  'les_delivery_detail',
  {
    deliveryOrderId: 'delivery_order_id',
    requireOrderId: 'require_order_id',
    partNumberId: 'part_number_id',
    quantity: 'quantity',
    containers: 'containers',
    destStationCode: 'dest_station_code',
    status: 'status',
    createTime: 'create_time',
  },
  [
    { field: 'requireOrderId', table: 'les_require_order', column: 'code', as: 'requireOrderCode' },
    { field: 'partNumberId', table: 'les_part_number', column: 'code', as: 'partNumberCode' },
  ],
);
export const routingLogServerResource = readOnly(
  lesRoutingLogResource,
  'les_routing_log',
  {
    deliveryOrderId: 'delivery_order_id',
    requireOrderId: 'require_order_id',
    partRoutingId: 'part_routing_id',
    srcStationCode: 'src_station_code',
    destStationCode: 'dest_station_code',
    groupId: 'group_id',
    createTime: 'create_time',
  },
  [
    { field: 'deliveryOrderId', table: 'les_delivery_order', column: 'code', as: 'deliveryOrderCode' },
    { field: 'requireOrderId', table: 'les_require_order', column: 'code', as: 'requireOrderCode' },
    { field: 'partRoutingId', table: 'les_part_routing', column: 'code', as: 'partRoutingCode' },
    { field: 'groupId', table: 'agv_groups', column: 'group_name', as: 'groupName' },
  ],
);

/** Every line-side entity on the generic routes, in the order of the contract's LINESIDE_RESOURCES. */
export const LINESIDE_SERVER_RESOURCES: readonly ServerResource[] = [
  partNumberServerResource,
  bomServerResource,
  bomItemServerResource,
  lineServerResource,
  lineZoneServerResource,
  lineAgvGroupServerResource,
  partRoutingServerResource,
  workplaceBomServerResource,
  requireOrderServerResource,
  requireOrderLogServerResource,
  deliveryOrderServerResource,
  deliveryDetailServerResource,
  routingLogServerResource,
];
