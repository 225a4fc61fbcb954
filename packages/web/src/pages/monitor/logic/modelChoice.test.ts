import type { LayoutGraph, LayoutModel, MapSegment, MapStation } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { chosenModel, graphWithModel } from './modelChoice';

const model = (id: string): LayoutModel => ({ id, layoutId: 'L1', modelName: id, graphData: '{}', threeData: null, updateTime: 0 });
const station = (stationCode: string, mapX: number, mapY: number) => ({ stationCode, mapX, mapY }) as MapStation;
const segment = (srcStationCode: string, destStationCode: string, type: MapSegment['type'], controlPoints: MapSegment['controlPoints']): MapSegment => ({
  id: `${srcStationCode}${destStationCode}`,
  srcStationCode,
  destStationCode,
  srcGraphId: 0,
  destGraphId: 0,
  type,
  controlPoints,
  length: 400,
  direction: 'forward',
});
const graph: LayoutGraph = {
  layoutId: 'L1',
  mapId: 'M1',
  width: 100,
  height: 80,
  mmPerUnit: 10,
  originX: 0,
  originY: 0,
  iniconfig: { stationRadius: 6 },
  stationList: [station('A', 10, 10), station('B', 50, 10)],
  segmentList: [
    segment('A', 'B', 'Bezier', [{ controlx: 20, controly: 0 }, { controlx: 40, controly: 0 }]),
    segment('B', 'A', 'straight', []),
  ],
};

describe('model choice', () => {
  it('takes the model of the query when the layout has it, else the first, else none', () => {
    const models = [model('m1'), model('m2')];
    expect(chosenModel(models, 'm2')?.id).toBe('m2');
    expect(chosenModel(models, 'other')?.id).toBe('m1');
    expect(chosenModel(models, null)?.id).toBe('m1');
    expect(chosenModel([], 'm1')).toBeNull();
  });

  it("draws the layout with the model's area, radius, positions and curves", () => {
    const data = JSON.stringify({
      width: 200,
      height: 160,
      iniconfig: { stationRadius: 9 },
      stationList: [{ stationCode: 'A', mapX: 15, mapY: 12 }, { stationCode: 'GHOST', mapX: 1, mapY: 1 }],
      segmentList: [
        { srcStationCode: 'A', destStationCode: 'B', controlPoints: [{ controlx: 25, controly: 5 }, { controlx: 45, controly: 5 }] },
        { srcStationCode: 'B', destStationCode: 'A', controlPoints: [{ controlx: 1, controly: 1 }, { controlx: 2, controly: 2 }] },
      ],
    });
    const drawn = graphWithModel(graph, data);
    expect([drawn.width, drawn.height, drawn.iniconfig.stationRadius]).toEqual([200, 160, 9]);
    // Only the layout's stations are drawn: the model moves A, leaves B, cannot add GHOST.
    expect(drawn.stationList.map((s) => [s.stationCode, s.mapX, s.mapY])).toEqual([
      ['A', 15, 12],
      ['B', 50, 10],
    ]);
    expect(drawn.segmentList[0]!.controlPoints).toEqual([{ controlx: 25, controly: 5 }, { controlx: 45, controly: 5 }]);
    // A straight segment stays straight.
    expect(drawn.segmentList[1]!.controlPoints).toEqual([]);
  });

  it('keeps the layout as it is when the model has no usable 2D data', () => {
    for (const data of [null, '', 'not json', '[1]', JSON.stringify({ width: -5, stationList: [{ stationCode: 'A', mapX: 'x' }] })]) {
      const drawn = graphWithModel(graph, data);
      expect([drawn.width, drawn.height, drawn.iniconfig.stationRadius]).toEqual([100, 80, 6]);
      expect(drawn.stationList).toEqual(graph.stationList);
    }
  });
});
