import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId } from '../ids.js';
import { Fleet } from '../fleet/fleet.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { runUntil } from '../testing/run-until.js';
import { DefaultDispatcher } from './default-dispatcher.js';
import type { ReassignOptions } from './reassignment.js';

const S = stationId;
const V = vehicleId;

/**
 * The line layout (3 m between stations, 1 m/s): 'far' stands at W3, 'near' (locked, so not free)
 * at A beside the source W1. The order W1 -> W2 goes to 'far'; a moment later 'near' is unlocked.
 * The layout is small, so the thresholds are scaled down with it.
 */
function scene(options: ReassignOptions = { minSavingMs: 5000, nearMs: 4000 }, extra: { nearAt?: string; farAt?: string } = {}) {
  const fleet = new Fleet(lineLayout(), [newVehicle('far', extra.farAt ?? 'W3'), newVehicle('near', extra.nearAt ?? 'A')], {
    dispatcher: new DefaultDispatcher({ reassignment: options, admission: false, parkAfterIdleMs: 600_000 }),
  });
  fleet.apply({ type: 'setVehicleLocked', vehicle: V('near'), locked: true });
  fleet.apply({ type: 'addOrder', order: { id: orderId('o1'), source: S('W1'), destination: S('W2') } });
  fleet.advance(200);
  expect(fleet.order(orderId('o1')).vehicle).toBe(V('far'));
  return fleet;
}

describe('re-assignment of orders not yet picked', () => {
  it('moves the order to a newly free vehicle that reaches the source much sooner, and frees the first one cleanly', () => {
    const fleet = scene();
    fleet.advance(1000);
    const events = fleet.apply({ type: 'setVehicleLocked', vehicle: V('near'), locked: false });
    expect(events.some((e) => e.type === 'commandRejected')).toBe(false);
    const tick = fleet.advance(200);
    expect(fleet.order(orderId('o1')).vehicle).toBe(V('near'));
    expect(tick.some((e) => e.type === 'orderStateChanged' && e.to === 'Init' && e.vehicle === V('far'))).toBe(true);
    const far = fleet.vehicle(V('far'));
    expect(far.mission).toBeUndefined();
    // Only the edge it is on (if any) stays claimed: the rest of its route and reservations are gone.
    expect(far.motion.route.length).toBeLessThanOrEqual(1);
    runUntil(fleet, () => fleet.order(orderId('o1')).state === 'Complete', 300_000);
    expect(fleet.order(orderId('o1')).vehicle).toBe(V('near'));
  });

  it('leaves the order with the first vehicle when the saving is below the threshold', () => {
    const fleet = scene({ minSavingMs: 60_000, nearMs: 4000 });
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('near'), locked: false });
    fleet.advance(200);
    expect(fleet.order(orderId('o1')).vehicle).toBe(V('far'));
  });

  it('leaves the order with the first vehicle once it is near the source', () => {
    // 'far' starts at C, within nearMs (15 s) of W1; 'near' at A is much sooner there.
    const fleet = scene({ minSavingMs: 1000, minSavingShare: 0.3, nearMs: 15_000 }, { farAt: 'C' });
    const cost = (id: string) => fleet.view().travelCost(fleet.vehicle(V(id)), S('W1'))!;
    expect(cost('far')).toBeLessThanOrEqual(15_000);
    // Without the rule it would move: 'near' is more than 30 % and 1 s sooner.
    expect(cost('near')).toBeLessThan(cost('far') * 0.7 - 1000);
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('near'), locked: false });
    fleet.advance(200);
    expect(fleet.order(orderId('o1')).vehicle).toBe(V('far'));
    // The same scene with a smaller nearMs moves it: the rule is what kept it.
    const moved = scene({ minSavingMs: 1000, minSavingShare: 0.3, nearMs: 2000 }, { farAt: 'C' });
    moved.apply({ type: 'setVehicleLocked', vehicle: V('near'), locked: false });
    moved.advance(200);
    expect(moved.order(orderId('o1')).vehicle).toBe(V('near'));
  });

  /** 'mid' (at E, 9 m from W1) takes the order over from 'far'; 'next', right at A, is still locked. */
  function movedOnce(): Fleet {
    const fleet = new Fleet(lineLayout(), [newVehicle('far', 'W3'), newVehicle('mid', 'E'), newVehicle('next', 'A')], { dispatcher: onceDispatcher() });
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('mid'), locked: true });
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('next'), locked: true });
    fleet.apply({ type: 'addOrder', order: { id: orderId('o1'), source: S('W1'), destination: S('W2') } });
    fleet.advance(200);
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('mid'), locked: false });
    fleet.advance(200);
    expect(fleet.order(orderId('o1')).vehicle).toBe(V('mid'));
    expect(fleet.order(orderId('o1')).reassigned).toBe(true);
    return fleet;
  }
  const onceDispatcher = () => new DefaultDispatcher({ reassignment: { minSavingMs: 3000, minSavingShare: 0.2, nearMs: 2000 }, admission: false, parkAfterIdleMs: 600_000 });

  it('moves an order at most once', () => {
    const fleet = movedOnce();
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('next'), locked: false });
    fleet.advance(200);
    expect(fleet.order(orderId('o1')).vehicle).toBe(V('mid'));
  });

  it('moves an order at most once across a restart', () => {
    const before = movedOnce();
    const { fleet } = Fleet.restore(lineLayout(), JSON.parse(JSON.stringify(before.snapshot())) as ReturnType<Fleet['snapshot']>, { dispatcher: onceDispatcher() });
    expect(fleet.order(orderId('o1')).vehicle).toBe(V('mid'));
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('next'), locked: false });
    fleet.advance(200);
    expect(fleet.order(orderId('o1')).vehicle).toBe(V('mid'));
  });

  it('may move a closed order again once an operator recovers it: it is dispatched from the start', () => {
    const fleet = movedOnce();
    fleet.apply({ type: 'closeOrder', order: orderId('o1') });
    expect(fleet.order(orderId('o1')).reassigned).toBe(true);
    fleet.apply({ type: 'recoverOrder', order: orderId('o1') });
    expect(fleet.order(orderId('o1')).state).toBe('Init');
    expect(fleet.order(orderId('o1')).reassigned).toBeUndefined();
  });

  it('would move it again after a restart that lost the mark', () => {
    const before = movedOnce();
    const snapshot = JSON.parse(JSON.stringify(before.snapshot())) as ReturnType<Fleet['snapshot']>;
    const { fleet } = Fleet.restore(lineLayout(), { ...snapshot, orders: snapshot.orders.map(({ reassigned: _forgotten, ...o }) => o) }, { dispatcher: onceDispatcher() });
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('next'), locked: false });
    fleet.advance(200);
    expect(fleet.order(orderId('o1')).vehicle).toBe(V('next'));
  });

  it('is off with reassignment: false', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('far', 'W3'), newVehicle('near', 'A')], {
      dispatcher: new DefaultDispatcher({ reassignment: false, admission: false }),
    });
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('near'), locked: true });
    fleet.apply({ type: 'addOrder', order: { id: orderId('o1'), source: S('W1'), destination: S('W2') } });
    fleet.advance(200);
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('near'), locked: false });
    fleet.advance(200);
    expect(fleet.order(orderId('o1')).vehicle).toBe(V('far'));
  });
});
