import { VEHICLE_LENGTH } from './displayRules';
import type { Point } from './geometry';
import type { Pose } from './motion';
import { VEHICLE_WIDTH } from './vehicleOutline';

export interface PlacedVehicle {
  readonly uid: string;
  readonly pose: Pose;
}

/**
 * The vehicle under a map point (the canvas-drawn fleet has no elements to hit): the point is
 * turned into each vehicle's own frame and tested against its body, `slack` map units wider on each
 * side so a small vehicle far out is still clickable. The last one drawn (on top) wins.
 */
export function vehicleAt(vehicles: Iterable<PlacedVehicle>, point: Point, slack = 0): string | null {
  const halfLength = VEHICLE_LENGTH / 2 + slack;
  const halfWidth = VEHICLE_WIDTH / 2 + slack;
  let hit: string | null = null;
  for (const { uid, pose } of vehicles) {
    const rad = (pose.angle * Math.PI) / 180;
    const dx = point.x - pose.x;
    const dy = point.y - pose.y;
    const along = dx * Math.cos(rad) + dy * Math.sin(rad);
    const across = -dx * Math.sin(rad) + dy * Math.cos(rad);
    if (Math.abs(along) <= halfLength && Math.abs(across) <= halfWidth) hit = uid;
  }
  return hit;
}
