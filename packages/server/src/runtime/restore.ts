import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  createOrder,
  groupId,
  modelId,
  orderId,
  stationId,
  TASK_ERROR_CODES,
  vehicleId,
  type NewOrder,
  type NewVehicle,
  type Order,
  type TaskError,
  type TaskType,
  type VehicleConfig,
  type VehicleSnapshot,
} from '@agvs/core';
import { VDA5050_PROTOCOL, type ErrorCategory, type ErrorLevel } from '@agvs/contract';
import type { Database } from '../db/schema.js';
import type { AgvsTable, TransordersTable } from '../db/schema-fleet.js';
import { TASK_ERROR_TYPE } from './task-errors.js';

/** Orders the fleet still holds; Pause: stopped by a task error until an operator resolves it. */
export const OPEN_STATUSES = ['Preset', 'Init', 'Release', 'Running', 'Pause'] as const;

/** SPEC §3 controlTaskType: JSON list of { taskType }; unreadable text means none. */
export function taskTypesOf(text: string): TaskType[] {
  try {
    const list = JSON.parse(text) as unknown;
    if (!Array.isArray(list)) return [];
    return list.flatMap((e: { taskType?: unknown }) => (e.taskType === 'Delivery' || e.taskType === 'Charge' || e.taskType === 'Park' ? [e.taskType] : []));
  } catch {
    return [];
  }
}

export type AgvRow = Pick<
  AgvsTable,
  | 'id' | 'agv_code' | 'group_id' | 'model_id' | 'agv_speed' | 'battery_low_level' | 'run_order_battery_level'
  | 'free_battery_level' | 'battery_full_level' | 'control_task_type' | 'is_auto_allocation' | 'is_lock'
  | 'current_station_code' | 'next_station_code' | 'current_rotation' | 'is_valid' | 'agv_protocol'
> & { battery: number; load_status: number; segment_progress: number; footprint_radius: number | null };

const AGV_COLUMNS = [
  'id', 'agv_code', 'group_id', 'model_id', 'agv_speed', 'battery_low_level', 'run_order_battery_level',
  'free_battery_level', 'battery_full_level', 'control_task_type', 'is_auto_allocation', 'is_lock',
  'current_station_code', 'next_station_code', 'current_rotation', 'is_valid', 'battery', 'load_status', 'segment_progress',
  'agv_protocol',
] as const;

/** The turning circle of the vehicle's model (traffic control frees a station once the body has cleared it). */
const modelFootprint = (eb: ExpressionBuilder<Database, 'agvs'>) =>
  eb.selectFrom('agv_models').select('agv_models.footprint_radius').whereRef('agv_models.id', '=', 'agvs.model_id').as('footprint_radius');

/** Valid vehicles of the layout that have a station to stand on. */
export async function loadAgvRows(db: Kysely<Database>, tenantId: number, layoutId: string): Promise<AgvRow[]> {
  return db
    .selectFrom('agvs')
    .select([...AGV_COLUMNS])
    .select(modelFootprint)
    .where('tenant_id', '=', tenantId)
    .where('current_layout_id', '=', layoutId)
    .where('is_valid', '=', 1)
    .where('current_station_code', 'is not', null)
    .orderBy('agv_code')
    .execute();
}

/** One vehicle of the tenant with its layout, whatever its state (for live changes). */
export async function loadAgvRow(db: Kysely<Database>, tenantId: number, agvId: string): Promise<(AgvRow & { current_layout_id: string | null }) | undefined> {
  return db.selectFrom('agvs').select([...AGV_COLUMNS, 'current_layout_id']).select(modelFootprint).where('tenant_id', '=', tenantId).where('id', '=', agvId).executeTakeFirst();
}

/** A vehicle as the core takes it, standing empty at `at` (a new vehicle, or one moved to another layout). */
export function newVehicle(row: AgvRow, at: string): NewVehicle {
  const config = vehicleConfigOf(row);
  // A real vehicle is connected only once it says so over MQTT (a vehicle never heard from shows isConnected 0).
  const connected = config.driver === 'external' ? false : undefined;
  return { config, at: stationId(at), heading: row.current_rotation, battery: row.battery, locked: row.is_lock === 1, connected };
}

/** A vehicle's settings (SPEC §3 AGV) as the core takes them; unset levels fall back to the forced-charge level. */
export function vehicleConfigOf(row: AgvRow): VehicleConfig {
  const low = row.battery_low_level;
  return {
    id: vehicleId(row.id),
    code: row.agv_code,
    groupId: row.group_id ? groupId(row.group_id) : undefined,
    modelId: modelId(row.model_id),
    speed: row.agv_speed,
    batteryLowLevel: low,
    runOrderBatteryLevel: row.run_order_battery_level ?? low,
    freeBatteryLevel: row.free_battery_level ?? low,
    batteryFullLevel: row.battery_full_level,
    taskTypes: taskTypesOf(row.control_task_type),
    autoAllocation: row.is_auto_allocation === 1,
    // VDA 5050 vehicles move themselves and report where they are (docs/vda5050.md).
    ...(row.agv_protocol === VDA5050_PROTOCOL ? { driver: 'external' as const } : {}),
    ...(row.footprint_radius !== null && row.footprint_radius > 0 ? { footprintRadiusMm: row.footprint_radius } : {}),
  };
}

/**
 * A vehicle as the table last stored it, for Fleet.restore: on its station, or on the segment
 * from its station to the next one, as far along as last stored, loaded or not. Its mission
 * comes from the order it carries.
 */
export function savedVehicle(row: AgvRow & { current_station_code: string }): VehicleSnapshot {
  const v = newVehicle(row, row.current_station_code);
  return {
    ...v,
    battery: row.battery,
    loaded: row.load_status === 1,
    on: row.next_station_code ? { to: stationId(row.next_station_code), progress: row.segment_progress } : undefined,
  };
}

export type OrderRow = Pick<
  TransordersTable,
  'id' | 'transorder_code' | 'transorder_status' | 'agv_id' | 'group_id' | 'src_station_code' | 'dest_station_code' | 'dest_zone_id' | 'release_time'
> & { reassigned?: number; priority: number | null; model_id: string | null; named_agv: string | null; load_on_vehicle?: boolean; task_error?: TaskError };

/** Open orders of the layout, oldest first, so they are offered to the dispatcher in order. */
export async function loadOpenOrders(db: Kysely<Database>, tenantId: number, layoutId: string): Promise<OrderRow[]> {
  const rows = await db
    .selectFrom('transorders')
    .select(['id', 'transorder_code', 'transorder_status', 'agv_id', 'group_id', 'src_station_code', 'dest_station_code', 'dest_zone_id', 'release_time', 'agv_strategy', 'seq', 'reassigned'])
    .where('tenant_id', '=', tenantId)
    .where('layout_id', '=', layoutId)
    .where('transorder_status', 'in', [...OPEN_STATUSES])
    .orderBy('release_time')
    .orderBy('seq')
    .execute();
  const stopped = await openTaskErrors(db, tenantId, rows.filter((r) => r.transorder_status === 'Pause').map((r) => r.id));
  return rows.map((r) => {
    const strategy = parseStrategy(r.agv_strategy);
    return {
      ...r,
      priority: strategy.priority ?? null,
      model_id: strategy.modelId ?? null,
      named_agv: strategy.agvId ?? null,
      load_on_vehicle: strategy.loadOnVehicle,
      task_error: stopped.get(r.id),
    };
  });
}

/** Why each stopped order stands in Pause: its open task error record (code, station). */
async function openTaskErrors(db: Kysely<Database>, tenantId: number, orderIds: readonly string[]): Promise<Map<string, TaskError>> {
  const found = new Map<string, TaskError>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .selectFrom('error_records')
    .select(['transorder_id', 'error_code', 'error_data'])
    .where('tenant_id', '=', tenantId)
    .where('error_type', '=', TASK_ERROR_TYPE)
    .where('closed_time', 'is', null)
    .where('transorder_id', 'in', [...orderIds])
    .execute();
  for (const r of rows) {
    const station = (parseJson(r.error_data) as { station?: unknown } | undefined)?.station;
    const code = TASK_ERROR_CODES.find((c) => c === r.error_code);
    if (r.transorder_id && typeof station === 'string' && code) found.set(r.transorder_id, { code, station: stationId(station) });
  }
  return found;
}

function parseJson(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Order constraints and priority travel in agv_strategy as JSON (the table has no columns for them). */
export interface Strategy {
  readonly agvId?: string;
  readonly modelId?: string;
  readonly priority?: number;
  /** A drop-only order: the load is on the named vehicle already. */
  readonly loadOnVehicle?: boolean;
}

export function parseStrategy(text: string | null): Strategy {
  if (!text) return {};
  try {
    const v = JSON.parse(text) as Strategy;
    return typeof v === 'object' && v !== null ? v : {};
  } catch {
    return {};
  }
}

/** The newest open error record of each vehicle (code, level, category), for Fleet.restore. */
export async function loadOpenErrors(db: Kysely<Database>, tenantId: number, agvIds: readonly string[]): Promise<Map<string, { code: string; level: ErrorLevel; category: ErrorCategory }>> {
  const open = new Map<string, { code: string; level: ErrorLevel; category: ErrorCategory }>();
  if (agvIds.length === 0) return open;
  const rows = await db
    .selectFrom('error_records')
    .select(['agv_id', 'error_code', 'error_level', 'category'])
    .where('tenant_id', '=', tenantId)
    .where('agv_id', 'in', [...agvIds])
    .where('closed_time', 'is', null)
    // A task error stops the order, not the vehicle.
    .where('error_type', '!=', TASK_ERROR_TYPE)
    .orderBy('create_time', 'desc')
    .orderBy('id')
    .execute();
  for (const r of rows) if (r.agv_id && !open.has(r.agv_id)) open.set(r.agv_id, { code: r.error_code, level: r.error_level, category: r.category });
  return open;
}

/** The core order for a row, as a new order waiting for a vehicle (its stops, constraints and priority). */
export function restoredOrder(row: OrderRow): NewOrder | undefined {
  if (!row.src_station_code || (!row.dest_station_code && !row.dest_zone_id)) return undefined;
  return {
    id: orderId(row.id),
    code: row.transorder_code,
    priority: row.priority ?? 1,
    releaseTimeMs: row.release_time ?? undefined,
    source: stationId(row.src_station_code),
    destination: row.dest_station_code ? stationId(row.dest_station_code) : undefined,
    destinationZone: row.dest_zone_id ? (row.dest_zone_id as NewOrder['destinationZone']) : undefined,
    loadOnVehicle: row.load_on_vehicle,
    constraints: {
      vehicleId: row.named_agv ? vehicleId(row.named_agv) : undefined,
      groupId: row.group_id ? groupId(row.group_id) : undefined,
      modelId: row.model_id ? modelId(row.model_id) : undefined,
    },
  };
}

/**
 * An open row as the core held it, for Fleet.restore: orders a vehicle had taken (Release,
 * Running) keep their state, vehicle and chosen destination, so nothing is assigned again.
 */
export function savedOrder(row: OrderRow, nowMs: number): Order | undefined {
  const n = restoredOrder(row);
  if (!n) return undefined;
  const order = { ...createOrder(n, nowMs), ...(row.reassigned === 1 ? { reassigned: true } : {}) };
  const taken = (row.transorder_status === 'Release' || row.transorder_status === 'Running' || row.transorder_status === 'Pause') && row.agv_id;
  if (!taken) return order;
  const carried = {
    ...order,
    vehicle: vehicleId(row.agv_id!),
    resolvedDestination: row.dest_station_code ? stationId(row.dest_station_code) : undefined,
  };
  // A task error stopped it at a station, after the vehicle had started: it stays stopped.
  if (row.transorder_status === 'Pause') return { ...carried, state: 'Pause', pausedFrom: 'Running', taskError: row.task_error };
  return { ...carried, state: row.transorder_status as 'Release' | 'Running' };
}
