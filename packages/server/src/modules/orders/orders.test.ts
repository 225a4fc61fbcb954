import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrders, PageResult, Transorder, TransorderDetail, TransorderDetailStep } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { cards, createTask, LAYOUT1, openOrders, order, runUntil, setLoad, taskForm } from '../../test-support/fleet.js';

let h: Harness;
let operator: string;
let nobody: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'ord_operator', roles: ['operator'] });
  await h.createUser({ username: 'ord_nobody', roles: [] });
  [operator, nobody] = await Promise.all([h.token('ord_operator', ADMIN_PASSWORD), h.token('ord_nobody', ADMIN_PASSWORD)]);
});
afterAll(async () => h?.close());

describe('POST /agvserver/task/createTask', () => {
  it('creates an order the runtime assigns and drives through Running to Complete, moving the vehicle', async () => {
    const id = await createTask(h, operator);
    const created = await order(h, operator, id);
    expect(created).toMatchObject({ transorderStatus: 'Init', srcStationCode: 'A01N01', destStationCode: 'A03S05', layoutId: LAYOUT1, transorderType: 'Material' });

    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Running', 60_000, 500, 500);
    const running = await order(h, operator, id);
    expect(running.agvId).toBeTruthy();
    expect(running.agvName).toMatch(/^FL\d\d$/);
    const startCard = (await cards(h, operator)).find((c) => c.agvVo.id === running.agvId)!;
    expect(startCard.transorderVo).toMatchObject({ id, transorderStatus: 'Running' });
    expect(startCard.srcStationCode).toBe('A01N01');
    expect(startCard.destStationCode).toBe('A03S05');
    const startStation = startCard.stationCode;

    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Complete');
    const done = await order(h, operator, id);
    expect(done.startTime).toBeGreaterThan(0);
    expect(done.endTime).toBeGreaterThanOrEqual(done.startTime!);
    const card = (await cards(h, operator)).find((c) => c.agvVo.id === running.agvId)!;
    expect(card.stationCode).not.toBe(startStation);
    expect(card.transorderVo).toBeNull();
    expect(card.agvStatus.Main.LoadStatus).toBe(0);

    // The stops and their steps are sent; the load now stands on the destination.
    const details = (await h.call<PageResult<TransorderDetail>>('GET', '/agvserver/transorderDetail/list', { token: operator, query: { transorderId: id } })).body.result;
    expect(details.records.map((d) => [d.stationCode, d.isSend])).toEqual([
      ['A01N01', 1],
      ['A03S05', 1],
    ]);
    const steps = (await h.call<TransorderDetailStep[]>('GET', '/agvserver/transorderDetailStep/queryByTransorderDetailId', { token: operator, query: { transorderDetailId: details.records[1].id } })).body.result;
    expect(steps).toMatchObject([{ actionStepName: 'drop', isSend: 1 }]);
    const dest = await h.app.db.selectFrom('stations').select('is_occupied').where('layout_id', '=', LAYOUT1).where('station_code', '=', 'A03S05').executeTakeFirstOrThrow();
    expect(dest.is_occupied).toBe(1);
  });

  it('creates cycleTimes orders for a named vehicle', async () => {
    const fl = (await cards(h, operator)).find((c) => c.agvVo.agvCode === 'FL09')!;
    await setLoad(h, 'A02N02');
    const { body } = await h.call<CreatedOrders>('POST', '/agvserver/task/createTask', {
      token: operator,
      body: taskForm({ srcStationCode: 'A02N02', destStationCode: 'A02N03', cycleTimes: 2, cycleTimesChecked: true, agvId: fl.agvVo.id }),
    });
    expect(body.result.ids).toHaveLength(2);
    // Each cycle needs a load at the source and room at the destination: the line side brings the next load and takes the dropped one away.
    // Orders created in the same ms run in either order: wait for whichever goes first.
    await runUntil(h, async () => (await Promise.all(body.result.ids.map((id) => order(h, operator, id)))).some((o) => o.transorderStatus === 'Complete'), 900_000, 200, 1_000);
    await setLoad(h, 'A02N02');
    await setLoad(h, 'A02N03', false);
    await runUntil(h, async () => (await Promise.all(body.result.ids.map((id) => order(h, operator, id)))).every((o) => o.transorderStatus === 'Complete'));
    for (const id of body.result.ids) expect((await order(h, operator, id)).agvId).toBe(fl.agvVo.id);
  });

  it('names the field of bad input and refuses unknown stations and other layouts', async () => {
    const missing = await h.call('POST', '/agvserver/task/createTask', { token: operator, lang: 'en-GB', body: taskForm({ srcStationCode: '' }) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('srcStationCode');
    const noDest = await h.call('POST', '/agvserver/task/createTask', { token: operator, lang: 'en-GB', body: taskForm({ destStationCode: undefined }) });
    expect(noDest.status).toBe(400);
    expect(noDest.body.message).toContain('destStationCode');
    const cycles = await h.call('POST', '/agvserver/task/createTask', { token: operator, lang: 'en-GB', body: taskForm({ cycleTimes: 1000 }) });
    expect(cycles.body.message).toContain('cycleTimes');
    const unknown = await h.call('POST', '/agvserver/task/createTask', { token: operator, lang: 'en-GB', body: taskForm({ destStationCode: 'NOPE' }) });
    // The fleet runs the published version: an unknown station is one it does not have (a 4xx).
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, message: 'Station NOPE is not in the published layout' });
    const cross = await h.call('POST', '/agvserver/task/createTask', { token: operator, lang: 'en-GB', body: taskForm({ destLayoutId: 'lay-1000-LAYOUT02' }) });
    expect(cross.body).toMatchObject({ success: false, message: 'Source and destination must be on the same layout' });
  });

  it('is refused without monitor:task:add', async () => {
    expect((await h.call('POST', '/agvserver/task/createTask', { token: nobody, body: taskForm() })).status).toBe(403);
    expect((await h.call('GET', '/agvserver/transorder/list', { token: nobody })).status).toBe(403);
  });
});

describe('closing orders', () => {
  it('closes an open order, which leaves the open list and frees its vehicle; a Complete one is refused', async () => {
    const id = await createTask(h, operator, { srcStationCode: 'A04N01', destStationCode: 'A05S01' });
    await h.runFleet(2_000);
    expect((await openOrders(h, operator)).map((o) => o.id)).toContain(id);
    const closed = await h.call('DELETE', '/agvserver/transorder/delete', { token: operator, lang: 'en-GB', query: { id } });
    expect(closed.body).toMatchObject({ success: true, message: 'Order closed' });
    expect((await openOrders(h, operator)).map((o) => o.id)).not.toContain(id);
    expect((await order(h, operator, id)).transorderStatus).toBe('Close');
    await h.runFleet(5_000);
    // Stored in the name of who closed it, not of the fleet that carried it out.
    expect(await order(h, operator, id)).toMatchObject({ transorderStatus: 'Close', updateBy: 'ord_operator' });

    const again = await h.call('DELETE', '/agvserver/transorder/delete', { token: operator, lang: 'en-GB', query: { id } });
    expect(again.body.success).toBe(false);
    const complete = (
      await h.call<PageResult<Transorder>>('GET', '/agvserver/transorder/list', { token: operator, query: { transorderStatus: 'Complete' } })
    ).body.result.records[0];
    const refused = await h.call('DELETE', '/agvserver/transorder/deleteBatch', { token: operator, lang: 'en-GB', query: { ids: complete.id } });
    expect(refused.body).toMatchObject({ success: false, message: `Order ${complete.transorderCode} is Complete and cannot be closed` });
    expect((await h.call('DELETE', '/agvserver/transorder/delete', { token: nobody, query: { id } })).status).toBe(403);
  });

  it('closes a batch and lists by status, newest release first', async () => {
    const a = await createTask(h, operator, { srcStationCode: 'A05N01', destStationCode: 'A05N02' });
    h.advance(1000);
    const b = await createTask(h, operator, { srcStationCode: 'A05N03', destStationCode: 'A05N04' });
    const open = await openOrders(h, operator);
    expect(open.slice(0, 2).map((o) => o.id)).toEqual([b, a]);
    const r = await h.call('DELETE', '/agvserver/transorder/deleteBatch', { token: operator, query: { ids: `${a},${b}` } });
    expect(r.body.success).toBe(true);
    expect((await openOrders(h, operator)).map((o) => o.id)).not.toContain(a);
    for (const id of [a, b]) expect(await order(h, operator, id)).toMatchObject({ transorderStatus: 'Close', updateBy: 'ord_operator' });
    const bad = await h.call('GET', '/agvserver/transorder/list', { token: operator, lang: 'en-GB', query: { transorderStatus: 'Init,Bogus' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('transorderStatus');
  });
});
