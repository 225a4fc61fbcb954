import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Equipment, LayoutGraph, LayoutModel, MapStation, MapStationWithVehicle, StationVo, Zone, ZoneStation } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { demoMaps, type SiteLayout } from '@agvs/core';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let token: string;
let other: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'map_viewer', roles: [] });
  await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
  await h.createUser({ username: 'map_other', roles: ['admin'], tenants: [2000], departs: ['B01'] });
  [token, other] = await Promise.all([h.token('map_viewer', ADMIN_PASSWORD), h.token('map_other', ADMIN_PASSWORD)]);
});
afterAll(async () => h?.close());

const LAYOUT1 = demoIds.layout('LAYOUT01');
const LAYOUT2 = demoIds.layout('LAYOUT02');
const [warehouse, production] = demoMaps().map((m) => m.layout.site) as [SiteLayout, SiteLayout];

describe('POST /agvserver/layoutGraph/getGraphData', () => {
  it('returns size, station radius, every station and segment of the layout', async () => {
    const { body } = await h.call<LayoutGraph>('POST', '/agvserver/layoutGraph/getGraphData', { token, body: { layoutId: LAYOUT1 } });
    const graph = body.result;
    expect(graph).toMatchObject({ layoutId: LAYOUT1, mapId: demoIds.map('MAP01'), width: warehouse.width, height: warehouse.height, mmPerUnit: 30, iniconfig: { stationRadius: 6 } });
    expect(graph.stationList).toHaveLength(warehouse.stations.length);
    expect(graph.segmentList).toHaveLength(warehouse.segments.length);
    expect(graph.stationList.find((s) => s.stationCode === 'CH01')).toMatchObject({
      rfid: 'CH01',
      type: 'Charging',
      isOccupied: 0,
      width: 12,
      zoneStationId: demoIds.zoneStation('LAYOUT01', 'ZCHARGE', 'CH01'),
    });
    const curve = graph.segmentList.find((s) => s.type === 'Bezier')!;
    expect(curve.controlPoints).toHaveLength(2);
    expect(curve.controlPoints[0]).toEqual({ controlx: expect.any(Number), controly: expect.any(Number) });
    const spur = graph.segmentList.find((s) => s.srcStationCode === 'A01P01' && s.destStationCode === 'A01N01')!;
    expect(spur).toMatchObject({ type: 'straight', controlPoints: [], length: 900, direction: 'both' });
    const codes = new Set(graph.stationList.map((s) => s.stationCode));
    expect(graph.segmentList.every((s) => codes.has(s.srcStationCode) && codes.has(s.destStationCode))).toBe(true);
  });

  it('names a missing layoutId and fails for an unknown layout', async () => {
    const missing = await h.call('POST', '/agvserver/layoutGraph/getGraphData', { token, lang: 'en-GB', body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Layout (layoutId) is required');
    const unknown = await h.call('POST', '/agvserver/layoutGraph/getGraphData', { token, lang: 'en-GB', body: { layoutId: 'nope' } });
    expect(unknown.body).toMatchObject({ success: false, message: 'Layout nope does not exist' });
  });
});

describe('GET /agvserver/layoutModel/queryByLayoutId', () => {
  it('returns graph data matching the layout and 3D data where there is some', async () => {
    const one = await h.call<LayoutModel[]>('GET', '/agvserver/layoutModel/queryByLayoutId', { token, query: { layoutId: LAYOUT1 } });
    // The 3D model first, then the warehouse's 2D-only plan with the same graph data.
    expect(one.body.result.map((m) => m.threeData === null)).toEqual([false, true]);
    expect(one.body.result[1]!.graphData).toBe(one.body.result[0]!.graphData);
    const graph = JSON.parse(one.body.result[0]!.graphData) as { stationList: unknown[]; segmentList: unknown[] };
    expect(graph.stationList).toHaveLength(warehouse.stations.length);
    expect(graph.segmentList).toHaveLength(warehouse.segments.length);
    expect(JSON.parse(one.body.result[0]!.threeData!)).toMatchObject({ wallHeight: 50 });
    const two = await h.call<LayoutModel[]>('GET', '/agvserver/layoutModel/queryByLayoutId', { token, query: { layoutId: LAYOUT2 } });
    expect(two.body.result).toHaveLength(1);
    expect(two.body.result[0]!.threeData).toBeNull();
  });
});

describe('GET /agvserver/zoneStation/querySimpleByLayoutId', () => {
  it('lists the stations of a layout, or those of one zone type', async () => {
    const all = await h.call<MapStation[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token, query: { layoutId: LAYOUT2 } });
    expect(all.body.result).toHaveLength(production.stations.length);
    const blocked = await h.call<MapStation[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token, query: { layoutId: LAYOUT1, zoneType: 'Block' } });
    expect(blocked.body.result.map((s) => s.stationCode)).toEqual(['A06N14', 'A06N15', 'A06N16']);
    expect(blocked.body.result[0]!.zoneStationId).toBe(demoIds.zoneStation('LAYOUT01', 'ZBLOCK1', 'A06N14'));
    const working = await h.call<MapStation[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token, query: { layoutId: LAYOUT1, zoneType: 'Working' } });
    expect(working.body.result).toHaveLength(6 * 16 * 2 + 4);
  });

  it('marks the stations a vehicle stands on with its name (SPEC §3 Station on map)', async () => {
    const { body } = await h.call<MapStationWithVehicle[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token, query: { layoutId: LAYOUT1 } });
    expect(body.result.find((s) => s.stationCode === 'PK01')).toMatchObject({ isOccupiedStation: 1, agvName: 'FL01' });
    expect(body.result.find((s) => s.stationCode === 'A01N01')).toMatchObject({ isOccupiedStation: 0, agvName: null });
    expect(body.result.filter((s) => s.isOccupiedStation === 1)).toHaveLength(9);
  });

  it('names a bad zone type', async () => {
    const { status, body } = await h.call('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token, lang: 'en-GB', query: { layoutId: LAYOUT1, zoneType: 'Nope' } });
    expect(status).toBe(400);
    expect(body.message).toBe('zoneType must be one of Public, Working, Block, Charging, Parking');
  });
});

describe('GET /agvserver/station/queryProbableStationListByStationCodeAndLayoutId', () => {
  const find = async (stationCode: string, layoutId = LAYOUT1) =>
    (await h.call<StationVo[]>('GET', '/agvserver/station/queryProbableStationListByStationCodeAndLayoutId', { token, query: { stationCode, layoutId } })).body.result;

  it('finds codes containing the text, shortest first, at most 20', async () => {
    expect((await find('a01n0')).map((s) => s.stationCode)).toEqual(['A01N01', 'A01N02', 'A01N03', 'A01N04', 'A01N05', 'A01N06', 'A01N07', 'A01N08', 'A01N09']);
    expect(await find('A0')).toHaveLength(20);
    expect((await find('CH01'))[0]).toMatchObject({ stationCode: 'CH01', layoutId: LAYOUT1, type: 'Charging', graphId: expect.any(Number) });
    expect(await find('%')).toEqual([]);
    expect(await find('DK01', LAYOUT2)).toEqual([]);
  });

  it('names a missing station code', async () => {
    const { status, body } = await h.call('GET', '/agvserver/station/queryProbableStationListByStationCodeAndLayoutId', { token, lang: 'en-GB', query: { layoutId: LAYOUT1 } });
    expect(status).toBe(400);
    expect(body.message).toBe('stationCode is required');
  });
});

describe('zones', () => {
  it('lists zones with their station counts, by layout and type', async () => {
    const { body } = await h.call<Zone[]>('GET', '/agvserver/zone/queryList', { token, query: { layoutId: LAYOUT1 } });
    expect(body.result.map((z) => z.zoneCode)).toEqual(['ZA01', 'ZA02', 'ZA03', 'ZA04', 'ZA05', 'ZA06', 'ZBLOCK1', 'ZCHARGE', 'ZDOCK', 'ZPARK']);
    expect(body.result.find((z) => z.zoneCode === 'ZA01')).toMatchObject({ zoneType: 'Working', stationCount: 32, zoneName: 'Aisle A01' });
    const all = await h.call<Zone[]>('GET', '/agvserver/zone/queryList', { token });
    expect(all.body.result.length).toBe(warehouse.zones.length + production.zones.length);
    const parking = await h.call<Zone[]>('GET', '/agvserver/zone/queryList', { token, query: { zoneType: 'Parking' } });
    expect(parking.body.result.map((z) => z.zoneCode)).toEqual(['ZPARK', 'ZPPARK']);
  });

  it('lists the stations of a zone', async () => {
    const zoneId = demoIds.zone('LAYOUT01', 'ZCHARGE');
    const { body } = await h.call<ZoneStation[]>('GET', '/agvserver/zoneStation/queryByZoneId', { token, query: { zoneId } });
    expect(body.result.map((s) => s.stationCode)).toEqual(['CH01', 'CH02', 'CH03', 'CH04']);
    expect(body.result[0]).toMatchObject({ zoneId, type: 'Charging', isOccupied: 0, id: demoIds.zoneStation('LAYOUT01', 'ZCHARGE', 'CH01') });
    const missing = await h.call('GET', '/agvserver/zoneStation/queryByZoneId', { token, lang: 'en-GB' });
    expect(missing.body.message).toBe('zoneId is required');
  });
});

describe('GET /agvserver/equipment/queryByLayoutIdAndEquipmentCode', () => {
  it('returns the equipment with its station and custom info', async () => {
    const { body } = await h.call<Equipment>('GET', '/agvserver/equipment/queryByLayoutIdAndEquipmentCode', { token, query: { layoutId: LAYOUT1, equipmentCode: 'CV01' } });
    expect(body.result).toMatchObject({
      equipmentCode: 'CV01',
      equipmentName: 'Dock conveyor 1',
      brandName: 'Interroll',
      modelName: 'RM 8320',
      stationCode: 'DK01',
      customInfo: { rollers: '12', maxLoad: '1000 kg', side: 'inbound' },
    });
  });

  it('fails for an unknown code and names a missing one', async () => {
    const unknown = await h.call('GET', '/agvserver/equipment/queryByLayoutIdAndEquipmentCode', { token, lang: 'en-GB', query: { layoutId: LAYOUT2, equipmentCode: 'CV01' } });
    expect(unknown.body).toMatchObject({ success: false, message: 'Equipment CV01 does not exist' });
    const missing = await h.call('GET', '/agvserver/equipment/queryByLayoutIdAndEquipmentCode', { token, lang: 'en-GB', query: { layoutId: LAYOUT1 } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('equipmentCode is required');
  });
});

describe('GET /agvserver/equipment/queryByLayoutId', () => {
  it('lists the equipment of a layout with the station each stands at', async () => {
    const { body } = await h.call<Equipment[]>('GET', '/agvserver/equipment/queryByLayoutId', { token, query: { layoutId: LAYOUT1 } });
    expect(body.result.map((e) => e.equipmentCode)).toEqual(warehouse.equipment.map((e) => e.code).sort());
    expect(body.result.find((e) => e.equipmentCode === 'CP01')).toMatchObject({ stationCode: 'CH01', brandName: 'Wiferion', customInfo: { power: '3 kW' } });
    const missing = await h.call('GET', '/agvserver/equipment/queryByLayoutId', { token, lang: 'en-GB' });
    expect(missing.body.message).toBe('Layout (layoutId) is required');
  });
});

describe('access', () => {
  it('refuses anonymous callers', async () => {
    expect((await h.call('POST', '/agvserver/layoutGraph/getGraphData', { body: { layoutId: LAYOUT1 } })).status).toBe(401);
    expect((await h.call('GET', '/agvserver/zone/queryList')).status).toBe(401);
  });

  it("shows another tenant none of tenant 1000's layout", async () => {
    const graph = await h.call('POST', '/agvserver/layoutGraph/getGraphData', { token: other, body: { layoutId: LAYOUT1 } });
    expect(graph.body.success).toBe(false);
    const lists = await Promise.all([
      h.call<unknown[]>('GET', '/agvserver/layoutModel/queryByLayoutId', { token: other, query: { layoutId: LAYOUT1 } }),
      h.call<unknown[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token: other, query: { layoutId: LAYOUT1 } }),
      h.call<unknown[]>('GET', '/agvserver/station/queryProbableStationListByStationCodeAndLayoutId', { token: other, query: { layoutId: LAYOUT1, stationCode: 'A' } }),
      h.call<unknown[]>('GET', '/agvserver/zone/queryList', { token: other }),
      h.call<unknown[]>('GET', '/agvserver/equipment/queryByLayoutId', { token: other, query: { layoutId: LAYOUT1 } }),
      h.call<unknown[]>('GET', '/agvserver/zoneStation/queryByZoneId', { token: other, query: { zoneId: demoIds.zone('LAYOUT01', 'ZCHARGE') } }),
    ]);
    for (const list of lists) expect(list.body.result).toEqual([]);
    const equipment = await h.call('GET', '/agvserver/equipment/queryByLayoutIdAndEquipmentCode', { token: other, query: { layoutId: LAYOUT1, equipmentCode: 'CV01' } });
    expect(equipment.body.success).toBe(false);
  });
});
