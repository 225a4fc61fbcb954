import { describe, expect, it } from 'vitest';
import { stationShape } from './stationShape';

describe('3D station shape', () => {
  const shape = stationShape(14, 2);
  const normals = shape.getAttribute('normal');
  const positions = shape.getAttribute('position');

  it('is a 14 wide, 2 high block of 10 triangles with no bottom', () => {
    expect(shape.getIndex()!.count / 3).toBe(10);
    shape.computeBoundingBox();
    const box = shape.boundingBox!;
    expect([box.min.x, box.max.x, box.min.y, box.max.y, box.min.z, box.max.z]).toEqual([-7, 7, -1, 1, -7, 7]);
    for (let i = 0; i < normals.count; i++) expect(normals.getY(i)).toBeGreaterThan(-0.5);
  });

  it('has its sides facing outwards and its top up', () => {
    for (let i = 0; i < normals.count; i++) {
      const outward = normals.getX(i) * positions.getX(i) + normals.getY(i) * positions.getY(i) + normals.getZ(i) * positions.getZ(i);
      expect(outward).toBeGreaterThan(0);
    }
  });
});
