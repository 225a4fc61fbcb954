import { signedTurn } from './liveRules';

/** A vehicle's drawn position and heading (degrees) on the 2D map. */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly angle: number;
}

/**
 * The pose a share `t` (0..1) of the way from `from` to `to`: straight-line position, heading
 * turned the short way round (so 350° to 10° turns 20°, not 340°).
 */
export function poseAt(from: Pose, to: Pose, t: number): Pose {
  const k = Math.min(1, Math.max(0, t));
  if (k === 1) return to;
  return {
    x: from.x + (to.x - from.x) * k,
    y: from.y + (to.y - from.y) * k,
    angle: from.angle + signedTurn(from.angle, to.angle) * k,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * SVG transform attributes of a pose: the vehicle group moves and turns in one transform (one
 * paint chunk per vehicle, not two); its name turns back upright.
 */
export function poseTransforms(pose: Pose): { readonly place: string; readonly upright: string } {
  const angle = round(pose.angle);
  return { place: `translate(${round(pose.x)} ${round(pose.y)}) rotate(${angle})`, upright: `rotate(${-angle})` };
}
