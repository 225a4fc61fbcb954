import type { MapsTable, LayoutsTable, LayoutModelsTable, StationsTable, SegmentsTable, ZonesTable, ZoneStationsTable, EquipmentTable, OccupiedStationsTable } from './schema-fleet-site.js';
import type { AgvBrandsTable, AgvModelsTable, AgvGroupsTable, AgvsTable, ErrorDictTable, ErrorRecordsTable, VehicleLogsTable } from './schema-fleet-vehicles.js';
import type { StationActionsTable, StationActionStepsTable, TransordersTable, TransorderDetailsTable, TransorderDetailStepsTable, CallOrdersTable, CallOrderDetailsTable, OrderTemplatesTable } from './schema-fleet-orders.js';

export type * from './schema-fleet-site.js';
export type * from './schema-fleet-vehicles.js';
export type * from './schema-fleet-orders.js';

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
