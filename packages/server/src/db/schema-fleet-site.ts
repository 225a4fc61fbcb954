import type { Generated } from 'kysely';
import type { SegmentDirection, SegmentType, StationType, ZoneType } from '@agvs/contract';

/** Site tables: maps, layouts, their graph (stations, segments, zones), equipment and held stations. */
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
  /** mm: the site frame, x = (origin_x + map_x·mm_per_unit)/1000 m, y = (origin_y − map_y·mm_per_unit)/1000 m. */
  origin_x: Generated<number>;
  origin_y: Generated<number>;
  /** The LIF layoutId of an imported layout. */
  lif_id: string | null;
  /** Saves of the draft through the layout editor (migration 0021); a save naming an older one is refused. */
  draft_revision: Generated<number>;
  /** Where the site drawing lies, map units (migration 0021); null: not placed. */
  background_x: number | null;
  background_y: number | null;
  background_width: number | null;
  background_height: number | null;
  background_opacity: number | null;
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
  /** The LIF node id when it breaks the station-code rule. */
  lif_id: string | null;
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
  /** JSON array of the LIF edge ids, one per direction of travel. */
  lif_id: string | null;
  created_at: number;
}

export interface ZonesTable {
  id: string;
  tenant_id: number;
  layout_id: string;
  zone_code: string;
  zone_name: string;
  zone_type: ZoneType;
  /** The LIF stationId when it breaks the code rule. */
  lif_id: string | null;
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

/** A station an operator marks as held by a vehicle (setOccupiedStation); routes avoid it. */
export interface OccupiedStationsTable {
  id: string;
  tenant_id: number;
  layout_id: string;
  station_id: string;
  agv_id: string | null;
  created_at: number;
}
