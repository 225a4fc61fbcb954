import { describe, expect, it } from 'vitest';
import { sampleCubic } from './bezier.js';
import { piecesIntersect } from './intersect.js';
import { angleDiffDeg, headingDeg, normalizeDeg } from './point.js';
import { polyline, poseAlong } from './polyline.js';

describe('geometry', () => {
  it('measures a straight polyline: 3-4-5', () => {
    expect(polyline([{ x: 0, y: 0 }, { x: 3000, y: 4000 }]).length).toBe(5000);
  });

  it('a Bezier whose control points sit at 1/3 and 2/3 of the chord is the chord: 6000 mm', () => {
    const p = polyline(sampleCubic({ x: 0, y: 0 }, { x: 2000, y: 0 }, { x: 4000, y: 0 }, { x: 6000, y: 0 }));
    expect(p.length).toBeCloseTo(6000, 6);
  });

  it('a quarter-circle Bezier (k = 0.5523) of radius 2000 measures pi/2 * 2000 = 3141.6 mm within 0.1 %', () => {
    const r = 2000;
    const k = 0.5523 * r;
    const p = polyline(sampleCubic({ x: r, y: 0 }, { x: r, y: k }, { x: k, y: r }, { x: 0, y: r }));
    expect(Math.abs(p.length - (Math.PI / 2) * r) / ((Math.PI / 2) * r)).toBeLessThan(0.001);
  });

  it('finds the pose halfway along an L: (2000, 0) heading 0, then up at 90 degrees', () => {
    const p = polyline([{ x: 0, y: 0 }, { x: 4000, y: 0 }, { x: 4000, y: 4000 }]);
    expect(poseAlong(p, 0.25)).toEqual({ point: { x: 2000, y: 0 }, heading: 0 });
    expect(poseAlong(p, 0.75)).toEqual({ point: { x: 4000, y: 2000 }, heading: 90 });
  });

  it('normalises angles to (-180, 180] and measures the smaller difference', () => {
    expect(normalizeDeg(270)).toBe(-90);
    expect(normalizeDeg(-180)).toBe(180);
    expect(angleDiffDeg(170, -170)).toBe(20);
    expect(headingDeg({ x: 0, y: 0 }, { x: -1, y: 0 })).toBe(180);
  });

  it('detects crossing and touching line pieces, not disjoint ones', () => {
    expect(piecesIntersect({ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 10, y: 0 })).toBe(true);
    expect(piecesIntersect({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 })).toBe(true);
    expect(piecesIntersect({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 1 }, { x: 10, y: 1 })).toBe(false);
  });
});
