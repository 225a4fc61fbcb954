/** Tables of migration 0020 (AGV records: interface log, periods, idle charging, task locks, adapters). */
export interface InterfaceLogsTable {
  id: string;
  tenant_id: number;
  /** Username of the device account (or other non-console caller). */
  caller: string;
  method: string;
  path: string;
  /** Short JSON of the body with secrets masked; null when there was none. */
  body_summary: string | null;
  status: number;
  /** 1 success, 0 failure (dict op_result). */
  success: number;
  message: string | null;
  duration_ms: number;
  ip: string | null;
  created_at: number;
}

export interface PeriodsTable {
  id: string;
  tenant_id: number;
  period_code: string;
  period_name: string;
  /** Shift, Break, OffPeak, Other (dict period_type). */
  period_type: string;
  /** HH:mm, local time of the site; an end before the start runs past midnight. */
  start_time: string;
  end_time: string;
  memo: string | null;
  created_at: number;
  updated_at: number;
}

export interface FreeChargeConfigsTable {
  id: string;
  tenant_id: number;
  config_code: string;
  config_name: string;
  period_id: string;
  group_id: string | null;
  model_id: string | null;
  /** % at or below which an idle vehicle goes to charge within the period. */
  battery_below: number;
  /** % at which it leaves the charger again. */
  charge_until: number;
  is_valid: number;
  created_at: number;
  updated_at: number;
}

export interface TaskLocksTable {
  id: string;
  tenant_id: number;
  /** Station or Agv (dict task_lock_type). */
  lock_type: string;
  layout_id: string | null;
  station_code: string | null;
  agv_id: string | null;
  reason: string;
  is_valid: number;
  create_by: string | null;
  created_at: number;
  updated_at: number;
}

interface ConnectionColumns {
  id: string;
  tenant_id: number;
  adapter_code: string;
  adapter_name: string;
  /** SIMULATION today, VDA5050 later (dict adapter_protocol). */
  protocol: string;
  interface_name: string | null;
  manufacturer: string | null;
  serial_number: string | null;
  protocol_version: string | null;
  is_valid: number;
  created_at: number;
  updated_at: number;
}

export interface AdaptersTable extends ConnectionColumns {
  agv_id: string | null;
  /** MQTT broker of a VDA 5050 vehicle, e.g. mqtt://10.0.0.5:1883. */
  broker_url: string | null;
}

export interface AdapterEquipmentTable extends ConnectionColumns {
  equipment_id: string | null;
  /** Where the equipment answers (host:port, broker URL). */
  address: string | null;
}

/** A part of the server (tenant null: the installation's). */
export interface ModulesTable {
  id: string;
  tenant_id: number | null;
  module_code: string;
  module_name: string;
  /** Database, HttpApi, JobScheduler, FleetRuntime (dict module_type). */
  module_type: string;
  layout_id: string | null;
  created_at: number;
}

export interface ModuleStatusesTable {
  /** The module's id. */
  id: string;
  tenant_id: number | null;
  module_id: string;
  /** UP, HALTED, DOWN (dict module_status). */
  status: string;
  message: string | null;
  since: number;
  updated_at: number;
}

export interface ModuleStatusItemsTable {
  /** `${module_id}:${item_code}` */
  id: string;
  tenant_id: number | null;
  module_id: string;
  item_code: string;
  item_value: string;
  unit: string | null;
  updated_at: number;
}

export interface ModuleStatusLogsTable {
  id: string;
  tenant_id: number | null;
  module_id: string;
  from_status: string | null;
  to_status: string;
  message: string | null;
  created_at: number;
}

/** A stretch between two stations driven for an order: left src at start_time, reached dest at end_time. */
export interface TransorderSegmentsTable {
  id: string;
  tenant_id: number;
  transorder_id: string;
  agv_id: string | null;
  seq: number;
  src_station_code: string;
  dest_station_code: string;
  start_time: number;
  end_time: number;
}

export interface AgvRecordTables {
  transorder_segments: TransorderSegmentsTable;
  modules: ModulesTable;
  module_statuses: ModuleStatusesTable;
  module_status_items: ModuleStatusItemsTable;
  module_status_logs: ModuleStatusLogsTable;
  interface_logs: InterfaceLogsTable;
  periods: PeriodsTable;
  free_charge_configs: FreeChargeConfigsTable;
  task_locks: TaskLocksTable;
  adapters: AdaptersTable;
  adapter_equipment: AdapterEquipmentTable;
}
