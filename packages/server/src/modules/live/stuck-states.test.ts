import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgvErrorInfo, AgvInfoCard, CreatedOrders } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { cards, createTask, order, runUntil, setLoad, taskForm } from '../../test-support/fleet.js';

// Fleet states an operator could be stuck in, each with its way out, on the simulated fleet.

let h: Harness;
let admin: string;
let operator: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'stuck_operator', roles: ['operator'] });
  [admin, operator] = await Promise.all([h.token('admin', ADMIN_PASSWORD), h.token('stuck_operator', ADMIN_PASSWORD)]);
});
afterAll(async () => h?.close());

const card = async (code: string): Promise<AgvInfoCard> => (await cards(h, operator)).find((c) => c.agvVo.agvCode === code)!;
const named = (code: string) => ({ agvId: demoIds.agv(code), cycleTimesChecked: true });
const occupied = (code: string) => h.app.fleets.get(1000, demoIds.layout('LAYOUT01'))!.fleet.stationOccupied(code as never);
const post = (path: string, body: unknown, token = operator) => h.call<CreatedOrders>('POST', path, { token, lang: 'en-GB', body });

/** The vehicle picks the load of a task, then the operator closes the task: the load stays on it. */
async function closeAfterPick(agv: string, source: string, destination: string): Promise<void> {
  const id = await createTask(h, operator, { srcStationCode: source, destStationCode: destination, ...named(agv) });
  await runUntil(h, async () => (await card(agv)).agvStatus.Main.LoadStatus === 1);
  expect((await h.call('DELETE', '/agvserver/transorder/delete', { token: operator, query: { id } })).body.success).toBe(true);
}

describe('a vehicle that keeps its load after its order was closed', () => {
  it('shows it on its card, refuses an ordinary task, may charge and park, and drops the load on a destination-only task', async () => {
    await closeAfterPick('FL02', 'A01N03', 'A01N04');
    expect(await card('FL02')).toMatchObject({ loadedWithoutOrder: true, transorderVo: null, agvStatus: { Main: { LoadStatus: 1 } } });

    const ordinary = await post('/agvserver/task/createTask', taskForm({ srcStationCode: 'A01N05', destStationCode: 'A01N06', ...named('FL02') }));
    expect(ordinary.body).toMatchObject({ success: false, message: expect.stringContaining('carries a load without an order') });
    const charge = await h.call('GET', '/agvserver/task/createChargeTaskImmediately', { token: operator, lang: 'en-GB', query: { agvId: demoIds.agv('FL02') } });
    expect(charge.body).toMatchObject({ success: true });
    const park = await h.call('GET', '/agvserver/task/createParkTaskImmediately', { token: operator, lang: 'en-GB', query: { agvId: demoIds.agv('FL02') } });
    expect(park.body).toMatchObject({ success: true });

    const dropOnly = await post('/agvserver/task/createTask', taskForm({ srcStationCode: undefined, destStationCode: 'A01N06', ...named('FL02') }));
    expect(dropOnly.body.success).toBe(true);
    const id = dropOnly.body.result.ids[0];
    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Complete');
    expect(occupied('A01N06')).toBe(true);
    expect(await card('FL02')).toMatchObject({ loadedWithoutOrder: false, agvStatus: { Main: { LoadStatus: 0 } } });
  });

  it('refuses a task without source for a vehicle that carries nothing', async () => {
    const refused = await post('/agvserver/task/createTask', taskForm({ srcStationCode: undefined, destStationCode: 'A01N07', ...named('FL09') }));
    expect(refused.body).toMatchObject({ success: false, message: 'srcStationCode may be left empty only for a vehicle that carries a load without an order' });
    const noVehicle = await post('/agvserver/task/createTask', taskForm({ srcStationCode: undefined, destStationCode: 'A01N07' }));
    expect(noVehicle.status).toBe(400);
    expect(noVehicle.body.message).toContain('srcStationCode');
  });

  it('is marked "unloaded by hand" by whoever holds monitor:agv:unload, then takes ordinary tasks again', async () => {
    await closeAfterPick('FL03', 'A02N03', 'A02N04');
    const body = { agvId: demoIds.agv('FL03') };
    expect((await post('/agvserver/agv/unloadByHand', body, operator)).status).toBe(403);
    expect((await post('/agvserver/agv/unloadByHand', body, admin)).body).toMatchObject({ success: true, message: 'Vehicle marked as unloaded by hand' });
    expect(await card('FL03')).toMatchObject({ loadedWithoutOrder: false, agvStatus: { Main: { LoadStatus: 0 } } });
    const row = await h.app.db.selectFrom('agvs').select('load_status').where('id', '=', body.agvId).executeTakeFirstOrThrow();
    expect(row.load_status).toBe(0);
    expect((await post('/agvserver/agv/unloadByHand', body, admin)).body).toMatchObject({ success: false, message: 'Vehicle FL03 carries no load without an order' });

    const id = await createTask(h, operator, { srcStationCode: 'A02N05', destStationCode: 'A02N06', ...named('FL03') });
    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Complete');
  });
});

describe('"Park now" and "Charge now"', () => {
  it('a vehicle parked by "Park now" takes tasks again once parked', async () => {
    expect((await h.call('GET', '/agvserver/task/createParkTaskImmediately', { token: operator, query: { agvId: demoIds.agv('FL04') } })).body.success).toBe(true);
    await runUntil(h, async () => (await card('FL04')).runStatus === 'CONTROL_PARK');
    const id = await createTask(h, operator, { srcStationCode: 'A03N06', destStationCode: 'A03N07', ...named('FL04') });
    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Complete');
  });

  it('a vehicle charged by "Charge now" takes tasks again once charged', async () => {
    expect((await h.call('GET', '/agvserver/task/createChargeTaskImmediately', { token: operator, query: { agvId: demoIds.agv('FL05') } })).body.success).toBe(true);
    const id = await createTask(h, operator, { srcStationCode: 'A04N06', destStationCode: 'A04N07', ...named('FL05') });
    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Complete');
  });
});

describe('tasks that cannot be done', () => {
  it('are refused at creation with the reason', async () => {
    const empty = await post('/agvserver/task/createTask', taskForm({ srcStationCode: 'A05N02', destStationCode: 'A05N03' }));
    expect(empty.body).toMatchObject({ success: false, message: 'Nothing to pick at station A05N02: no load stands there' });
    await setLoad(h, 'A05N02');
    await setLoad(h, 'A05N03');
    const full = await post('/agvserver/task/createTask', taskForm({ srcStationCode: 'A05N02', destStationCode: 'A05N03' }));
    expect(full.body).toMatchObject({ success: false, message: 'Cannot drop at station A05N03: a load already stands there' });
  });

  it('stop in Pause with a task error on the vehicle when the station changes later; it survives a restart and a retry resolves it', async () => {
    const id = await createTask(h, operator, { srcStationCode: 'A03N02', destStationCode: 'A03N03', ...named('FL06') });
    await setLoad(h, 'A03N03');
    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Pause');
    const errorsOf = async () =>
      (await h.call<AgvErrorInfo[]>('GET', '/agvserver/agvErrorInfo/queryErrorInfoByType', { token: operator, query: { agvId: demoIds.agv('FL06') } })).body.result;
    expect(await card('FL06')).toMatchObject({ runStatus: 'PAUSE', transorderVo: { id, transorderStatus: 'Pause' } });
    expect((await card('FL06')).agvErrorInfoVoList).toEqual([expect.objectContaining({ errorCode: 'DROP_STATION_FULL', errorType: 'task' })]);

    await h.restart();
    operator = await h.token('stuck_operator', ADMIN_PASSWORD);
    await h.runFleet(5_000, 500);
    expect((await order(h, operator, id)).transorderStatus).toBe('Pause');
    expect(await errorsOf()).toEqual([expect.objectContaining({ errorCode: 'DROP_STATION_FULL', errorType: 'task' })]);

    const early = await h.call('PUT', '/agvserver/transorder/retry', { token: operator, lang: 'en-GB', body: { id } });
    expect(early.body).toMatchObject({ success: false, message: 'Cannot drop at station A03N03: a load already stands there' });
    await setLoad(h, 'A03N03', false);
    expect((await h.call('PUT', '/agvserver/transorder/retry', { token: operator, lang: 'en-GB', body: { id } })).body).toMatchObject({ success: true, message: 'Step retried' });
    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Complete');
    expect(await errorsOf()).toEqual([]);
  });

  it('a stopped order can be closed instead, which resolves its task error', async () => {
    const id = await createTask(h, operator, { srcStationCode: 'A04N02', destStationCode: 'A04N03', ...named('FL07') });
    await setLoad(h, 'A04N02', false);
    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Pause');
    expect((await card('FL07')).agvErrorInfoVoList).toEqual([expect.objectContaining({ errorCode: 'PICK_STATION_EMPTY', errorType: 'task' })]);
    expect((await h.call('DELETE', '/agvserver/transorder/delete', { token: operator, query: { id } })).body.success).toBe(true);
    expect((await order(h, operator, id)).transorderStatus).toBe('Close');
    expect(await card('FL07')).toMatchObject({ runStatus: 'RUNNING', agvErrorInfoVoList: [] });
  });
});
