import type { LayoutModel, Zone } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { testGraph } from '../logic/testLayout';
import { buildMapModel } from '../logic/mapModel';
import { batteryTagBand, headingToYaw, palletStations, pathVertices, threeDataOf, walledArea, wallBoxes, workingStations } from './sceneRules';

const model3d = (threeData: string | null): LayoutModel => ({ id: 'm', layoutId: 'L1', modelName: 'm', graphData: '{}', threeData, updateTime: 0 });

const graph = testGraph('Working');

const zone = (id: string, zoneType: Zone['zoneType']): Zone => ({ id, layoutId: 'L1', zoneCode: id, zoneName: id, zoneType, stationCount: 1 });

describe('3D scene rules', () => {
  it('reads threeData, and treats empty, non-JSON or non-object data as no 3D map', () => {
    expect(threeDataOf([])).toBeNull();
    expect(threeDataOf([model3d(null), model3d('  '), model3d('not json'), model3d('[1]')])).toBeNull();
    expect(threeDataOf([model3d(null), model3d('{"boundary":{"width":800,"height":600},"wallHeight":40}')])).toEqual({
      boundary: { width: 800, height: 600 },
      wallHeight: 40,
      wallThickness: 2,
    });
    expect(threeDataOf([model3d('{}')])).toEqual({ boundary: null, wallHeight: 50, wallThickness: 2 });
  });

  it('stands four walls of the given height and thickness just outside the area', () => {
    const walls = wallBoxes(100, 60, 50, 2);
    expect(walls.map((w) => w.name)).toEqual(['wall-north', 'wall-south', 'wall-west', 'wall-east']);
    expect(walls.every((w) => w.size[1] === 50 && w.centre[1] === 25)).toBe(true);
    expect(walls[0]).toMatchObject({ centre: [50, 25, -1], size: [104, 50, 2] });
    expect(walls[3]).toMatchObject({ centre: [101, 25, 30], size: [2, 50, 60] });
  });

  it('widens the walled area to stations outside the boundary', () => {
    const model = buildMapModel(graph);
    expect(walledArea({ boundary: { width: 300, height: 80 }, wallHeight: 50, wallThickness: 2 }, model)).toEqual({ width: 300, height: 100 });
    expect(walledArea({ boundary: null, wallHeight: 50, wallThickness: 2 }, model)).toEqual({ width: 250, height: 100 });
  });

  it('draws a straight path as one line and a Bezier through 20 points (19 lines)', () => {
    const vertices = pathVertices(buildMapModel(graph), 1);
    expect(vertices.length).toBe((1 + 19) * 6);
    const lines = [...Array(vertices.length / 6).keys()].map((i) => [...vertices.slice(i * 6, i * 6 + 6)]);
    expect(lines).toContainEqual([10, 1, 10, 110, 1, 10]);
    expect(lines.some((line) => line[3] === 250 && line[5] === 60)).toBe(true);
  });

  it('colours the battery red below 20 %, yellow below 60 %, green from 60 %', () => {
    expect([0, 19.9, 20, 59, 60, 100].map(batteryTagBand)).toEqual(['red', 'red', 'yellow', 'yellow', 'green', 'green']);
  });

  it('turns a clockwise screen heading into a rotation about the vertical axis', () => {
    expect(headingToYaw(0)).toBeCloseTo(0);
    expect(headingToYaw(90)).toBeCloseTo(-Math.PI / 2);
  });

  it('puts pallets only on occupied stations of Working zones', () => {
    const model = buildMapModel(graph, [zone('w', 'Working'), zone('p', 'Parking')], new Map([['w', ['A', 'B']], ['p', ['C']]]));
    const working = workingStations(model);
    expect([...working]).toEqual(['A', 'B']);
    expect(palletStations(model, working, new Set(['B', 'C']))).toEqual(['B']);
  });
});
