import type { Point } from './point.js';

/** Point of the cubic Bezier p0..p3 at parameter t in [0, 1]. */
export function cubicPoint(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return { x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y };
}

/** Default number of straight pieces a Bezier is cut into to measure and follow it. */
export const BEZIER_SAMPLES = 64;

/** The Bezier as samples+1 points from p0 to p3 (equal parameter steps). */
export function sampleCubic(p0: Point, p1: Point, p2: Point, p3: Point, samples = BEZIER_SAMPLES): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= samples; i++) points.push(cubicPoint(p0, p1, p2, p3, i / samples));
  return points;
}
