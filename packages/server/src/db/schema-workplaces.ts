/** Workplaces and their call pads (migration 0031, modules/workplaces, docs/workplaces.md). */
export interface WorkplacesTable {
  id: string;
  tenant_id: number;
  workplace_code: string;
  workplace_name: string;
  layout_id: string;
  /** JSON array of the workplace's station codes. */
  station_codes: string;
  /** The device user the workplace's pad signs in as (one workplace per device). */
  device_user_id: string | null;
  memo: string | null;
  update_by: string | null;
  created_at: number;
  updated_at: number;
}

export interface WorkplaceButtonsTable {
  id: string;
  workplace_id: string;
  seq: number;
  label: string;
  /** One of WORKPLACE_ACTIONS. */
  action: string;
  station_code: string;
  src_station_code: string | null;
  dest_station_code: string | null;
  dest_zone_id: string | null;
  priority: number;
}

/** A call order a pad made, with the button's label and action as they were when pressed. */
export interface WorkplaceCallsTable {
  call_order_id: string;
  workplace_id: string;
  label: string;
  action: string;
  created_at: number;
}

export interface WorkplaceTables {
  workplaces: WorkplacesTable;
  workplace_buttons: WorkplaceButtonsTable;
  workplace_calls: WorkplaceCallsTable;
}
