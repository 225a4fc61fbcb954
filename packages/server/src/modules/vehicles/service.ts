import { randomUUID } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import {
  DEFAULT_AGV_IMAGE,
  VDA5050_PROTOCOL,
  VDA_DEFAULT_INTERFACE,
  VDA_VERSIONS,
  type Agv,
  type AgvAddRequest,
  type AgvEditRequest,
} from '@agvs/contract';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import type { AgvsTable } from '../../db/schema-fleet.js';
import { businessError } from '../../errors.js';
import { startStation } from '../agvVehicles/startStation.js';
import {
  agvUidTaken,
  findAgvById,
  groupExists,
  insertAgv,
  isUniqueViolation,
  layoutOfTenant,
  modelExists,
  updateAgv,
} from './repository.js';

type Db = Kysely<Database>;
type AgvForm = z.output<typeof AgvEditRequest> | z.output<typeof AgvAddRequest>;
type AgvAdd = z.output<typeof AgvAddRequest>;
type AgvEdit = z.output<typeof AgvEditRequest>;

/** Who saves and when. */
export interface Editor {
  readonly tenantId: number;
  readonly username: string;
  readonly now: number;
}

/** The form's references must name records of the caller's tenant; returns the layout's map. */
async function checkReferences(db: Db, tenantId: number, form: AgvForm): Promise<string> {
  const layout = await layoutOfTenant(db, tenantId, form.currentLayoutId);
  if (!layout) throw businessError('fleet.layoutNotFound', { layoutId: form.currentLayoutId });
  if (!(await modelExists(db, tenantId, form.modelId))) throw businessError('fleet.modelNotFound', { modelId: form.modelId });
  if (form.groupId && !(await groupExists(db, tenantId, form.groupId))) throw businessError('fleet.groupNotFound', { groupId: form.groupId });
  return layout.mapId;
}

/**
 * The columns the AGV dialog writes; live state (connection, position, battery) stays the
 * runtime's. Optional fields left out keep the current record's value on edit.
 */
function formColumns(form: AgvForm, mapId: string, current?: Agv) {
  const agvCode = form.agvCode ?? current?.agvCode ?? form.agvUid;
  return {
    agv_uid: form.agvUid,
    agv_code: agvCode,
    agv_name: form.agvName ?? current?.agvName ?? agvCode,
    map_id: mapId,
    current_layout_id: form.currentLayoutId,
    group_id: form.groupId === undefined ? (current?.groupId ?? null) : form.groupId,
    model_id: form.modelId,
    agv_type: form.agvType,
    agv_head_type: form.agvHeadType,
    agv_protocol: form.agvProtocol,
    agv_speed: form.agvSpeed,
    agv_ip: form.agvIp,
    is_valid: form.isValid,
    is_communication_log: form.isCommunicationLog,
    task_strategy: form.taskStrategy,
    is_lock: form.isLock,
    is_auto_allocation: form.isAutoAllocation,
    battery_low_level: form.batteryLowLevel,
    // Left out: kept; sent empty (null): not set, as the record may say.
    run_order_battery_level: form.runOrderBatteryLevel === undefined ? (current?.runOrderBatteryLevel ?? null) : form.runOrderBatteryLevel,
    free_battery_level: form.freeBatteryLevel === undefined ? (current?.freeBatteryLevel ?? null) : form.freeBatteryLevel,
    battery_full_level: form.batteryFullLevel,
    battery_full_time: form.batteryFullTime,
    agv_image_size: form.agvImageSize,
    ...vdaColumns(form, current),
  } satisfies Updateable<AgvsTable>;
}

/** VDA 5050 topic names (docs/vda5050.md); left out on edit: kept. Other protocols keep none. */
function vdaColumns(form: AgvForm, current?: Agv) {
  const vda = form.agvProtocol === VDA5050_PROTOCOL;
  return {
    vda_manufacturer: vda ? (form.vdaManufacturer ?? current?.vdaManufacturer ?? null) : null,
    vda_serial_number: vda ? (form.vdaSerialNumber ?? current?.vdaSerialNumber ?? null) : null,
    vda_interface_name: form.vdaInterfaceName || current?.vdaInterfaceName || VDA_DEFAULT_INTERFACE,
    vda_version: form.vdaVersion ?? current?.vdaVersion ?? VDA_VERSIONS[0],
  };
}

/** SPEC §3: the list as JSON text, or '' when none. */
const controlTaskText = (list: AgvForm['controlTaskType']) => (list && list.length ? JSON.stringify(list) : '');

export async function addAgv(db: Db, editor: Editor, form: AgvAdd): Promise<Agv> {
  const mapId = await checkReferences(db, editor.tenantId, form);
  if (await agvUidTaken(db, editor.tenantId, form.agvUid)) throw businessError('fleet.agvUidExists', { agvUid: form.agvUid });
  const id = randomUUID();
  try {
    await insertAgv(db, {
      id,
      tenant_id: editor.tenantId,
      ...formColumns(form, mapId),
      is_connected: 0,
      control_task_type: controlTaskText(form.controlTaskType),
      charge_change_time: form.chargeChangeTime ?? null,
      current_direction: form.currentDirection ?? 'Forward',
      current_rotation: form.currentRotation ?? 0,
      agv_image: form.agvImage ?? DEFAULT_AGV_IMAGE,
      current_station_code: await startStation(db, editor.tenantId, form.currentLayoutId, form.currentStationCode),
      created_at: editor.now,
      updated_at: editor.now,
      update_by: editor.username,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw businessError('fleet.agvUidExists', { agvUid: form.agvUid });
    throw err;
  }
  return (await findAgvById(db, editor.tenantId, id))!;
}

export async function editAgv(db: Db, editor: Editor, form: AgvEdit): Promise<Agv> {
  const current = await findAgvById(db, editor.tenantId, form.id);
  if (!current) throw businessError('fleet.agvNotFound', { agvUid: form.agvUid });
  const mapId = await checkReferences(db, editor.tenantId, form);
  if (await agvUidTaken(db, editor.tenantId, form.agvUid, form.id)) throw businessError('fleet.agvUidExists', { agvUid: form.agvUid });
  try {
    await updateAgv(db, editor.tenantId, form.id, {
      ...formColumns(form, mapId, current),
      ...(form.controlTaskType !== undefined ? { control_task_type: controlTaskText(form.controlTaskType) } : {}),
      ...(form.chargeChangeTime !== undefined ? { charge_change_time: form.chargeChangeTime } : {}),
      ...(form.currentDirection !== undefined ? { current_direction: form.currentDirection } : {}),
      ...(form.currentRotation !== undefined ? { current_rotation: form.currentRotation } : {}),
      ...(form.agvImage !== undefined ? { agv_image: form.agvImage } : {}),
      updated_at: editor.now,
      update_by: editor.username,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw businessError('fleet.agvUidExists', { agvUid: form.agvUid });
    throw err;
  }
  return (await findAgvById(db, editor.tenantId, form.id))!;
}
