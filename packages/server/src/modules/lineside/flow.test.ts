import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOrder, DeliveryCarriage, PageResult } from '@agvs/contract';
import { RequestValidationError } from '../../errors.js';
import { startWithCallers } from '../../test-support/callers.js';
import { order, runUntil, setLoad } from '../../test-support/fleet.js';
import type { Harness } from '../../test-support/harness.js';
import { add, buildPlant, en, type Plant } from '../../test-support/lineside.js';
import { createRequireOrders } from './requireOrders.js';

let h: Harness;
let admin: string;
let other: string;
let plant: Plant;

type Row = Record<string, unknown>;
const list = async (entity: string, query: Record<string, string> = {}, token = admin) =>
  (await h.call<PageResult<Row>>('GET', `/les/${entity}/list`, { token, query: { pageSize: '100', ...query } })).body.result.records;
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 30, 8) + ms).toISOString();
const require = async (quantity: number, needTime: string, partNumberId = plant.bolts) => {
  const res = await h.call<{ ids: string[] }>('POST', '/les/requireOrder/add', { token: admin, ...en, body: { workplaceId: plant.workplace.id, partNumberId, quantity, needTime } });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.result.ids[0]!;
};
const release = (ids: string[], windowMinutes?: number) => h.call<{ deliveryOrders: { id: string; code: string; containers: number }[] }>('POST', '/les/requireOrder/release', { token: admin, ...en, body: { ids, windowMinutes } });
const statusOf = async (id: string) => (await list('requireOrder')).find((r) => r['id'] === id)?.['status'];
const logOf = async (id: string) => (await list('requireOrderLog', { requireOrderId: id })).map((l) => [l['fromStatus'], l['toStatus'], l['reason']]).reverse();
const carriages = async (id: string) => (await h.call<DeliveryCarriage[]>('GET', '/les/deliveryOrder/carriages', { token: admin, query: { id } })).body.result;
const openCalls = async () => (await h.call<PageResult<CallOrder>>('GET', '/agvserver/callOrder/list', { token: admin, query: { pageSize: '200' } })).body.result.records.filter((c) => c.callOrderStatus === 'Init');

beforeAll(async () => {
  ({ h, admin, other } = await startWithCallers('flow'));
  plant = await buildPlant(h, admin);
});
afterAll(async () => h?.close());

describe('require order -> delivery order -> transport orders', () => {
  it('delivers a released require order: the vehicle drives, the require order completes, every step logged', async () => {
    await setLoad(h, 'A03N01');
    await setLoad(h, 'A03N02', false);
    const id = await require(8, at(0));
    expect(await statusOf(id)).toBe('Init');
    h.advance(1_000);
    const released = await release([id]);
    expect(released.body).toMatchObject({ success: true, message: 'Released into 1 delivery order(s)' });
    const [delivery] = released.body.result.deliveryOrders;
    expect(delivery).toMatchObject({ containers: 1 });
    expect(await statusOf(id)).toBe('Delivering');
    const [carriage] = await carriages(delivery!.id);
    expect(carriage).toMatchObject({ status: 'Delivering', srcStationCode: 'A03N01', destStationCode: 'A03N02', transorderStatus: 'Init' });
    // The same call order as any other: the workplace as its line, the delivery order as its external code.
    const call = (await openCalls()).find((c) => c.id === carriage!.callOrderId);
    expect(call).toMatchObject({ externalLineCode: 'WP-L3', externalCode: delivery!.code, taskType: 'Material' });
    expect((await order(h, admin, carriage!.transorderId)).groupId).toBeTruthy();

    await runUntil(h, async () => (await statusOf(id)) === 'Complete', 900_000, 250, 2_000);
    expect((await list('deliveryOrder')).find((d) => d['id'] === delivery!.id)).toMatchObject({ status: 'Complete', partRoutingCode: 'R-BOLT', lineZoneCode: 'L3-Z1' });
    expect(await list('deliveryDetail', { deliveryOrderId: delivery!.id })).toEqual([expect.objectContaining({ status: 'Complete', quantity: 8, containers: 1, requireOrderCode: expect.stringMatching(/^RO/) })]);
    const [done] = await carriages(delivery!.id);
    expect(done).toMatchObject({ status: 'Complete', transorderStatus: 'Complete', agvName: expect.any(String) });
    expect(await logOf(id)).toEqual([
      [null, 'Init', 'created:manual'],
      ['Init', 'Delivering', `released:${delivery!.code}`],
      ['Delivering', 'Complete', 'delivered'],
    ]);
    expect(await list('routingLog')).toEqual([expect.objectContaining({ deliveryOrderCode: delivery!.code, partRoutingCode: 'R-BOLT', srcStationCode: 'A03N01', destStationCode: 'A03N02', groupName: 'Warehouse forklifts' })]);
  });

  it('groups require orders of one routing within the window, one container per ceil(quantity / per container)', async () => {
    await setLoad(h, 'A03N01');
    await setLoad(h, 'A03N02', false);
    const early = await require(25, at(HOUR));
    const soon = await require(5, at(HOUR + 30 * 60_000));
    const late = await require(10, at(4 * HOUR));
    h.advance(1_000);
    const released = await release([late, soon, early], 60);
    expect(released.body.success, released.body.message).toBe(true);
    const deliveries = released.body.result.deliveryOrders;
    expect(deliveries.map((d) => d.containers)).toEqual([4, 1]);
    const details = await list('deliveryDetail', { deliveryOrderId: deliveries[0]!.id });
    expect(details.map((d) => [d['quantity'], d['containers']]).sort()).toEqual([[25, 3], [5, 1]]);
    expect((await carriages(deliveries[0]!.id)).length).toBe(4);

    // Cancelling the delivery orders before any vehicle took them on closes every container.
    h.advance(1_000);
    const cancelled = await h.call<{ cancelled: number; alreadyStarted: number }>('POST', '/les/deliveryOrder/cancel', { token: admin, ...en, body: { ids: deliveries.map((d) => d.id), reason: 'line stopped' } });
    expect(cancelled.body.result).toEqual({ cancelled: 2, alreadyStarted: 0 });
    expect(cancelled.body.message).toBe('2 cancelled; 0 container(s) already on their way will be delivered');
    for (const c of [...(await carriages(deliveries[0]!.id)), ...(await carriages(deliveries[1]!.id))]) {
      expect(c).toMatchObject({ status: 'Cancelled', transorderStatus: 'Close' });
    }
    for (const id of [early, soon, late]) expect(await statusOf(id)).toBe('Cancelled');
    expect((await logOf(early)).at(-1)).toEqual(['Delivering', 'Cancelled', 'cancelled:line stopped']);
    expect(await openCalls()).toEqual([]);
    const again = await h.call('POST', '/les/deliveryOrder/cancel', { token: admin, ...en, body: { ids: [deliveries[0]!.id] } });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('ids.0');
  });

  it('lets a container a vehicle has taken on finish when its require order is cancelled', async () => {
    await setLoad(h, 'A03N01');
    await setLoad(h, 'A03N02', false);
    const id = await require(10, at(0));
    const released = await release([id]);
    expect(released.body.success, released.body.message).toBe(true);
    const delivery = released.body.result.deliveryOrders[0]!;
    await runUntil(h, async () => ['Running', 'Release'].includes((await carriages(delivery.id))[0]!.transorderStatus ?? '') && (await carriages(delivery.id))[0]!.agvName !== null, 300_000, 250, 500);
    h.advance(1_000);
    const res = await h.call<{ cancelled: number; alreadyStarted: number }>('POST', '/les/requireOrder/cancel', { token: admin, ...en, body: { ids: [id] } });
    expect(res.body.result).toEqual({ cancelled: 0, alreadyStarted: 1 });
    expect(await statusOf(id)).toBe('Delivering');
    await runUntil(h, async () => (await statusOf(id)) === 'Complete', 900_000, 250, 2_000);
    expect((await carriages(delivery.id))[0]).toMatchObject({ status: 'Complete', transorderStatus: 'Complete' });
  });

  it('cancels a waiting require order at once, and refuses one that ended', async () => {
    const id = await require(3, at(0));
    h.advance(1_000);
    const res = await h.call<{ cancelled: number }>('POST', '/les/requireOrder/cancel', { token: admin, ...en, body: { ids: [id] } });
    expect(res.body.result.cancelled).toBe(1);
    expect(await logOf(id)).toEqual([[null, 'Init', 'created:manual'], ['Init', 'Cancelled', 'cancelled']]);
    const again = await h.call('POST', '/les/requireOrder/cancel', { token: admin, ...en, body: { ids: [id] } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('ids.0 is a require order that is already complete or cancelled');
    const releaseEnded = await release([id]);
    expect(releaseEnded.status).toBe(400);
    expect(releaseEnded.body.message).toContain('ids.0');
  });

  it('releases all or nothing: a container the fleet refuses closes the ones already made', async () => {
    // A second part whose source holds no load: the fleet refuses its container.
    const nuts = await add(h, admin, 'partNumber', { code: 'NUT-M8', name: 'Nut M8', unit: 'pcs', qtyPerContainer: 50, isValid: '1' });
    await add(h, admin, 'partRouting', { code: 'R-NUT', partNumberId: nuts, srcStationCode: 'A04N01', lineZoneId: plant.zone, taskType: 'Material', priority: 5, isValid: '1' });
    await setLoad(h, 'A03N01');
    await setLoad(h, 'A04N01', false);
    await setLoad(h, 'A03N02', false);
    const ok = await require(10, at(0));
    const refused = await require(10, at(60_000), nuts);
    const deliveriesBefore = (await list('deliveryOrder')).length;
    const res = await release([ok, refused]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Nothing to pick at station A04N01: no load stands there');
    expect(await statusOf(ok)).toBe('Init');
    expect(await statusOf(refused)).toBe('Init');
    expect((await list('deliveryOrder')).length).toBe(deliveriesBefore);
    expect(await openCalls()).toEqual([]);
    // Without a routing to the workplace's layout a require order is refused by name.
    const unrouted = await add(h, admin, 'partNumber', { code: 'WASHER', name: 'Washer', unit: 'pcs', qtyPerContainer: 100, isValid: '1' });
    const lonely = await require(1, at(0), unrouted);
    const noRoute = await release([ok, lonely]);
    expect(noRoute.status).toBe(400);
    expect(noRoute.body.message).toBe("ids.1 has no valid part routing to its workplace's layout");
  });

  it('validates require orders by field, within the tenant, all rows or none (the planning interface)', async () => {
    const bad = await h.call('POST', '/les/requireOrder/add', { token: admin, ...en, body: { workplaceId: plant.workplace.id, partNumberId: plant.bolts, quantity: 5, needTime: 'tomorrow' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Need time (needTime) must be a date and time (ISO 8601)');
    const foreign = await h.call('POST', '/les/requireOrder/add', { token: other, ...en, body: { workplaceId: plant.workplace.id, partNumberId: plant.bolts, quantity: 5, needTime: at(0) } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain('workplaceId');
    expect(await list('requireOrder', {}, other)).toEqual([]);

    const before = (await list('requireOrder')).length;
    const rows = [
      { workplaceId: plant.workplace.id, partNumberId: plant.bolts, quantity: 4, needTime: at(0), source: 'plan' as const, planId: 'P1', planDetailId: 'P1-1' },
      { workplaceId: plant.workplace.id, partNumberId: plant.bolts, quantity: 0, needTime: at(0), source: 'plan' as const },
    ];
    const refusal = await createRequireOrders(h.app.db, '1000', rows, 'planner').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RequestValidationError);
    expect((refusal as RequestValidationError).issues[0]!.path).toEqual(['rows', 1, 'quantity']);
    expect((await list('requireOrder')).length).toBe(before);
    // A workplace with require orders stays: their history refers to it.
    expect((await h.call('DELETE', '/agvserver/workplace/delete', { token: admin, ...en, query: { id: plant.workplace.id } })).status).toBe(409);
    const ids = await createRequireOrders(h.app.db, '1000', rows.slice(0, 1), 'planner');
    expect(ids).toHaveLength(1);
    expect((await list('requireOrder')).find((r) => r['id'] === ids[0])).toMatchObject({ status: 'Init', source: 'plan', planId: 'P1', createBy: 'planner', quantity: 4 });
  });
});
