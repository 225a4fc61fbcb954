import type { SegmentId, StationId, VehicleId, ZoneId } from '../ids.js';
import type { Point } from '../geometry/point.js';
import type { Mm } from '../units.js';

/**
 * Station types of SPEC §3. Public: ordinary travel node. Working: a place where loads are
 * picked and dropped (it has an occupancy: a load stands there or not). Charging: a charger.
 * Block: a station marked as blocked; the core treats it like a station in an active blocked
 * zone (no route may use it).
 */
export type StationType = 'Public' | 'Working' | 'Block' | 'Charging';

export interface Station {
  readonly id: StationId;
  /** Human code (RFID / stationCode). */
  readonly code: string;
  /** Position, mm. */
  readonly x: Mm;
  readonly y: Mm;
  readonly type: StationType;
  /** Idle vehicles may be parked here. */
  readonly parking?: boolean;
  /** Parking reserved to one vehicle ("AGV-dedicated parking space"). */
  readonly parkingFor?: VehicleId;
  /** Locked by an operator: routes avoid it. */
  readonly locked?: boolean;
  /** false = invalid (disabled): routes avoid it. Default true. */
  readonly valid?: boolean;
  /** A load stands on the station (Working stations). */
  readonly occupied?: boolean;
}

/**
 * The five segment directions of SPEC §2 (path tooltip). Our reading, from the segment's own
 * from -> to orientation and the vehicle's drive direction (nose first = Forward):
 *
 * | value            | from -> to         | to -> from          |
 * |------------------|--------------------|---------------------|
 * | forward          | yes, drive Forward | no                  |
 * | reverse          | yes, drive Backward| no                  |
 * | both             | yes, drive Forward | yes, drive Backward |
 * | double-forward   | yes, drive Forward | yes, drive Forward  |
 * | double-backward  | yes, drive Backward| yes, drive Backward |
 *
 * So `both` is the classic spur: drive in nose first, back out without turning. The table
 * lives in one place (direction.ts) so a different reading is a one-line change.
 */
export type SegmentDirection = 'forward' | 'reverse' | 'both' | 'double-forward' | 'double-backward';

export type SegmentShape =
  | { readonly kind: 'straight' }
  /** Cubic Bezier from the from-station through control points c1, c2 to the to-station (mm). */
  | { readonly kind: 'bezier'; readonly c1: Point; readonly c2: Point };

export interface Segment {
  readonly id: SegmentId;
  readonly from: StationId;
  readonly to: StationId;
  readonly shape: SegmentShape;
  readonly direction: SegmentDirection;
  /** Length in mm. When absent it is computed from the geometry (a Bezier by sampling). */
  readonly length?: Mm;
  readonly locked?: boolean;
  /** false = invalid (disabled). Default true. */
  readonly valid?: boolean;
}

/** Zone types of SPEC §4 (Block and Working are the ones the core acts on). */
export type ZoneType = 'Block' | 'Working' | 'Public';

export interface Zone {
  readonly id: ZoneId;
  readonly code: string;
  readonly type: ZoneType;
  readonly stations: readonly StationId[];
  /** For Block zones: whether the block is in force. Default true. */
  readonly active?: boolean;
}

/** A map layout: what the routing graph is built from. */
export interface Layout {
  readonly stations: readonly Station[];
  readonly segments: readonly Segment[];
  readonly zones?: readonly Zone[];
}

/** Drive direction of a vehicle: nose first or tail first (SPEC currentDirection). */
export type DriveDirection = 'Forward' | 'Backward';
