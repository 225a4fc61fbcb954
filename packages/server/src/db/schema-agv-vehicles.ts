/** Tables and views of the vehicle-side AGV pages (migration 0017_agv_vehicles). */
export interface AgvVehicleTables {
  agv_group_classes: AgvGroupClassesTable;
  /** Read-only: error_records with the vehicle's code and name and the dictionary's name and solution. */
  agv_error_info_view: AgvErrorInfoView;
}

/** A classification of vehicle groups (e.g. forklifts, tuggers), named by agv_groups.group_class_id. */
export interface AgvGroupClassesTable {
  id: string;
  tenant_id: number;
  class_code: string;
  class_name: string;
  description: string | null;
  sort_no: number;
  created_at: number;
}

export interface AgvErrorInfoView {
  id: string;
  tenant_id: number;
  agv_code: string | null;
  agv_name: string | null;
  error_level: string;
  category: string;
  error_type: string;
  error_code: string;
  error_name: string | null;
  error_desc: string | null;
  error_data: string | null;
  solution: string | null;
  create_time: number;
  closed_time: number | null;
}
