import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrders, LayoutModel, PublishResult, Transorder } from '@agvs/contract';
import { stationId } from '@agvs/core';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { runUntil } from '../../test-support/fleet.js';

/*
 * Issue 13's proof "a site from nothing": on an installation without the demo (AGVS_DEMO=off),
 * a map, a layout, its stations and segments, a model and a simulated vehicle are added through
 * the calls README "Your own site" shows; the layout is published and a task completes on it.
 */

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({ demo: false });
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

async function add<T = { id: string }>(path: string, body: Record<string, unknown>): Promise<T> {
  const { body: answer } = await h.call<T>('POST', path, { token: admin, lang: 'en_GB', body });
  if (!answer.success) throw new Error(`${path}: ${answer.message}`);
  return answer.result;
}

describe('your own site, from an empty installation', () => {
  it('builds a site through the calls, publishes it and completes a task on it', async () => {
    expect(h.app.fleets.ofTenant(1000)).toEqual([]);
    const map = await add('/agvserver/map/add', { mapCode: 'HALL1', mapName: 'Hall 1' });
    const layout = await add('/agvserver/layout/add', { mapId: map.id, layoutCode: 'HALL1_L1', layoutName: 'Ground floor', width: 1000, height: 600, mmPerUnit: 10 });
    // 10 mm per map unit: stations 3 m apart. A charger, a crossing and two working stations.
    const stations: [string, number, number, string][] = [
      ['CH01', 100, 300, 'Charging'],
      ['X01', 400, 300, 'Public'],
      ['WS01', 700, 300, 'Working'],
      ['WS02', 400, 100, 'Working'],
    ];
    for (const [code, x, y, type] of stations) {
      await add('/agvserver/station/add', { layoutId: layout.id, stationCode: code, stationName: code, mapX: x, mapY: y, width: 20, type });
    }
    for (const [src, dest] of [
      ['CH01', 'X01'],
      ['X01', 'WS01'],
      ['X01', 'WS02'],
    ]) {
      await add('/agvserver/segment/add', { layoutId: layout.id, srcStationCode: src, destStationCode: dest, type: 'straight', direction: 'double-forward' });
    }
    const model = await add('/agvserver/agvModel/add', { modelCode: 'MOVER', modelName: 'Pallet mover' });
    await add('/agvserver/agv/add', {
      currentLayoutId: layout.id,
      agvUid: 'MY-0001',
      agvCode: 'MY01',
      agvName: 'MY01',
      modelId: model.id,
      isValid: 1,
      agvType: 'Laser',
      agvHeadType: 'Forklift',
      agvProtocol: 'SIMULATION',
      agvSpeed: 1000,
      agvIp: '10.0.0.11',
      isCommunicationLog: 0,
      taskStrategy: 'Nearest',
      isLock: 0,
      isAutoAllocation: 1,
      controlTaskType: [{ taskType: 'Delivery' }, { taskType: 'Charge' }, { taskType: 'Park' }],
      batteryLowLevel: 20,
      batteryFullLevel: 95,
      batteryFullTime: 90,
      agvImageSize: 30,
      currentStationCode: 'CH01',
    });
    // Still a draft: nothing runs until it is published.
    expect(h.app.fleets.get(1000, layout.id)).toBeUndefined();

    const { body: published } = await h.call<PublishResult>('POST', '/agvserver/layout/publish', { token: admin, lang: 'en_GB', body: { id: layout.id } });
    expect(published.message).toBe('');
    expect(published.result).toMatchObject({ published: true, version: 1 });
    const rt = h.app.fleets.get(1000, layout.id)!;
    expect(rt.fleet.vehicles.map((v) => v.config.code)).toEqual(['MY01']);

    await rt.command({ type: 'setStationOccupied', station: stationId('WS01'), occupied: true });
    const form = { srcLayoutId: `${map.id},${layout.id}`, destLayoutId: `${map.id},${layout.id}`, srcStationCode: 'WS01', destStationCode: 'WS02', taskType: 'Material', cycleTimes: 1, priority: 1 };
    const created = await add<CreatedOrders>('/agvserver/task/createTask', form);
    const status = async () => (await h.call<Transorder>('GET', '/agvserver/transorder/queryById', { token: admin, query: { id: created.ids[0]! } })).body.result.transorderStatus;
    await runUntil(h, async () => (await status()) === 'Complete', 300_000);
    expect(rt.fleet.stationOccupied(stationId('WS02'))).toBe(true);

    // No hand-made 3D data: the 3D monitor gets data derived from the layout's 2D drawing.
    const { body: models } = await h.call<LayoutModel[]>('GET', '/agvserver/layoutModel/queryByLayoutId', { token: admin, query: { layoutId: layout.id } });
    expect(models.result).toHaveLength(1);
    expect(JSON.parse(models.result[0]!.threeData!)).toEqual({ boundary: { width: 1000, height: 600 }, wallHeight: 50, wallThickness: 2 });
  });
});
