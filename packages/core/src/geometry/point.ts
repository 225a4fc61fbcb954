import type { Deg, Mm } from '../units.js';

/** A point on the map, in mm. */
export interface Point {
  readonly x: Mm;
  readonly y: Mm;
}

export const point = (x: Mm, y: Mm): Point => ({ x, y });

/** Euclidean distance in mm. */
export function distance(a: Point, b: Point): Mm {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Heading of the vector a -> b in degrees (0 along +x, counter-clockwise). */
export function headingDeg(a: Point, b: Point): Deg {
  return normalizeDeg((Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI);
}

/** Normalises an angle to (-180, 180]. */
export function normalizeDeg(a: Deg): Deg {
  let r = a % 360;
  if (r <= -180) r += 360;
  if (r > 180) r -= 360;
  return r === 0 ? 0 : r; // no -0
}

/** Smallest absolute difference between two headings, in [0, 180]. */
export function angleDiffDeg(a: Deg, b: Deg): Deg {
  return Math.abs(normalizeDeg(b - a));
}

export function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}
