import { PlaneGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * A station's block: a square of `width` (like the 2D map's square stations) standing `height`
 * high, its top and four sides only, 10 triangles. The camera never looks from below the floor, so
 * there is no bottom. Software WebGL pays for every triangle however small on screen: the
 * 8-sided drum of 24 triangles this replaced made 2,000 stations a 20 fps scene.
 */
export function stationShape(width: number, height: number): BufferGeometry {
  const { top, sides } = stationParts(width, height);
  const shape = mergeGeometries([top, sides]);
  top.dispose();
  sides.dispose();
  return shape;
}

/** The block's top (2 triangles) and its four sides (8), apart: far away only tops are drawn. */
export function stationParts(width: number, height: number): { readonly top: BufferGeometry; readonly sides: BufferGeometry } {
  const half = width / 2;
  const top = new PlaneGeometry(width, width).rotateX(-Math.PI / 2).translate(0, height / 2, 0);
  const side = (turn: number, x: number, z: number) => new PlaneGeometry(width, height).rotateY(turn).translate(x, 0, z);
  const parts = [side(0, 0, half), side(Math.PI, 0, -half), side(Math.PI / 2, half, 0), side(-Math.PI / 2, -half, 0)];
  const sides = mergeGeometries(parts);
  for (const part of parts) part.dispose();
  return { top, sides };
}
