import { describe, expect, it } from 'vitest';
import { matchVehicles, SEARCH_LIMIT } from './vehicleSearch';

const fleet = [
  { agvUid: 'AGV-12', agvName: 'Forklift north' },
  { agvUid: 'AGV-2', agvName: 'Tugger' },
  { agvUid: 'AGV-1', agvName: 'Carrier 2' },
  { agvUid: 'X-9', agvName: 'agv spare' },
];

describe('vehicle search', () => {
  it('finds by code or name, ignoring case and spaces, exact before prefix before contains', () => {
    expect(matchVehicles(fleet, ' agv-2 ').map((v) => v.agvUid)).toEqual(['AGV-2']);
    expect(matchVehicles(fleet, 'agv').map((v) => v.agvUid)).toEqual(['AGV-1', 'AGV-12', 'AGV-2', 'X-9']);
    expect(matchVehicles(fleet, 'TUG').map((v) => v.agvUid)).toEqual(['AGV-2']);
    expect(matchVehicles(fleet, 'north').map((v) => v.agvUid)).toEqual(['AGV-12']);
  });

  it('matches nothing for an empty query or an unknown vehicle', () => {
    expect(matchVehicles(fleet, '  ')).toEqual([]);
    expect(matchVehicles(fleet, 'AGV-99')).toEqual([]);
  });

  it('suggests at most a page of vehicles', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ agvUid: `AGV-${i}`, agvName: `AGV ${i}` }));
    expect(matchVehicles(many, 'agv')).toHaveLength(SEARCH_LIMIT);
  });
});
