import { VEHICLE_LENGTH } from './displayRules';
import type { Pose } from './motion';

/** A vehicle is 16 map units long and 10 wide (SPEC §9), like the SVG vehicle of `VehicleLayer`. */
export const VEHICLE_WIDTH = 10;

type Outline = readonly (readonly [number, number])[];

const half = VEHICLE_LENGTH / 2;
/** Shapes in the vehicle's own frame, +x ahead, as `VehicleLayer` draws them. */
export const VEHICLE_BODY: Outline = [
  [-half, -VEHICLE_WIDTH / 2],
  [half, -VEHICLE_WIDTH / 2],
  [half, VEHICLE_WIDTH / 2],
  [-half, VEHICLE_WIDTH / 2],
];
export const VEHICLE_NOSE: Outline = [
  [half - 5, -3],
  [half - 1, 0],
  [half - 5, 3],
];
export const VEHICLE_FREIGHT: Outline = [
  [-4, -3.5],
  [3, -3.5],
  [3, 3.5],
  [-4, 3.5],
];
/** The error marker's centre and radius. */
export const VEHICLE_ALERT = { x: half, y: -6, r: 3 } as const;

/** A point of the vehicle's frame placed at a pose (heading in degrees, clockwise on screen). */
export function placePoint(pose: Pose, x: number, y: number): readonly [number, number] {
  const rad = (pose.angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return [pose.x + x * cos - y * sin, pose.y + x * sin + y * cos];
}

/**
 * Adds an outline placed at a pose to a path as one polygon (many vehicles share one path per
 * colour). The polygon is closed by a line back to its first point, not `closePath()`: on a path of
 * a thousand polygons Chromium's closePath took most of a frame.
 */
export function tracePlaced(path: { moveTo(x: number, y: number): void; lineTo(x: number, y: number): void }, pose: Pose, outline: Outline): void {
  const rad = (pose.angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const [x0, y0] = outline[0]!;
  const startX = pose.x + x0 * cos - y0 * sin;
  const startY = pose.y + x0 * sin + y0 * cos;
  path.moveTo(startX, startY);
  for (let i = 1; i < outline.length; i++) {
    const [x, y] = outline[i]!;
    path.lineTo(pose.x + x * cos - y * sin, pose.y + x * sin + y * cos);
  }
  path.lineTo(startX, startY);
}

/**
 * The error look over time, like the SVG's CSS animations: the body's fill pulses to red once a
 * second (`pulse` 0..1), the marker fades to a quarter and grows 1.7 times every 0.9 s.
 */
export function errorPhase(now: number): { readonly pulse: number; readonly alertOpacity: number; readonly alertScale: number } {
  const wave = (period: number) => 0.5 - 0.5 * Math.cos((2 * Math.PI * (now % period)) / period);
  const alert = wave(900);
  return { pulse: wave(1000), alertOpacity: 1 - 0.75 * alert, alertScale: 1 + 0.7 * alert };
}

/** `#rrggbb` a share `k` (0..1) of the way from `from` to `to`. */
export function mixColour(from: string, to: string, k: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * Math.min(1, Math.max(0, k))));
  return `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}
