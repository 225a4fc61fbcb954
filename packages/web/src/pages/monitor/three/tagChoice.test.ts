import { describe, expect, it } from 'vitest';
import { taggedVehicles } from './tagChoice';

const at = (agvUid: string, x: number) => ({ agvUid, x, y: 0, z: 0 });
const camera = { x: 0, y: 0, z: 0 };

describe('tagged vehicles', () => {
  it('tags the nearest vehicles to the camera, up to the limit', () => {
    const list = [at('far', 90), at('near', 5), at('mid', 40), at('next', 10)];
    expect(taggedVehicles(list, camera, null, 3)).toEqual(['near', 'next', 'mid']);
    expect(taggedVehicles(list, camera, null, 10)).toEqual(['near', 'next', 'mid', 'far']);
  });

  it('always tags the selected vehicle, first, however far it is', () => {
    const list = [at('far', 90), at('near', 5), at('next', 10)];
    expect(taggedVehicles(list, camera, 'far', 2)).toEqual(['far', 'near']);
  });

  it('ignores a selection that is not among the shown vehicles', () => {
    expect(taggedVehicles([at('a', 1)], camera, 'gone', 2)).toEqual(['a']);
  });
});
