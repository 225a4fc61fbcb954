import { BoxGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { mergeStations, stationOfFace } from './stationField';

describe('merged station field', () => {
  const shape = new BoxGeometry(2, 2, 2);
  const stations = [
    { x: 0, z: 0, colour: '#ff0000' },
    { x: 100, z: 50, colour: '#00ff00' },
  ];

  it('places a copy of the shape at every station, in its colour', () => {
    const merged = mergeStations(shape, stations);
    const positions = merged.getAttribute('position');
    const v = shape.getAttribute('position').count;
    expect(positions.count).toBe(2 * v);
    expect(merged.getIndex()!.count).toBe(2 * shape.getIndex()!.count);
    // The second copy sits around (100, 50), green.
    expect(positions.getX(v) - shape.getAttribute('position').getX(0)).toBe(100);
    expect(positions.getZ(v) - shape.getAttribute('position').getZ(0)).toBe(50);
    const colours = merged.getAttribute('color');
    expect([colours.getX(v), colours.getY(v), colours.getZ(v)]).toEqual([0, 1, 0]);
    expect(colours.getX(0)).toBe(1);
    // Every triangle of the second copy uses the second copy's vertices.
    const index = merged.getIndex()!;
    for (let i = shape.getIndex()!.count; i < index.count; i++) expect(index.getX(i)).toBeGreaterThanOrEqual(v);
  });

  it('tells which station a clicked face belongs to', () => {
    const faces = shape.getIndex()!.count / 3;
    expect(stationOfFace(shape, 0)).toBe(0);
    expect(stationOfFace(shape, faces - 1)).toBe(0);
    expect(stationOfFace(shape, faces)).toBe(1);
  });
});
