import { z } from 'zod';
import { Code, Id } from './fields.js';
import { SEGMENT_DIRECTIONS, SEGMENT_TYPES, STATION_TYPES, ZONE_TYPES } from './fleet-kinds.js';

/*
 * Layout data (SPEC §3 Station on map, Layout data, Segment, zones, equipment) and the read calls
 * of SPEC §7 "Stations/zones" on it. Map coordinates (mapX, mapY, control points, width, height,
 * stationRadius) are in map units; lengths are in mm.
 */

export const LayoutIdQuery = z.object({ layoutId: Id });

/** POST /agvserver/layoutGraph/getGraphData */
export const GraphDataRequest = z.object({ layoutId: Id });

/** One layout model (SPEC §3 "Map data"): graphData and threeData are JSON text, threeData may be empty. */
export const LayoutModel = z.object({
  id: z.string(),
  layoutId: z.string(),
  modelName: z.string(),
  /** JSON text of the 2D drawing. */
  graphData: z.string(),
  /** JSON text of the 3D scene; null or '' when the layout has none. */
  threeData: z.string().nullable(),
  /** ms since epoch */
  updateTime: z.number(),
});
export type LayoutModel = z.output<typeof LayoutModel>;

/** A station as the map draws it (SPEC §3 "Station on map"). */
export const MapStation = z.object({
  stationId: z.string(),
  stationCode: z.string(),
  /** Same as stationCode: the spec's rfid. */
  rfid: z.string(),
  stationName: z.string(),
  /** First zone link of the station, if any. */
  zoneStationId: z.string().nullable(),
  graphId: z.number(),
  /** map units */
  mapX: z.number(),
  /** map units */
  mapY: z.number(),
  /** map units */
  width: z.number(),
  type: z.enum(STATION_TYPES),
  /** A load stands there (1/0). */
  isOccupied: z.number(),
  stationContainerType: z.string().nullable(),
  externalInfo: z.string().nullable(),
});
export type MapStation = z.output<typeof MapStation>;

/** GET /agvserver/zoneStation/querySimpleByLayoutId: a map station with the vehicle standing on it (SPEC §3 "Station on map"). */
export const MapStationWithVehicle = MapStation.extend({
  /** A vehicle stands there (1/0). */
  isOccupiedStation: z.number(),
  agvName: z.string().nullable(),
  /** The map's colour for the station's state: `stationColour` (CSS colour, #rrggbb). */
  stationColor: z.string(),
});
export type MapStationWithVehicle = z.output<typeof MapStationWithVehicle>;

export const ControlPoint = z.object({
  /** map units */
  controlx: z.number(),
  /** map units */
  controly: z.number(),
});
export type ControlPoint = z.output<typeof ControlPoint>;

/** SPEC §3 "Segment". */
export const MapSegment = z.object({
  id: z.string(),
  srcStationCode: z.string(),
  destStationCode: z.string(),
  srcGraphId: z.number(),
  destGraphId: z.number(),
  type: z.enum(SEGMENT_TYPES),
  /** Two control points for a Bezier, empty for a straight segment. */
  controlPoints: z.array(ControlPoint),
  /** mm */
  length: z.number(),
  direction: z.enum(SEGMENT_DIRECTIONS),
});
export type MapSegment = z.output<typeof MapSegment>;

/** SPEC §3 "Layout data". */
export const LayoutGraph = z.object({
  layoutId: z.string(),
  mapId: z.string(),
  /** map units */
  width: z.number(),
  /** map units */
  height: z.number(),
  /** mm per map unit, to turn map coordinates into the core's mm. */
  mmPerUnit: z.number(),
  /** mm: the site frame (LIF, VDA 5050) in metres is x = (originX + mapX·mmPerUnit)/1000, y = (originY − mapY·mmPerUnit)/1000. */
  originX: z.number(),
  /** mm */
  originY: z.number(),
  /** stationRadius in map units. */
  iniconfig: z.object({ stationRadius: z.number() }),
  stationList: z.array(MapStation),
  segmentList: z.array(MapSegment),
});
export type LayoutGraph = z.output<typeof LayoutGraph>;

/** GET /agvserver/zoneStation/querySimpleByLayoutId; zoneType keeps the stations of zones of that type (Block, Working). */
export const ZoneStationSimpleQuery = z.object({ layoutId: Id, zoneType: z.enum(ZONE_TYPES).optional() });

/** GET /agvserver/station/queryProbableStationListByStationCodeAndLayoutId: codes containing the text. */
export const ProbableStationQuery = z.object({ stationCode: Code, layoutId: Id });

/** A station found by code (stationVo). */
export const StationVo = z.object({
  id: z.string(),
  stationCode: z.string(),
  stationName: z.string(),
  graphId: z.number(),
  layoutId: z.string(),
  /** map units */
  mapX: z.number(),
  /** map units */
  mapY: z.number(),
  type: z.enum(STATION_TYPES),
});
export type StationVo = z.output<typeof StationVo>;

/** Most stations a code search returns. */
export const PROBABLE_STATION_LIMIT = 20;

/** GET /agvserver/zone/queryList */
export const ZoneListQuery = z.object({ layoutId: Id.optional(), zoneType: z.enum(ZONE_TYPES).optional() });

export const Zone = z.object({
  id: z.string(),
  layoutId: z.string(),
  zoneCode: z.string(),
  zoneName: z.string(),
  zoneType: z.enum(ZONE_TYPES),
  stationCount: z.number(),
});
export type Zone = z.output<typeof Zone>;

/** GET /agvserver/zoneStation/queryByZoneId */
export const ZoneIdQuery = z.object({ zoneId: Id });

export const ZoneStation = z.object({
  /** The zone link's id. */
  id: z.string(),
  zoneId: z.string(),
  stationId: z.string(),
  stationCode: z.string(),
  graphId: z.number(),
  type: z.enum(STATION_TYPES),
  /** A load stands there (1/0). */
  isOccupied: z.number(),
  stationContainerType: z.string().nullable(),
  externalInfo: z.string().nullable(),
});
export type ZoneStation = z.output<typeof ZoneStation>;

/** GET /agvserver/equipment/queryByLayoutIdAndEquipmentCode */
export const EquipmentQuery = z.object({ layoutId: Id, equipmentCode: Code });

export const Equipment = z.object({
  id: z.string(),
  layoutId: z.string(),
  equipmentCode: z.string(),
  equipmentName: z.string(),
  brandName: z.string().nullable(),
  modelName: z.string().nullable(),
  stationCode: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** Custom info pairs for the tooltip; {} when the stored text is not a JSON object. */
  customInfo: z.record(z.string(), z.string()),
});
export type Equipment = z.output<typeof Equipment>;
