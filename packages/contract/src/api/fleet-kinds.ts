/*
 * The kinds the fleet data is made of (SPEC §3): station, segment and zone types, directions,
 * control task types, error levels, and the SPEC's defaults of a layout and a vehicle picture.
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
