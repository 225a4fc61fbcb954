import { describe, expect, it } from 'vitest';
import { firstLayout, mapOfLayout } from './layoutChoice';

const maps = [
  { value: 'M0', label: 'Empty map', children: [] },
  { value: 'M1', label: 'Warehouse', children: [{ value: 'L1', label: 'Ground floor' }] },
  { value: 'M2', label: 'Production', children: [{ value: 'L2', label: 'Floor' }] },
];

describe('layout choice', () => {
  it('opens the first layout of the first map that has one', () => {
    expect(firstLayout(maps)).toEqual({ mapId: 'M1', layoutId: 'L1' });
    expect(firstLayout([])).toBeNull();
  });

  it('finds the map of a layout', () => {
    expect(mapOfLayout(maps, 'L2')).toBe('M2');
    expect(mapOfLayout(maps, 'nope')).toBeNull();
  });
});
