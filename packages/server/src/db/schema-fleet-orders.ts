import type { Generated } from 'kysely';

/** Order tables: station actions and steps, transport orders with details and steps, call orders, templates. */
export interface StationActionsTable {
  id: string;
  tenant_id: number;
  layout_id: string;
  station_id: string | null;
  action_code: string;
  action_name: string;
  action_type: string;
  created_at: number;
}

/** Columns a station action step and an order detail step share (SPEC §3 "Order detail step"). */
interface StepColumns {
  seq: number;
  action_step_code: string;
  action_step_name: string;
  action_step_type: string;
  action_step_para: string | null;
  action_step_para1: string | null;
  action_step_para2: string | null;
  action_success_jump: number | null;
  action_fail_jump: number | null;
}

export interface StationActionStepsTable extends StepColumns {
  id: string;
  tenant_id: number;
  action_id: string;
  equipment_id: string | null;
  created_at: number;
}

export interface TransordersTable {
  id: string;
  tenant_id: number;
  task_code: string;
  transorder_code: string;
  /** Preset, Init, Release, Running, Finish, Close... (SPEC §4). */
  transorder_status: string;
  seq: number;
  agv_id: string | null;
  map_id: string | null;
  layout_id: string | null;
  group_id: string | null;
  src_station_code: string | null;
  src_zone_id: string | null;
  src_equipment_id: string | null;
  dest_station_code: string | null;
  dest_zone_id: string | null;
  dest_equipment_id: string | null;
  transorder_type: string;
  agv_strategy: string | null;
  warning_info: string | null;
  station_container_trans: string | null;
  release_time: number | null;
  start_time: number | null;
  end_time: number | null;
  external_code: string | null;
  external_info: string | null;
  /** 1 once re-assignment moved the order to another vehicle (it moves at most once). */
  reassigned: Generated<number>;
  created_at: number;
  update_by: string | null;
  update_time: number;
}

export interface TransorderDetailsTable {
  id: string;
  tenant_id: number;
  transorder_id: string;
  seq: number;
  station_id: string | null;
  station_code: string;
  station_graph_id: number | null;
  action_id: string | null;
  is_send: number;
  update_time: number;
}

export interface TransorderDetailStepsTable extends StepColumns {
  id: string;
  tenant_id: number;
  transorder_detail_id: string;
  equipment_name: string | null;
  ip_address: string | null;
  is_send: number;
  warning_info: string | null;
  update_time: number;
}

export interface CallOrdersTable {
  id: string;
  tenant_id: number;
  call_order_code: string;
  task_code: string | null;
  task_id: string | null;
  agv_id: string | null;
  /** Init (open) or Close (SPEC §4). */
  call_order_status: string;
  map_id: string | null;
  src_layout_id: string | null;
  src_station_code: string | null;
  dest_layout_id: string | null;
  dest_station_code: string | null;
  dest_zone_id: string | null;
  group_id: string | null;
  warning_info: string | null;
  station_container_trans: string | null;
  external_code: string | null;
  external_line_code: string | null;
  external_info: string | null;
  task_type: string | null;
  call_order_type: string | null;
  priority: number;
  memo: string | null;
  created_at: number;
  update_by: string | null;
  update_time: number;
}

export interface CallOrderDetailsTable {
  id: string;
  tenant_id: number;
  call_order_id: string;
  seq: number;
  station_name: string;
  action_name: string;
  is_send: number;
  update_time: number;
}

export interface OrderTemplatesTable {
  id: string;
  tenant_id: number;
  template_code: string;
  template_name: string;
  task_chain_row: number;
  task_type: string;
  cycle_times: number;
  group_id: string | null;
  src_map_id: string | null;
  src_layout_id: string | null;
  src_station_code: string;
  src_equipment_id: string | null;
  dest_map_id: string | null;
  dest_layout_id: string | null;
  dest_station_code: string | null;
  dest_equipment_id: string | null;
  dest_zone_id: string | null;
  agv_id: string | null;
  model_id: string | null;
  station_container_trans: string | null;
  /** seconds */
  task_create_interval: number | null;
  task_create_time: number | null;
  external_info: string | null;
  created_at: number;
  updated_at: number;
}
