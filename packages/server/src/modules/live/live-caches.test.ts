import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agv, AgvInfoCard, OccupiedStation } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { LAYOUT1 } from '../../test-support/fleet.js';
import { QueryCount, settle } from '../../test-support/query-count.js';

/*
 * The monitor's polls answer from the runtime and the live caches (live-caches.ts): once warm they
 * run no query, and a change of what they show is there on the very next poll.
 */

const queries = new QueryCount();
let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({}, { dbPlugins: [queries] });
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const cards = async () => (await h.call<AgvInfoCard[]>('GET', '/agvserver/layout/getLayoutSimpleAgvInfo', { token: admin, query: { layoutId: LAYOUT1 } })).body.result;
const mapCards = async () => (await h.call<AgvInfoCard[]>('GET', '/agvserver/map/getMapSimpleAgvInfo', { token: admin, query: { mapId: demoIds.map('MAP01') } })).body.result;
const occupied = async () =>
  (await h.call<OccupiedStation[]>('GET', '/agvserver/station/getOccupiedStationSimpleList', { token: admin, query: { layoutId: LAYOUT1 } })).body.result;

describe('monitor polls', () => {
  it('run no query once warm', async () => {
    await settle();
    await Promise.all([cards(), mapCards(), occupied()]);
    expect(await queries.during(async () => {
      expect((await cards()).length).toBeGreaterThan(0);
      expect((await mapCards()).length).toBeGreaterThan(0);
      expect((await occupied()).length).toBeGreaterThan(0);
    })).toBe(0);
  });

  it('show a renamed vehicle on the next poll', async () => {
    const record = (await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: admin, query: { agvUid: 'FL1500-2403' } })).body.result;
    await settle();
    expect((await cards()).find((c) => c.agvVo.id === record.id)?.agvVo.agvName).toBe(record.agvName);
    const saved = await h.call('PUT', '/agvserver/agv/edit', { token: admin, body: { ...record, agvName: 'FL03-night' } });
    expect(saved.body.success).toBe(true);
    expect((await cards()).find((c) => c.agvVo.id === record.id)?.agvVo.agvName).toBe('FL03-night');
    expect((await occupied()).find((o) => o.agvId === record.id)?.agvName).toBe('FL03-night');
  });

  it('show a station held by hand on the next poll, and not once released', async () => {
    await settle();
    await occupied();
    const set = await h.call('POST', '/agvserver/station/setOccupiedStation', { token: admin, body: { layoutId: LAYOUT1, stationCode: 'A05S06' } });
    expect(set.body.success).toBe(true);
    const held = (await occupied()).find((o) => o.manual === 1 && o.stationVo.stationCode === 'A05S06');
    expect(held).toBeDefined();
    await settle();
    await occupied();
    expect((await h.call('POST', '/agvserver/station/removeOccupiedStation', { token: admin, body: { id: held!.id } })).body.success).toBe(true);
    expect((await occupied()).some((o) => o.stationVo.stationCode === 'A05S06')).toBe(false);
  });
});
