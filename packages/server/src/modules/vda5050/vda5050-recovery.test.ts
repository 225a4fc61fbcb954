import { describe, expect, it, vi } from 'vitest';
import { createTask, LAYOUT1, openOrders, order } from '../../test-support/fleet.js';
import { expectAllValid, instantTypes, sentTo, useVdaKit } from '../../test-support/vda-kit.js';
import { mapToSite } from './frame.js';

type Node = {
  nodeId: string;
  sequenceId: number;
  released: boolean;
  nodePosition?: { x: number; y: number; theta?: number; mapId: string; allowedDeviationXY?: number; allowedDeviationXy?: number; allowedDeviationTheta?: number };
  actions: { actionId: string; actionType: string }[];
};

/** Issue 14: what operators do when a VDA 5050 order goes wrong (failed action, vehicle off its node). */
describe('VDA 5050 orders that go wrong', () => {
  const kit = useVdaKit();

  const taskErrors = async (agvUid: string) => ((await kit.cardOf(agvUid)).agvErrorInfoVoList ?? []).filter((e) => e.errorType === 'task').map((e) => ({ code: e.errorCode, station: (JSON.parse(e.errorData ?? '{}') as { station?: string }).station }));
  const retry = async (id: string) => {
    const { body } = await kit.h().call('PUT', '/agvserver/transorder/retry', { token: kit.token(), body: { id } });
    expect(body.success, body.message).toBe(true);
  };

  it('an order for a named vehicle that is offline waits, unassigned, saying why; once the vehicle is back it takes the order', async () => {
    const { agvId, agvUid, vehicle } = await kit.addVehicle('2.0.0', 'OFF1', {}, false);
    const id = await createTask(kit.h(), kit.token(), { srcStationCode: 'A04N06', destStationCode: 'A02S07', agvId });
    await kit.h().runFleet(5000, 500);
    await kit.master().idle();
    const waiting = (await openOrders(kit.h(), kit.token())).find((o) => o.id === id)!;
    expect(waiting).toMatchObject({ transorderStatus: 'Init', agvId: null, warningInfo: 'VEHICLE_OFFLINE:OFF1' });
    expect(sentTo(vehicle, 'order')).toEqual([]);

    await kit.goOnline(agvId, agvUid, vehicle);
    await kit.stepUntil({ agvId, vehicle }, async () => (await order(kit.h(), kit.token(), id)).transorderStatus === 'Complete');
    // The reason went with the wait.
    expect((await order(kit.h(), kit.token(), id)).warningInfo ?? '').toBe('');
  });

  it('a FAILED action stops the order at its step with the task error; a retry sends the actions again and the order completes', async () => {
    const { agvId, agvUid, vehicle } = await kit.addVehicle('2.1.0', 'FAIL1');
    const me = { agvId, vehicle };
    vehicle.failing.add('pick');
    const id = await createTask(kit.h(), kit.token(), { srcStationCode: 'A05N10', destStationCode: 'A01S01', agvId });
    await kit.stepUntil(me, async () => (await order(kit.h(), kit.token(), id)).transorderStatus === 'Pause');
    // The failure jump: the order stops at the pick, the load stays where it was, the operator sees why.
    expect(await taskErrors(agvUid)).toEqual([{ code: 'ACTION_FAILED', station: 'A05N10' }]);
    expect(kit.fleet().fleet.stationOccupied('A05N10' as never)).toBe(true);
    expect(kit.vehicleState(agvId).loaded).toBe(false);
    const sentBefore = sentTo(vehicle, 'order').length;
    await kit.step(me);
    await kit.step(me);
    // Stopped, nothing more goes to the vehicle.
    expect(sentTo(vehicle, 'order')).toHaveLength(sentBefore);

    vehicle.failing.clear();
    await retry(id);
    await kit.stepUntil(me, async () => (await order(kit.h(), kit.token(), id)).transorderStatus === 'Complete');
    const again = sentTo(vehicle, 'order').slice(sentBefore);
    // A new order (the vehicle takes no update to a node it finished), starting where it stands with the pick on it.
    expect(again[0]).toMatchObject({ orderId: `${id}-retry1`, orderUpdateId: 0 });
    const first = (again[0]['nodes'] as Node[])[0];
    expect(first).toMatchObject({ nodeId: 'A05N10', sequenceId: 0 });
    expect(first.actions.map((a) => a.actionType)).toEqual(['pick']);
    const failedIds = (sentTo(vehicle, 'order')[0]['nodes'] as Node[]).flatMap((n) => n.actions.map((a) => a.actionId));
    expect(failedIds).not.toContain(first.actions[0].actionId);
    expect(new Set(again.map((o) => o['orderId']))).toEqual(new Set([`${id}-retry1`]));
    expect(await taskErrors(agvUid)).toEqual([]);
    expect(kit.fleet().fleet.stationOccupied('A01S01' as never)).toBe(true);
    expectAllValid(vehicle);
  });

  it('stopped between stations after a cancel, it gets no order from its last node beyond the deviation range: a task error asks to move it; once on the node, a retry sends the order', async () => {
    const { agvId, agvUid, vehicle } = await kit.addVehicle('2.0.0', 'DEV1');
    const me = { agvId, vehicle };
    const first = await createTask(kit.h(), kit.token(), { srcStationCode: 'A02N04', destStationCode: 'A05S12', agvId });
    await kit.stepUntil(me, () => vehicle.orderId === first && vehicle.lastNodeSequenceId > 0 && vehicle.nodes.some((n) => n.sequenceId > vehicle.lastNodeSequenceId && n.released));
    // It stops halfway to its next node, and the order is closed.
    vehicle.stopBetween(0.5);
    const { body } = await kit.h().call('DELETE', '/agvserver/transorder/delete', { token: kit.token(), query: { id: first } });
    expect(body.success, body.message).toBe(true);
    await kit.step(me);
    expect(instantTypes(vehicle)).toContain('cancelOrder');
    expect(kit.vehicleState(agvId).motion.position.kind).toBe('on');

    const next = await createTask(kit.h(), kit.token(), { srcStationCode: 'A03N08', destStationCode: 'A06S03', agvId });
    await kit.stepUntil(me, async () => (await order(kit.h(), kit.token(), next)).transorderStatus === 'Pause', 10);
    // The node the order would start from: where the vehicle stands in the fleet (the start of the segment it is on).
    const p = kit.vehicleState(agvId).motion.position;
    const from = p.kind === 'on' ? (p.edge.from as string) : '';
    expect(await taskErrors(agvUid)).toEqual([{ code: 'OUT_OF_DEVIATION', station: from }]);
    expect(sentTo(vehicle, 'order').some((o) => o['orderId'] === next)).toBe(false);
    // Retried while it still stands there: the same task error again, still no order.
    await retry(next);
    await kit.step(me);
    expect((await order(kit.h(), kit.token(), next)).transorderStatus).toBe('Pause');
    expect(sentTo(vehicle, 'order').some((o) => o['orderId'] === next)).toBe(false);

    // Moved onto that node (within 0.5 m of it), then retried: the order starts there and completes.
    const origin = (await kit.h().call<{ originX: number; originY: number }>('POST', '/agvserver/layoutGraph/getGraphData', { token: kit.token(), body: { layoutId: LAYOUT1 } })).body.result;
    const station = kit.fleet().fleet.graph.stations.get(from as never)!;
    const at = mapToSite({ x: origin.originX, y: origin.originY }, station.x, station.y);
    vehicle.position = { x: at.x + 0.3, y: at.y, theta: 0, mapId: LAYOUT1 };
    vehicle.lastNodeId = from;
    await kit.step(me);
    await retry(next);
    await kit.stepUntil(me, async () => (await order(kit.h(), kit.token(), next)).transorderStatus === 'Complete');
    const nodes = sentTo(vehicle, 'order').find((o) => o['orderId'] === next)!['nodes'] as Node[];
    expect(nodes[0].nodeId).toBe(from);
    // Every node carries the model's deviation range (defaults 0.5 m, 0°), spelt as the 2.0.0 schema spells it.
    expect(nodes.map((n) => [n.nodePosition?.allowedDeviationXy, n.nodePosition?.allowedDeviationTheta])).toEqual(nodes.map(() => [0.5, 0]));
    expect(await taskErrors(agvUid)).toEqual([]);
    expectAllValid(vehicle);
  });

  it('the deviation range is the model\'s: a vehicle 0.3 m off its node is out of a 200 mm range; widened to 400 mm, the order goes out with that range on every node', async () => {
    const model = await kit.h().call<{ id: string }>('POST', '/agvserver/agvModel/add', { token: kit.token(), body: { modelCode: 'DEVM', modelName: 'DEVM', deviationXy: 200, deviationTheta: 5 } });
    expect(model.body.success, model.body.message).toBe(true);
    const modelId = model.body.result.id;
    // More than half a turn is no limit: refused, naming the field, and nothing changes.
    const wide = await kit.h().call('PUT', '/agvserver/agvModel/edit', { token: kit.token(), body: { id: modelId, modelCode: 'DEVM', modelName: 'DEVM', deviationTheta: 200 } });
    expect(wide.status).toBe(400);
    expect(wide.body.message).toContain('deviationTheta');

    const { agvId, agvUid, vehicle } = await kit.addVehicle('2.1.0', 'DEV2', { modelId });
    const me = { agvId, vehicle };
    const p = kit.vehicleState(agvId).motion.position;
    const from = p.kind === 'at' ? (p.station as string) : '';
    const origin = (await kit.h().call<{ originX: number; originY: number }>('POST', '/agvserver/layoutGraph/getGraphData', { token: kit.token(), body: { layoutId: LAYOUT1 } })).body.result;
    const station = kit.fleet().fleet.graph.stations.get(from as never)!;
    const at = mapToSite({ x: origin.originX, y: origin.originY }, station.x, station.y);
    vehicle.position = { x: at.x, y: at.y + 0.3, theta: 0, mapId: LAYOUT1 };
    vehicle.lastNodeId = from;
    await vehicle.step();
    // (A 2.1.0 vehicle also answers the factsheetRequest: wait for this very state.)
    await vi.waitFor(() => expect(kit.master().statusOf(agvId)?.position?.y).toBeCloseTo(at.y + 0.3, 6), { timeout: 5000 });
    await kit.master().idle();

    const id = await createTask(kit.h(), kit.token(), { srcStationCode: 'A04N02', destStationCode: 'A01S05', agvId });
    await kit.stepUntil(me, async () => (await order(kit.h(), kit.token(), id)).transorderStatus === 'Pause', 10);
    expect(await taskErrors(agvUid)).toEqual([{ code: 'OUT_OF_DEVIATION', station: from }]);
    expect(sentTo(vehicle, 'order')).toEqual([]);

    const edited = await kit.h().call('PUT', '/agvserver/agvModel/edit', { token: kit.token(), body: { id: modelId, modelCode: 'DEVM', modelName: 'DEVM', deviationXy: 400 } });
    expect(edited.body.success, edited.body.message).toBe(true);
    await retry(id);
    await kit.stepUntil(me, async () => (await order(kit.h(), kit.token(), id)).transorderStatus === 'Complete');
    const orders = sentTo(vehicle, 'order');
    expect((orders[0]['nodes'] as Node[])[0].nodeId).toBe(from);
    for (const o of orders) {
      for (const n of o['nodes'] as Node[]) {
        expect(n.nodePosition?.allowedDeviationXY).toBe(0.4);
        expect(n.nodePosition?.allowedDeviationTheta).toBeCloseTo((5 * Math.PI) / 180, 6);
      }
    }
    expectAllValid(vehicle);
  });

  it('an order closed while its vehicle is offline is cancelled on the vehicle once it is back', async () => {
    const { agvId, agvUid, vehicle } = await kit.addVehicle('2.1.0', 'BACK1');
    const id = await createTask(kit.h(), kit.token(), { srcStationCode: 'A06N01', destStationCode: 'A02S09', agvId });
    await kit.stepUntil({ agvId, vehicle }, () => vehicle.orderId === id && vehicle.lastNodeSequenceId > 0);
    await kit.said(agvId, () => vehicle.connection('OFFLINE'));
    const { body } = await kit.h().call('DELETE', '/agvserver/transorder/delete', { token: kit.token(), query: { id } });
    expect(body.success, body.message).toBe(true);
    await kit.h().runFleet(2000, 500);
    await kit.master().idle();
    expect(instantTypes(vehicle)).not.toContain('cancelOrder');
    await kit.goOnline(agvId, agvUid, vehicle);
    await kit.step({ agvId, vehicle });
    expect(instantTypes(vehicle)).toContain('cancelOrder');
    expectAllValid(vehicle);
  });
});
