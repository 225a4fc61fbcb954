import { describe, expect, it } from 'vitest';
import { createTask, order } from '../../test-support/fleet.js';
import { expectAllValid, instantTypes, sentTo, useVdaKit } from '../../test-support/vda-kit.js';

type Node = { nodeId: string; sequenceId: number; actions: { actionType: string }[] };

/** Issue 14: VDA 5050 vehicles charge and park through orders like any other (embedded broker). */
describe('VDA 5050 vehicles charge and park', () => {
  const kit = useVdaKit();

  const chargers = () => new Set([...kit.fleet().fleet.graph.stations.values()].filter((s) => s.type === 'Charging').map((s) => s.id as string));
  const nodesOf = (o: Record<string, unknown>) => o['nodes'] as Node[];

  it('a low battery sends it to a charger: the order ends there with startCharging, it shows charging, and when full AGVS sends stopCharging', async () => {
    const { agvId, agvUid, vehicle } = await kit.addVehicle('2.0.0', 'CHG1', { controlTaskType: [{ taskType: 'Delivery' }, { taskType: 'Charge' }] }, false);
    vehicle.battery = 15;
    await kit.goOnline(agvId, agvUid, vehicle);
    const me = { agvId, vehicle };
    await kit.stepUntil(me, () => vehicle.charging);
    const orders = sentTo(vehicle, 'order');
    expect(new Set(orders.map((o) => o['orderId']))).toHaveProperty('size', 1);
    expect(orders[0]['orderId']).toMatch(/^charge-/);
    const nodes = orders.flatMap(nodesOf);
    const last = nodes[nodes.length - 1];
    expect(chargers().has(last.nodeId)).toBe(true);
    expect(last.actions.map((a) => a.actionType)).toEqual(['startCharging']);
    // Only the charger (sent again as the stitching node of each update) carries an action.
    expect(new Set(nodes.filter((n) => n.actions.length).map((n) => n.nodeId))).toEqual(new Set([last.nodeId]));
    expect(vehicle.lastNodeId).toBe(last.nodeId);
    // What the vehicle says (batteryState.charging) is what the card shows.
    await kit.step(me);
    expect(await kit.cardOf(agvUid)).toMatchObject({ fleetStatus: 'Charging', chargeStatus: 'CHARGING' });
    expect(instantTypes(vehicle)).not.toContain('stopCharging');

    vehicle.battery = 96;
    await kit.stepUntil(me, () => instantTypes(vehicle).includes('stopCharging'), 5);
    await kit.step(me);
    expect(vehicle.charging).toBe(false);
    expect(kit.vehicleState(agvId)).toMatchObject({ mission: undefined, activity: undefined });
    expect((await kit.cardOf(agvUid)).chargeStatus).toBe('UNCHARGED');
    // Its charging order was done: nothing to cancel.
    expect(instantTypes(vehicle)).not.toContain('cancelOrder');
    expectAllValid(vehicle);
  });

  it('an order waiting takes it off the charger above the leave level: stopCharging, then the order once it no longer charges', async () => {
    const { agvId, agvUid, vehicle } = await kit.addVehicle('2.1.0', 'CHG2', { controlTaskType: [{ taskType: 'Delivery' }, { taskType: 'Charge' }] }, false);
    vehicle.battery = 15;
    await kit.goOnline(agvId, agvUid, vehicle);
    const me = { agvId, vehicle };
    await kit.stepUntil(me, () => vehicle.charging);
    vehicle.battery = 45;
    const id = await createTask(kit.h(), kit.token(), { srcStationCode: 'A02N04', destStationCode: 'A05S12', agvId });
    await kit.step(me);
    await kit.step(me);
    // 45 % is above run-order (40) but below what leaving a charger takes (40 + 20).
    expect((await order(kit.h(), kit.token(), id)).transorderStatus).toBe('Init');
    expect(instantTypes(vehicle)).not.toContain('stopCharging');

    vehicle.battery = 61;
    await kit.step(me);
    // Fleet time only, the vehicle silent: AGVS tells it to stop charging and holds the order back.
    for (let i = 0; i < 5 && !instantTypes(vehicle).includes('stopCharging'); i++) {
      await kit.h().runFleet(1000, 500);
      await kit.master().idle();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(instantTypes(vehicle)).toContain('stopCharging');
    expect(vehicle.charging).toBe(true);
    expect(sentTo(vehicle, 'order').some((o) => o['orderId'] === id)).toBe(false);
    // Its next state says it no longer charges: now the order goes out.
    await kit.stepUntil(me, async () => (await order(kit.h(), kit.token(), id)).transorderStatus === 'Complete');
    const topics = vehicle.received.map((m) => (m.topic === 'order' && m.message['orderId'] === id ? 'task' : m.topic));
    expect(topics.indexOf('task')).toBeGreaterThan(topics.lastIndexOf('instantActions'));
    expect(instantTypes(vehicle).filter((t) => t === 'stopCharging')).toHaveLength(1);
    expectAllValid(vehicle);
  });

  it('an idle vehicle is sent to park with a plain order, and leaves the parking place for a task', async () => {
    const { agvId, agvUid, vehicle } = await kit.addVehicle('2.0.0', 'PARK1', { controlTaskType: [{ taskType: 'Delivery' }, { taskType: 'Park' }] });
    const me = { agvId, vehicle };
    await kit.stepUntil(me, async () => (await kit.cardOf(agvUid)).fleetStatus === 'Parked');
    const park = sentTo(vehicle, 'order');
    expect(park[0]['orderId']).toMatch(/^park-/);
    const nodes = park.flatMap(nodesOf);
    expect(nodes.every((n) => n.actions.length === 0)).toBe(true);
    const spot = nodes[nodes.length - 1].nodeId;
    expect(kit.fleet().fleet.graph.stations.get(spot as never)?.parking).toBe(true);
    expect(vehicle.lastNodeId).toBe(spot);

    const id = await createTask(kit.h(), kit.token(), { srcStationCode: 'A03N08', destStationCode: 'A06S03', agvId });
    await kit.stepUntil(me, async () => (await order(kit.h(), kit.token(), id)).transorderStatus === 'Complete');
    // The parking order was done when the task came: no cancel, the task is a new order.
    expect(instantTypes(vehicle).filter((t) => t === 'cancelOrder')).toEqual([]);
    expect(sentTo(vehicle, 'order').filter((o) => o['orderUpdateId'] === 0).map((o) => String(o['orderId']).slice(0, 5))).toEqual(['park-', id.slice(0, 5)]);
    expectAllValid(vehicle);
  });
});
