import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KanbanStation, MapStation } from '@agvs/contract';
import { cards, LAYOUT1 } from '../../test-support/fleet.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let token: string;
let nobody: string;
let other: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'kb_viewer', roles: ['operator'] });
  await h.createUser({ username: 'kb_nobody', roles: [] });
  await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
  await h.createUser({ username: 'kb_other', roles: ['admin'], tenants: [2000], departs: ['B01'] });
  [token, nobody, other] = await Promise.all([h.token('kb_viewer', ADMIN_PASSWORD), h.token('kb_nobody', ADMIN_PASSWORD), h.token('kb_other', ADMIN_PASSWORD)]);
});
afterAll(async () => h?.close());

describe('kanban stations', () => {
  it('lists every station with its load and the vehicle standing on it; the AGV list only the stations with a vehicle', async () => {
    const all = (await h.call<KanbanStation[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutIdForKanBan', { token, query: { layoutId: LAYOUT1 } })).body.result;
    const withAgv = (await h.call<KanbanStation[]>('GET', '/agvserver/zoneStation/queryAgvStationByLayoutIdForKanBan', { token, query: { layoutId: LAYOUT1 } })).body.result;
    const vehicles = (await cards(h, token)).filter((c) => c.stationCode);
    expect(withAgv.map((s) => s.stationCode).sort()).toEqual(vehicles.map((c) => c.stationCode).sort());
    for (const c of vehicles) expect(all.find((s) => s.stationCode === c.stationCode)).toMatchObject({ isOccupiedStation: 1, agvName: c.agvVo.agvName, agvId: c.agvVo.id });
    expect(all.filter((s) => s.isOccupiedStation === 0).every((s) => s.agvName === null)).toBe(true);
    expect(all.length).toBeGreaterThan(withAgv.length);
  });

  it('is refused without permission and shows another tenant nothing', async () => {
    // monitor:public is everybody's (SPEC §6): only a signed-in caller is needed.
    expect((await h.call('GET', '/agvserver/zoneStation/querySimpleByLayoutIdForKanBan', { query: { layoutId: LAYOUT1 } })).status).toBe(401);
    expect((await h.call('GET', '/agvserver/zoneStation/querySimpleByLayoutIdForKanBan', { token: nobody, query: { layoutId: LAYOUT1 } })).status).toBe(200);
    expect((await h.call<KanbanStation[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutIdForKanBan', { token: other, query: { layoutId: LAYOUT1 } })).body.result).toEqual([]);
    const bad = await h.call('GET', '/agvserver/zoneStation/queryAgvStationByLayoutIdForKanBan', { token, lang: 'en-GB', query: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('layoutId');
  });
});

describe('GET /agvserver/zoneStation/queryByLayoutIdAndZoneType', () => {
  it('lists the blocked-zone and the working-zone stations of a layout', async () => {
    const blocked = await h.call<MapStation[]>('GET', '/agvserver/zoneStation/queryByLayoutIdAndZoneType', { token, query: { layoutId: LAYOUT1, zoneType: 'Block' } });
    expect(blocked.body.result.map((s) => s.stationCode)).toEqual(['A06N14', 'A06N15', 'A06N16']);
    const working = await h.call<MapStation[]>('GET', '/agvserver/zoneStation/queryByLayoutIdAndZoneType', { token, query: { layoutId: LAYOUT1, zoneType: 'Working' } });
    expect(working.body.result).toHaveLength(6 * 16 * 2 + 4);
    expect((await h.call<MapStation[]>('GET', '/agvserver/zoneStation/queryByLayoutIdAndZoneType', { token: other, query: { layoutId: LAYOUT1, zoneType: 'Block' } })).body.result).toEqual([]);
  });

  it('accepts only Block and Working, in the caller language', async () => {
    const bad = await h.call('GET', '/agvserver/zoneStation/queryByLayoutIdAndZoneType', { token, lang: 'en-GB', query: { layoutId: LAYOUT1, zoneType: 'Charging' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('zoneType must be one of Block, Working');
    expect((await h.call('GET', '/agvserver/zoneStation/queryByLayoutIdAndZoneType', { query: { layoutId: LAYOUT1, zoneType: 'Block' } })).status).toBe(401);
  });
});
