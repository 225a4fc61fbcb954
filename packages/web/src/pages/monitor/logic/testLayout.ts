import type { LayoutGraph, MapSegment, MapStation, StationType } from '@agvs/contract';

/** Test fixture: a station with every field set, of `type`. */
export const testStation = (stationCode: string, mapX: number, mapY: number, type: StationType = 'Public'): MapStation => ({
  stationId: `st-${stationCode}`,
  stationCode,
  rfid: stationCode,
  stationName: stationCode,
  zoneStationId: null,
  graphId: 1,
  mapX,
  mapY,
  width: 12,
  type,
  isOccupied: 0,
  stationContainerType: null,
  externalInfo: null,
});

/**
 * Test fixture: layout L1 of 200 x 100 with stations A (10, 10), B (110, 10) and C (250, 60, outside
 * the layout's size) of `type`, a two-way straight segment A-B and a one-way Bezier B-C, plus `extra`.
 */
export function testGraph(type: StationType = 'Public', extra: readonly MapSegment[] = []): LayoutGraph {
  return {
    layoutId: 'L1',
    mapId: 'M1',
    width: 200,
    height: 100,
    mmPerUnit: 10,
    originX: 0,
    originY: 0,
    iniconfig: { stationRadius: 6 },
    stationList: [testStation('A', 10, 10, type), testStation('B', 110, 10, type), testStation('C', 250, 60, type)],
    segmentList: [
      { id: 's1', srcStationCode: 'A', destStationCode: 'B', srcGraphId: 1, destGraphId: 2, type: 'straight', controlPoints: [], length: 1000, direction: 'both' },
      {
        id: 's2',
        srcStationCode: 'B',
        destStationCode: 'C',
        srcGraphId: 2,
        destGraphId: 3,
        type: 'Bezier',
        controlPoints: [
          { controlx: 180, controly: 10 },
          { controlx: 250, controly: 20 },
        ],
        length: 1700,
        direction: 'forward',
      },
      ...extra,
    ],
  };
}
