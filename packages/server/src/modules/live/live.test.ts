import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgvInfoCard, CallOrder, CreatedOrders, OccupiedStation, PageResult, PathResult } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { cards, createTask, LAYOUT1, order, runUntil, setLoad } from '../../test-support/fleet.js';

let h: Harness;
let operator: string;
let nobody: string;
let other: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'live_operator', roles: ['operator'] });
  await h.createUser({ username: 'live_nobody', roles: [] });
  await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
  await h.createUser({ username: 'live_other', roles: ['admin'], tenants: [2000], departs: ['B01'] });
  [operator, nobody, other] = await Promise.all(['live_operator', 'live_nobody', 'live_other'].map((u) => h.token(u, ADMIN_PASSWORD)));
});
afterAll(async () => h?.close());

const FL01 = demoIds.agv('FL01');
const occupied = async (token = operator) =>
  (await h.call<OccupiedStation[]>('GET', '/agvserver/station/getOccupiedStationSimpleList', { token, query: { layoutId: LAYOUT1 } })).body.result;

describe('AGV info cards', () => {
  it('shows every vehicle of the layout with live state', async () => {
    const list = await cards(h, operator);
    expect(list).toHaveLength(9);
    const fl01 = list.find((c) => c.agvUid === 'FL1500-2401')!;
    expect(fl01).toMatchObject({
      agvVo: { id: FL01, agvCode: 'FL01', modelName: 'Pallet forklift FL1500', isLock: 0, isConnected: 1 },
      scheduleMode: 'AUTO',
      runStatus: 'RUNNING',
      chargeStatus: 'UNCHARGED',
      battery: 100,
      stationCode: 'PK01',
      nextStationCode: null,
      agvStatus: { Main: { LoadStatus: 0 } },
      transorderVo: null,
    });
    expect(fl01.x).toBeGreaterThan(0);
    const byMap = await h.call<AgvInfoCard[]>('GET', '/agvserver/map/getMapSimpleAgvInfo', { token: operator, query: { mapId: demoIds.map('MAP02') } });
    expect(byMap.body.result.map((c) => c.agvVo.agvCode)).toEqual(['JK01', 'JK02', 'JK03']);
  });

  it('lists where vehicles stand as occupied stations', async () => {
    const list = await occupied();
    expect(list.filter((o) => o.manual === 0)).toHaveLength(9);
    expect(list.find((o) => o.agvId === FL01)).toMatchObject({ stationVo: { stationCode: 'PK01' }, agvName: 'FL01', manual: 0 });
  });
});

describe('vehicle commands', () => {
  it('locks and unlocks a vehicle; a locked vehicle takes no order', async () => {
    const lock = await h.call('POST', '/agvserver/agv/setIsLockByAgvUid', { token: operator, lang: 'en-GB', body: { agvUid: 'FL1500-2401', isLock: 1 } });
    expect(lock.body).toMatchObject({ success: true, message: 'Vehicle locked' });
    let fl01 = (await cards(h, operator)).find((c) => c.agvVo.id === FL01)!;
    expect(fl01).toMatchObject({ agvVo: { isLock: 1 }, scheduleMode: 'MANUAL' });
    expect((await h.app.db.selectFrom('agvs').select('is_lock').where('id', '=', FL01).executeTakeFirstOrThrow()).is_lock).toBe(1);

    const named = await createTask(h, operator, { srcStationCode: 'A02N01', destStationCode: 'A02N02', cycleTimesChecked: true, agvId: FL01 });
    await h.runFleet(10_000, 500);
    expect((await order(h, operator, named)).transorderStatus).toBe('Init');

    const unlock = await h.call('POST', '/agvserver/agv/setIsLockByAgvUid', { token: operator, lang: 'en-GB', body: { agvUid: 'FL1500-2401', isLock: '0' } });
    expect(unlock.body).toMatchObject({ success: true, message: 'Vehicle unlocked' });
    fl01 = (await cards(h, operator)).find((c) => c.agvVo.id === FL01)!;
    expect(fl01.agvVo.isLock).toBe(0);
    await runUntil(h, async () => (await order(h, operator, named)).transorderStatus === 'Complete');
    expect((await order(h, operator, named)).agvId).toBe(FL01);

    const bad = await h.call('POST', '/agvserver/agv/setIsLockByAgvUid', { token: operator, lang: 'en-GB', body: { agvUid: 'FL1500-2401', isLock: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('isLock');
    expect((await h.call('POST', '/agvserver/agv/setIsLockByAgvUid', { token: nobody, body: { agvUid: 'FL1500-2401', isLock: 1 } })).status).toBe(403);
  });

  it('locks and shuts down selected vehicles', async () => {
    const fl08 = demoIds.agv('FL08');
    expect((await h.call('POST', '/agvserver/agv/lockAgv', { token: operator, body: [{ id: fl08 }] })).body.success).toBe(true);
    expect((await h.call('POST', '/agvserver/agv/shutdownAgv', { token: operator, body: [{ id: fl08 }] })).body.success).toBe(true);
    const card = (await cards(h, operator)).find((c) => c.agvVo.id === fl08)!;
    expect(card).toMatchObject({ agvVo: { isLock: 1, isConnected: 0 }, runStatus: 'STOP' });
    expect((await h.call('POST', '/agvserver/agv/shutdownAgv', { token: nobody, body: [{ id: fl08 }] })).status).toBe(403);
    const unknown = await h.call('POST', '/agvserver/agv/lockAgv', { token: operator, lang: 'en-GB', body: [{ id: 'agv-x' }] });
    expect(unknown.body).toMatchObject({ success: false, message: 'Vehicle agv-x is not in a running fleet' });
  });

  it('sends a vehicle to charge and to park immediately', async () => {
    const fl07 = demoIds.agv('FL07');
    const charge = await h.call('GET', '/agvserver/task/createChargeTaskImmediately', { token: operator, lang: 'en-GB', query: { agvId: fl07 } });
    expect(charge.body).toMatchObject({ success: true, message: 'Charge task created' });
    // A full battery (100 %, above batteryFullLevel) stops charging as soon as it starts: watch the charger reached.
    await runUntil(h, async () => /^CH/.test((await cards(h, operator)).find((c) => c.agvVo.id === fl07)!.stationCode ?? ''), 300_000, 500, 1_000);
    const park = await h.call('GET', '/agvserver/task/createParkTaskImmediately', { token: operator, lang: 'en-GB', query: { agvId: fl07 } });
    expect(park.body).toMatchObject({ success: true, message: 'Park task created' });
  });

  it('turns a standing vehicle to the rotation the map reports, through the fleet, which stores it', async () => {
    const r = await h.call('POST', '/agvserver/agv/updateCurrentRotationById', { token: operator, body: { id: FL01, currentRotation: 90 } });
    expect(r.body.success).toBe(true);
    const card = (await cards(h, operator)).find((c) => c.agvVo.id === FL01)!;
    expect(card.angle).toBe(90);
    expect(card.agvVo.currentRotation).toBe(90);
    expect((await h.app.db.selectFrom('agvs').select('current_rotation').where('id', '=', FL01).executeTakeFirstOrThrow()).current_rotation).toBe(90);
    const unknown = await h.call('POST', '/agvserver/agv/updateCurrentRotationById', { token: operator, lang: 'en-GB', body: { id: 'agv-x', currentRotation: 90 } });
    expect(unknown.body).toMatchObject({ success: false, message: 'Vehicle agv-x is not in a running fleet' });
  });
});

describe('stations', () => {
  it('changes a station load, which the table and the fleet follow', async () => {
    const st = demoIds.station('LAYOUT01', 'A04N04');
    const r = await h.call('PUT', '/agvserver/zoneStation/updateStationOccupiedStatus', { token: operator, body: { id: st, isOccupied: 1, stationContainerType: 'Pallet' } });
    expect(r.body.success).toBe(true);
    const row = await h.app.db.selectFrom('stations').select(['is_occupied', 'station_container_type']).where('id', '=', st).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_occupied: 1, station_container_type: 'Pallet' });
    expect(h.app.fleets.get(1000, LAYOUT1)!.fleet.stationOccupied('A04N04' as never)).toBe(true);
    expect((await h.call('PUT', '/agvserver/zoneStation/updateStationOccupiedStatus', { token: nobody, body: { id: st, isOccupied: 0 } })).status).toBe(403);
  });

  it('changes a station load by the id of its zone link too, and names an unknown id', async () => {
    const link = demoIds.zoneStation('LAYOUT01', 'ZA02', 'A02N03');
    const r = await h.call('PUT', '/agvserver/zoneStation/updateStationOccupiedStatus', { token: operator, body: { id: link, isOccupied: 1 } });
    expect(r.body.success).toBe(true);
    expect(h.app.fleets.get(1000, LAYOUT1)!.fleet.stationOccupied('A02N03' as never)).toBe(true);
    const unknown = await h.call('PUT', '/agvserver/zoneStation/updateStationOccupiedStatus', { token: operator, lang: 'en-GB', body: { id: 'zs-nope', isOccupied: 1 } });
    expect(unknown.body).toMatchObject({ success: false });
    expect(unknown.body.message).toContain('zs-nope');
  });

  it('holds and releases a station for a vehicle in the occupied list', async () => {
    const set = await h.call('POST', '/agvserver/station/setOccupiedStation', { token: operator, body: { layoutId: LAYOUT1, stationCode: 'A05S05', agvId: FL01 } });
    expect(set.body.success).toBe(true);
    const held = (await occupied()).find((o) => o.manual === 1)!;
    expect(held).toMatchObject({ stationVo: { stationCode: 'A05S05' }, agvId: FL01, agvName: 'FL01' });
    const twice = await h.call('POST', '/agvserver/station/setOccupiedStation', { token: operator, lang: 'en-GB', body: { layoutId: LAYOUT1, stationCode: 'A05S05' } });
    expect(twice.body).toMatchObject({ success: false, message: 'Station A05S05 is already held' });
    // A held station is locked for routing: no path ends there.
    const path = await h.call('GET', '/agvserver/transorder/queryPath', { token: operator, lang: 'en-GB', query: { layoutId: LAYOUT1, srcStationCode: 'PK01', destStationCode: 'A05S05' } });
    expect(path.body).toMatchObject({ success: false, message: 'No path from PK01 to A05S05' });

    expect((await h.call('POST', '/agvserver/station/removeOccupiedStation', { token: operator, body: { id: held.id } })).body.success).toBe(true);
    expect((await occupied()).filter((o) => o.manual === 1)).toHaveLength(0);
    const open = await h.call<PathResult>('GET', '/agvserver/transorder/queryPath', { token: operator, query: { layoutId: LAYOUT1, srcStationCode: 'PK01', destStationCode: 'A05S05' } });
    expect(open.body.result.stationList[0].stationCode).toBe('PK01');
    expect(open.body.result.stationList.at(-1)!.stationCode).toBe('A05S05');
    expect(open.body.result.length).toBeGreaterThan(0);
    expect((await h.call('POST', '/agvserver/station/setOccupiedStation', { token: nobody, body: { layoutId: LAYOUT1, stationCode: 'A05S05' } })).status).toBe(403);
  });
});

describe('call orders and templates', () => {
  it('lists open call orders and closes them once', async () => {
    const now = Date.now();
    await h.app.db
      .insertInto('call_orders')
      .values({ id: 'co-1', tenant_id: 1000, call_order_code: 'CO1', call_order_status: 'Init', src_layout_id: LAYOUT1, src_station_code: 'DK01', priority: 1, created_at: now, update_time: now } as never)
      .execute();
    const list = await h.call<PageResult<CallOrder>>('GET', '/agvserver/callOrder/list', { token: operator, query: { callOrderStatus: 'Init', srcLayoutId: LAYOUT1 } });
    expect(list.body.result.records.map((c) => c.callOrderCode)).toEqual(['CO1']);
    expect((await h.call('DELETE', '/agvserver/callOrder/delete', { token: operator, query: { id: 'co-1' } })).body.success).toBe(true);
    expect((await h.call('DELETE', '/agvserver/callOrder/delete', { token: operator, query: { id: 'co-1' } })).body.success).toBe(false);
    expect((await h.call('DELETE', '/agvserver/callOrder/deleteBatch', { token: nobody, query: { ids: 'co-1' } })).status).toBe(403);
  });

  it('creates orders from templates', async () => {
    for (const source of ['DK01', 'A03S08']) await setLoad(h, source);
    const r = await h.call<CreatedOrders>('GET', '/agvserver/transorderTemplate/createOrderByTemplateId', {
      token: operator,
      query: { ids: `${demoIds.template('TPL_DK01_A01')},${demoIds.template('TPL_A03_DK02')}`, taskChainCycleTimes: '2' },
    });
    expect(r.body.success).toBe(true);
    expect(r.body.result.ids).toHaveLength(4);
    expect((await order(h, operator, r.body.result.ids[0])).srcStationCode).toBe('DK01');
    const missing = await h.call('GET', '/agvserver/transorderTemplate/createOrderByTemplateId', { token: operator, lang: 'en-GB', query: { ids: 'tpl-x' } });
    expect(missing.body).toMatchObject({ success: false, message: 'Order template tpl-x does not exist' });
  });
});

describe('tenant isolation', () => {
  it("another tenant sees none of tenant 1000's fleet", async () => {
    const layout = await h.call('GET', '/agvserver/layout/getLayoutSimpleAgvInfo', { token: other, lang: 'en-GB', query: { layoutId: LAYOUT1 } });
    expect(layout.body).toMatchObject({ success: false, message: `Layout ${LAYOUT1} does not exist` });
    const map = await h.call<AgvInfoCard[]>('GET', '/agvserver/map/getMapSimpleAgvInfo', { token: other, query: { mapId: demoIds.map('MAP01') } });
    expect(map.body.result).toEqual([]);
    const id = await createTask(h, operator, { srcStationCode: 'A01N05', destStationCode: 'A01N06' });
    expect((await h.call('GET', '/agvserver/transorder/queryById', { token: other, query: { id } })).body.success).toBe(false);
    expect((await h.call('DELETE', '/agvserver/transorder/delete', { token: other, query: { id } })).body.success).toBe(false);
    expect((await order(h, operator, id)).transorderStatus).not.toBe('Close');
    const list = await h.call<PageResult<unknown>>('GET', '/agvserver/transorder/list', { token: other });
    expect(list.body.result.total).toBe(0);
    const lock = await h.call('POST', '/agvserver/agv/setIsLockByAgvUid', { token: other, body: { agvUid: 'FL1500-2401', isLock: 1 } });
    expect(lock.body.success).toBe(false);
    const task = await h.call('POST', '/agvserver/task/createTask', { token: other, body: { srcLayoutId: LAYOUT1, destLayoutId: LAYOUT1, srcStationCode: 'A01N01', destStationCode: 'A01N02' } });
    expect(task.body.success).toBe(false);
    expect((await h.call('GET', '/agvserver/task/createChargeTaskImmediately', { token: other, query: { agvId: FL01 } })).body.success).toBe(false);
  });
});
