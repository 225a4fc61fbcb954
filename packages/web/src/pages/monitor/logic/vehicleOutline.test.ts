import { describe, expect, it } from 'vitest';
import { errorPhase, mixColour, placePoint, tracePlaced, VEHICLE_BODY } from './vehicleOutline';

const rounded = (points: readonly (readonly [number, number])[]) => points.map(([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100]);

describe('vehicle outline on the canvas map', () => {
  it('places the vehicle frame at a pose, heading clockwise on screen', () => {
    expect(rounded([placePoint({ x: 100, y: 50, angle: 0 }, 8, 0)])).toEqual([[108, 50]]);
    expect(rounded([placePoint({ x: 100, y: 50, angle: 90 }, 8, 0)])).toEqual([[100, 58]]);
  });

  it('traces the 16 by 10 body turned with the vehicle as one closed polygon', () => {
    const points: [number, number][] = [];
    tracePlaced({ moveTo: (x, y) => points.push([x, y]), lineTo: (x, y) => points.push([x, y]) }, { x: 0, y: 0, angle: 90 }, VEHICLE_BODY);
    expect(rounded(points)).toEqual([
      [5, -8],
      [5, 8],
      [-5, 8],
      [-5, -8],
      [5, -8],
    ]);
  });

  it('pulses an erroring vehicle to red and back once a second, its marker fading every 0.9 s', () => {
    expect(errorPhase(0)).toEqual({ pulse: 0, alertOpacity: 1, alertScale: 1 });
    expect(errorPhase(500).pulse).toBeCloseTo(1);
    expect(errorPhase(450).alertOpacity).toBeCloseTo(0.25);
    expect(errorPhase(450).alertScale).toBeCloseTo(1.7);
    expect(errorPhase(1000).pulse).toBeCloseTo(0);
  });

  it('mixes two colours', () => {
    expect(mixColour('#000000', '#ff8040', 0.5)).toBe('#804020');
    expect(mixColour('#22c55e', '#ef4444', 0)).toBe('#22c55e');
    expect(mixColour('#22c55e', '#ef4444', 2)).toBe('#ef4444');
  });
});
