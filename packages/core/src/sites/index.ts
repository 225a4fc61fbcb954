/*
 * Generated sites and the demo site's fixed data: pure, deterministic, plain data (map units),
 * shared by the server's seed, the benchmarks and the simulation tests.
 */
export {
  bezierLength,
  graphDataOf,
  SITE_BEZIER_SAMPLES,
  SiteBuilder,
  type MapPoint,
  type SiteEquipment,
  type SiteLayout,
  type SiteSegment,
  type SiteSegmentType,
  type SiteStation,
  type SiteZone,
  type SiteZoneType,
} from './site.js';
export { generateWarehouse, warehouseOptionsFor, warehouseStationCount, type WarehouseOptions } from './warehouse.js';
export { generateProductionFloor, type ProductionFloorOptions } from './production.js';
export * from './catalogue.js';
export { siteToLayout } from './to-layout.js';
