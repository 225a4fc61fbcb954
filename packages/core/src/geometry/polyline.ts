import type { Deg, Mm } from '../units.js';
import { distance, headingDeg, lerp, type Point } from './point.js';

/** A path made of straight pieces, with the running length at each vertex (mm). */
export interface Polyline {
  readonly points: readonly Point[];
  /** cumulative[i] = length from points[0] to points[i], mm. */
  readonly cumulative: readonly Mm[];
  /** Total length, mm. */
  readonly length: Mm;
}

export function polyline(points: readonly Point[]): Polyline {
  if (points.length < 2) throw new Error('a polyline needs at least two points');
  const cumulative: Mm[] = [0];
  for (let i = 1; i < points.length; i++) cumulative.push(cumulative[i - 1] + distance(points[i - 1], points[i]));
  return { points, cumulative, length: cumulative[cumulative.length - 1] };
}

export function reversePolyline(p: Polyline): Polyline {
  return polyline([...p.points].reverse());
}

/** Index i of the piece points[i]..points[i+1] that holds the fraction f of the length. */
function pieceAt(p: Polyline, d: Mm): number {
  let lo = 0;
  let hi = p.points.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (p.cumulative[mid] <= d) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Where a point travelling along the polyline is after covering `fraction` of it (0..1), and the
 * heading of the path there (direction of travel, degrees).
 */
export function poseAlong(p: Polyline, fraction: number): { point: Point; heading: Deg } {
  const f = Math.min(1, Math.max(0, fraction));
  const d = f * p.length;
  const i = pieceAt(p, d);
  const a = p.points[i];
  const b = p.points[i + 1];
  const piece = p.cumulative[i + 1] - p.cumulative[i];
  const t = piece > 0 ? (d - p.cumulative[i]) / piece : 0;
  return { point: lerp(a, b, t), heading: headingDeg(a, b) };
}

/** Heading at the start and at the end of the polyline (degrees). */
export function endHeadings(p: Polyline): { start: Deg; end: Deg } {
  const n = p.points.length;
  return { start: headingDeg(p.points[0], p.points[1]), end: headingDeg(p.points[n - 2], p.points[n - 1]) };
}
