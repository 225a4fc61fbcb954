import { CircleGeometry, CylinderGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

const SIDES = 8;

/**
 * A station's drum: sides and top only. The camera never looks from below the floor, so the
 * bottom cap is never seen, and 8 sides look round at station size (16 units across); with 10,000 instances every
 * vertex counts (software rendering draws each one every frame while vehicles move).
 */
export function stationShape(radius: number, height: number): BufferGeometry {
  const sides = new CylinderGeometry(radius, radius, height, SIDES, 1, true);
  const top = new CircleGeometry(radius, SIDES).rotateX(-Math.PI / 2).translate(0, height / 2, 0);
  const shape = mergeGeometries([sides, top]);
  sides.dispose();
  top.dispose();
  return shape;
}
