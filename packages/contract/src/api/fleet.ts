import { z } from 'zod';
import { Patterns } from '../patterns.js';
import { Code, Id } from './fields.js';

/*
 * Fleet data (SPEC §3 AGV, Station on map, Layout data, Segment, zones, equipment) and the read
 * calls of SPEC §7 "Vehicles" and "Stations/zones" on it. Map coordinates (mapX, mapY, control
 * points, width, height, stationRadius) are in map units; lengths are in mm.
 */

export const STATION_TYPES = ['Public', 'Working', 'Block', 'Charging'] as const;
export type StationType = (typeof STATION_TYPES)[number];

export const SEGMENT_TYPES = ['straight', 'Bezier'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];

/**
 * Segment directions of the path tooltip (SPEC §2). forward and reverse allow src -> dest only
 * (reverse driving tail first); both, double-forward and double-backward allow both ways (see
 * @agvs/core model/layout.ts for the drive direction of each).
 */
export const SEGMENT_DIRECTIONS = ['forward', 'reverse', 'both', 'double-forward', 'double-backward'] as const;
export type SegmentDirection = (typeof SEGMENT_DIRECTIONS)[number];

/** Whether a segment of this direction can be travelled from dest to src. */
export function isTwoWayDirection(direction: SegmentDirection): boolean {
  return direction !== 'forward' && direction !== 'reverse';
}

export const ZONE_TYPES = ['Public', 'Working', 'Block', 'Charging', 'Parking'] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];

export const AGV_DIRECTIONS = ['Forward', 'Backward'] as const;
export type AgvDirection = (typeof AGV_DIRECTIONS)[number];

export const CONTROL_TASK_TYPES = ['Delivery', 'Charge', 'Park'] as const;
export type ControlTaskType = (typeof CONTROL_TASK_TYPES)[number];

export const ERROR_LEVELS = ['Notice', 'Warning', 'Error', 'Fatal'] as const;
export type ErrorLevel = (typeof ERROR_LEVELS)[number];

export const ERROR_CATEGORIES = ['AgvError', 'SystemError'] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

/** Defaults of SPEC §3 / §9. */
export const DEFAULT_LAYOUT_WIDTH = 1180;
export const DEFAULT_LAYOUT_HEIGHT = 960;
export const DEFAULT_AGV_IMAGE = 'blueAGV.png';
export const DEFAULT_AGV_IMAGE_SIZE = 40;

const Text = (max: number) => z.string().trim().max(max);

// ---------------------------------------------------------------------------------------------
// Vehicles

/** GET /agvserver/agv/queryByUid */
export const AgvUidQuery = z.object({ agvUid: Id });

/** GET /agvserver/agv/queryByAgvCodeOrName: agvKey matches uid, code or name anywhere, ignoring case. */
export const AgvSearchQuery = z.object({
  agvKey: Text(64).optional(),
  agvName: Text(100).optional(),
  modelId: Id.optional(),
  currentLayoutId: Id.optional(),
});
export type AgvSearchQuery = z.input<typeof AgvSearchQuery>;

/**
 * A form value checked against a SPEC §5 pattern: the console sends numbers or text, the pattern
 * judges the text, the server keeps the number.
 */
const patterned = (pattern: RegExp) =>
  z
    .union([z.number(), z.string().trim().min(1)])
    .transform(String)
    .pipe(z.string().regex(pattern))
    .transform(Number);

const flag = patterned(Patterns.isValid);
/** Battery percentages: batteryLowLevel int2, the others the batteryFullLevel rule (int3, at most 100). */
const batteryLevel = patterned(Patterns.int3).pipe(z.number().max(100));
/** An optional level: left empty ('' or null, as queryByUid gives it back) it is stored as not set. */
const optionalBatteryLevel = z.union([batteryLevel, z.literal('').transform(() => null)]).nullish();

/** controlTaskType: a JSON list of { taskType } (SPEC §3); sent as the list or as its JSON text. */
const ControlTaskTypes = z
  .preprocess(
    (input, ctx) => {
      if (typeof input !== 'string') return input;
      if (input.trim() === '') return [];
      try {
        return JSON.parse(input) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', input, message: 'json', params: { message: 'fleet.controlTaskTypeInvalid' } });
        return z.NEVER;
      }
    },
    z.array(z.object({ taskType: z.enum(CONTROL_TASK_TYPES) })).max(CONTROL_TASK_TYPES.length),
  )
  .transform((list) => list.map((t) => ({ taskType: t.taskType })));

/** agvProtocol of a vehicle driven over VDA 5050 (MQTT). */
export const VDA5050_PROTOCOL = 'VDA5050';
/** VDA 5050 versions AGVS speaks; the first is the default. */
export const VDA_VERSIONS = ['2.0.0', '2.1.0'] as const;
export type VdaVersion = (typeof VDA_VERSIONS)[number];
/** interfaceName of a vehicle's topics unless given. */
export const VDA_DEFAULT_INTERFACE = 'uagv';
/** One MQTT topic level: VDA 5050 restricts them to these characters (no '/', '+' or '#'). */
const VdaTopicLevel = z.string().trim().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
/** A cleared text box: not given. */
const emptyAsNull = z.literal('').transform(() => null);

/** The AGV dialog's fields (SPEC §5 "AGV form"). */
const AgvFormFields = z.object({
  currentLayoutId: Id,
  agvUid: z.string().trim().min(1).max(64),
  agvCode: z.string().trim().regex(Patterns.code).optional(),
  agvName: Text(100).optional(),
  groupId: Id.nullish(),
  modelId: Id,
  isValid: flag,
  agvType: z.string().trim().min(1).max(32),
  agvHeadType: z.string().trim().min(1).max(32),
  agvProtocol: z.string().trim().min(1).max(32),
  agvSpeed: patterned(Patterns.positiveDouble),
  agvIp: z.string().trim().min(1).regex(Patterns.ip),
  isCommunicationLog: flag,
  taskStrategy: z.string().trim().min(1).max(32),
  isLock: flag,
  isAutoAllocation: flag,
  controlTaskType: ControlTaskTypes.optional(),
  batteryLowLevel: patterned(Patterns.int2),
  runOrderBatteryLevel: optionalBatteryLevel,
  freeBatteryLevel: optionalBatteryLevel,
  batteryFullLevel: batteryLevel,
  batteryFullTime: patterned(Patterns.long),
  chargeChangeTime: patterned(Patterns.long).nullish(),
  currentDirection: z.enum(AGV_DIRECTIONS).optional(),
  currentRotation: patterned(Patterns.double).optional(),
  agvImage: z.string().regex(/^[\w-]{1,60}\.(png|gif|jpg|svg)$/).optional(),
  agvImageSize: patterned(Patterns.int3),
  // VDA 5050 topic names (docs/vda5050.md): read only when agvProtocol is VDA5050.
  vdaManufacturer: VdaTopicLevel.nullish().or(emptyAsNull),
  vdaSerialNumber: VdaTopicLevel.nullish().or(emptyAsNull),
  vdaInterfaceName: VdaTopicLevel.optional().or(emptyAsNull),
  vdaVersion: z.enum(VDA_VERSIONS).optional(),
});

type AgvFormValues = z.output<typeof AgvFormFields>;

/** Levels must rise: forced charge <= run-order and idle-charge levels <= full level. */
function checkBatteryLevels(value: AgvFormValues, ctx: z.RefinementCtx): void {
  const low = value.batteryLowLevel;
  const full = value.batteryFullLevel;
  const issue = (path: keyof AgvFormValues) =>
    ctx.addIssue({ code: 'custom', path: [path], message: 'battery order', params: { message: 'fleet.batteryOrder' } });
  if (low > full) issue('batteryLowLevel');
  if (value.runOrderBatteryLevel != null && (value.runOrderBatteryLevel < low || value.runOrderBatteryLevel > full)) {
    issue('runOrderBatteryLevel');
  }
  if (value.freeBatteryLevel != null && (value.freeBatteryLevel < low || value.freeBatteryLevel > full)) {
    issue('freeBatteryLevel');
  }
}

/** A VDA 5050 vehicle needs its manufacturer and serial number: they name its MQTT topics. */
function checkVdaFields(value: AgvFormValues, ctx: z.RefinementCtx): void {
  if (value.agvProtocol !== VDA5050_PROTOCOL) return;
  for (const path of ['vdaManufacturer', 'vdaSerialNumber'] as const) {
    if (!value[path]) ctx.addIssue({ code: 'custom', path: [path], message: 'required for VDA5050', params: { message: 'fleet.vdaFieldRequired' } });
  }
}

/** Cross-field rules run only on a form whose fields passed their own checks. */
const whenFieldsValid = { when: (payload: { readonly issues: readonly unknown[] }) => payload.issues.length === 0 };

/**
 * POST /agvserver/agv/add. currentStationCode: the station of its layout where a simulated
 * vehicle starts (left out: a free parking or charging station; refused when taken or unknown).
 */
export const AgvAddRequest = AgvFormFields.extend({ currentStationCode: z.string().trim().max(64).nullish() })
  .superRefine(checkBatteryLevels, whenFieldsValid)
  .superRefine(checkVdaFields, whenFieldsValid);
export type AgvAddRequest = z.input<typeof AgvAddRequest>;

/** PUT /agvserver/agv/edit: the same form with the record's id. */
export const AgvEditRequest = AgvFormFields.extend({ id: Id }).superRefine(checkBatteryLevels, whenFieldsValid).superRefine(checkVdaFields, whenFieldsValid);
export type AgvEditRequest = z.input<typeof AgvEditRequest>;

/** SPEC §3 "AGV": a vehicle record as the vehicle calls answer it, with its model, group and brand names. */
export const Agv = z.object({
  id: z.string(),
  agvUid: z.string(),
  agvCode: z.string(),
  agvName: z.string(),
  mapId: z.string().nullable(),
  currentLayoutId: z.string().nullable(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  modelId: z.string(),
  modelName: z.string(),
  brandId: z.string().nullable(),
  agvType: z.string(),
  agvHeadType: z.string(),
  agvProtocol: z.string(),
  /** VDA 5050 topic names; manufacturer and serial number null unless the protocol is VDA5050. */
  vdaManufacturer: z.string().nullable(),
  vdaSerialNumber: z.string().nullable(),
  vdaInterfaceName: z.string(),
  vdaVersion: z.string(),
  /** mm/s */
  agvSpeed: z.number(),
  agvIp: z.string(),
  isValid: z.number(),
  isCommunicationLog: z.number(),
  taskStrategy: z.string(),
  isConnected: z.number(),
  /** 1 locked, 0 unlocked */
  isLock: z.number(),
  isAutoAllocation: z.number(),
  /** JSON list of { taskType } or '' when none; the console parses it. */
  controlTaskType: z.string(),
  batteryLowLevel: z.number(),
  runOrderBatteryLevel: z.number().nullable(),
  freeBatteryLevel: z.number().nullable(),
  batteryFullLevel: z.number(),
  /** minutes */
  batteryFullTime: z.number(),
  /** ms since epoch of the last charge status change */
  chargeChangeTime: z.number().nullable(),
  currentDirection: z.enum(AGV_DIRECTIONS),
  currentRotation: z.number(),
  agvImage: z.string(),
  agvImageSize: z.number(),
  /** Where the vehicle was last placed (the runtime keeps the live position). */
  currentStationCode: z.string().nullable(),
  updateTime: z.number(),
});
export type Agv = z.output<typeof Agv>;

// ---------------------------------------------------------------------------------------------
// Layouts, stations, zones, equipment

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
