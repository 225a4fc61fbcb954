import type { Generated } from 'kysely';
import type { AgvDirection, ErrorCategory, ErrorLevel } from '@agvs/contract';

/** Vehicle tables: brands, models, groups, AGVs, their error dictionary, error records and logs. */
export interface AgvBrandsTable {
  id: string;
  tenant_id: number;
  brand_code: string;
  brand_name: string;
  created_at: number;
  /** Migration 0017. */
  remark: string | null;
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
  /** Migration 0017: mm, mm (turning circle of the outline), mm/s², °/s, Wh, comma-joined MODEL_DIRECTIONS. */
  height: Generated<number>;
  footprint_radius: Generated<number>;
  acceleration: Generated<number>;
  rotation_speed: Generated<number>;
  battery_capacity: Generated<number>;
  allowed_directions: Generated<string>;
  /** Migration 0037: the VDA 5050 deviation range of a node, mm and ° (0: the vehicle's own tolerance). */
  deviation_xy: Generated<number>;
  deviation_theta: Generated<number>;
}

export interface AgvGroupsTable {
  id: string;
  tenant_id: number;
  map_id: string | null;
  group_code: string;
  group_name: string;
  created_at: number;
  /** Migration 0017: agv_group_classes.id. */
  group_class_id: string | null;
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
  /** VDA 5050 topic names (migration 0023); manufacturer and serial number set when agv_protocol is VDA5050. */
  vda_manufacturer: string | null;
  vda_serial_number: string | null;
  vda_interface_name: Generated<string>;
  /** '2.0.0' or '2.1.0' */
  vda_version: Generated<string>;
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
  /** mm driven from current_station_code towards next_station_code (migration 0010_vehicle_positions). */
  segment_progress: Generated<number>;
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
