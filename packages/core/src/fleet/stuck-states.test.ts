import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId, zoneId } from '../ids.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { runUntil } from '../testing/run-until.js';
import type { NewOrder } from '../orders/order.js';
import { actionProblem, taskErrorPersists } from '../orders/order.js';
import { loadedWithoutOrder } from '../vehicle/vehicle.js';
import { Fleet } from './fleet.js';

// States an operator could leave a vehicle or an order in for good, and the way out of each.

const S = stationId;
const V = vehicleId;
const O = orderId;
const delivery = (id: string, extra: Partial<NewOrder> = {}): NewOrder => ({ id: O(id), source: S('W1'), destination: S('W2'), ...extra });
const rejected = (events: readonly { type: string }[]) => events.some((e) => e.type === 'commandRejected');

/** v1 holds the load of o1, whose order was closed after the pick. */
function closedAfterPick(): Fleet {
  const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
  fleet.apply({ type: 'addOrder', order: delivery('o1') });
  runUntil(fleet, () => fleet.vehicle(V('v1')).loaded);
  fleet.apply({ type: 'closeOrder', order: O('o1') });
  return fleet;
}

describe('a vehicle that keeps a load after its order was closed', () => {
  it('takes no ordinary order, but a drop-only order naming it, which drops the load at the destination', () => {
    const fleet = closedAfterPick();
    expect(loadedWithoutOrder(fleet.vehicle(V('v1')))).toBe(true);
    fleet.apply({ type: 'setStationOccupied', station: S('W3'), occupied: true });
    fleet.apply({ type: 'addOrder', order: delivery('o2', { source: S('W3'), destination: S('W1') }) });
    fleet.advance(20_000);
    expect(fleet.order(O('o2')).state).toBe('Init');

    fleet.apply({ type: 'closeOrder', order: O('o2') });
    const named = { vehicleId: V('v1') };
    fleet.apply({ type: 'addOrder', order: { id: O('o3'), source: S('W1'), destination: S('W2'), loadOnVehicle: true, constraints: named } });
    runUntil(fleet, () => fleet.order(O('o3')).state === 'Complete');
    expect(fleet.vehicle(V('v1')).loaded).toBe(false);
    expect(fleet.stationOccupied(S('W2'))).toBe(true);
  });

  it('refuses a drop-only order that names no vehicle', () => {
    const fleet = closedAfterPick();
    expect(rejected(fleet.apply({ type: 'addOrder', order: { id: O('o2'), source: S('W1'), destination: S('W2'), loadOnVehicle: true } }))).toBe(true);
  });

  it('may be sent charging and parking', () => {
    const fleet = closedAfterPick();
    expect(rejected(fleet.apply({ type: 'chargeNow', vehicle: V('v1') }))).toBe(false);
    expect(fleet.vehicle(V('v1')).mission).toMatchObject({ kind: 'Charge' });
    expect(rejected(fleet.apply({ type: 'parkNow', vehicle: V('v1') }))).toBe(false);
    expect(fleet.vehicle(V('v1')).mission).toMatchObject({ kind: 'Park' });
  });

  it('is emptied by "unloaded by hand", after which it takes ordinary orders; refused while an order carries the load', () => {
    const carrying = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
    carrying.apply({ type: 'addOrder', order: delivery('o1') });
    runUntil(carrying, () => carrying.vehicle(V('v1')).loaded);
    expect(loadedWithoutOrder(carrying.vehicle(V('v1')))).toBe(false);
    expect(rejected(carrying.apply({ type: 'unloadByHand', vehicle: V('v1') }))).toBe(true);

    const fleet = closedAfterPick();
    expect(fleet.apply({ type: 'unloadByHand', vehicle: V('v1') })).toEqual([{ type: 'loadChanged', vehicle: V('v1'), loaded: false }]);
    fleet.apply({ type: 'setStationOccupied', station: S('W3'), occupied: true });
    fleet.apply({ type: 'addOrder', order: delivery('o2', { source: S('W3'), destination: S('W1') }) });
    runUntil(fleet, () => fleet.order(O('o2')).state === 'Complete');
  });
});

describe('immediate charge and park', () => {
  it('a vehicle parked by parkNow takes the next order', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'E')]);
    fleet.apply({ type: 'parkNow', vehicle: V('v1') });
    runUntil(fleet, () => fleet.status(V('v1')) === 'Parked');
    fleet.apply({ type: 'addOrder', order: delivery('o1') });
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Complete');
  });

  it('a vehicle parked by parkNow stays out of dispatching while locked', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'E')]);
    fleet.apply({ type: 'parkNow', vehicle: V('v1') });
    runUntil(fleet, () => fleet.status(V('v1')) === 'Parked');
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('v1'), locked: true });
    fleet.apply({ type: 'addOrder', order: delivery('o1') });
    fleet.advance(20_000);
    expect(fleet.order(O('o1')).state).toBe('Init');
  });

  it('a vehicle charged by chargeNow takes the next order once full', () => {
    const fast = { energy: { drainPerMetre: 0, drainPerSecondWorking: 0, drainPerSecondIdle: 0, chargePerSecond: 1 } };
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'C', fast, { battery: 80 })]);
    fleet.apply({ type: 'chargeNow', vehicle: V('v1') });
    runUntil(fleet, () => fleet.status(V('v1')) === 'Charging');
    fleet.apply({ type: 'addOrder', order: delivery('o1') });
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Complete');
  });
});

describe('task errors', () => {
  it('names what a station does not allow', () => {
    expect(actionProblem('pick', false)).toBe('PICK_STATION_EMPTY');
    expect(actionProblem('drop', true)).toBe('DROP_STATION_FULL');
    expect(actionProblem('pick', true)).toBeUndefined();
    expect(actionProblem('drop', false)).toBeUndefined();
    expect(actionProblem('wait', true)).toBeUndefined();
    expect(taskErrorPersists('PICK_STATION_EMPTY', false)).toBe(true);
    expect(taskErrorPersists('PICK_STATION_EMPTY', true)).toBe(false);
    expect(taskErrorPersists('DROP_STATION_FULL', true)).toBe(true);
    expect(taskErrorPersists('DROP_STATION_FULL', false)).toBe(false);
  });

  it('a pick where no load stands stops the order in Pause; retrying the step after the load came picks and completes', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
    fleet.apply({ type: 'addOrder', order: delivery('o1', { source: S('W3') }) });
    const events = runUntil(fleet, () => fleet.order(O('o1')).state === 'Pause');
    expect(events).toContainEqual({ type: 'orderTaskError', order: O('o1'), vehicle: V('v1'), station: S('W3'), code: 'PICK_STATION_EMPTY' });
    expect(fleet.order(O('o1')).taskError).toEqual({ code: 'PICK_STATION_EMPTY', station: S('W3') });
    fleet.advance(30_000);
    expect(fleet.status(V('v1'))).toBe('Paused');
    expect(fleet.vehicle(V('v1')).loaded).toBe(false);

    fleet.apply({ type: 'setStationOccupied', station: S('W3'), occupied: true });
    expect(fleet.apply({ type: 'setOrderLegDone', order: O('o1'), leg: 'source', done: false })).toContainEqual({ type: 'orderTaskErrorCleared', order: O('o1'), vehicle: V('v1') });
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Complete');
    expect(fleet.order(O('o1')).taskError).toBeUndefined();
    expect(fleet.stationOccupied(S('W2'))).toBe(true);
  });

  it('a drop onto a load stops the order in Pause; closing it resolves the error and frees the vehicle', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
    fleet.apply({ type: 'addOrder', order: delivery('o1') });
    runUntil(fleet, () => fleet.vehicle(V('v1')).loaded);
    fleet.apply({ type: 'setStationOccupied', station: S('W2'), occupied: true });
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Pause');
    expect(fleet.order(O('o1')).taskError).toEqual({ code: 'DROP_STATION_FULL', station: S('W2') });
    expect(fleet.apply({ type: 'closeOrder', order: O('o1') })).toContainEqual({ type: 'orderTaskErrorCleared', order: O('o1'), vehicle: V('v1') });
    expect(fleet.vehicle(V('v1')).mission).toBeUndefined();
  });

  it('a destination zone resolves to a station a drop can be done at', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
    fleet.apply({ type: 'setStationOccupied', station: S('W2'), occupied: true });
    fleet.apply({ type: 'addOrder', order: delivery('o1', { destination: undefined, destinationZone: zoneId('Z-out') }) });
    fleet.tick(0);
    expect(fleet.order(O('o1')).resolvedDestination).toBe(S('W3'));
  });
});
