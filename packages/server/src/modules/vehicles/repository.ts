import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Agv } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { AgvsTable } from '../../db/schema-fleet.js';

type Db = Kysely<Database>;

export interface AgvFilter {
  readonly agvKey?: string | undefined;
  readonly agvName?: string | undefined;
  readonly modelId?: string | undefined;
  readonly currentLayoutId?: string | undefined;
}

/** Most vehicles one search returns (a fleet is dozens, not thousands). */
const SEARCH_LIMIT = 500;

/** `%`, `_` and the escape character itself match literally inside a LIKE pattern. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function agvQuery(db: Db, tenantId: number) {
  return db
    .selectFrom('agvs as a')
    .innerJoin('agv_models as m', 'm.id', 'a.model_id')
    .leftJoin('agv_groups as g', 'g.id', 'a.group_id')
    .where('a.tenant_id', '=', tenantId)
    .select([
      'a.id as id',
      'a.agv_uid as agvUid',
      'a.agv_code as agvCode',
      'a.agv_name as agvName',
      'a.map_id as mapId',
      'a.current_layout_id as currentLayoutId',
      'a.group_id as groupId',
      'g.group_name as groupName',
      'a.model_id as modelId',
      'm.model_name as modelName',
      'm.brand_id as brandId',
      'a.agv_type as agvType',
      'a.agv_head_type as agvHeadType',
      'a.agv_protocol as agvProtocol',
      'a.vda_manufacturer as vdaManufacturer',
      'a.vda_serial_number as vdaSerialNumber',
      'a.vda_interface_name as vdaInterfaceName',
      'a.vda_version as vdaVersion',
      'a.agv_speed as agvSpeed',
      'a.agv_ip as agvIp',
      'a.is_valid as isValid',
      'a.is_communication_log as isCommunicationLog',
      'a.task_strategy as taskStrategy',
      'a.is_connected as isConnected',
      'a.is_lock as isLock',
      'a.is_auto_allocation as isAutoAllocation',
      'a.control_task_type as controlTaskType',
      'a.battery_low_level as batteryLowLevel',
      'a.run_order_battery_level as runOrderBatteryLevel',
      'a.free_battery_level as freeBatteryLevel',
      'a.battery_full_level as batteryFullLevel',
      'a.battery_full_time as batteryFullTime',
      'a.charge_change_time as chargeChangeTime',
      'a.current_direction as currentDirection',
      'a.current_rotation as currentRotation',
      'a.agv_image as agvImage',
      'a.agv_image_size as agvImageSize',
      'a.current_station_code as currentStationCode',
      'a.updated_at as updateTime',
    ]);
}

export async function findAgvByUid(db: Db, tenantId: number, agvUid: string): Promise<Agv | undefined> {
  return agvQuery(db, tenantId).where('a.agv_uid', '=', agvUid).executeTakeFirst();
}

export async function findAgvById(db: Db, tenantId: number, id: string): Promise<Agv | undefined> {
  return agvQuery(db, tenantId).where('a.id', '=', id).executeTakeFirst();
}

/** Vehicles whose uid, code or name contains agvKey and whose name contains agvName (ignoring case). */
export async function searchAgvs(db: Db, tenantId: number, filter: AgvFilter): Promise<Agv[]> {
  let query = agvQuery(db, tenantId);
  const key = filter.agvKey?.trim();
  if (key) {
    const pattern = containsPattern(key);
    query = query.where((eb) =>
      eb.or(
        (['a.agv_uid', 'a.agv_code', 'a.agv_name'] as const).map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
      ),
    );
  }
  const name = filter.agvName?.trim();
  if (name) query = query.where(sql<boolean>`lower(a.agv_name) like ${containsPattern(name)} escape '\\'`);
  if (filter.modelId) query = query.where('a.model_id', '=', filter.modelId);
  if (filter.currentLayoutId) query = query.where('a.current_layout_id', '=', filter.currentLayoutId);
  return query.orderBy('a.agv_code').orderBy('a.id').limit(SEARCH_LIMIT).execute();
}

export async function agvUidTaken(db: Db, tenantId: number, agvUid: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('agvs').select('id').where('tenant_id', '=', tenantId).where('agv_uid', '=', agvUid);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function layoutOfTenant(db: Db, tenantId: number, layoutId: string): Promise<{ id: string; mapId: string } | undefined> {
  return db
    .selectFrom('layouts')
    .select(['id', 'map_id as mapId'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', layoutId)
    .executeTakeFirst();
}

export async function modelExists(db: Db, tenantId: number, modelId: string): Promise<boolean> {
  const row = await db.selectFrom('agv_models').select('id').where('tenant_id', '=', tenantId).where('id', '=', modelId).executeTakeFirst();
  return row !== undefined;
}

export async function groupExists(db: Db, tenantId: number, groupId: string): Promise<boolean> {
  const row = await db.selectFrom('agv_groups').select('id').where('tenant_id', '=', tenantId).where('id', '=', groupId).executeTakeFirst();
  return row !== undefined;
}

export async function insertAgv(db: Db, row: Insertable<AgvsTable>): Promise<void> {
  await db.insertInto('agvs').values(row).execute();
}

export async function updateAgv(db: Db, tenantId: number, id: string, values: Updateable<AgvsTable>): Promise<boolean> {
  const result = await db.updateTable('agvs').set(values).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A unique constraint refused the write (a concurrent save won the race), on either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
