import { describe, expect, it } from 'vitest';
import { arrowPath, BEZIER_SAMPLE_POINTS, boundsOf, cubicLength, sampleCubic, shapeMidpoint, shapePath } from './geometry';

describe('map geometry', () => {
  it('samples a cubic Bezier through 20 points from start to end', () => {
    const points = sampleCubic({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 10 }, { x: 20, y: 20 });
    expect(points).toHaveLength(BEZIER_SAMPLE_POINTS);
    expect(points[0]).toEqual({ x: 0, y: 0 });
    expect(points[19]).toEqual({ x: 20, y: 20 });
  });

  it('measures a straight Bezier as the distance between its ends', () => {
    // Control points on the line: 0,0 -> 30,40 is 50 long.
    expect(cubicLength({ x: 0, y: 0 }, { x: 10, y: 40 / 3 }, { x: 20, y: 80 / 3 }, { x: 30, y: 40 })).toBeCloseTo(50, 6);
  });

  it('measures a quarter circle close to pi r / 2 with the kappa controls', () => {
    const r = 100;
    const k = 0.5523 * r;
    const length = cubicLength({ x: r, y: 0 }, { x: r, y: k }, { x: k, y: r }, { x: 0, y: r });
    expect(length).toBeGreaterThan(155);
    expect(length).toBeLessThan((Math.PI * r) / 2 + 0.5);
  });

  it('draws straight and cubic path data', () => {
    expect(shapePath({ from: { x: 1, y: 2 }, to: { x: 3, y: 4 }, controls: null })).toBe('M1 2L3 4');
    expect(
      shapePath({ from: { x: 0, y: 0 }, to: { x: 9, y: 9 }, controls: [{ x: 1.234, y: 0 }, { x: 9, y: 7.777 }] }),
    ).toBe('M0 0C1.23 0 9 7.78 9 9');
  });

  it('finds the middle and heading of a segment', () => {
    const mid = shapeMidpoint({ from: { x: 0, y: 0 }, to: { x: 0, y: 10 }, controls: null });
    expect(mid.point).toEqual({ x: 0, y: 5 });
    expect(mid.angle).toBe(90);
  });

  it('bounds points, none for an empty list', () => {
    expect(boundsOf([{ x: 3, y: -1 }, { x: -2, y: 5 }])).toEqual({ minX: -2, minY: -1, maxX: 3, maxY: 5 });
    expect(boundsOf([])).toBeNull();
  });
});

describe('arrowPath', () => {
  it('points the arrow along the heading, centred on the point', () => {
    expect(arrowPath({ x: 100, y: 50 }, 0)).toBe('M96.8 47.4L103.2 50L96.8 52.6Z');
    // Heading 90° (down the screen): the tip is below the centre.
    expect(arrowPath({ x: 100, y: 50 }, 90)).toBe('M102.6 46.8L100 53.2L97.4 46.8Z');
  });
});
