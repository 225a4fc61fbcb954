import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@agvs/contract';
import { DefaultChargingPolicy } from '@agvs/core';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { startWithCallers } from '../../test-support/callers.js';
import { download, upload } from '../../test-support/files.js';
import { createTask, LAYOUT1, order, runUntil } from '../../test-support/fleet.js';
import type { Harness } from '../../test-support/harness.js';

type Row = Record<string, unknown>;
let h: Harness;
let admin: string;
let operator: string;
let other: string;
beforeAll(async () => {
  ({ h, admin, operator, other } = await startWithCallers('rec'));
});
afterAll(async () => h?.close());

const en = { lang: 'en-GB' };
const list = (entity: string, query: Record<string, string> = {}, token = admin) =>
  h.call<PageResult<Row>>('GET', `/agvserver/${entity}/list`, { token, ...en, query: { pageSize: '50', ...query } });
const post = (entity: string, body: Row, token = admin) => h.call<Row>('POST', `/agvserver/${entity}/add`, { token, ...en, body });
const put = (entity: string, body: Row) => h.call<Row>('PUT', `/agvserver/${entity}/edit`, { token: admin, ...en, body });
const del = (entity: string, id: string) => h.call('DELETE', `/agvserver/${entity}/delete`, { token: admin, ...en, query: { id } });

describe('station actions and steps', () => {
  it('lists the demo actions of a layout with names, adds and edits answering the stored row', async () => {
    const demo = await list('stationAction', { layoutId: LAYOUT1 });
    expect(demo.body.result.records.map((r) => r['actionCode']).sort()).toEqual(['CHARGE', 'DROP', 'PICK']);
    expect(demo.body.result.records[0]!['layoutName']).toBeTruthy();

    const added = await post('stationAction', { actionCode: 'OPEN_DOOR', actionName: 'Open the door', actionType: 'Custom', layoutId: LAYOUT1 });
    expect(added.body.result).toMatchObject({ actionCode: 'OPEN_DOOR', actionType: 'Custom', layoutId: LAYOUT1 });
    const edited = await put('stationAction', { id: added.body.result['id'], actionCode: 'OPEN_DOOR', actionName: 'Open door 2', actionType: 'Custom', layoutId: LAYOUT1 });
    expect(edited.body.result).toMatchObject({ actionName: 'Open door 2' });

    const step = await post('stationActionStep', { actionId: added.body.result['id'], seq: 1, actionStepCode: 'SIGNAL', actionStepName: 'Ask the door to open', actionStepType: 'Signal', actionStepPara: 'door=D1' });
    expect(step.body.result).toMatchObject({ actionCode: 'OPEN_DOOR', seq: 1, actionStepType: 'Signal' });
    const dup = await post('stationActionStep', { actionId: added.body.result['id'], seq: 1, actionStepCode: 'AGAIN', actionStepName: 'Again', actionStepType: 'Wait' });
    expect(dup.body.success).toBe(false);

    const steps = await list('stationActionStep', { actionId: demoIds.action('LAYOUT01', 'PICK') });
    expect(steps.body.result.records.map((r) => r['actionStepCode'])).toEqual(['ALIGN', 'LIFT', 'CHECK']);
  });

  it('refuses a layout of another tenant and a code against the SPEC pattern', async () => {
    const foreign = await post('stationAction', { actionCode: 'X1', actionName: 'x', actionType: 'Custom', layoutId: LAYOUT1 }, other);
    expect(foreign.status).toBe(400);
    const bad = await post('stationAction', { actionCode: '1bad', actionName: 'x', actionType: 'Custom', layoutId: LAYOUT1 });
    expect(bad.status).toBe(400);
  });

  it('refuses to delete an action an open order runs, naming the order, and deletes it with its steps otherwise', async () => {
    const action = (await list('stationAction', { actionCode: 'OPEN_DOOR' })).body.result.records[0]!;
    const orderId = await createTask(h, admin, { srcStationCode: 'A01N03', destStationCode: 'A03S06' });
    await h.app.db.updateTable('transorder_details').set({ action_id: String(action['id']) }).where('transorder_id', '=', orderId).execute();
    const code = (await order(h, admin, orderId)).transorderCode;
    const refused = await del('stationAction', String(action['id']));
    expect(refused.body).toMatchObject({ success: false, message: `Open orders use this action: ${code}` });
    await h.app.db.updateTable('transorder_details').set({ action_id: null }).where('transorder_id', '=', orderId).execute();
    expect((await del('stationAction', String(action['id']))).body.success).toBe(true);
    expect((await list('stationActionStep', { actionId: String(action['id']) })).body.result.total).toBe(0);
  });

  it('exports and imports the actions as Excel', async () => {
    const file = await download(h, '/agvserver/stationAction/exportXls', admin, { actionCode: 'PICK' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect((sheet.getRow(2).values as unknown[]).slice(1)[headers.indexOf('actionCode')]).toBe('PICK');
    const sheetIn = new ExcelJS.Workbook();
    const ws = sheetIn.addWorksheet('a');
    ws.addRow(['actionCode', 'actionName', 'actionType', 'layoutId']);
    ws.addRow(['WEIGH', 'Weigh the load', 'Custom', LAYOUT1]);
    const imported = await upload(h, '/agvserver/stationAction/importExcel', admin, Buffer.from(await sheetIn.xlsx.writeBuffer()));
    expect(imported.body, JSON.stringify(imported.body)).toMatchObject({ success: true, code: 200 });
    expect((await list('stationAction', { actionCode: 'WEIGH' })).body.result.records[0]).toMatchObject({ actionName: 'Weigh the load', layoutId: LAYOUT1 });
  });
});

describe('periods and idle charging', () => {
  let periodId: string;
  it('stores a period as HH:mm and refuses other times', async () => {
    const added = await post('period', { periodCode: 'NIGHT', periodName: 'Night', periodType: 'OffPeak', startTime: '22:00', endTime: '06:00' });
    expect(added.body.result).toMatchObject({ periodCode: 'NIGHT', startTime: '22:00', endTime: '06:00' });
    periodId = String(added.body.result['id']);
    const bad = await post('period', { periodCode: 'BAD', periodName: 'Bad', periodType: 'Other', startTime: '25:00', endTime: '06:00' });
    expect(bad.status).toBe(400);
    const empty = await post('period', { periodCode: 'BAD', periodName: 'Bad', periodType: 'Other', startTime: '06:00', endTime: '06:00' });
    expect(empty.body).toMatchObject({ success: false, message: 'Start and end time must differ' });
  });

  it('adds an idle-charging setting for a group with names, checks the levels, and keeps the period it uses', async () => {
    const groupId = demoIds.group('WH_FORKLIFTS');
    const added = await post('freeChargeConfig', { configCode: 'NIGHT_TOPUP', configName: 'Night', periodId, groupId, batteryBelow: 70, chargeUntil: 95, isValid: '1' });
    expect(added.body.result).toMatchObject({ periodName: 'Night', groupId, batteryBelow: 70, chargeUntil: 95 });
    expect(added.body.result['groupName']).toBeTruthy();
    const upsideDown = await post('freeChargeConfig', { configCode: 'WRONG', configName: 'Wrong', periodId, batteryBelow: 90, chargeUntil: 50, isValid: '1' });
    expect(upsideDown.body).toMatchObject({ success: false, message: 'Charge-until level must be above the start level' });
    expect((await list('freeChargeConfig', { configCode: 'WRONG' })).body.result.total).toBe(0);
    const refused = await del('period', periodId);
    expect(refused.body).toMatchObject({ success: false, message: 'Idle charging settings use this period: NIGHT_TOPUP' });
    expect((await del('freeChargeConfig', String(added.body.result['id']))).body.success).toBe(true);
    expect((await del('period', periodId)).body.success).toBe(true);
  });
});

describe('idle charging in the running fleet', () => {
  const hhmm = (minute: number) => {
    const m = ((minute % 1440) + 1440) % 1440;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  };

  it('sends the group charging while its period covers the clock, and stops when the period moves', async () => {
    const now = new Date(h.app.clock());
    const minute = now.getHours() * 60 + now.getMinutes();
    const period = await post('period', { periodCode: 'NOW', periodName: 'Now', periodType: 'Other', startTime: hhmm(minute - 60), endTime: hhmm(minute + 60) });
    const groupId = demoIds.group('WH_FORKLIFTS');
    await post('freeChargeConfig', { configCode: 'TOP_UP', configName: 'Top_up', periodId: period.body.result['id'], groupId, batteryBelow: 99, chargeUntil: 100, isValid: '1' });
    const rt = h.app.fleets.get(1000, LAYOUT1)!;
    // The policy is asked about the group's vehicles as if at 99 %, above their own idle-charge level.
    const group = rt.fleet.vehicles.filter((v) => v.config.groupId === groupId).map((v) => ({ ...v, battery: 99 }));
    expect(group.length).toBeGreaterThan(0);
    const open = rt.fleet.view().charging;
    const base = new DefaultChargingPolicy();
    expect(group.every((v) => base.chargeNeed(v) === undefined && open.chargeNeed(v) === 'idle')).toBe(true);

    await put('period', { ...period.body.result, startTime: hhmm(minute + 120), endTime: hhmm(minute + 180) });
    const closed = rt.fleet.view().charging;
    expect(group.every((v) => closed.chargeNeed(v) === undefined)).toBe(true);
  });
});

describe('task locks', () => {
  it('locks a station of a layout, stamped with who locked it, and refuses an unknown station', async () => {
    const added = await post('taskLock', { lockType: 'Station', layoutId: LAYOUT1, stationCode: 'A01N01', reason: 'Floor repair', isValid: '1' });
    expect(added.body.result).toMatchObject({ lockType: 'Station', stationCode: 'A01N01', createBy: 'admin', isValid: 1 });
    const unknown = await post('taskLock', { lockType: 'Station', layoutId: LAYOUT1, stationCode: 'NOPE', reason: 'x', isValid: '1' });
    expect(unknown.body).toMatchObject({ success: false, message: 'The layout has no station NOPE' });
    const noAgv = await post('taskLock', { lockType: 'Agv', reason: 'x', isValid: '1' });
    expect(noAgv.body).toMatchObject({ success: false, message: 'A vehicle lock needs a vehicle' });
  });

  it('keeps an order from a locked station waiting until the lock goes', async () => {
    const lock = await post('taskLock', { lockType: 'Station', layoutId: LAYOUT1, stationCode: 'A02N04', reason: 'Spill', isValid: '1' });
    const id = await createTask(h, admin, { srcStationCode: 'A02N04', destStationCode: 'A03S07' });
    await h.runFleet(20_000);
    expect((await order(h, admin, id)).transorderStatus).toBe('Init');
    expect((await del('taskLock', String(lock.body.result['id']))).body.success).toBe(true);
    await runUntil(h, async () => (await order(h, admin, id)).transorderStatus !== 'Init', 60_000);
  });

  it('keeps a station lock on the fleet after the layout is published again', async () => {
    const lock = await post('taskLock', { lockType: 'Station', layoutId: LAYOUT1, stationCode: 'A02N06', reason: 'Inventory', isValid: '1' });
    const published = await h.call('POST', '/agvserver/layout/publish', { token: admin, body: { id: LAYOUT1, note: 'relock' } });
    expect(published.body.success).toBe(true);
    const id = await createTask(h, admin, { srcStationCode: 'A02N06', destStationCode: 'A05S10' });
    await h.runFleet(20_000);
    expect((await order(h, admin, id)).transorderStatus).toBe('Init');
    expect((await del('taskLock', String(lock.body.result['id']))).body.success).toBe(true);
    await runUntil(h, async () => (await order(h, admin, id)).transorderStatus !== 'Init', 60_000);
  });
});

describe('adapters', () => {
  it('connects a vehicle once, and keeps the adapter of a connected vehicle', async () => {
    const agvId = demoIds.agv('FL01');
    const added = await post('adapter', { adapterCode: 'SIM_AGV01', adapterName: 'Simulator', protocol: 'SIMULATION', agvId, isValid: '1' });
    expect(added.body.result).toMatchObject({ adapterCode: 'SIM_AGV01', protocol: 'SIMULATION', agvId });
    expect(added.body.result['agvCode']).toBeTruthy();
    const twice = await post('adapter', { adapterCode: 'SIM_AGV01B', adapterName: 'Again', protocol: 'SIMULATION', agvId, isValid: '1' });
    expect(twice.body.success).toBe(false);
    const refused = await del('adapter', String(added.body.result['id']));
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/^Vehicles are still connected through it: /);
  });

  it('describes how a piece of equipment is connected', async () => {
    const equipment = await h.app.db.selectFrom('equipment').select(['id', 'equipment_code']).where('tenant_id', '=', 1000).executeTakeFirstOrThrow();
    const added = await post('adapterEquipment', { adapterCode: 'EQ_1', adapterName: 'Door', protocol: 'VDA5050', equipmentId: equipment.id, address: '10.0.0.9:502', isValid: '1' });
    expect(added.body.result).toMatchObject({ equipmentCode: equipment.equipment_code, address: '10.0.0.9:502' });
    expect((await del('adapterEquipment', String(added.body.result['id']))).body.success).toBe(true);
  });
});

describe('vehicle log', () => {
  it('records what a vehicle did while it ran an order', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A01N02', destStationCode: 'A03S05' });
    await runUntil(h, async () => (await order(h, admin, id)).transorderStatus === 'Complete');
    const code = (await order(h, admin, id)).transorderCode;
    const rows = (await list('agvLog', { pageSize: '200' })).body.result.records;
    const types = new Set(rows.map((r) => r['logType']));
    expect(types.has('Mission')).toBe(true);
    expect(types.has('Load')).toBe(true);
    expect(rows.some((r) => String(r['content']).includes(code))).toBe(true);
    expect(rows[0]!['agvCode']).toBeTruthy();
    const mission = await list('agvLog', { logType: 'Mission' });
    expect(mission.body.result.records.every((r) => r['logType'] === 'Mission')).toBe(true);
  });

  it('keeps the stretches between stations the vehicle drove for the order, in order', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A02N02', destStationCode: 'A04S05' });
    await runUntil(h, async () => (await order(h, admin, id)).transorderStatus === 'Complete');
    const rows = (await list('transorderSegment', { transorderId: id, column: 'seq', order: 'asc', pageSize: '200' })).body.result.records;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.map((r) => r['seq'])).toEqual(rows.map((_, i) => i + 1));
    // Each stretch starts where the one before ended, and the last one ends at the destination.
    for (let i = 1; i < rows.length; i++) expect(rows[i]!['srcStationCode']).toBe(rows[i - 1]!['destStationCode']);
    expect(rows.at(-1)!['destStationCode']).toBe('A04S05');
    expect(rows[0]).toMatchObject({ transorderCode: (await order(h, admin, id)).transorderCode });
    expect(Number(rows[0]!['endTime'])).toBeGreaterThanOrEqual(Number(rows[0]!['startTime']));
  });
});

describe('transorder details', () => {
  it('answer the monitor\'s {transorderId, pageNo, pageSize} with the stops in order, for operators too', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A02N06', destStationCode: 'A04S07' });
    const page = await h.call<PageResult<Row>>('GET', '/agvserver/transorderDetail/list', { token: operator, query: { transorderId: id, pageNo: '1', pageSize: '100' } });
    expect(page.body.result.records.map((r) => [r['seq'], r['stationCode']])).toEqual([
      [1, 'A02N06'],
      [2, 'A04S07'],
    ]);
    expect(page.body.result.records[0]).toMatchObject({ transorderId: id, isSend: 0, transorderCode: (await order(h, admin, id)).transorderCode });
    expect((await list('transorderDetail', { transorderId: id }, other)).body.result.total).toBe(0);
    expect((await download(h, '/agvserver/transorderDetail/exportXls', admin, { transorderId: id })).status).toBe(200);
  });
});

describe('interface log', () => {
  it('records calls of device accounts with their outcome, and leaves console sessions out', async () => {
    expect((await h.call('POST', '/sys/deviceUser/add', { token: admin, body: { username: 'mes_link', realname: 'MES', deviceType: 'board' } })).body.success).toBe(true);
    const device = (await h.call<PageResult<Row>>('GET', '/sys/deviceUser/list', { token: admin, query: { username: 'mes_link' } })).body.result.records[0]!;
    const token = (await h.call<{ token: string }>('POST', '/sys/deviceUser/issueToken', { token: admin, body: { id: device['id'] } })).body.result.token;
    const seen = await h.call('GET', '/sys/permission/getUserPermissionByToken', { token });
    expect(seen.status, JSON.stringify(seen.body).slice(0, 300)).toBe(200);
    await h.call('POST', '/agvserver/period/add', { token, body: { periodCode: 'DEV' } });
    await expect.poll(async () => (await list('interfaceLog', { caller: 'mes_link' })).body.result.total).toBe(2);
    const rows = (await list('interfaceLog', { caller: 'mes_link' })).body.result.records;
    const refused = rows.find((r) => r['method'] === 'POST')!;
    expect(refused).toMatchObject({ path: '/agvs/agvserver/period/add', status: 403, success: 0 });
    expect(rows.find((r) => r['method'] === 'GET')).toMatchObject({ status: 200, success: 1 });
    expect((await list('interfaceLog', { caller: 'admin' })).body.result.total).toBe(0);
  });
});

describe('permissions and tenants', () => {
  it('refuses callers without the permission codes', async () => {
    for (const entity of ['agvLog', 'stationAction', 'stationActionStep', 'interfaceLog', 'period', 'freeChargeConfig', 'taskLock', 'adapter', 'adapterEquipment', 'module', 'moduleStatus', 'moduleStatusItem', 'moduleStatusLog', 'transorderSegment']) {
      expect((await list(entity, {}, operator)).status).toBe(403);
    }
    expect((await post('period', { periodCode: 'OP', periodName: 'Op', periodType: 'Other', startTime: '01:00', endTime: '02:00' }, operator)).status).toBe(403);
  });

  it('shows another tenant none of these rows', async () => {
    for (const entity of ['agvLog', 'stationAction', 'stationActionStep', 'interfaceLog', 'taskLock', 'adapter', 'transorderSegment']) {
      expect((await list(entity, {}, other)).body.result.total).toBe(0);
    }
  });
});
