import type { Zone } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { testGraph } from './testLayout';
import { arrowsOf, buildMapModel, hasMapData, ZONE_PADDING } from './mapModel';

const graph = testGraph('Public', [{ id: 'dangling', srcStationCode: 'A', destStationCode: 'X', srcGraphId: 1, destGraphId: 9, type: 'straight', controlPoints: [], length: 1, direction: 'forward' }]);

const zone: Zone = { id: 'z1', layoutId: 'L1', zoneCode: 'Z1', zoneName: 'Zone 1', zoneType: 'Block', stationCount: 2 };

describe('map model', () => {
  it('draws segments between known stations, straight and cubic', () => {
    const model = buildMapModel(graph);
    expect(model.segments.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(model.segments[0]!.path).toBe('M10 10L110 10');
    expect(model.segments[0]!.drawnLength).toBe(100);
    expect(model.segments[1]!.path.startsWith('M110 10C180 10 250 20 250 60')).toBe(true);
  });

  it('boxes zones around their stations and knows the zones of each station', () => {
    const model = buildMapModel(graph, [zone], new Map([['z1', ['A', 'B', 'nope']]]), ['A']);
    expect(model.zones[0]!.bounds).toEqual({ minX: 10 - ZONE_PADDING, minY: 10 - ZONE_PADDING, maxX: 110 + ZONE_PADDING, maxY: 10 + ZONE_PADDING });
    expect(model.zonesOfStation.get('B')).toEqual([zone]);
    expect(model.zonesOfStation.get('C')).toBeUndefined();
    expect(model.blocked.has('A')).toBe(true);
  });

  it('fits the layout area widened to stations outside it', () => {
    expect(buildMapModel(graph).bounds).toEqual({ minX: 0, minY: 0, maxX: 250, maxY: 100 });
  });

  it('has no map data without stations', () => {
    expect(hasMapData({ ...graph, stationList: [] })).toBe(false);
    expect(hasMapData(null)).toBe(false);
    expect(hasMapData(graph)).toBe(true);
  });

  it('draws one arrow for one-way segments and two for two-way ones', () => {
    expect(arrowsOf('forward')).toEqual(['forward']);
    expect(arrowsOf('reverse')).toEqual(['forward']);
    expect(arrowsOf('double-backward')).toEqual(['forward', 'backward']);
  });
});
