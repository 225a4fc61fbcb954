/** Line-side material tables (migration 0033, modules/lineside, docs/lineside.md). Times: ms since epoch. */
interface Stamped {
  id: string;
  tenant_id: number;
  update_by: string | null;
  create_time: number;
  update_time: number;
}

export interface LesPartNumberTable extends Stamped {
  code: string;
  name: string;
  unit: string;
  container_type: string | null;
  qty_per_container: number;
  is_valid: number;
}

export interface LesBomTable extends Stamped {
  code: string;
  name: string;
  product: string;
  version: string;
  is_valid: number;
}

export interface LesBomItemTable extends Stamped {
  bom_id: string;
  part_number_id: string;
  quantity: number;
}

export interface LesLineTable extends Stamped {
  code: string;
  name: string;
  layout_id: string;
  memo: string | null;
}

export interface LesLineZoneTable extends Stamped {
  code: string;
  name: string;
  line_id: string;
  /** Comma-separated station codes of the line's layout. */
  station_codes: string;
}

export interface LesLineAgvGroupTable extends Stamped {
  line_id: string;
  group_id: string;
}

export interface LesPartRoutingTable extends Stamped {
  code: string;
  part_number_id: string;
  src_location_code: string | null;
  src_station_code: string;
  line_zone_id: string;
  group_id: string | null;
  task_type: string;
  priority: number;
  is_valid: number;
}

export interface LesWorkplaceBomTable extends Stamped {
  workplace_id: string;
  bom_id: string;
  consumption: number;
}

export interface LesRequireOrderTable {
  id: string;
  tenant_id: number;
  code: string;
  workplace_id: string;
  part_number_id: string;
  quantity: number;
  need_time: number;
  /** One of REQUIRE_ORDER_STATUSES. */
  status: string;
  source: string;
  plan_id: string | null;
  plan_detail_id: string | null;
  create_by: string;
  create_time: number;
  update_time: number;
}

export interface LesRequireOrderLogTable {
  id: string;
  tenant_id: number;
  require_order_id: string;
  from_status: string | null;
  to_status: string;
  reason: string;
  create_by: string;
  create_time: number;
}

export interface LesDeliveryOrderTable {
  id: string;
  tenant_id: number;
  code: string;
  part_routing_id: string;
  line_zone_id: string;
  status: string;
  create_by: string;
  create_time: number;
  update_time: number;
}

export interface LesDeliveryDetailTable {
  id: string;
  tenant_id: number;
  delivery_order_id: string;
  require_order_id: string;
  part_number_id: string;
  quantity: number;
  containers: number;
  dest_station_code: string;
  status: string;
  create_time: number;
  update_time: number;
}

export interface LesDeliveryCallTable {
  id: string;
  tenant_id: number;
  delivery_detail_id: string;
  seq: number;
  call_order_id: string;
  transorder_id: string;
  status: string;
  update_time: number;
}

export interface LesRoutingLogTable {
  id: string;
  tenant_id: number;
  delivery_order_id: string;
  require_order_id: string;
  part_routing_id: string;
  src_station_code: string;
  dest_station_code: string;
  group_id: string | null;
  create_time: number;
}

export interface LinesideTables {
  les_part_number: LesPartNumberTable;
  les_bom: LesBomTable;
  les_bom_item: LesBomItemTable;
  les_line: LesLineTable;
  les_line_zone: LesLineZoneTable;
  les_line_agv_group: LesLineAgvGroupTable;
  les_part_routing: LesPartRoutingTable;
  les_workplace_bom: LesWorkplaceBomTable;
  les_require_order: LesRequireOrderTable;
  les_require_order_log: LesRequireOrderLogTable;
  les_delivery_order: LesDeliveryOrderTable;
  les_delivery_detail: LesDeliveryDetailTable;
  les_delivery_call: LesDeliveryCallTable;
  les_routing_log: LesRoutingLogTable;
}
