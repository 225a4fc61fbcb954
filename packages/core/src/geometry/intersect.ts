import type { Mm } from '../units.js';
import { distance, type Point } from './point.js';
import type { Polyline } from './polyline.js';

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** Do the closed line pieces a1-a2 and b1-b2 touch or cross? */
export function piecesIntersect(a1: Point, a2: Point, b1: Point, b2: Point): boolean {
  const d1 = cross(b1, b2, a1);
  const d2 = cross(b1, b2, a2);
  const d3 = cross(a1, a2, b1);
  const d4 = cross(a1, a2, b2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const on = (p: Point, q: Point, r: Point, d: number) =>
    d === 0 && Math.min(p.x, q.x) <= r.x && r.x <= Math.max(p.x, q.x) && Math.min(p.y, q.y) <= r.y && r.y <= Math.max(p.y, q.y);
  return on(b1, b2, a1, d1) || on(b1, b2, a2, d2) || on(a1, a2, b1, d3) || on(a1, a2, b2, d4);
}

/** Distance from point p to the line piece a-b, mm. */
export function pointPieceDistance(p: Point, a: Point, b: Point): Mm {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return distance(p, a);
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return distance(p, { x: a.x + t * dx, y: a.y + t * dy });
}

/** Minimum distance from p to the polyline, mm. */
export function pointPolylineDistance(p: Point, line: Polyline): Mm {
  let best = Infinity;
  for (let i = 0; i + 1 < line.points.length; i++) best = Math.min(best, pointPieceDistance(p, line.points[i], line.points[i + 1]));
  return best;
}

/**
 * Do two polylines cross, ignoring contact within `ignoreNear` mm of the given shared points
 * (two lanes meeting at a common station are not a crossing)?
 */
export function polylinesCross(a: Polyline, b: Polyline, shared: readonly Point[], ignoreNear: Mm): boolean {
  const nearShared = (p: Point) => shared.some((s) => distance(s, p) <= ignoreNear);
  for (let i = 0; i + 1 < a.points.length; i++) {
    const a1 = a.points[i];
    const a2 = a.points[i + 1];
    for (let j = 0; j + 1 < b.points.length; j++) {
      const b1 = b.points[j];
      const b2 = b.points[j + 1];
      if (!piecesIntersect(a1, a2, b1, b2)) continue;
      if (shared.length === 0) return true;
      // Touching only next to a shared station does not count.
      if (!(nearShared(a1) || nearShared(a2)) || !(nearShared(b1) || nearShared(b2))) return true;
    }
  }
  return false;
}
