import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutVersionRow, PublishResult, SiteCheckResult } from '@agvs/contract';
import { stationId } from '@agvs/core';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { createTask, LAYOUT1, order, runUntil, taskForm } from '../../test-support/fleet.js';

/*
 * Issue 13 "Publishing to the running fleet": the site tables are a draft; publish checks it,
 * stores it as the next version and moves the running fleet onto it without a restart.
 */

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const rt = () => h.app.fleets.get(1000, LAYOUT1)!;
const publish = (id: string, note?: string) => h.call<PublishResult>('POST', '/agvserver/layout/publish', { token: admin, body: { id, ...(note ? { note } : {}) } });
const versions = async (layoutId = LAYOUT1) => (await h.call<LayoutVersionRow[]>('GET', '/agvserver/layout/versions', { token: admin, query: { layoutId } })).body.result;
const draftStation = (code: string) => h.app.db.selectFrom('stations').selectAll().where('layout_id', '=', LAYOUT1).where('station_code', '=', code).executeTakeFirst();

/** A new Working station 5 m right of the rightmost station, joined to it by a two-way segment (draft only). */
async function addDraftStation(code: string): Promise<{ stationId: string; segmentId: string; from: string }> {
  const db = h.app.db;
  const stations = await db.selectFrom('stations').selectAll().where('layout_id', '=', LAYOUT1).execute();
  const layout = await db.selectFrom('layouts').selectAll().where('id', '=', LAYOUT1).executeTakeFirstOrThrow();
  const edge = stations.reduce((a, b) => (b.map_x > a.map_x || (b.map_x === a.map_x && b.map_y < a.map_y) ? b : a));
  const now = Date.now();
  const id = `st-test-${code}`;
  await db
    .insertInto('stations')
    .values({
      id,
      tenant_id: 1000,
      layout_id: LAYOUT1,
      station_code: code,
      station_name: code,
      graph_id: Math.max(...stations.map((s) => s.graph_id)) + 1,
      map_x: edge.map_x + 5000 / layout.mm_per_unit,
      map_y: edge.map_y,
      width: edge.width,
      station_type: 'Working',
      is_occupied: 0,
      station_container_type: null,
      external_info: null,
      lif_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const segmentId = `sg-test-${code}`;
  await db
    .insertInto('segments')
    .values({
      id: segmentId,
      tenant_id: 1000,
      layout_id: LAYOUT1,
      src_station_id: edge.id,
      dest_station_id: id,
      segment_type: 'straight',
      control_x1: null,
      control_y1: null,
      control_x2: null,
      control_y2: null,
      length: 0,
      direction: 'double-forward',
      lif_id: null,
      created_at: now,
    })
    .execute();
  return { stationId: id, segmentId, from: edge.station_code };
}

describe('draft and publish', () => {
  it('the seeded layouts run their version 1; check answers the findings of the draft', async () => {
    const list = await versions();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ version: 1, publishedBy: null, current: true });
    expect(list[0]!.stationCount).toBeGreaterThan(100);
    expect(rt().site.version).toBe(1);
    const { body } = await h.call<SiteCheckResult>('POST', '/agvserver/layout/check', { token: admin, body: { id: LAYOUT1 } });
    expect(body.success).toBe(true);
    expect(body.result.errors).toBe(0);
    // The widest demo model is 900 mm wide.
    expect(body.result.footprint).toBe(900);
  });

  it('a check names the stations of a finding, in the caller language', async () => {
    await addDraftStation('LONE01');
    await h.app.db.deleteFrom('segments').where('id', '=', 'sg-test-LONE01').execute();
    const { body } = await h.call<SiteCheckResult>('POST', '/agvserver/layout/check', { token: admin, lang: 'en_GB', body: { id: LAYOUT1 } });
    const lone = body.result.findings.find((f) => f.stationCodes.includes('LONE01'));
    expect(lone).toMatchObject({ rule: 'isolated', severity: 'error', message: 'Station LONE01 has no segment' });
    // An error refuses the publish: nothing is stored, the fleet keeps its version.
    const refused = await publish(LAYOUT1);
    expect(refused.body.success).toBe(false);
    expect(refused.body.result).toMatchObject({ published: false, version: null, holds: [] });
    expect(refused.body.result.findings.map((f) => f.rule)).toContain('isolated');
    expect(await versions()).toHaveLength(1);
    await h.app.db.deleteFrom('stations').where('id', '=', 'st-test-LONE01').execute();
  });

  it('publishing a new station and segment while vehicles drive: they drive on, and a new task uses the new segment', async () => {
    const first = await createTask(h, admin, { srcStationCode: 'A01N02', destStationCode: 'A06S14' });
    await runUntil(h, async () => rt().fleet.vehicles.some((v) => v.motion.position.kind === 'on'), 120_000, 200, 400);
    const before = new Map(rt().fleet.vehicles.map((v) => [v.config.id, JSON.stringify(v.motion.position.kind === 'on' ? [v.motion.position.edge.id, v.motion.position.progress] : v.motion.position.station)]));
    const carrier = (await order(h, admin, first)).agvName;

    const added = await addDraftStation('NEW01');
    const { body } = await publish(LAYOUT1, 'a new station');
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ published: true, version: 2, holds: [] });
    // Not a restart: every vehicle is exactly where it was, and the order goes on with its vehicle.
    const after = new Map(rt().fleet.vehicles.map((v) => [v.config.id, JSON.stringify(v.motion.position.kind === 'on' ? [v.motion.position.edge.id, v.motion.position.progress] : v.motion.position.station)]));
    expect(after).toEqual(before);
    expect(rt().site.version).toBe(2);
    expect(rt().fleet.graph.stations.has(stationId('NEW01'))).toBe(true);
    expect((await versions())[0]).toMatchObject({ version: 2, publishedBy: 'admin', note: 'a new station', current: true });

    const second = await createTask(h, admin, { srcStationCode: 'A01N03', destStationCode: 'NEW01' });
    await runUntil(h, async () => (await order(h, admin, first)).transorderStatus === 'Complete' && (await order(h, admin, second)).transorderStatus === 'Complete');
    expect((await order(h, admin, first)).agvName).toBe(carrier);
    // NEW01 can only be reached over the new segment: the load stands there now.
    expect(rt().fleet.stationOccupied(stationId('NEW01'))).toBe(true);
    expect(added.from).toBeTruthy();
    // Take the load away again, so NEW01 is free for the rollback below.
    const third = await createTask(h, admin, { srcStationCode: 'NEW01', destStationCode: 'A01N03' });
    await runUntil(h, async () => (await order(h, admin, third)).transorderStatus === 'Complete');
  });

  it('refuses a version that removes the station a vehicle stands on, naming it; nothing changes', async () => {
    const standing = rt().fleet.vehicles.find((v) => v.motion.position.kind === 'at' && v.motion.route.length === 0)!;
    const at = standing.motion.position.kind === 'at' ? standing.motion.position.station : '';
    await h.app.db.deleteFrom('stations').where('layout_id', '=', LAYOUT1).where('station_code', '=', at).execute();
    const { body } = await h.call<PublishResult>('POST', '/agvserver/layout/publish', { token: admin, lang: 'en_GB', body: { id: LAYOUT1 } });
    expect(body.success).toBe(false);
    expect(body.result.published).toBe(false);
    expect(body.result.holds).toContainEqual(expect.objectContaining({ kind: 'vehicleStation', agvCode: standing.config.code, stationCode: at, message: `vehicle ${standing.config.code} stands on station ${at}` }));
    expect(body.message).toContain(`vehicle ${standing.config.code} stands on station ${at}`);
    expect(await versions()).toHaveLength(2);
    expect(rt().site.version).toBe(2);
    expect(rt().fleet.graph.stations.has(stationId(at))).toBe(true);
  });

  it('rolling back publishes version 1 again as the next version and makes it the draft', async () => {
    const { body } = await h.call<PublishResult>('POST', '/agvserver/layout/publishVersion', { token: admin, body: { layoutId: LAYOUT1, version: 1 } });
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ published: true, version: 3 });
    expect(rt().fleet.graph.stations.has(stationId('NEW01'))).toBe(false);
    const list = await versions();
    expect(list.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(list[0]!.stationCount).toBe(list[2]!.stationCount);
    expect(list[0]!.note).toContain('1');
    // The draft is version 1 again: NEW01 gone, the deleted station back with its id.
    expect(await draftStation('NEW01')).toBeUndefined();
    const draftCount = await h.app.db.selectFrom('stations').select((eb) => eb.fn.countAll().as('n')).where('layout_id', '=', LAYOUT1).executeTakeFirstOrThrow();
    expect(Number(draftCount.n)).toBe(list[2]!.stationCount);
    // And the fleet still works on it.
    const id = await createTask(h, admin, taskForm());
    await runUntil(h, async () => (await order(h, admin, id)).transorderStatus === 'Complete');
  });

  it('an unknown version or layout is refused', async () => {
    const v = await h.call('POST', '/agvserver/layout/publishVersion', { token: admin, lang: 'en_GB', body: { layoutId: LAYOUT1, version: 99 } });
    expect(v.body).toMatchObject({ success: false, message: 'Version 99 of this layout does not exist' });
    const l = await h.call('POST', '/agvserver/layout/publish', { token: admin, body: { id: 'nope' } });
    expect(l.body.success).toBe(false);
  });

  it('a restart runs the latest published version, not a later draft', async () => {
    await addDraftStation('DRAFT01');
    await h.restart();
    admin = await h.token('admin', ADMIN_PASSWORD);
    expect(rt().site.version).toBe(3);
    expect(rt().fleet.graph.stations.has(stationId('DRAFT01'))).toBe(false);
    expect(await draftStation('DRAFT01')).toBeDefined();
  });

  it('publishing needs agv:layout:publish', async () => {
    await h.createUser({ username: 'pub_operator', roles: ['operator'] });
    const operator = await h.token('pub_operator', ADMIN_PASSWORD);
    const { status } = await h.call('POST', '/agvserver/layout/publish', { token: operator, body: { id: LAYOUT1 } });
    expect(status).toBe(403);
  });
});

describe('AGVS_DEMO=off', () => {
  it('starts with no demo site', async () => {
    const empty = await startHarness({ demo: false });
    try {
      const db = empty.app.db;
      for (const table of ['maps', 'layouts', 'stations', 'agvs', 'transorders', 'order_templates', 'layout_versions'] as const) {
        const { n } = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
        expect(Number(n), table).toBe(0);
      }
      expect(empty.app.fleets.ofTenant(1000)).toEqual([]);
      // Signing in still works: the tenant and the administrator are there.
      await empty.token('admin', ADMIN_PASSWORD);
    } finally {
      await empty.close();
    }
  });
});
