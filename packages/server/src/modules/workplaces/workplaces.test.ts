import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOrder, CallOrderDetailLine, PadCall, PadView, PageResult, Workplace, WorkplaceOptions } from '@agvs/contract';
import { LAYOUT1, order, runUntil, setLoad } from '../../test-support/fleet.js';
import { startWithCallers } from '../../test-support/callers.js';
import type { Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
let operator: string;
let other: string;
let padA: string;
let padB: string;
let workplaceA: Workplace;

const en = { lang: 'en-GB' } as const;

/** A device user of the caller's tenant and its issued token: the pad's identity. */
async function device(username: string, token = admin): Promise<{ id: string; token: string }> {
  expect((await h.call('POST', '/sys/deviceUser/add', { token, body: { username, realname: username, deviceType: 'pad' } })).body.success).toBe(true);
  const rows = (await h.call<PageResult<{ id: string; username: string }>>('GET', '/sys/deviceUser/list', { token, query: { username } })).body.result.records;
  const id = rows.find((r) => r.username === username)!.id;
  const issued = await h.call<{ token: string }>('POST', '/sys/deviceUser/issueToken', { token, body: { id } });
  return { id, token: issued.body.result.token };
}

const workplaceForm = (over: Record<string, unknown> = {}) => ({
  workplaceCode: 'WP-A',
  workplaceName: 'Assembly 1',
  layoutId: LAYOUT1,
  stationCodes: ['A03N02'],
  buttons: [
    { label: 'Bolts', action: 'callMaterial', stationCode: 'A03N02', srcStationCode: 'A03N01' },
    { label: 'Empty away', action: 'sendEmpty', stationCode: 'A03N02', destStationCode: 'A03N04' },
  ],
  ...over,
});

const view = async (token = padA) => (await h.call<PadView>('GET', '/agvserver/workplace/pad/view', { token, ...en })).body.result;
const callOf = async (id: string) => (await view()).calls.find((c) => c.id === id)!;
const press = (buttonId: string, token = padA) => h.call<PadCall>('POST', '/agvserver/workplace/pad/press', { token, ...en, body: { buttonId } });
const callOrders = async () => (await h.call<PageResult<CallOrder>>('GET', '/agvserver/callOrder/list', { token: admin, query: { pageSize: '100' } })).body.result.records;

beforeAll(async () => {
  ({ h, admin, operator, other } = await startWithCallers('wp'));
  const a = await device('pad_a');
  const b = await device('pad_b');
  padA = a.token;
  padB = b.token;
  const saved = await h.call<Workplace>('POST', '/agvserver/workplace/save', { token: admin, ...en, body: workplaceForm({ deviceUserId: a.id }) });
  expect(saved.body).toMatchObject({ success: true, message: 'Workplace saved' });
  workplaceA = saved.body.result;
  const savedB = await h.call<Workplace>('POST', '/agvserver/workplace/save', {
    token: admin,
    body: workplaceForm({ workplaceCode: 'WP-B', workplaceName: 'Assembly 2', stationCodes: ['A04N02'], deviceUserId: b.id, buttons: [{ label: 'Nuts', action: 'callMaterial', stationCode: 'A04N02', srcStationCode: 'A04N01' }] }),
  });
  expect(savedB.body.success, savedB.body.message).toBe(true);
});
afterAll(async () => h?.close());

describe('workplace administration', () => {
  it('lists the workplace with its layout, device and buttons, for its own tenant only', async () => {
    const list = (await h.call<Workplace[]>('GET', '/agvserver/workplace/list', { token: admin })).body.result;
    expect(list.map((w) => w.workplaceCode)).toEqual(['WP-A', 'WP-B']);
    expect(list[0]).toMatchObject({ workplaceName: 'Assembly 1', deviceUsername: 'pad_a', layoutName: expect.any(String), stationCodes: ['A03N02'] });
    expect(list[0]!.buttons.map((b) => [b.label, b.action])).toEqual([['Bolts', 'callMaterial'], ['Empty away', 'sendEmpty']]);
    expect((await h.call<Workplace[]>('GET', '/agvserver/workplace/list', { token: other })).body.result).toEqual([]);
    const options = (await h.call<WorkplaceOptions>('GET', '/agvserver/workplace/options', { token: admin })).body.result;
    expect(options.layouts.map((l) => l.id)).toContain(LAYOUT1);
    expect(options.devices.map((d) => [d.username, d.workplaceId])).toEqual([['pad_a', workplaceA.id], ['pad_b', list[1]!.id]]);
    expect((await h.call<WorkplaceOptions>('GET', '/agvserver/workplace/options', { token: other })).body.result.devices).toEqual([]);
    expect((await h.call('GET', '/agvserver/workplace/list', { token: operator })).status).toBe(403);
  });

  it('refuses bad input naming the field', async () => {
    const save = (body: unknown) => h.call('POST', '/agvserver/workplace/save', { token: admin, ...en, body });
    const noSource = await save(workplaceForm({ workplaceCode: 'WP-X', buttons: [{ label: 'x', action: 'callMaterial', stationCode: 'A03N02' }] }));
    expect(noSource.status).toBe(400);
    expect(noSource.body.message).toContain('srcStationCode');
    const notOwn = await save(workplaceForm({ workplaceCode: 'WP-X', buttons: [{ label: 'x', action: 'callMaterial', stationCode: 'A05N05', srcStationCode: 'A03N01' }] }));
    expect(notOwn.status).toBe(400);
    expect(notOwn.body.message).toContain('buttons.0.stationCode');
    const unknownStation = await save(workplaceForm({ workplaceCode: 'WP-X', stationCodes: ['NOPE'], buttons: [] }));
    expect(unknownStation.body.message).toContain('stationCodes.0');
    const taken = await save(workplaceForm({ buttons: [] }));
    expect(taken.body.message).toContain('workplaceCode');
    const badAction = await save(workplaceForm({ workplaceCode: 'WP-X', buttons: [{ label: 'x', action: 'fly', stationCode: 'A03N02' }] }));
    expect(badAction.status).toBe(400);
    expect(badAction.body.message).toContain('action');
    const bound = await save(workplaceForm({ workplaceCode: 'WP-X', buttons: [], deviceUserId: workplaceA.deviceUserId }));
    expect(bound.body.message).toContain('deviceUserId');
    const foreignLayout = await h.call('POST', '/agvserver/workplace/save', { token: other, ...en, body: workplaceForm() });
    expect(foreignLayout.body.message).toContain('layoutId');
    const pressNothing = await h.call('POST', '/agvserver/workplace/pad/press', { token: padA, ...en, body: {} });
    expect(pressNothing.status).toBe(400);
    expect(pressNothing.body.message).toContain('buttonId');
  });
});

describe('the pad', () => {
  it('calls material with one press; the fleet brings it while the pad shows each stage', async () => {
    const v = await view();
    expect(v).toMatchObject({ workplaceCode: 'WP-A', workplaceName: 'Assembly 1' });
    const bolts = v.buttons.find((b) => b.label === 'Bolts')!;
    await setLoad(h, 'A03N01');
    const pressed = await press(bolts.id);
    expect(pressed.body).toMatchObject({ success: true, message: 'Call sent' });
    const call = pressed.body.result;
    expect(call).toMatchObject({ label: 'Bolts', action: 'callMaterial', stage: 'transport' });
    // The same call order and transport order any other call makes.
    expect((await callOrders()).find((c) => c.id === call.id)).toMatchObject({ callOrderStatus: 'Init', taskId: call.taskId, externalLineCode: 'WP-A', srcStationCode: 'A03N01', destStationCode: 'A03N02' });
    expect((await order(h, admin, call.taskId!)).transorderStatus).toBe('Init');
    expect(call.stops.map((s) => [s.actionName, s.isSend])).toEqual([['pick', 0], ['drop', 0]]);

    const seen = new Set<string>();
    await runUntil(h, async () => {
      const stage = (await callOf(call.id)).stage;
      seen.add(stage);
      return stage === 'done';
    }, 900_000, 250, 1_000);
    expect(seen.has('onTheWay')).toBe(true);
    const done = await callOf(call.id);
    expect(done.agvName).toBeTruthy();
    expect(done.stops.map((s) => s.isSend)).toEqual([1, 1]);
    // A line-side system follows the same call by the workplace's code.
    const lines = await h.call<CallOrderDetailLine[]>('GET', '/customserver/wx/callOrderDetail', { token: admin, query: { externalLineCode: 'WP-A' } });
    expect(lines.body.result.map((l) => l.isSend)).toEqual([1, 1]);
  });

  it('cancels an open call, closing the call order and its transport order', async () => {
    await setLoad(h, 'A03N02');
    const empty = (await view()).buttons.find((b) => b.label === 'Empty away')!;
    const { body } = await press(empty.id);
    expect(body.success, body.message).toBe(true);
    expect(body.result).toMatchObject({ action: 'sendEmpty', stage: 'transport' });
    // Another workplace's pad cannot touch it, nor see it.
    const foreign = await h.call('POST', '/agvserver/workplace/pad/cancel', { token: padB, ...en, body: { id: body.result.id } });
    expect(foreign.status).toBe(403);
    expect((await view(padB)).calls.map((c) => c.id)).not.toContain(body.result.id);

    const cancelled = await h.call('POST', '/agvserver/workplace/pad/cancel', { token: padA, ...en, body: { id: body.result.id } });
    expect(cancelled.body).toMatchObject({ success: true, message: 'Call cancelled' });
    expect(await callOf(body.result.id)).toMatchObject({ stage: 'closed' });
    expect((await callOrders()).find((c) => c.id === body.result.id)).toMatchObject({ callOrderStatus: 'Close', updateBy: 'pad_a' });
    expect((await order(h, admin, body.result.taskId!)).transorderStatus).toBe('Close');
    const again = await h.call('POST', '/agvserver/workplace/pad/cancel', { token: padA, ...en, body: { id: body.result.id } });
    expect(again.body).toMatchObject({ success: false, message: 'This call is already closed' });
  });

  it('says clearly why a press cannot be served, and makes nothing', async () => {
    await setLoad(h, 'A03N01', false);
    const before = (await callOrders()).length;
    const bolts = (await view()).buttons.find((b) => b.label === 'Bolts')!;
    // The workplace's station still holds the last delivery: nowhere to put the next one.
    await setLoad(h, 'A03N02');
    const occupied = await press(bolts.id);
    expect(occupied.body).toMatchObject({ success: false, message: 'Cannot drop at station A03N02: a load already stands there' });
    await setLoad(h, 'A03N02', false);
    const refused = await press(bolts.id);
    expect(refused.body).toMatchObject({ success: false, message: 'Nothing to pick at station A03N01: no load stands there' });
    expect((await callOrders()).length).toBe(before);
    // A button of another workplace is not this pad's.
    const nuts = (await view(padB)).buttons[0]!;
    expect((await press(nuts.id)).body).toMatchObject({ success: false, message: expect.stringContaining('no longer exists') });
  });

  it('answers only a caller bound to a workplace of its tenant', async () => {
    expect((await h.call('GET', '/agvserver/workplace/pad/view', { token: operator, ...en })).body).toMatchObject({ success: false, message: 'This pad is not bound to a workplace' });
    expect((await h.call('GET', '/agvserver/workplace/pad/view', { token: operator })).status).toBe(403);
    expect((await h.call('GET', '/agvserver/workplace/pad/view', { token: other })).status).toBe(403);
    expect((await h.call('GET', '/agvserver/workplace/pad/view', { token: 'not-a-token' })).status).toBe(401);
  });

  it('stops answering once the workplace is deleted', async () => {
    const removed = await h.call('DELETE', '/agvserver/workplace/delete', { token: admin, ...en, query: { id: workplaceA.id } });
    expect(removed.body).toMatchObject({ success: true, message: 'Workplace deleted' });
    expect((await h.call('GET', '/agvserver/workplace/pad/view', { token: padA })).status).toBe(403);
    expect((await h.call('DELETE', '/agvserver/workplace/delete', { token: other, ...en, query: { id: workplaceA.id } })).body.message).toBe('Workplace does not exist');
  });

  it('is shut out at once when its device user is deleted (every token of it is revoked)', async () => {
    const [b] = (await h.call<Workplace[]>('GET', '/agvserver/workplace/list', { token: admin })).body.result;
    expect((await h.call('GET', '/agvserver/workplace/pad/view', { token: padB })).status).toBe(200);
    expect((await h.call('DELETE', '/sys/deviceUser/delete', { token: admin, query: { id: b!.deviceUserId! } })).body.success).toBe(true);
    expect((await h.call('GET', '/agvserver/workplace/pad/view', { token: padB })).status).toBe(401);
    expect((await h.call<Workplace[]>('GET', '/agvserver/workplace/list', { token: admin })).body.result[0]).toMatchObject({ deviceUserId: null, deviceUsername: null });
  });
});
