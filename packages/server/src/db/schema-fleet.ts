import type { Generated } from 'kysely';
import type { AgvDirection, ErrorCategory, ErrorLevel, SegmentDirection, SegmentType, StationType, ZoneType } from '@agvs/contract';

/**
 * Fleet tables (migration 0002_fleet). Every row carries tenant_id; ids are text; flags are
 * integers 0/1; times are ms since epoch (bigint); JSON travels as text. Map coordinates are in
 * map units (layouts.mm_per_unit turns them into mm); lengths and speeds are mm and mm/s.
 */
export interface FleetTables {
  maps: MapsTable;
  layouts: LayoutsTable;
  layout_models: LayoutModelsTable;
  stations: StationsTable;
  segments: SegmentsTable;
  zones: ZonesTable;
  zone_stations: ZoneStationsTable;
  equipment: EquipmentTable;
  agv_brands: AgvBrandsTable;
  agv_models: AgvModelsTable;
  agv_groups: AgvGroupsTable;
  agvs: AgvsTable;
  station_actions: StationActionsTable;
  station_action_steps: StationActionStepsTable;
  transorders: TransordersTable;
  transorder_details: TransorderDetailsTable;
  transorder_detail_steps: TransorderDetailStepsTable;
  call_orders: CallOrdersTable;
  call_order_details: CallOrderDetailsTable;
  order_templates: OrderTemplatesTable;
  error_dict: ErrorDictTable;
  error_records: ErrorRecordsTable;
  vehicle_logs: VehicleLogsTable;
  occupied_stations: OccupiedStationsTable;
}

export interface MapsTable {
  id: string;
  tenant_id: number;
  map_code: string;
  map_name: string;
  sort_no: number;
  created_at: number;
  updated_at: number;
}

export interface LayoutsTable {
  id: string;
  tenant_id: number;
  map_id: string;
  layout_code: string;
  layout_name: string;
  width: number;
  height: number;
  station_radius: number;
  /** mm per map unit. */
  mm_per_unit: number;
  created_at: number;
  updated_at: number;
}

export interface LayoutModelsTable {
  id: string;
  tenant_id: number;
  layout_id: string;
  model_name: string;
  /** JSON text of the layout data (width, height, iniconfig, stationList, segmentList). */
  graph_data: string;
  /** JSON text for the 3D view, null when the layout has none. */
  three_data: string | null;
  created_at: number;
  updated_at: number;
}

export interface StationsTable {
  id: string;
  tenant_id: number;
  layout_id: string;
  station_code: string;
  station_name: string;
  graph_id: number;
  map_x: number;
  map_y: number;
  width: number;
  station_type: StationType;
  is_occupied: number;
  station_container_type: string | null;
  external_info: string | null;
  created_at: number;
  updated_at: number;
}

export interface SegmentsTable {
  id: string;
  tenant_id: number;
  layout_id: string;
  src_station_id: string;
  dest_station_id: string;
  segment_type: SegmentType;
  control_x1: number | null;
  control_y1: number | null;
  control_x2: number | null;
  control_y2: number | null;
  /** mm */
  length: number;
  direction: SegmentDirection;
  created_at: number;
}

export interface ZonesTable {
  id: string;
  tenant_id: number;
  layout_id: string;
  zone_code: string;
  zone_name: string;
  zone_type: ZoneType;
  created_at: number;
}

export interface ZoneStationsTable {
  id: string;
  tenant_id: number;
  zone_id: string;
  station_id: string;
  sort_no: number;
}

export interface EquipmentTable {
  id: string;
  tenant_id: number;
  layout_id: string;
  equipment_code: string;
  equipment_name: string;
  brand_name: string | null;
  model_name: string | null;
  station_id: string | null;
  ip_address: string | null;
  /** JSON object text of custom info pairs. */
  custom_info: string | null;
  created_at: number;
}

export interface AgvBrandsTable {
  id: string;
  tenant_id: number;
  brand_code: string;
  brand_name: string;
  created_at: number;
}

export interface AgvModelsTable {
  id: string;
  tenant_id: number;
  brand_id: string | null;
  model_code: string;
  model_name: string;
  /** mm */
  length: number;
  width: number;
  /** mm/s */
  max_speed: number;
  /** kg */
  max_load: number;
  convert_rate: number;
  is_reversal_x: number;
  is_reversal_y: number;
  offset_x: number;
  offset_y: number;
  created_at: number;
}

export interface AgvGroupsTable {
  id: string;
  tenant_id: number;
  map_id: string | null;
  group_code: string;
  group_name: string;
  created_at: number;
}

export interface AgvsTable {
  id: string;
  tenant_id: number;
  agv_uid: string;
  agv_code: string;
  agv_name: string;
  map_id: string | null;
  current_layout_id: string | null;
  group_id: string | null;
  model_id: string;
  agv_type: string;
  agv_head_type: string;
  agv_protocol: string;
  /** mm/s */
  agv_speed: number;
  agv_ip: string;
  is_valid: number;
  is_communication_log: number;
  task_strategy: string;
  is_connected: number;
  is_lock: number;
  is_auto_allocation: number;
  /** JSON list of { taskType }, '' when none. */
  control_task_type: string;
  battery_low_level: number;
  run_order_battery_level: number | null;
  free_battery_level: number | null;
  battery_full_level: number;
  /** minutes */
  battery_full_time: number;
  charge_change_time: number | null;
  current_direction: AgvDirection;
  current_rotation: number;
  agv_image: string;
  agv_image_size: number;
  /** Where the vehicle was last placed; the runtime owns the live position. */
  current_station_code: string | null;
  created_at: number;
  updated_at: number;
  update_by: string | null;
  /** Live state followed from the runtime's events (migration 0004_runtime). Battery %. */
  battery: Generated<number>;
  load_status: Generated<number>;
  run_status: Generated<string>;
  charge_status: Generated<string>;
  /** Map units; null until the runtime has placed the vehicle. */
  pos_x: number | null;
  pos_y: number | null;
  next_station_code: string | null;
}

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

export interface StationActionStepsTable {
  id: string;
  tenant_id: number;
  action_id: string;
  seq: number;
  action_step_code: string;
  action_step_name: string;
  action_step_type: string;
  action_step_para: string | null;
  action_step_para1: string | null;
  action_step_para2: string | null;
  action_success_jump: number | null;
  action_fail_jump: number | null;
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

export interface TransorderDetailStepsTable {
  id: string;
  tenant_id: number;
  transorder_detail_id: string;
  seq: number;
  action_step_code: string;
  action_step_name: string;
  action_step_type: string;
  action_step_para: string | null;
  action_step_para1: string | null;
  action_step_para2: string | null;
  action_success_jump: number | null;
  action_fail_jump: number | null;
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

export interface ErrorDictTable {
  id: string;
  tenant_id: number;
  error_code: string;
  error_level: ErrorLevel;
  category: ErrorCategory;
  error_name: string;
  description: string;
  solution: string;
  created_at: number;
}

export interface ErrorRecordsTable {
  id: string;
  tenant_id: number;
  agv_id: string | null;
  transorder_id: string | null;
  error_code: string;
  error_level: ErrorLevel;
  category: ErrorCategory;
  /** AGV errors or task errors (SPEC map-monitor error summary). */
  error_type: string;
  error_data: string | null;
  error_desc: string | null;
  create_time: number;
  closed_time: number | null;
}

export interface VehicleLogsTable {
  id: string;
  tenant_id: number;
  agv_id: string;
  log_type: string;
  content: string;
  create_time: number;
}

/** A station an operator marks as held by a vehicle (setOccupiedStation); routes avoid it. */
export interface OccupiedStationsTable {
  id: string;
  tenant_id: number;
  layout_id: string;
  station_id: string;
  agv_id: string | null;
  created_at: number;
}
