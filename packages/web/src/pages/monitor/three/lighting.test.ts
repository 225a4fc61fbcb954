import { Color } from 'three';
import { describe, expect, it } from 'vitest';
import { AMBIENT_INTENSITY, bakedLambert, litBox, SUN_INTENSITY, sunDirection } from './lighting';

describe('baked Lambert lighting of static 3D surfaces', () => {
  const sun = sunDirection({ width: 1000, height: 600 });

  it('points at the sun high above the area', () => {
    expect(Math.hypot(sun.x, sun.y, sun.z)).toBeCloseTo(1);
    expect(sun.y).toBeGreaterThan(0.9);
  });

  it('lights a surface facing the sun by ambient and sun, one facing away by ambient only', () => {
    const albedo = new Color(0.5, 0.25, 0.1);
    const lit = bakedLambert(albedo, sun, sun);
    expect(lit.r).toBeCloseTo((0.5 * (AMBIENT_INTENSITY + SUN_INTENSITY)) / Math.PI);
    const away = bakedLambert(albedo, { x: -sun.x, y: -sun.y, z: -sun.z }, sun);
    expect(away.g).toBeCloseTo((0.25 * AMBIENT_INTENSITY) / Math.PI);
    // A floor (facing up) is lit in between.
    const floor = bakedLambert(albedo, { x: 0, y: 1, z: 0 }, sun);
    expect(floor.b).toBeGreaterThan(away.b);
    expect(floor.b).toBeLessThanOrEqual(lit.b);
  });

  it('colours a box face by face: the top lit by the sun, the bottom by ambient light only', () => {
    const box = litBox([10, 2, 10], '#808080', { x: 0, y: 1, z: 0 });
    const normals = box.getAttribute('normal');
    const colours = box.getAttribute('color');
    const grey = new Color('#808080').r;
    for (let i = 0; i < normals.count; i++) {
      const expected = (grey * (AMBIENT_INTENSITY + SUN_INTENSITY * Math.max(0, normals.getY(i)))) / Math.PI;
      expect(colours.getX(i)).toBeCloseTo(expected);
    }
  });
});
