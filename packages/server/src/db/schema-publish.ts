/** Published versions of layouts (migration 0019): what the running fleet drives on. */
export interface LayoutVersionsTable {
  id: string;
  tenant_id: number;
  layout_id: string;
  /** 1, 2, 3... per layout; the highest is the one the fleet runs. */
  version: number;
  /** JSON text of the published site (runtime/published-site.ts PublishedSite). */
  site: string;
  note: string | null;
  /** Username of who published it; null for the migration's and the seed's version 1. */
  published_by: string | null;
  published_at: number;
  station_count: number;
  segment_count: number;
  zone_count: number;
}

export interface PublishTables {
  layout_versions: LayoutVersionsTable;
}
