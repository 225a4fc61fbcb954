import { describe, expect, it } from 'vitest';
import { poseAt, poseTransforms } from './motion';

describe('vehicle motion on the 2D map', () => {
  const from = { x: 10, y: 20, angle: 350 };
  const to = { x: 110, y: -80, angle: 10 };

  it('moves in a straight line and turns the short way round', () => {
    expect(poseAt(from, to, 0.5)).toEqual({ x: 60, y: -30, angle: 360 });
    expect(poseAt(from, to, 0.25)).toEqual({ x: 35, y: -5, angle: 355 });
  });

  it('stays within the move before its start and after its end', () => {
    expect(poseAt(from, to, -1)).toEqual(from);
    expect(poseAt(from, to, 3)).toBe(to);
  });

  it('writes the pose as translate and rotate attributes rounded to 0.01', () => {
    expect(poseTransforms({ x: 1 / 3, y: 2, angle: 90.456 })).toEqual({ place: 'translate(0.33 2) rotate(90.46)', upright: 'rotate(-90.46)' });
  });
});
