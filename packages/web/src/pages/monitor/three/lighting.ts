import { BoxGeometry, BufferAttribute, Color } from 'three';

/** The 3D scene's lights: an ambient light and one directional "sun" (three.js physical units). */
export const AMBIENT_INTENSITY = 1.6;
export const SUN_INTENSITY = 1.8;

export interface Direction {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** Where the sun stands for a walled area: high above its north-west part, shining at the world origin. */
export function sunPosition(area: { readonly width: number; readonly height: number }): [number, number, number] {
  const span = Math.max(area.width, area.height);
  return [area.width * 0.3, span, area.height * 0.2];
}

/** Unit vector towards the sun (its light falls the opposite way). */
export function sunDirection(area: { readonly width: number; readonly height: number }): Direction {
  const [x, y, z] = sunPosition(area);
  const length = Math.hypot(x, y, z) || 1;
  return { x: x / length, y: y / length, z: z / length };
}

/**
 * The colour a Lambert surface of `albedo` facing `normal` shows under these lights (three's
 * physically based Lambert: albedo / π times the irradiance), for drawing with an unlit material.
 * Software WebGL shades MeshLambertMaterial per pixel: the floor alone cost a third of each 3D
 * frame; static surfaces lit in advance look the same and cost nothing to light.
 */
export function bakedLambert(albedo: Color, normal: Direction, sun: Direction, out = new Color()): Color {
  const facing = Math.max(0, normal.x * sun.x + normal.y * sun.y + normal.z * sun.z);
  const irradiance = (AMBIENT_INTENSITY + SUN_INTENSITY * facing) / Math.PI;
  return out.copy(albedo).multiplyScalar(irradiance);
}

/** A box whose faces carry their lit colour as vertex colours (draw it with an unlit material). */
export function litBox(size: readonly [number, number, number], colour: string, sun: Direction): BoxGeometry {
  const box = new BoxGeometry(...size);
  const normals = box.getAttribute('normal');
  const colours = new Float32Array(normals.count * 3);
  const albedo = new Color(colour);
  const lit = new Color();
  for (let i = 0; i < normals.count; i++) {
    bakedLambert(albedo, { x: normals.getX(i), y: normals.getY(i), z: normals.getZ(i) }, sun, lit);
    colours.set([lit.r, lit.g, lit.b], i * 3);
  }
  box.setAttribute('color', new BufferAttribute(colours, 3));
  return box;
}
