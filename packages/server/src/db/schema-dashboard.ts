/** Time by activity and distance per vehicle, layout and clock hour (migration 0024, modules/dashboard). */
export interface VehicleActivityTable {
  tenant_id: number;
  agv_id: string;
  layout_id: string;
  /** Start of the clock hour, ms since epoch (a multiple of 3,600,000). */
  hour_start: number;
  driving_ms: number;
  working_ms: number;
  charging_ms: number;
  idle_ms: number;
  waiting_ms: number;
  /** Error, stopped, paused or offline. */
  other_ms: number;
  distance_mm: number;
}

export interface DashboardTables {
  vehicle_activity: VehicleActivityTable;
}
