import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOrder, CallOrderDetailLine, CreatedCallOrder, CreatedOrders, PageResult, TransorderDetail, TransorderDetailStep } from '@agvs/contract';
import { generateWarehouse, stationId } from '@agvs/core';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { seedLayout } from '../../db/seed/fleet-layout.js';
import { cards, createTask, LAYOUT1, order, runUntil, setLoad } from '../../test-support/fleet.js';
import { startWithCallers } from '../../test-support/callers.js';
import { ADMIN_PASSWORD, type Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
let operator: string;
let nobody: string;
let other: string;
beforeAll(async () => {
  ({ h, admin, operator, nobody, other } = await startWithCallers('act'));
});
afterAll(async () => h?.close());

const status = async (id: string) => (await order(h, admin, id)).transorderStatus;

async function stepsOfOrder(id: string): Promise<{ detail: TransorderDetail; step: TransorderDetailStep }[]> {
  const details = (await h.call<PageResult<TransorderDetail>>('GET', '/agvserver/transorderDetail/list', { token: admin, query: { transorderId: id } })).body.result.records;
  const out = [];
  for (const detail of details) {
    const [step] = (await h.call<TransorderDetailStep[]>('GET', '/agvserver/transorderDetailStep/queryByTransorderDetailId', { token: admin, query: { transorderDetailId: detail.id } })).body.result;
    out.push({ detail, step: step! });
  }
  return out;
}

describe('PUT /agvserver/transorder/recover and POST /agvserver/transorder/copy', () => {
  it('recovers only a closed order, which is dispatched again and completes', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A01N03', destStationCode: 'A01N04' });
    const notClosed = await h.call('PUT', '/agvserver/transorder/recover', { token: admin, lang: 'en-GB', body: { id } });
    expect(notClosed.body).toMatchObject({ success: false, message: expect.stringMatching(/is Init: only a closed order can be recovered$/) });
    await h.call('DELETE', '/agvserver/transorder/delete', { token: admin, query: { id } });
    expect(await status(id)).toBe('Close');
    expect((await h.call('PUT', '/agvserver/transorder/recover', { token: nobody, body: { id } })).status).toBe(403);
    expect((await h.call('PUT', '/agvserver/transorder/recover', { token: other, lang: 'en-GB', body: { id } })).body.message).toBe('Order does not exist');

    const recovered = await h.call('PUT', '/agvserver/transorder/recover', { token: admin, lang: 'en-GB', body: { id } });
    expect(recovered.body).toMatchObject({ success: true, message: 'Order recovered' });
    expect(await order(h, admin, id)).toMatchObject({ transorderStatus: 'Init', endTime: null });
    await runUntil(h, async () => (await status(id)) === 'Complete');
  });

  it('recovers an order closed before a restart (no longer in the fleet)', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A02N06', destStationCode: 'A02N07' });
    await h.call('DELETE', '/agvserver/transorder/delete', { token: admin, query: { id } });
    await h.restart();
    admin = await h.token('admin', ADMIN_PASSWORD);
    expect((await h.call('PUT', '/agvserver/transorder/recover', { token: admin, body: { id } })).body.success).toBe(true);
    await runUntil(h, async () => (await status(id)) === 'Complete');
  });

  it('copies only a Complete or Close order into a new Init order with the same stops', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A01N05', destStationCode: 'A01N06' });
    const early = await h.call('POST', '/agvserver/transorder/copy', { token: admin, lang: 'zh-CN', body: { id } });
    expect(early.body.success).toBe(false);
    expect(early.body.message).toContain('只有已完成或已关闭的运单可以复制');
    await h.call('DELETE', '/agvserver/transorder/delete', { token: admin, query: { id } });
    expect((await h.call('POST', '/agvserver/transorder/copy', { token: nobody, body: { id } })).status).toBe(403);
    const bad = await h.call('POST', '/agvserver/transorder/copy', { token: admin, lang: 'en-GB', body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id');

    const copy = await h.call<CreatedOrders>('POST', '/agvserver/transorder/copy', { token: admin, lang: 'en-GB', body: { id } });
    expect(copy.body).toMatchObject({ success: true, message: 'Order copied' });
    const copied = await order(h, admin, copy.body.result.ids[0]!);
    expect(copied).toMatchObject({ transorderStatus: 'Init', srcStationCode: 'A01N05', destStationCode: 'A01N06', layoutId: LAYOUT1 });
    expect(copied.id).not.toBe(id);
    expect(await status(id)).toBe('Close');
  });
});

describe('PUT /agvserver/transorderDetailStep/edit', () => {
  it('closing the pick step sends the vehicle straight on without loading; the order still completes', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A03N02', destStationCode: 'A03N03' });
    const [src] = await stepsOfOrder(id);
    const early = await h.call('PUT', '/agvserver/transorderDetailStep/edit', { token: admin, lang: 'en-GB', body: { ...src!.step, isSend: 1 } });
    expect(early.body.message).toMatch(/is Init: its steps can be changed only while a vehicle carries it$/);

    await runUntil(h, async () => ['Release', 'Running'].includes(await status(id)), 60_000, 200, 200);
    const carrier = (await order(h, admin, id)).agvId!;
    expect((await h.call('PUT', '/agvserver/transorderDetailStep/edit', { token: nobody, body: { ...src!.step, isSend: 1 } })).status).toBe(403);
    const closed = await h.call('PUT', '/agvserver/transorderDetailStep/edit', { token: admin, lang: 'en-GB', body: { ...src!.step, isSend: 1 } });
    expect(closed.body).toMatchObject({ success: true, message: 'Step saved' });
    expect((await stepsOfOrder(id)).map((s) => [s.detail.isSend, s.step.isSend])).toEqual([[1, 1], [0, 0]]);
    // Watched every 500 ms of fleet time: a pick would leave the vehicle loaded for the 10 s drive and drop.
    const loads = new Set<number>();
    await runUntil(
      h,
      async () => {
        loads.add((await cards(h, admin)).find((c) => c.agvVo.id === carrier)!.agvStatus.Main.LoadStatus);
        return (await status(id)) === 'Complete';
      },
      300_000,
      500,
      500,
    );
    expect([...loads]).toEqual([0]);
  });

  it('closing the drop step completes the order at once and frees the vehicle', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A03N04', destStationCode: 'A03N05' });
    const [, dest] = await stepsOfOrder(id);
    await runUntil(h, async () => ['Release', 'Running'].includes(await status(id)), 60_000, 200, 200);
    const carrier = (await order(h, admin, id)).agvId!;
    const done = await h.call('PUT', '/agvserver/transorderDetailStep/edit', { token: admin, body: { ...dest!.step, isSend: 1 } });
    expect(done.body.success).toBe(true);
    expect(await order(h, admin, id)).toMatchObject({ transorderStatus: 'Complete', updateBy: 'admin' });
    expect((await stepsOfOrder(id)).map((s) => s.detail.isSend)).toEqual([1, 1]);
    expect((await cards(h, admin)).find((c) => c.agvVo.id === carrier)!.transorderVo).toBeNull();
  });

  it('reloading a done pick step sends the vehicle back to pick again', async () => {
    // A load stands on the source, so the first pick is clean.
    await h.call('PUT', '/agvserver/zoneStation/updateStationOccupiedStatus', { token: admin, body: { id: demoIds.station('LAYOUT01', 'A04N05'), isOccupied: 1 } });
    const id = await createTask(h, admin, { srcStationCode: 'A04N05', destStationCode: 'A04N06' });
    const [src] = await stepsOfOrder(id);
    await runUntil(h, async () => (await stepsOfOrder(id))[0]!.step.isSend === 1, 300_000, 200, 1_000);
    expect(await order(h, admin, id)).toMatchObject({ transorderStatus: 'Running', warningInfo: null });
    const reload = await h.call('PUT', '/agvserver/transorderDetailStep/edit', { token: admin, body: { ...src!.step, isSend: 0 } });
    expect(reload.body.success).toBe(true);
    expect((await stepsOfOrder(id))[0]!.step.isSend).toBe(0);
    // It goes back and picks again: a load was put back meanwhile (at an empty source the order would stop with a task error).
    await setLoad(h, 'A04N05');
    await runUntil(h, async () => (await status(id)) === 'Complete');
    expect(await order(h, admin, id)).toMatchObject({ warningInfo: null });
    const other2 = await h.call('PUT', '/agvserver/transorderDetailStep/edit', { token: other, lang: 'en-GB', body: { ...src!.step, isSend: 0 } });
    expect(other2.body.message).toBe('Order step does not exist');
    const bad = await h.call('PUT', '/agvserver/transorderDetailStep/edit', { token: admin, lang: 'en-GB', body: { id: src!.step.id, isSend: 3 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('isSend');
  });
});

describe('call orders', () => {
  const call = (over: Record<string, unknown> = {}) => ({ srcLayoutId: LAYOUT1, srcStationCode: 'A05N05', destStationCode: 'A05N06', externalLineCode: 'LINE-7', memo: 'bolts', ...over });
  const callOrders = async (token = admin) =>
    (await h.call<PageResult<CallOrder>>('GET', '/agvserver/callOrder/list', { token, query: { pageSize: '100' } })).body.result.records;

  it('a call for material creates a call order and its transport order; the call order closes when the order completes', async () => {
    await setLoad(h, 'A05N05');
    const { body } = await h.call<CreatedCallOrder>('POST', '/agvserver/callOrder/add', { token: operator, lang: 'en-GB', body: call() });
    expect(body).toMatchObject({ success: true, message: 'Call order created' });
    const co = (await callOrders()).find((c) => c.id === body.result.id)!;
    expect(co).toMatchObject({ callOrderStatus: 'Init', taskId: body.result.taskId, taskCode: body.result.taskCode, memo: 'bolts', externalLineCode: 'LINE-7' });
    expect(co.srcLayoutName).toBeTruthy();
    expect(co.mapName).toBeTruthy();
    expect(await status(body.result.taskId)).toBe('Init');

    const lines = await h.call<CallOrderDetailLine[]>('GET', '/customserver/wx/callOrderDetail', { token: operator, query: { externalLineCode: 'LINE-7' } });
    expect(lines.body.result.map((l) => [l.actionName, l.isSend])).toEqual([['pick', 0], ['drop', 0]]);
    expect(lines.body.result[0]!.stationName).toBeTruthy();

    await runUntil(h, async () => (await status(body.result.taskId)) === 'Complete');
    await runUntil(h, async () => (await callOrders()).find((c) => c.id === body.result.id)!.callOrderStatus === 'Close', 10_000, 200, 200);
    const closedCall = (await callOrders()).find((c) => c.id === body.result.id)!;
    expect(closedCall.agvName).toBe((await order(h, admin, body.result.taskId)).agvName);
    const done = await h.call<CallOrderDetailLine[]>('GET', '/customserver/wx/callOrderDetail', { token: operator, query: { taskId: body.result.taskId } });
    expect(done.body.result.map((l) => l.isSend)).toEqual([1, 1]);
  });

  it('closing a call order closes its open transport order', async () => {
    await setLoad(h, 'A06N01');
    const { body } = await h.call<CreatedCallOrder>('POST', '/agvserver/callOrder/add', { token: operator, body: call({ srcStationCode: 'A06N01', destStationCode: 'A06N02', externalLineCode: 'LINE-8' }) });
    const closed = await h.call('DELETE', '/agvserver/callOrder/delete', { token: operator, lang: 'en-GB', query: { id: body.result.id } });
    expect(closed.body).toMatchObject({ success: true, message: 'Call order closed' });
    expect(await order(h, admin, body.result.taskId)).toMatchObject({ transorderStatus: 'Close', updateBy: 'act_operator' });
    expect((await callOrders()).find((c) => c.id === body.result.id)).toMatchObject({ callOrderStatus: 'Close', updateBy: 'act_operator' });
  });

  it('closing the transport order of a call order closes the call order in the name of the same user', async () => {
    await setLoad(h, 'A06N03');
    const { body } = await h.call<CreatedCallOrder>('POST', '/agvserver/callOrder/add', { token: operator, body: call({ srcStationCode: 'A06N03', destStationCode: 'A06N04', externalLineCode: 'LINE-9' }) });
    const closed = await h.call('DELETE', '/agvserver/transorder/delete', { token: admin, query: { id: body.result.taskId } });
    expect(closed.body.success).toBe(true);
    expect(await order(h, admin, body.result.taskId)).toMatchObject({ transorderStatus: 'Close', updateBy: 'admin' });
    await runUntil(h, async () => (await callOrders()).find((c) => c.id === body.result.id)!.callOrderStatus === 'Close', 2_000, 200, 200);
    expect((await callOrders()).find((c) => c.id === body.result.id)!.updateBy).toBe('admin');
  });

  it('call orders on a layout created at run time close when their transport order ends', async () => {
    const site = generateWarehouse({ aisles: 2, slots: 4 });
    await seedLayout(h.app.db, { code: 'MAP08', name: 'Annex', layout: { code: 'LAYOUT08', name: 'Annex floor', site, three: null } }, 8, Date.now());
    const annex = demoIds.layout('LAYOUT08');
    await runUntil(h, async () => h.app.fleets.get(1000, annex) !== undefined, 10_000, 1_000, 1_000);
    const [src, dest] = site.stations.filter((st) => st.type === 'Working').map((st) => st.code);
    await h.app.fleets.get(1000, annex)!.command({ type: 'setStationOccupied', station: stationId(src), occupied: true });
    const { body } = await h.call<CreatedCallOrder>('POST', '/agvserver/callOrder/add', { token: operator, body: call({ srcLayoutId: annex, srcStationCode: src, destStationCode: dest, externalLineCode: 'LINE-10' }) });
    expect(body.success, body.message).toBe(true);
    // The fleet ends the order (closed from the order list); the call order follows it.
    const closed = await h.call('DELETE', '/agvserver/transorder/deleteBatch', { token: operator, query: { ids: body.result.taskId } });
    expect(closed.body.success).toBe(true);
    await runUntil(h, async () => (await callOrders()).find((c) => c.id === body.result.id)!.callOrderStatus === 'Close', 2_000, 200, 200);
    expect((await callOrders()).find((c) => c.id === body.result.id)!.updateBy).toBe('act_operator');
  });

  it('refuses bad calls in the caller language, without permission, and across tenants', async () => {
    const noDest = await h.call('POST', '/agvserver/callOrder/add', { token: operator, lang: 'en-GB', body: call({ destStationCode: undefined }) });
    expect(noDest.status).toBe(400);
    expect(noDest.body.message).toContain('destStationCode');
    const unknown = await h.call('POST', '/agvserver/callOrder/add', { token: operator, lang: 'en-GB', body: call({ srcStationCode: 'NOPE' }) });
    expect(unknown.body).toMatchObject({ success: false, message: 'Station NOPE is not in the published layout' });
    expect((await h.call('POST', '/agvserver/callOrder/add', { token: nobody, body: call() })).status).toBe(403);
    const foreign = await h.call('POST', '/agvserver/callOrder/add', { token: other, lang: 'en-GB', body: call() });
    expect(foreign.body).toMatchObject({ success: false, message: `Layout ${LAYOUT1} does not exist` });
    expect(await callOrders(other)).toHaveLength(0);

    const missing = await h.call('GET', '/customserver/wx/callOrderDetail', { token: operator, lang: 'en-GB', query: { taskId: 'nope' } });
    expect(missing.body).toMatchObject({ success: false, message: 'Load failed, please retry later' });
    const foreignDetail = await h.call('GET', '/customserver/wx/callOrderDetail', { token: other, lang: 'zh-CN', query: { externalLineCode: 'LINE-7' } });
    expect(foreignDetail.body).toMatchObject({ success: false, message: '加载失败，请稍后重试' });
    const none = await h.call('GET', '/customserver/wx/callOrderDetail', { token: operator, lang: 'en-GB', query: {} });
    expect(none.status).toBe(400);
  });
});
