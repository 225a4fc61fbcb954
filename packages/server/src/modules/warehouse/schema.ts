import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Tables of migration 0032 (docs/warehouse.md), typed for this module's own queries. */
export interface WmsWarehousesTable {
  id: string;
  tenant_id: number;
  warehouse_code: string;
  warehouse_name: string;
  warehouse_type: string;
  layout_id: string | null;
  device_user_id: string | null;
  is_valid: number;
  memo: string | null;
  created_at: number;
  updated_at: number;
}
export interface WmsLocationsTable {
  id: string;
  tenant_id: number;
  location_code: string;
  location_name: string;
  warehouse_id: string;
  station_code: string | null;
  created_at: number;
}
export interface WmsBinsTable {
  id: string;
  tenant_id: number;
  bin_code: string;
  location_id: string;
  capacity: number;
  container_type: string | null;
  is_valid: number;
  created_at: number;
}
export interface WmsContainersTable {
  id: string;
  tenant_id: number;
  container_code: string;
  container_type: string;
  container_state: string;
  bin_id: string | null;
  layout_id: string | null;
  station_code: string | null;
  created_at: number;
  updated_at: number;
}
export interface WmsLotsTable {
  id: string;
  tenant_id: number;
  lot_no: string;
  part_no: string;
  quantity: number;
  production_date: string | null;
  expiry_date: string | null;
  supplier: string | null;
  quality_state: string;
  created_at: number;
}
export interface WmsStockTable {
  id: string;
  tenant_id: number;
  container_id: string;
  lot_id: string;
  part_no: string;
  quantity: number;
  updated_at: number;
}
export interface WmsTransactionsTable {
  id: string;
  tenant_id: number;
  created_at: number;
  tx_type: string;
  container_id: string;
  container_code: string;
  part_no: string | null;
  lot_no: string | null;
  quantity: number | null;
  from_location_code: string | null;
  from_bin_code: string | null;
  from_station_code: string | null;
  to_location_code: string | null;
  to_bin_code: string | null;
  to_station_code: string | null;
  reference: string | null;
  user_name: string | null;
  memo: string | null;
}

export interface WmsTables {
  wms_warehouses: WmsWarehousesTable;
  wms_locations: WmsLocationsTable;
  wms_bins: WmsBinsTable;
  wms_containers: WmsContainersTable;
  wms_lots: WmsLotsTable;
  wms_stock: WmsStockTable;
  wms_transactions: WmsTransactionsTable;
}

export type WmsDb = Kysely<Database & WmsTables>;
export type WmsTrx = Transaction<Database & WmsTables>;

/** The app's database with the warehouse tables in view (they are not in the shared schema). */
export const wms = (db: Kysely<Database>): WmsDb => db as unknown as WmsDb;
