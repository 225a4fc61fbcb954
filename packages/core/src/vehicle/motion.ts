import type { StationId } from '../ids.js';
import { angleDiffDeg, normalizeDeg, type Point } from '../geometry/point.js';
import { poseAlong } from '../geometry/polyline.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import type { DriveDirection } from '../model/layout.js';
import type { Position } from '../model/position.js';
import { ROTATION_TOLERANCE_DEG } from '../routing/cost.js';
import type { Deg, DegPerS, Mm, MmPerS, Ms } from '../units.js';

/** Closer than this to the end of an edge counts as arrived (floating point), mm. */
const ARRIVAL_EPSILON_MM = 1e-6;

/** The moving part of a vehicle: where it is, how it faces, what it may drive. */
export interface MotionState {
  readonly position: Position;
  /** Body heading, degrees. */
  readonly heading: Deg;
  /** Drive direction of the current or last edge. */
  readonly drive: DriveDirection;
  /** Remaining route; while on an edge, route[0] is that edge. */
  readonly route: readonly TravelEdge[];
  /** Route steps reserved by traffic control; the vehicle never drives past them. */
  readonly claimed: number;
}

export interface MotionResult {
  readonly state: MotionState;
  /** Distance driven, mm. */
  readonly travelled: Mm;
  /** Time spent rotating on the spot, ms. */
  readonly rotatedMs: Ms;
  /** Stations reached during the step, in order. */
  readonly arrivals: readonly StationId[];
}

/**
 * Advances one vehicle by dtMs: first rotate on the spot to the next edge's start heading (at
 * rotationSpeed), then drive at speed along reserved edges, across stations without stopping
 * while the next edge is reserved. Constant speed, no acceleration.
 */
export function advanceMotion(s: MotionState, dtMs: Ms, speed: MmPerS, rotationSpeed: DegPerS): MotionResult {
  let { position, heading, drive, route, claimed } = s;
  let left = dtMs;
  let travelled = 0;
  let rotatedMs = 0;
  const arrivals: StationId[] = [];
  while (left > 0 && claimed > 0 && route.length > 0) {
    const e = route[0];
    if (position.kind === 'at') {
      const diff = normalizeDeg(e.startHeading - heading);
      if (Math.abs(diff) > ROTATION_TOLERANCE_DEG) {
        if (!Number.isFinite(rotationSpeed)) heading = e.startHeading;
        else {
          const need = (Math.abs(diff) / rotationSpeed) * 1000;
          const used = Math.min(need, left);
          heading = used >= need ? e.startHeading : normalizeDeg(heading + Math.sign(diff) * (used / 1000) * rotationSpeed);
          left -= used;
          rotatedMs += used;
          if (used < need) break;
        }
      }
      position = { kind: 'on', edge: e, progress: 0 };
      drive = e.drive;
    }
    const p = position as Extract<Position, { kind: 'on' }>;
    const remaining = e.length - p.progress;
    const reach = (speed * left) / 1000;
    if (reach < remaining - ARRIVAL_EPSILON_MM) {
      position = { kind: 'on', edge: e, progress: p.progress + reach };
      travelled += reach;
      left = 0;
    } else {
      travelled += remaining;
      left = Math.max(0, left - (remaining / speed) * 1000);
      position = { kind: 'at', station: e.to };
      heading = e.endHeading;
      route = route.slice(1);
      claimed -= 1;
      arrivals.push(e.to);
    }
  }
  if (position.kind === 'on') heading = bodyHeading(position.edge, position.progress);
  return { state: { position, heading, drive, route, claimed }, travelled, rotatedMs, arrivals };
}

/** Body heading on an edge at `progress` mm (path tangent, turned round when driving backward). */
export function bodyHeading(e: TravelEdge, progress: Mm): Deg {
  const tangent = poseAlong(e.path, e.length > 0 ? progress / e.length : 0).heading;
  return normalizeDeg(tangent + (e.drive === 'Backward' ? 180 : 0));
}

/** Map coordinates of a position, mm. */
export function positionPoint(graph: LayoutGraph, p: Position): Point {
  if (p.kind === 'at') {
    const s = graph.stations.get(p.station)!;
    return { x: s.x, y: s.y };
  }
  return poseAlong(p.edge.path, p.edge.length > 0 ? p.progress / p.edge.length : 0).point;
}

/** True when the heading is already right for the edge (no rotation needed). */
export function facing(heading: Deg, e: TravelEdge): boolean {
  return angleDiffDeg(heading, e.startHeading) <= ROTATION_TOLERANCE_DEG;
}
