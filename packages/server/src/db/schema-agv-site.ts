import type { ZoneRelationType } from '@agvs/contract';

/** Site tables of migration 0018: relations between zones, and stations that join two layouts. */
export interface ZoneRelationshipsTable {
  id: string;
  tenant_id: number;
  zone_id: string;
  related_zone_id: string;
  relation_type: ZoneRelationType;
  memo: string | null;
  created_at: number;
}

/** A station of one layout and a station of another where vehicles pass between them (a lift, a door). */
export interface LayoutLinkStationsTable {
  id: string;
  tenant_id: number;
  link_code: string;
  link_name: string;
  layout_id: string;
  station_id: string;
  link_layout_id: string;
  link_station_id: string;
  memo: string | null;
  created_at: number;
}

export interface AgvSiteTables {
  zone_relationships: ZoneRelationshipsTable;
  layout_link_stations: LayoutLinkStationsTable;
}
