import type { Point } from '../geometry/point.js';
import type { LifNurbs } from './read.js';

/** Metres; a control point this close to its node counts as the node (1 mm). */
const NODE_TOLERANCE_M = 0.001;
const CLAMPED_CUBIC = [0, 0, 0, 0, 1, 1, 1, 1] as const;

const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y) <= NODE_TOLERANCE_M;

/**
 * The two inner control points (metres) when the NURBS is exactly one cubic Bezier from start to
 * end: degree 3, four points, clamped knots without inner knots, equal weights. null otherwise.
 */
export function cubicOf(t: LifNurbs, start: Point, end: Point): readonly [Point, Point] | null {
  const [p0, p1, p2, p3] = t.points;
  if (t.degree !== 3 || t.points.length !== 4 || !p0 || !p1 || !p2 || !p3) return null;
  if (t.knots.length !== 8 || t.knots.some((k, i) => Math.abs(k - (CLAMPED_CUBIC[i] ?? NaN)) > 1e-9)) return null;
  if (t.points.some((p) => Math.abs(p.weight - p0.weight) > 1e-9)) return null;
  if (!near(p0, start) || !near(p3, end)) return null;
  return [
    { x: p1.x, y: p1.y },
    { x: p2.x, y: p2.y },
  ];
}

/** A degree-1 NURBS through its two nodes is the straight line AGVS draws anyway. */
export function isStraight(t: LifNurbs, start: Point, end: Point): boolean {
  const [p0, p1] = t.points;
  return t.degree === 1 && t.points.length === 2 && !!p0 && !!p1 && near(p0, start) && near(p1, end);
}

/** The exact NURBS of a cubic Bezier (metres), as export writes it. */
export function nurbsOfCubic(p0: Point, c1: Point, c2: Point, p3: Point) {
  return {
    degree: 3,
    knotVector: [...CLAMPED_CUBIC],
    controlPoints: [p0, c1, c2, p3].map((p) => ({ x: p.x, y: p.y, weight: 1 })),
  };
}
