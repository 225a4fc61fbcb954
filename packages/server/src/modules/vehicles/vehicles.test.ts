import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agv } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { agvForm, LAYOUT1 } from '../../test-support/fleet.js';

let h: Harness;
let admin: string;
let operator: string;
let nobody: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
  await h.createUser({ username: 'fleet_operator', roles: ['operator'] });
  await h.createUser({ username: 'fleet_nobody', roles: [] });
  [operator, nobody] = await Promise.all([h.token('fleet_operator', ADMIN_PASSWORD), h.token('fleet_nobody', ADMIN_PASSWORD)]);
});
afterAll(async () => h?.close());

const LAYOUT2 = demoIds.layout('LAYOUT02');
const FORKLIFT = demoIds.model('FL1500');
const JACKING = demoIds.model('JK600');

/** The AGV dialog as the console sends it: a mix of numbers and text. */
const form = (over: Record<string, unknown> = {}) =>
  agvForm({
    agvUid: 'FL1500-9001',
    agvCode: 'FL90',
    agvName: 'FL90',
    modelId: FORKLIFT,
    isValid: '1',
    agvSpeed: '1500',
    agvIp: '192.168.10.190',
    controlTaskType: [{ taskType: 'Delivery' }, { taskType: 'Charge' }],
    ...over,
  });

describe('GET /agvserver/agv/queryByUid', () => {
  it('returns every field of the vehicle with its model and group', async () => {
    const { status, body } = await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: operator, query: { agvUid: 'FL1500-2401' } });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      agvUid: 'FL1500-2401',
      agvCode: 'FL01',
      agvName: 'FL01',
      mapId: demoIds.map('MAP01'),
      currentLayoutId: LAYOUT1,
      modelId: FORKLIFT,
      modelName: 'Pallet forklift FL1500',
      groupName: 'Warehouse forklifts',
      brandId: demoIds.brand('MUSHINY'),
      agvType: 'Laser',
      isConnected: 1,
      isLock: 0,
      batteryLowLevel: 20,
      runOrderBatteryLevel: 40,
      freeBatteryLevel: 60,
      batteryFullLevel: 95,
      batteryFullTime: 90,
      currentDirection: 'Forward',
      agvImage: 'blueAGV.png',
      agvImageSize: 40,
      currentStationCode: 'PK01',
    });
    expect(JSON.parse(body.result.controlTaskType)).toEqual([{ taskType: 'Delivery' }, { taskType: 'Charge' }, { taskType: 'Park' }]);
  });

  it('answers a business failure for an unknown vehicle and 400 without agvUid', async () => {
    const unknown = await h.call('GET', '/agvserver/agv/queryByUid', { token: operator, lang: 'en-GB', query: { agvUid: 'nope' } });
    expect(unknown.body).toMatchObject({ success: false, code: 500, message: 'Vehicle nope does not exist' });
    const missing = await h.call('GET', '/agvserver/agv/queryByUid', { token: operator, lang: 'en-GB' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('agvUid is required');
  });

  it('refuses anonymous callers', async () => {
    expect((await h.call('GET', '/agvserver/agv/queryByUid', { query: { agvUid: 'FL1500-2401' } })).status).toBe(401);
  });

  it('is readable by a user without roles: monitor:public is everybody’s (SPEC §6)', async () => {
    const { body } = await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: nobody, query: { agvUid: 'JK600-3101' } });
    expect(body.result.modelId).toBe(JACKING);
  });
});

describe('GET /agvserver/agv/queryByAgvCodeOrName', () => {
  const search = async (query: Record<string, string>) =>
    (await h.call<Agv[]>('GET', '/agvserver/agv/queryByAgvCodeOrName', { token: operator, query })).body.result.map((a) => a.agvCode);

  it('finds by uid, code or name ignoring case, and filters by model and layout', async () => {
    expect(await search({})).toHaveLength(12);
    expect(await search({ agvKey: 'fl0' })).toEqual(['FL01', 'FL02', 'FL03', 'FL04', 'FL05', 'FL06', 'FL07', 'FL08', 'FL09']);
    expect(await search({ agvKey: '3102' })).toEqual(['JK02']);
    expect(await search({ agvName: 'jk' })).toEqual(['JK01', 'JK02', 'JK03']);
    expect(await search({ modelId: JACKING })).toEqual(['JK01', 'JK02', 'JK03']);
    expect(await search({ currentLayoutId: LAYOUT2, agvKey: 'JK03' })).toEqual(['JK03']);
    expect(await search({ currentLayoutId: LAYOUT1, modelId: JACKING })).toEqual([]);
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await search({ agvKey: '%' })).toEqual([]);
    expect(await search({ agvKey: '_' })).toEqual([]);
  });
});

describe('POST /agvserver/agv/add', () => {
  it('adds a vehicle and reads it back', async () => {
    const { body } = await h.call<Agv>('POST', '/agvserver/agv/add', { token: operator, lang: 'en-GB', body: form() });
    expect(body).toMatchObject({ success: true, message: 'Vehicle added' });
    expect(body.result).toMatchObject({
      agvUid: 'FL1500-9001',
      mapId: demoIds.map('MAP01'),
      agvSpeed: 1500,
      isValid: 1,
      isConnected: 0,
      agvImage: 'blueAGV.png',
      agvImageSize: 30,
      currentDirection: 'Forward',
      controlTaskType: '[{"taskType":"Delivery"},{"taskType":"Charge"}]',
    });
    const read = await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: operator, query: { agvUid: 'FL1500-9001' } });
    expect(read.body.result.id).toBe(body.result.id);
  });

  it('stores no task types as empty text and accepts them as JSON text', async () => {
    const none = await h.call<Agv>('POST', '/agvserver/agv/add', { token: admin, body: form({ agvUid: 'NONE-1', controlTaskType: [] }) });
    expect(none.body.result.controlTaskType).toBe('');
    const text = await h.call<Agv>('POST', '/agvserver/agv/add', {
      token: admin,
      body: form({ agvUid: 'TEXT-1', controlTaskType: '[{"taskType":"Park"}]' }),
    });
    expect(text.body.result.controlTaskType).toBe('[{"taskType":"Park"}]');
  });

  it('refuses a duplicate agvUid', async () => {
    const { body } = await h.call('POST', '/agvserver/agv/add', { token: operator, lang: 'en-GB', body: form({ agvUid: 'FL1500-2401' }) });
    expect(body).toMatchObject({ success: false, code: 500, message: 'A vehicle with unique id FL1500-2401 already exists' });
  });

  it('names the missing or malformed field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ agvIp: undefined }, 'agvIp is required'],
      [{ agvIp: '192.168.1.300' }, 'agvIp has an invalid format'],
      [{ agvSpeed: 'fast' }, 'agvSpeed has an invalid format'],
      [{ isValid: 2 }, 'isValid has an invalid format'],
      [{ batteryLowLevel: 100 }, 'batteryLowLevel has an invalid format'],
      [{ batteryFullLevel: 150 }, 'batteryFullLevel must be at most 100'],
      [{ batteryFullTime: -5 }, 'batteryFullTime has an invalid format'],
      [{ agvImage: '../../etc/passwd' }, 'agvImage has an invalid format'],
      [{ currentLayoutId: '' }, 'currentLayoutId is required'],
      [{ controlTaskType: '[{"taskType":"Fly"}]' }, 'controlTaskType.0.taskType must be one of Delivery, Charge, Park'],
      [{ controlTaskType: 'not json' }, 'controlTaskType is not a valid JSON list of task types'],
      [
        { runOrderBatteryLevel: 10 },
        'runOrderBatteryLevel must keep forced-charge level <= run-order and idle-charge levels <= full level',
      ],
    ];
    for (const [over, message] of cases) {
      const { status, body } = await h.call('POST', '/agvserver/agv/add', { token: operator, lang: 'en-GB', body: form({ agvUid: 'BAD-1', ...over }) });
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
  });

  it('refuses references outside the tenant', async () => {
    const layout = await h.call('POST', '/agvserver/agv/add', { token: operator, lang: 'en-GB', body: form({ agvUid: 'REF-1', currentLayoutId: 'lay-x' }) });
    expect(layout.body).toMatchObject({ success: false, message: 'Layout lay-x does not exist' });
    const model = await h.call('POST', '/agvserver/agv/add', { token: operator, lang: 'en-GB', body: form({ agvUid: 'REF-1', modelId: 'm-x' }) });
    expect(model.body).toMatchObject({ success: false, message: 'Vehicle model m-x does not exist' });
    const group = await h.call('POST', '/agvserver/agv/add', { token: operator, lang: 'en-GB', body: form({ agvUid: 'REF-1', groupId: 'g-x' }) });
    expect(group.body).toMatchObject({ success: false, message: 'Vehicle group g-x does not exist' });
  });

  it('needs monitor:agv:edit', async () => {
    const { status, body } = await h.call('POST', '/agvserver/agv/add', { token: nobody, lang: 'en-GB', body: form({ agvUid: 'NOPE-1' }) });
    expect(status).toBe(403);
    expect(body.message).toBe('Access denied');
  });
});

describe('PUT /agvserver/agv/edit', () => {
  it('saves the dialog and keeps what it does not send', async () => {
    const before = (await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: operator, query: { agvUid: 'FL1500-2402' } })).body.result;
    const { body } = await h.call<Agv>('PUT', '/agvserver/agv/edit', {
      token: operator,
      lang: 'en-GB',
      body: form({ id: before.id, agvUid: 'FL1500-2402', agvCode: 'FL02', agvName: 'FL02-renamed', agvSpeed: 1200.5, isLock: '1', controlTaskType: undefined }),
    });
    expect(body).toMatchObject({ success: true, message: 'Vehicle saved' });
    expect(body.result).toMatchObject({
      id: before.id,
      agvName: 'FL02-renamed',
      agvSpeed: 1200.5,
      isLock: 1,
      isConnected: 1,
      controlTaskType: before.controlTaskType,
      currentStationCode: 'PK02',
      currentRotation: before.currentRotation,
    });
    // The lock reaches the running fleet too (the runtime owns live state).
    expect(h.app.fleets.ofVehicle(1000, before.id)!.fleet.vehicle(before.id as never).locked).toBe(true);
  });

  it('keeps code, name, group and battery levels the form leaves out', async () => {
    const before = (await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: operator, query: { agvUid: 'FL1500-2405' } })).body.result;
    const omitted = { agvCode: undefined, agvName: undefined, groupId: undefined, runOrderBatteryLevel: undefined, freeBatteryLevel: undefined };
    const { body } = await h.call<Agv>('PUT', '/agvserver/agv/edit', {
      token: operator,
      body: form({ id: before.id, agvUid: 'FL1500-2405', ...omitted, agvSpeed: 900 }),
    });
    expect(body.result).toMatchObject({
      agvCode: 'FL05',
      agvName: 'FL05',
      groupId: before.groupId,
      runOrderBatteryLevel: 40,
      freeBatteryLevel: 60,
      agvSpeed: 900,
    });
    const cleared = await h.call<Agv>('PUT', '/agvserver/agv/edit', { token: operator, body: form({ id: before.id, agvUid: 'FL1500-2405', groupId: null }) });
    expect(cleared.body.result.groupId).toBeNull();
  });

  it('takes back unchanged the record queryByUid gives, also with the optional battery levels empty', async () => {
    const read = async () => (await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: operator, query: { agvUid: 'FL1500-2406' } })).body.result;
    const before = await read();
    const emptied = await h.call<Agv>('PUT', '/agvserver/agv/edit', { token: operator, body: { ...before, runOrderBatteryLevel: '', freeBatteryLevel: '' } });
    expect(emptied.body).toMatchObject({ success: true, result: { runOrderBatteryLevel: null, freeBatteryLevel: null } });
    const record = await read();
    const again = await h.call<Agv>('PUT', '/agvserver/agv/edit', { token: operator, lang: 'en-GB', body: record });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, result: { runOrderBatteryLevel: null, freeBatteryLevel: null, agvName: record.agvName } });
  });

  it('refuses taking another vehicle’s agvUid, an unknown id, and callers without the code', async () => {
    const fl03 = (await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: operator, query: { agvUid: 'FL1500-2403' } })).body.result;
    const taken = await h.call('PUT', '/agvserver/agv/edit', { token: operator, lang: 'en-GB', body: form({ id: fl03.id, agvUid: 'FL1500-2401' }) });
    expect(taken.body).toMatchObject({ success: false, message: 'A vehicle with unique id FL1500-2401 already exists' });
    const unknown = await h.call('PUT', '/agvserver/agv/edit', { token: operator, lang: 'en-GB', body: form({ id: 'agv-x', agvUid: 'X-1' }) });
    expect(unknown.body).toMatchObject({ success: false, message: 'Vehicle X-1 does not exist' });
    const missingId = await h.call('PUT', '/agvserver/agv/edit', { token: operator, lang: 'en-GB', body: form() });
    expect(missingId.status).toBe(400);
    expect(missingId.body.message).toBe('id is required');
    expect((await h.call('PUT', '/agvserver/agv/edit', { token: nobody, body: form({ id: fl03.id, agvUid: 'FL1500-2403' }) })).status).toBe(403);
  });
});

describe('tenant isolation', () => {
  let other: string;
  beforeAll(async () => {
    await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
    await h.createUser({ username: 'fleet_other', roles: ['admin'], tenants: [2000], departs: ['B01'] });
    other = await h.token('fleet_other', ADMIN_PASSWORD);
    const now = Date.now();
    const stamps = { tenant_id: 2000, created_at: now };
    await h.app.db
      .insertInto('maps')
      .values({ ...stamps, id: 'map-2000', map_code: 'M', map_name: 'Other map', sort_no: 1, updated_at: now })
      .execute();
    await h.app.db
      .insertInto('layouts')
      .values({
        ...stamps,
        id: 'lay-2000',
        map_id: 'map-2000',
        layout_code: 'L',
        layout_name: 'Other layout',
        width: 1180,
        height: 960,
        station_radius: 6,
        mm_per_unit: 10,
        updated_at: now,
      })
      .execute();
    await h.app.db
      .insertInto('agv_models')
      .values({
        ...stamps,
        id: 'model-2000',
        brand_id: null,
        model_code: 'M1',
        model_name: 'Other model',
        length: 1000,
        width: 600,
        max_speed: 1000,
        max_load: 100,
        convert_rate: 1,
        is_reversal_x: 0,
        is_reversal_y: 0,
        offset_x: 0,
        offset_y: 0,
      })
      .execute();
  });

  it("another tenant sees none of tenant 1000's vehicles", async () => {
    const list = await h.call<Agv[]>('GET', '/agvserver/agv/queryByAgvCodeOrName', { token: other });
    expect(list.body.result).toEqual([]);
    const one = await h.call('GET', '/agvserver/agv/queryByUid', { token: other, query: { agvUid: 'FL1500-2401' } });
    expect(one.body.success).toBe(false);
    expect((await h.call('GET', '/agvserver/agv/queryByAgvCodeOrName', { token: other, tenant: 1000 })).status).toBe(403);
  });

  it("cannot edit tenant 1000's vehicle or use its layout, but may reuse its agvUid", async () => {
    const fl04 = (await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: admin, query: { agvUid: 'FL1500-2404' } })).body.result;
    const edit = await h.call('PUT', '/agvserver/agv/edit', {
      token: other,
      body: form({ id: fl04.id, agvUid: 'FL1500-2404', currentLayoutId: 'lay-2000', modelId: 'model-2000', groupId: null }),
    });
    expect(edit.body.success).toBe(false);
    const foreignLayout = await h.call('POST', '/agvserver/agv/add', { token: other, body: form({ modelId: 'model-2000', groupId: null }) });
    expect(foreignLayout.body.success).toBe(false);
    const own = await h.call<Agv>('POST', '/agvserver/agv/add', {
      token: other,
      body: form({ agvUid: 'FL1500-2401', currentLayoutId: 'lay-2000', modelId: 'model-2000', groupId: null }),
    });
    expect(own.body).toMatchObject({ success: true, result: { agvUid: 'FL1500-2401', mapId: 'map-2000' } });
    const mine = await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: admin, query: { agvUid: 'FL1500-2401' } });
    expect(mine.body.result.currentLayoutId).toBe(LAYOUT1);
  });
});
