import { describe, expect, it } from 'vitest';
import { vehicleAt } from './vehicleHit';

describe('vehicle hit on the canvas', () => {
  const east = { uid: 'east', pose: { x: 100, y: 100, angle: 0 } };
  const south = { uid: 'south', pose: { x: 300, y: 100, angle: 90 } };

  it('hits a vehicle within its turned body and misses beside it', () => {
    expect(vehicleAt([east, south], { x: 107, y: 104 })).toBe('east');
    expect(vehicleAt([east, south], { x: 100, y: 107 })).toBeNull();
    // Heading south, the 16-unit length runs along y.
    expect(vehicleAt([east, south], { x: 300, y: 107 })).toBe('south');
    expect(vehicleAt([east, south], { x: 307, y: 100 })).toBeNull();
  });

  it('widens the body by the slack and lets the vehicle drawn last win', () => {
    expect(vehicleAt([east], { x: 100, y: 107 }, 3)).toBe('east');
    const over = { uid: 'over', pose: { x: 102, y: 100, angle: 0 } };
    expect(vehicleAt([east, over], { x: 101, y: 100 })).toBe('over');
  });
});
