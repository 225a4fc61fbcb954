import { BoxGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { AMBIENT_INTENSITY, SUN_INTENSITY } from './lighting';
import { mergeCopies, stationChunks, stationOfFace } from './stationField';

describe('merged station field', () => {
  const shape = new BoxGeometry(2, 2, 2);
  const stations = [
    { x: 0, z: 0, colour: '#ff0000' },
    { x: 100, z: 50, colour: '#00ff00' },
  ];

  const SUN_ABOVE = { x: 0, y: 1, z: 0 };

  it('places a copy of the shape at every station, in its colour lit by the sun', () => {
    const merged = mergeCopies(shape, stations, SUN_ABOVE);
    const positions = merged.getAttribute('position');
    const v = shape.getAttribute('position').count;
    expect(positions.count).toBe(2 * v);
    expect(merged.getIndex()!.count).toBe(2 * shape.getIndex()!.count);
    // The second copy sits around (100, 50), green.
    expect(positions.getX(v) - shape.getAttribute('position').getX(0)).toBe(100);
    expect(positions.getZ(v) - shape.getAttribute('position').getZ(0)).toBe(50);
    const colours = merged.getAttribute('color');
    // Green, lit by ambient and (on faces turned up) the sun; the first copy red.
    const normals = shape.getAttribute('normal');
    const lit = (i: number) => (AMBIENT_INTENSITY + SUN_INTENSITY * Math.max(0, normals.getY(i))) / Math.PI;
    expect(colours.getX(v)).toBe(0);
    expect(colours.getY(v)).toBeCloseTo(lit(0));
    expect(colours.getZ(v)).toBe(0);
    expect(colours.getX(0)).toBeCloseTo(lit(0));
    const up = [...Array(v).keys()].find((i) => normals.getY(i) === 1)!;
    const side = [...Array(v).keys()].find((i) => normals.getY(i) === 0)!;
    expect(colours.getY(v + up)).toBeGreaterThan(colours.getY(v + side));
    expect(merged.getAttribute('normal')).toBeUndefined();
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

describe('station chunks', () => {
  const sun = { x: 0, y: 1, z: 0 };
  const parts = { top: new BoxGeometry(2, 0.1, 2), sides: new BoxGeometry(2, 2, 2) };

  it('groups stations by square areas, each area merged apart with its centre', () => {
    const stations = [
      { x: 10, z: 10, colour: '#ff0000' },
      { x: 900, z: 10, colour: '#00ff00' },
      { x: 30, z: 50, colour: '#0000ff' },
    ];
    const chunks = stationChunks(stations, parts, sun, 400);
    expect(chunks.map((c) => c.stations)).toEqual([[0, 2], [1]]);
    expect(chunks[0]!.centre).toEqual({ x: 20, z: 30 });
    const topVertices = parts.top.getAttribute('position').count;
    expect(chunks[0]!.tops.getAttribute('position').count).toBe(2 * topVertices);
    expect(chunks[1]!.sides.getAttribute('position').count).toBe(parts.sides.getAttribute('position').count);
    // The second area's only station sits at x 900.
    chunks[1]!.tops.computeBoundingBox();
    expect(chunks[1]!.tops.boundingBox!.min.x).toBe(899);
  });
});
