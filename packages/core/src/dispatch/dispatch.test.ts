import { describe, expect, it } from 'vitest';
import { groupId, modelId, orderId, stationId, vehicleId, zoneId } from '../ids.js';
import { Fleet } from '../fleet/fleet.js';
import type { NewOrder } from '../orders/order.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import type { NewVehicle, VehicleState } from '../vehicle/vehicle.js';
import { DispatchRound, type DispatchPhase } from './dispatcher.js';
import { assignOrders } from './batch-assignment.js';
import { chargeForced, chargeIdle, finishCharging, parkIdle, releaseOrders } from './phases.js';
import { DefaultDispatcher } from './default-dispatcher.js';

const S = stationId;
const V = vehicleId;
const order = (id: string, extra: Partial<NewOrder> = {}): NewOrder => ({ id: orderId(id), source: S('W1'), destination: S('W2'), ...extra });

/** A fleet on the line layout, orders added, and a patch applied to vehicle states. */
function setup(vehicles: NewVehicle[], orders: NewOrder[] = [], patch: (v: VehicleState) => VehicleState = (v) => v, nowMs = 0, startMs = 0) {
  const fleet = new Fleet(lineLayout(), vehicles, { startMs });
  for (const o of orders) fleet.apply({ type: 'addOrder', order: o });
  const view = { ...fleet.view(), nowMs, vehicles: fleet.vehicles.map(patch) };
  const run = (...phases: DispatchPhase[]) => {
    const round = new DispatchRound(view);
    for (const p of phases) p(round);
    return round.decisions;
  };
  return { fleet, view, run };
}

describe('assign phase', () => {
  it('takes orders by priority first, then by release time', () => {
    const { run } = setup(
      [newVehicle('v1', 'B')],
      [order('early-low', { priority: 1 }), order('late-high', { priority: 5, source: S('W3'), destination: S('W2') })],
    );
    expect(run(assignOrders())).toEqual([{ kind: 'assignOrder', order: orderId('late-high'), vehicle: V('v1'), destination: S('W2') }]);
    // Same priority: the earlier release time wins, whatever the order of creation or ids.
    const same = setup(
      [newVehicle('v1', 'B')],
      [order('a-later', { releaseTimeMs: 3000 }), order('b-earlier', { releaseTimeMs: 1000, source: S('W3'), destination: S('W2') })],
      undefined,
      10_000,
      10_000,
    );
    expect(same.run(assignOrders())[0]).toMatchObject({ order: orderId('b-earlier') });
  });

  it('gives the order to the vehicle quickest to reach the source', () => {
    const { run } = setup([newVehicle('far', 'F'), newVehicle('near', 'B')], [order('o1')]);
    expect(run(assignOrders())[0]).toMatchObject({ vehicle: V('near') });
  });

  it('prefers a vehicle that is not charging, even if farther', () => {
    const { run } = setup([newVehicle('charging', 'K1', {}, { battery: 80 }), newVehicle('free', 'D')], [order('o1')], (v) =>
      v.config.id === 'charging' ? { ...v, activity: { kind: 'charging' }, mission: { kind: 'Charge', target: S('K1'), forced: false, immediate: false } } : v,
    );
    expect(run(assignOrders())[0]).toMatchObject({ vehicle: V('free') });
  });

  it('takes a vehicle off the charger only at runOrderBatteryLevel (40 %) plus the hysteresis margin (20), not below', () => {
    const charging = (battery: number) => (v: VehicleState): VehicleState => ({ ...v, battery, activity: { kind: 'charging' }, mission: { kind: 'Charge', target: S('K1'), forced: true, immediate: false } });
    expect(setup([newVehicle('v1', 'K1')], [order('o1')], charging(60)).run(assignOrders())).toHaveLength(1);
    expect(setup([newVehicle('v1', 'K1')], [order('o1')], charging(59.9)).run(assignOrders())).toHaveLength(0);
    expect(setup([newVehicle('v1', 'K1')], [order('o1')], charging(40)).run(assignOrders())).toHaveLength(0);
  });

  it('honours group, model and a named vehicle', () => {
    const vs = [newVehicle('g1', 'B', { groupId: groupId('G1') }), newVehicle('m1', 'C', { modelId: modelId('M1') }), newVehicle('named', 'F', { autoAllocation: false })];
    expect(setup(vs, [order('o', { constraints: { groupId: groupId('G1') } })]).run(assignOrders())[0]).toMatchObject({ vehicle: V('g1') });
    expect(setup(vs, [order('o', { constraints: { modelId: modelId('M1') } })]).run(assignOrders())[0]).toMatchObject({ vehicle: V('m1') });
    // Named: taken even though it does not take automatic allocation, and though others are nearer.
    expect(setup(vs, [order('o', { constraints: { vehicleId: V('named') } })]).run(assignOrders())[0]).toMatchObject({ vehicle: V('named') });
  });

  it('skips vehicles that are not allowed: no auto allocation, locked, offline, low battery, no Delivery, loaded, in error', () => {
    const cases: [string, NewVehicle][] = [
      ['no auto allocation', newVehicle('v', 'B', { autoAllocation: false })],
      ['locked', newVehicle('v', 'B', {}, { locked: true })],
      ['offline', newVehicle('v', 'B', {}, { connected: false })],
      ['battery 39.9 < 40', newVehicle('v', 'B', {}, { battery: 39.9 })],
      ['no Delivery', newVehicle('v', 'B', { taskTypes: ['Charge', 'Park'] })],
      ['loaded', newVehicle('v', 'B', {}, { loaded: true })],
    ];
    for (const [name, v] of cases) expect(setup([v], [order('o1')]).run(assignOrders()), name).toEqual([]);
    expect(setup([newVehicle('v', 'B')], [order('o1')], (v) => ({ ...v, error: { code: 'E' } })).run(assignOrders())).toEqual([]);
    expect(setup([newVehicle('v', 'B', {}, { battery: 40 })], [order('o1')]).run(assignOrders())).toHaveLength(1);
  });

  it('resolves a destination zone to its free station nearest the source', () => {
    const { run } = setup([newVehicle('v1', 'B')], [order('o1', { destination: undefined, destinationZone: zoneId('Z-out') })]);
    expect(run(assignOrders())[0]).toMatchObject({ destination: S('W2') });
  });

  it('uses a station for one active order at a time', () => {
    const { fleet } = setup([newVehicle('v1', 'B'), newVehicle('v2', 'C')], [order('o1'), order('o2', { source: S('W3'), destination: S('W2') })]);
    fleet.tick(0);
    expect(fleet.order(orderId('o1')).state).toBe('Release');
    // o2 drops at W2 too: it waits until o1 is done there.
    expect(fleet.order(orderId('o2')).state).toBe('Init');
  });

  it('with requireLoadAtSource, waits for a load at the source and an empty destination', () => {
    const needLoad = assignOrders({ requireLoadAtSource: true });
    expect(setup([newVehicle('v1', 'B')], [order('o1')]).run(needLoad)).toHaveLength(1); // W1 has a load
    expect(setup([newVehicle('v1', 'B')], [order('o1', { source: S('W3') })]).run(needLoad)).toHaveLength(0);
  });
});

describe('charging phases', () => {
  it('forces charging at or below batteryLowLevel (20 %)', () => {
    expect(setup([newVehicle('v1', 'D', {}, { battery: 20 })]).run(chargeForced)).toEqual([{ kind: 'charge', vehicle: V('v1'), station: S('K1'), forced: true }]);
    expect(setup([newVehicle('v1', 'D', {}, { battery: 20.1 })]).run(chargeForced)).toEqual([]);
  });

  it('does not pull a vehicle off an order to charge', () => {
    const { run } = setup([newVehicle('v1', 'D', {}, { battery: 10 })], [], (v) => ({ ...v, mission: { kind: 'Delivery', order: orderId('x'), leg: 'destination', target: S('W2') } }));
    expect(run(chargeForced)).toEqual([]);
  });

  it('charges an idle vehicle below freeBatteryLevel (50 %), not at it', () => {
    expect(setup([newVehicle('v1', 'D', {}, { battery: 49.9 })]).run(chargeIdle)).toEqual([{ kind: 'charge', vehicle: V('v1'), station: S('K1'), forced: false }]);
    expect(setup([newVehicle('v1', 'D', {}, { battery: 50 })]).run(chargeIdle)).toEqual([]);
  });

  it('only one vehicle per charger, the emptiest first', () => {
    const { run } = setup([newVehicle('a', 'D', {}, { battery: 15 }), newVehicle('b', 'E', {}, { battery: 10 })]);
    expect(run(chargeForced)).toEqual([{ kind: 'charge', vehicle: V('b'), station: S('K1'), forced: true }]);
  });

  it('stops charging at batteryFullLevel (90 %)', () => {
    const charging = (battery: number) => (v: VehicleState): VehicleState => ({ ...v, battery, activity: { kind: 'charging' }, mission: { kind: 'Charge', target: S('K1'), forced: false, immediate: false } });
    expect(setup([newVehicle('v1', 'K1')], [], charging(90)).run(finishCharging)).toEqual([{ kind: 'stopCharging', vehicle: V('v1') }]);
    expect(setup([newVehicle('v1', 'K1')], [], charging(89.9)).run(finishCharging)).toEqual([]);
  });

  it('leaves vehicles without Charge in their task types alone', () => {
    expect(setup([newVehicle('v1', 'D', { taskTypes: ['Delivery'] }, { battery: 5 })]).run(chargeForced)).toEqual([]);
  });
});

describe('park phase', () => {
  it('sends a vehicle idle for parkAfterIdleMs to the nearest free parking place', () => {
    expect(setup([newVehicle('v1', 'C')], [], undefined, 4999).run(parkIdle({ parkAfterIdleMs: 5000 }))).toEqual([]);
    expect(setup([newVehicle('v1', 'C')], [], undefined, 5000).run(parkIdle({ parkAfterIdleMs: 5000 }))).toEqual([{ kind: 'park', vehicle: V('v1'), station: S('P1') }]);
  });

  it('uses a dedicated parking place for its vehicle only, and first', () => {
    // v9 stands next to P1 but has P2 of its own; v1 may not use P2.
    expect(setup([newVehicle('v9', 'D')], [], undefined, 10_000).run(parkIdle())).toEqual([{ kind: 'park', vehicle: V('v9'), station: S('P2') }]);
    const two = setup([newVehicle('v1', 'D'), newVehicle('v2', 'G')], [], undefined, 10_000).run(parkIdle());
    expect(two).toEqual([{ kind: 'park', vehicle: V('v1'), station: S('P1') }]);
  });
});

describe('release phase and the default dispatcher', () => {
  it('releases Preset orders when their release time comes', () => {
    const { run } = setup([], [order('o1', { releaseTimeMs: 3000 })], undefined, 3000);
    expect(run(releaseOrders)).toEqual([{ kind: 'releaseOrder', order: orderId('o1') }]);
  });

  it('runs its phases in order: release, finish charging, admission, assign, re-assign, forced charge, idle charge, park', () => {
    expect(new DefaultDispatcher().phases).toHaveLength(8);
    expect(new DefaultDispatcher({ admission: false, reassignment: false }).phases).toHaveLength(6);
    const { view } = setup([newVehicle('busy', 'B'), newVehicle('low', 'C', {}, { battery: 10 }), newVehicle('idle', 'E')], [order('o1')], undefined, 60_000);
    const kinds = new DefaultDispatcher().dispatch(view).map((d) => `${d.kind}:${'vehicle' in d ? d.vehicle : ''}`);
    expect(kinds).toEqual(['assignOrder:busy', 'charge:low', 'park:idle']);
  });
});
