import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapStation, MapStationWithVehicle } from '@agvs/contract';
import { mapStations } from '../layouts/repository.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { createTask, LAYOUT1, setLoad } from '../../test-support/fleet.js';
import { QueryCount, settle } from '../../test-support/query-count.js';
import { stationsWithVehicles } from './station-answers.js';

/*
 * The map's station polls (querySimpleByLayoutId, queryByLayoutIdAndZoneType) on a layout whose
 * fleet runs: built once per change and shared, yet always what a fresh read would answer.
 */

const queries = new QueryCount();
let h: Harness;
let admin: string;
let other: string;
beforeAll(async () => {
  h = await startHarness({}, { dbPlugins: [queries] });
  await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
  await h.createUser({ username: 'stations_other', roles: ['admin'], tenants: [2000], departs: ['B01'] });
  [admin, other] = await Promise.all([h.token('admin', ADMIN_PASSWORD), h.token('stations_other', ADMIN_PASSWORD)]);
});
afterAll(async () => h?.close());

const simple = async (query: Record<string, string>, token = admin) =>
  (await h.call<MapStationWithVehicle[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token, query: { layoutId: LAYOUT1, ...query } })).body;
const byZone = async (zoneType: string, token = admin) =>
  (await h.call<MapStation[]>('GET', '/agvserver/zoneStation/queryByLayoutIdAndZoneType', { token, query: { layoutId: LAYOUT1, zoneType } })).body;
/** What the database and the fleet say now, read without any cache. */
const fresh = (zoneType?: 'Working' | 'Block') => stationsWithVehicles(h.app.db, h.app.fleets.get(1000, LAYOUT1), 1000, LAYOUT1, zoneType, (load) => load());
const standing = (list: readonly MapStationWithVehicle[]) => list.filter((s) => s.isOccupiedStation === 1).map((s) => `${s.stationCode}:${s.agvName}`).sort();

describe('station polls on a running fleet', () => {
  it('answer what a fresh read answers, from memory once warm, and follow a vehicle that moves', async () => {
    await settle();
    const first = (await simple({})).result;
    expect(first).toEqual(await fresh());
    expect((await simple({ zoneType: 'Working' })).result).toEqual(await fresh('Working'));
    expect((await byZone('Block')).result).toEqual(await mapStations(h.app.db, 1000, LAYOUT1, 'Block'));
    // Every monitor polls these each second: once built they cost no query.
    expect(await queries.during(async () => {
      expect((await simple({})).result).toEqual(first);
      await simple({ zoneType: 'Working' });
      await byZone('Working');
    })).toBe(0);

    // A vehicle leaves its parking place for a task and later stands elsewhere.
    await createTask(h, admin, { srcStationCode: 'A02N04', destStationCode: 'A02S06' });
    await h.runFleet(6_000, 500);
    const moved = (await simple({})).result;
    expect(standing(moved)).not.toEqual(standing(first));
    expect(moved).toEqual(await fresh());
  });

  it('show a load put on a station on the next poll, in every encoding', async () => {
    const working = (await simple({ zoneType: 'Working' })).result;
    const empty = working.find((s) => s.isOccupied === 0)!;
    await setLoad(h, empty.stationCode);
    await h.runFleet(200);
    const after = (await simple({ zoneType: 'Working' })).result;
    expect(after.find((s) => s.stationCode === empty.stationCode)!.isOccupied).toBe(1);
    expect(after).toEqual(await fresh('Working'));
    expect((await byZone('Working')).result.find((s) => s.stationCode === empty.stationCode)!.isOccupied).toBe(1);
    // The compressed bytes are the same answer.
    const zipped = await h.app.inject({
      method: 'GET',
      url: `/agvs/agvserver/zoneStation/querySimpleByLayoutId?layoutId=${LAYOUT1}`,
      headers: { 'x-access-token': admin, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).result).toEqual((await simple({})).result);
  });

  it('never give one tenant the answer built for another', async () => {
    expect((await simple({})).result.length).toBeGreaterThan(0);
    // Tenant 2000 has no such layout: nothing, whatever tenant 1000's screens have warmed.
    expect((await simple({}, other)).result).toEqual([]);
    expect((await simple({ zoneType: 'Working' }, other)).result).toEqual([]);
    expect((await byZone('Working', other)).result).toEqual([]);
    expect((await simple({})).result.length).toBeGreaterThan(0);
  });

  it('still refuse a caller who is not signed in', async () => {
    await simple({});
    const anonymous = await h.call('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { query: { layoutId: LAYOUT1 } });
    expect(anonymous.status).toBe(401);
    const forged = await h.call('GET', '/agvserver/zoneStation/queryByLayoutIdAndZoneType', { token: 'nonsense', query: { layoutId: LAYOUT1, zoneType: 'Working' } });
    expect(forged.status).toBe(401);
  });
});
