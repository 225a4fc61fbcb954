import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FleetSocketMessage, LayoutGraph, LayoutVersionRow, MapStationWithVehicle, PublishResult, StationVo } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { createTask, LAYOUT1, setLoad, taskForm } from '../../test-support/fleet.js';

/*
 * What consoles see of a draft (docs/site-authoring.md "Draft and publish"): the monitor's map
 * calls answer the published version, the live channel tells of a publish, orders may only name
 * published stations, and publish refuses to move the station a vehicle stands on.
 */

type WebSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const rt = () => h.app.fleets.get(1000, LAYOUT1)!;
const graph = async () => (await h.call<LayoutGraph>('POST', '/agvserver/layoutGraph/getGraphData', { token: admin, body: { layoutId: LAYOUT1 } })).body.result;
const mapStations = async () =>
  (await h.call<MapStationWithVehicle[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token: admin, query: { layoutId: LAYOUT1 } })).body.result;
const probable = async (text: string) =>
  (await h.call<StationVo[]>('GET', '/agvserver/station/queryProbableStationListByStationCodeAndLayoutId', { token: admin, query: { layoutId: LAYOUT1, stationCode: text } })).body.result;
const versions = async () => (await h.call<LayoutVersionRow[]>('GET', '/agvserver/layout/versions', { token: admin, query: { layoutId: LAYOUT1 } })).body.result;
const publish = () => h.call<PublishResult>('POST', '/agvserver/layout/publish', { token: admin, lang: 'en_GB', body: { id: LAYOUT1 } });

/** Waits (real time, at most 5 s) for frames in flight. */
const settle = async (until: () => boolean) => {
  for (let i = 0; i < 500 && !until(); i++) await new Promise((r) => setTimeout(r, 10));
};

async function open(query: string): Promise<{ ws: WebSocket; messages: FleetSocketMessage[] }> {
  const messages: FleetSocketMessage[] = [];
  const ws = await h.app.injectWS(`/agvs/ws/fleet?${query}`, {}, {
    onInit: (socket) => socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as FleetSocketMessage)),
  });
  return { ws, messages };
}

/** A Working station 5 m right of the rightmost one, joined to it both ways: in the draft only. */
async function addDraftStation(code: string): Promise<void> {
  const db = h.app.db;
  const stations = await db.selectFrom('stations').selectAll().where('layout_id', '=', LAYOUT1).execute();
  const layout = await db.selectFrom('layouts').selectAll().where('id', '=', LAYOUT1).executeTakeFirstOrThrow();
  const edge = stations.reduce((a, b) => (b.map_x > a.map_x || (b.map_x === a.map_x && b.map_y < a.map_y) ? b : a));
  const now = Date.now();
  const id = `st-view-${code}`;
  await db
    .insertInto('stations')
    .values({
      id, tenant_id: 1000, layout_id: LAYOUT1, station_code: code, station_name: code, graph_id: Math.max(...stations.map((s) => s.graph_id)) + 1,
      map_x: edge.map_x + 5000 / layout.mm_per_unit, map_y: edge.map_y, width: edge.width, station_type: 'Working', is_occupied: 0,
      station_container_type: null, external_info: null, lif_id: null, created_at: now, updated_at: now,
    })
    .execute();
  await db
    .insertInto('segments')
    .values({
      id: `sg-view-${code}`, tenant_id: 1000, layout_id: LAYOUT1, src_station_id: edge.id, dest_station_id: id, segment_type: 'straight',
      control_x1: null, control_y1: null, control_x2: null, control_y2: null, length: 0, direction: 'double-forward', lif_id: null, created_at: now,
    })
    .execute();
}

describe('the published layout is what consoles see', () => {
  it('a draft edit shows on the map calls, and can be ordered to, only once published; the live channel tells of the publish', async () => {
    const before = await graph();
    const stationKeys = Object.keys(before.stationList[0]!).sort();
    await addDraftStation('VIEW01');
    await h.app.db.updateTable('stations').set({ station_name: 'renamed in draft' }).where('layout_id', '=', LAYOUT1).where('station_code', '=', 'A01N02').execute();

    expect(await graph()).toEqual(before);
    expect((await mapStations()).some((s) => s.stationCode === 'VIEW01')).toBe(false);
    expect(await probable('VIEW01')).toEqual([]);
    // An order naming the station only the draft has is refused by name, in the caller's language.
    const refused = await h.call('POST', '/agvserver/task/createTask', { token: admin, lang: 'en_GB', body: taskForm({ destStationCode: 'VIEW01' }) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, message: 'Station VIEW01 is not in the published layout' });
    const zh = await h.call('POST', '/agvserver/task/createTask', { token: admin, lang: 'zh_CN', body: taskForm({ srcStationCode: 'VIEW01' }) });
    expect(zh.body.message).toBe('站点 VIEW01 不在已发布的布局中');

    const monitor = await open(`layoutId=${LAYOUT1}&token=${admin}&watch=layout`);
    const full = await open(`layoutId=${LAYOUT1}&token=${admin}`);
    await settle(() => monitor.messages.length > 0 && full.messages.some((m) => m.type === 'layoutVersion'));
    expect(monitor.messages).toEqual([{ type: 'layoutVersion', layoutId: LAYOUT1, version: 1 }]);

    const { body } = await publish();
    expect(body.success, body.message).toBe(true);
    expect(body.result.version).toBe(2);
    const told = (m: FleetSocketMessage) => m.type === 'layoutVersion' && m.version === 2;
    await settle(() => monitor.messages.some(told) && full.messages.some(told));
    expect(monitor.messages.at(-1)).toEqual({ type: 'layoutVersion', layoutId: LAYOUT1, version: 2 });
    // The monitor's socket gets nothing of the fleet's own traffic.
    expect(monitor.messages.every((m) => m.type === 'layoutVersion')).toBe(true);
    expect(full.messages.some(told)).toBe(true);
    monitor.ws.terminate();
    full.ws.terminate();

    const after = await graph();
    const added = after.stationList.find((s) => s.stationCode === 'VIEW01');
    expect(added).toBeDefined();
    expect(Object.keys(added!).sort()).toEqual(stationKeys);
    expect(after.stationList.find((s) => s.stationCode === 'A01N02')?.stationName).toBe('renamed in draft');
    expect(after.segmentList.some((g) => g.destStationCode === 'VIEW01' && g.type === 'straight' && g.controlPoints.length === 0)).toBe(true);
    expect(after.segmentList).toHaveLength(before.segmentList.length + 1);
    expect((await probable('VIEW01')).map((s) => s.stationCode)).toEqual(['VIEW01']);
    expect(await createTask(h, admin, { destStationCode: 'VIEW01' })).toBeTruthy();
  });

  it('the load on a station is live data: it shows without a publish', async () => {
    await setLoad(h, 'A03S08');
    expect((await mapStations()).find((s) => s.stationCode === 'A03S08')?.isOccupied).toBe(1);
  });

  it('refuses a version that moves the station a vehicle stands on, naming vehicle and station', async () => {
    const standing = rt().fleet.vehicles.find((v) => v.motion.position.kind === 'at' && v.motion.route.length === 0 && !v.mission)!;
    expect(standing).toBeDefined();
    const at = standing.motion.position.kind === 'at' ? standing.motion.position.station : '';
    const db = h.app.db;
    const stations = await db.selectFrom('stations').selectAll().where('layout_id', '=', LAYOUT1).execute();
    const mm = (await db.selectFrom('layouts').select('mm_per_unit').where('id', '=', LAYOUT1).executeTakeFirstOrThrow()).mm_per_unit;
    const here = stations.find((s) => s.station_code === at)!;
    // 30 mm square to the nearest station, so no station comes closer than before (no check finding).
    const near = stations.filter((s) => s.id !== here.id).reduce((a, b) => (Math.hypot(b.map_x - here.map_x, b.map_y - here.map_y) < Math.hypot(a.map_x - here.map_x, a.map_y - here.map_y) ? b : a));
    const d = Math.hypot(near.map_x - here.map_x, near.map_y - here.map_y);
    const step = 30 / mm;
    await db
      .updateTable('stations')
      .set({ map_x: here.map_x - ((near.map_y - here.map_y) / d) * step, map_y: here.map_y + ((near.map_x - here.map_x) / d) * step })
      .where('id', '=', here.id)
      .execute();
    const published = await versions();

    const { body } = await publish();
    expect(body.success).toBe(false);
    expect(body.result.holds).toContainEqual(
      expect.objectContaining({ kind: 'vehicleStationMoved', agvId: standing.config.id, agvCode: standing.config.code, stationCode: at, message: `vehicle ${standing.config.code} stands on station ${at}, which this version moves` }),
    );
    expect(body.message).toContain(`vehicle ${standing.config.code} stands on station ${at}`);
    expect(await versions()).toEqual(published);
    expect((await graph()).stationList.find((s) => s.stationCode === at)).toMatchObject({ mapX: here.map_x, mapY: here.map_y });

    // Moved back within rounding, it publishes.
    await db.updateTable('stations').set({ map_x: here.map_x + 1e-9, map_y: here.map_y }).where('id', '=', here.id).execute();
    expect((await publish()).body.success).toBe(true);
  });
});
