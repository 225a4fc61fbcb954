import { cubicPoint, distance, sampleCubic as sampleCubicPieces, type Point } from '@agvs/core';

/** Plane geometry of the 2D map (map units, y grows downwards as the SVG draws); curves come from core. */
export { distance, type Point };

/** SPEC §9: a Bezier is measured and followed through 20 sample points. */
export const BEZIER_SAMPLE_POINTS = 20;

/** `points` points of the curve from p0 to p3 at equal parameter steps (both ends included). */
export function sampleCubic(p0: Point, p1: Point, p2: Point, p3: Point, points = BEZIER_SAMPLE_POINTS): Point[] {
  if (points < 2) throw new RangeError('a curve needs at least 2 sample points');
  return sampleCubicPieces(p0, p1, p2, p3, points - 1);
}

export function polylineLength(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += distance(points[i - 1]!, points[i]!);
  return length;
}

/** Length of a cubic Bezier measured along its sampled polyline. */
export function cubicLength(p0: Point, p1: Point, p2: Point, p3: Point, points = BEZIER_SAMPLE_POINTS): number {
  return polylineLength(sampleCubic(p0, p1, p2, p3, points));
}

/** A segment's drawable shape: straight (no control points) or cubic (two control points). */
export interface SegmentShape {
  readonly from: Point;
  readonly to: Point;
  readonly controls: readonly [Point, Point] | null;
}

/** SVG path data of a segment shape. */
export function shapePath(shape: SegmentShape): string {
  const { from, to, controls } = shape;
  const f = (p: Point) => `${round(p.x)} ${round(p.y)}`;
  if (!controls) return `M${f(from)}L${f(to)}`;
  return `M${f(from)}C${f(controls[0])} ${f(controls[1])} ${f(to)}`;
}

/** Point and heading (degrees, 0 along +x, clockwise on screen) halfway along the shape. */
export function shapeMidpoint(shape: SegmentShape): { readonly point: Point; readonly angle: number } {
  const { from, to, controls } = shape;
  if (!controls) {
    return { point: { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }, angle: heading(from, to) };
  }
  const point = cubicPoint(from, controls[0], controls[1], to, 0.5);
  const before = cubicPoint(from, controls[0], controls[1], to, 0.49);
  const after = cubicPoint(from, controls[0], controls[1], to, 0.51);
  return { point, angle: heading(before, after) };
}

export function heading(from: Point, to: Point): number {
  return (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
}

export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Smallest box around the points, null for none. */
export function boundsOf(points: Iterable<Point>): Bounds | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return minX === Infinity ? null : { minX, minY, maxX, maxY };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * The direction arrow of a path as an absolute outline (a triangle 6.4 long and 5.2 wide pointing
 * along `angleDeg`, centred on `at`). Written out rather than placed with a transform attribute:
 * every transform gives the browser one more paint chunk to sort through on each frame.
 */
export function arrowPath(at: Point, angleDeg: number): string {
  const rad = (angleDeg * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const r = (n: number) => Math.round(n * 100) / 100;
  const p = (x: number, y: number) => `${r(at.x + x * cos - y * sin)} ${r(at.y + x * sin + y * cos)}`;
  return `M${p(-3.2, -2.6)}L${p(3.2, 0)}L${p(-3.2, 2.6)}Z`;
}
