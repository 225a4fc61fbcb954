import type { Kysely } from 'kysely';
import {
  groupId,
  modelId,
  orderId,
  stationId,
  vehicleId,
  type NewOrder,
  type NewVehicle,
  type TaskType,
} from '@agvs/core';
import type { Database } from '../db/schema.js';
import type { AgvsTable, TransordersTable } from '../db/schema-fleet.js';

export const OPEN_STATUSES = ['Preset', 'Init', 'Release', 'Running'] as const;

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
  | 'current_station_code' | 'next_station_code' | 'current_rotation' | 'is_valid'
> & { battery: number; load_status: number };

/** Valid vehicles of the layout that have a station to stand on. */
export async function loadAgvRows(db: Kysely<Database>, tenantId: number, layoutId: string): Promise<AgvRow[]> {
  return db
    .selectFrom('agvs')
    .select([
      'id', 'agv_code', 'group_id', 'model_id', 'agv_speed', 'battery_low_level', 'run_order_battery_level',
      'free_battery_level', 'battery_full_level', 'control_task_type', 'is_auto_allocation', 'is_lock',
      'current_station_code', 'next_station_code', 'current_rotation', 'is_valid', 'battery', 'load_status',
    ])
    .where('tenant_id', '=', tenantId)
    .where('current_layout_id', '=', layoutId)
    .where('is_valid', '=', 1)
    .where('current_station_code', 'is not', null)
    .orderBy('agv_code')
    .execute();
}

/**
 * A vehicle as the core takes it, standing at `at`. It starts empty: the core has no way to
 * add a loaded vehicle that then takes an order (it refuses loaded vehicles), so a load being
 * carried is restored through its order instead (see restoredOrder).
 */
export function newVehicle(row: AgvRow, at: string): NewVehicle {
  const low = row.battery_low_level;
  const full = row.battery_full_level;
  return {
    config: {
      id: vehicleId(row.id),
      code: row.agv_code,
      groupId: row.group_id ? groupId(row.group_id) : undefined,
      modelId: modelId(row.model_id),
      speed: row.agv_speed,
      batteryLowLevel: low,
      runOrderBatteryLevel: row.run_order_battery_level ?? low,
      freeBatteryLevel: row.free_battery_level ?? low,
      batteryFullLevel: full,
      taskTypes: taskTypesOf(row.control_task_type),
      autoAllocation: row.is_auto_allocation === 1,
    },
    at: stationId(at),
    heading: row.current_rotation,
    battery: row.battery,
    locked: row.is_lock === 1,
  };
}

export type OrderRow = Pick<
  TransordersTable,
  'id' | 'transorder_code' | 'transorder_status' | 'agv_id' | 'group_id' | 'src_station_code' | 'dest_station_code' | 'dest_zone_id' | 'release_time'
> & { priority: number | null; model_id: string | null; named_agv: string | null };

/** Open orders of the layout, oldest first, so they are offered to the dispatcher in order. */
export async function loadOpenOrders(db: Kysely<Database>, tenantId: number, layoutId: string): Promise<OrderRow[]> {
  const rows = await db
    .selectFrom('transorders')
    .select(['id', 'transorder_code', 'transorder_status', 'agv_id', 'group_id', 'src_station_code', 'dest_station_code', 'dest_zone_id', 'release_time', 'agv_strategy', 'seq'])
    .where('tenant_id', '=', tenantId)
    .where('layout_id', '=', layoutId)
    .where('transorder_status', 'in', [...OPEN_STATUSES])
    .orderBy('release_time')
    .orderBy('seq')
    .execute();
  return rows.map((r) => {
    const strategy = parseStrategy(r.agv_strategy);
    return { ...r, priority: strategy.priority ?? null, model_id: strategy.modelId ?? null, named_agv: strategy.agvId ?? null };
  });
}

/** Order constraints and priority travel in agv_strategy as JSON (the table has no columns for them). */
export interface Strategy {
  readonly agvId?: string;
  readonly modelId?: string;
  readonly priority?: number;
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

/**
 * The core order for an open row. Orders a vehicle had already taken (Release, Running) are
 * bound to that vehicle, so the dispatcher gives them back to it and to no other. When the
 * vehicle carries the load (picked), the order restarts from where it stands, without a pick.
 */
export function restoredOrder(row: OrderRow, placed: ReadonlyMap<string, { readonly at: string; readonly loaded: boolean }>): NewOrder | undefined {
  if (!row.src_station_code || (!row.dest_station_code && !row.dest_zone_id)) return undefined;
  const taken = (row.transorder_status === 'Release' || row.transorder_status === 'Running') && row.agv_id ? row.agv_id : undefined;
  const named = taken ?? row.named_agv ?? undefined;
  const carrier = taken ? placed.get(taken) : undefined;
  const running = row.transorder_status === 'Running' && carrier?.loaded === true;
  return {
    id: orderId(row.id),
    code: row.transorder_code,
    priority: row.priority ?? 1,
    releaseTimeMs: row.release_time ?? undefined,
    source: stationId(running ? carrier.at : row.src_station_code),
    destination: row.dest_station_code ? stationId(row.dest_station_code) : undefined,
    destinationZone: row.dest_zone_id ? (row.dest_zone_id as NewOrder['destinationZone']) : undefined,
    sourceActions: running ? [] : undefined,
    constraints: {
      vehicleId: named ? vehicleId(named) : undefined,
      groupId: row.group_id ? groupId(row.group_id) : undefined,
      modelId: row.model_id ? modelId(row.model_id) : undefined,
    },
  };
}
