import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { agvResource, CONTROL_TASK_TYPES, DEFAULT_AGV_IMAGE, OPEN_TRANSORDER_STATUSES, SIMULATION_PROTOCOL } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { loose, type LooseDb, type Row, type ServerResource } from '../../resources/definition.js';
import { refuseWhileHeld } from './holders.js';
import { checkLinks, namesOf, referencesOf, type Link } from './references.js';
import { startStation } from './startStation.js';

const LINKS: readonly Link[] = [
  { field: 'modelId', target: 'agv_models' },
  { field: 'groupId', target: 'agv_groups' },
  { field: 'currentLayoutId', target: 'layouts' },
];

/**
 * What an imported vehicle gets for the AGV form's fields an Excel row does not carry: the AGV
 * dialog's defaults (SPEC §3, §9), every task type, the simulator as its protocol.
 */
const IMPORT_DEFAULTS: Row = {
  agv_type: 'Laser',
  agv_head_type: 'Default',
  agv_protocol: SIMULATION_PROTOCOL,
  is_valid: 1,
  is_lock: 0,
  is_communication_log: 0,
  task_strategy: 'Nearest',
  is_connected: 0,
  is_auto_allocation: 1,
  control_task_type: JSON.stringify(CONTROL_TASK_TYPES.map((taskType) => ({ taskType }))),
  battery_low_level: 20,
  battery_full_level: 100,
  battery_full_time: 120,
  current_direction: 'Forward',
  current_rotation: 0,
  agv_image: DEFAULT_AGV_IMAGE,
  agv_image_size: 40,
};

/**
 * An imported row's references (model, group, layout: the tenant's), its map (the layout's), its
 * code and name (the unique id's when left out), speed (the model's) and start station (startStation).
 */
async function completeImported(trx: Transaction<Database>, tenantId: number, id: string, body: Row): Promise<void> {
  const agv = await trx.selectFrom('agvs').select(['agv_uid', 'agv_code', 'agv_name', 'agv_speed', 'model_id', 'current_layout_id', 'current_station_code']).where('id', '=', id).executeTakeFirstOrThrow();
  const layout = await trx.selectFrom('layouts').select('map_id').where('id', '=', agv.current_layout_id!).executeTakeFirstOrThrow();
  const model = await trx.selectFrom('agv_models').select('max_speed').where('id', '=', agv.model_id).executeTakeFirstOrThrow();
  const station = await startStation(trx, tenantId, agv.current_layout_id!, (body['currentStationCode'] as string | null | undefined) ?? null, id);
  await trx
    .updateTable('agvs')
    .set({ map_id: layout.map_id, agv_speed: agv.agv_speed > 0 ? agv.agv_speed : model.max_speed, current_station_code: station })
    .where('id', '=', id)
    .execute();
}

/** A vehicle with an open order (SPEC §4) stays: the refusal names the orders. */
export const refuseOpenOrders = (trx: LooseDb, ids: readonly string[]) =>
  refuseWhileHeld(
    trx,
    ids,
    { table: 'transorders', column: 'agv_id', label: 'transorder_code', where: sql<boolean>`transorder_status in (${sql.join([...OPEN_TRANSORDER_STATUSES])})` },
    'agvVehicles.agvHasOpenOrders',
  );

/** Names of linked rows beside their ids (SPEC §3 "AGV info card": modelName, groupName). */
async function withNames(db: Kysely<Database>, tenantId: number, rows: readonly Row[]): Promise<Row[]> {
  const ids = (field: string) => rows.map((r) => r[field]);
  const models = await namesOf(loose(db), 'agv_models', 'model_name', tenantId, ids('modelId'));
  const groups = await namesOf(loose(db), 'agv_groups', 'group_name', tenantId, ids('groupId'));
  const layouts = await namesOf(loose(db), 'layouts', 'layout_name', tenantId, ids('currentLayoutId'));
  return rows.map((r) => ({
    ...r,
    modelName: models.get(String(r['modelId'])) ?? null,
    groupName: groups.get(String(r['groupId'])) ?? null,
    layoutName: layouts.get(String(r['currentLayoutId'])) ?? null,
  }));
}

/**
 * The AGV list (SPEC §2): list, delete, export and import on the generic routes; add and edit are
 * the AGV dialog's calls (modules/vehicles). A vehicle with an open order cannot be deleted, and
 * a deleted one leaves its running fleet at once.
 */
export const agvServerResource: ServerResource = {
  manifest: agvResource,
  table: 'agvs',
  columns: {
    agvUid: 'agv_uid',
    agvCode: 'agv_code',
    agvName: 'agv_name',
    modelId: 'model_id',
    groupId: 'group_id',
    currentLayoutId: 'current_layout_id',
    currentStationCode: 'current_station_code',
    agvType: 'agv_type',
    agvProtocol: 'agv_protocol',
    vdaManufacturer: 'vda_manufacturer',
    vdaSerialNumber: 'vda_serial_number',
    vdaInterfaceName: 'vda_interface_name',
    vdaVersion: 'vda_version',
    agvIp: 'agv_ip',
    agvSpeed: 'agv_speed',
    isValid: 'is_valid',
    isLock: 'is_lock',
    isConnected: 'is_connected',
    battery: 'battery',
    runStatus: 'run_status',
    createTime: 'created_at',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  prepare: (values, _body, ctx) => {
    const filled: Row = { ...IMPORT_DEFAULTS, agv_speed: 0, update_by: ctx.auth.user.username };
    for (const [column, v] of Object.entries(values)) if (v !== null && v !== undefined) filled[column] = v;
    filled['agv_code'] ??= values['agv_uid'];
    filled['agv_name'] ??= filled['agv_code'];
    for (const flag of ['is_valid', 'is_lock']) filled[flag] = Number(filled[flag]);
    // Topic defaults of a VDA 5050 vehicle (docs/vda5050.md) when the sheet leaves them empty.
    filled['vda_interface_name'] ??= 'uagv';
    filled['vda_version'] ??= '2.0.0';
    // The start station is checked once the layout is known to be the tenant's (completeImported).
    delete filled['current_station_code'];
    return filled;
  },
  references: referencesOf(LINKS),
  afterWrite: async (trx, id, body, ctx) => {
    await checkLinks(trx, ctx.auth.tenantId, body, LINKS);
    await completeImported(trx as unknown as Transaction<Database>, ctx.auth.tenantId, id, body);
  },
  beforeDelete: refuseOpenOrders,
  decorate: withNames,
  changed: async (app: FastifyInstance, ids) => {
    // Imported vehicles join their layout's fleet (a deleted one was taken out before: agvDelete.ts).
    const rows = ids.length ? await app.db.selectFrom('agvs').select(['id', 'tenant_id']).where('id', 'in', [...ids]).execute() : [];
    for (const row of rows) await app.fleets.syncVehicle(row.tenant_id, row.id);
  },
};
