import { describe, expect, it } from 'vitest';
import { groupId, orderId, stationId, vehicleId } from '../ids.js';
import { Fleet } from '../fleet/fleet.js';
import type { NewOrder } from '../orders/order.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { DefaultDispatcher } from './default-dispatcher.js';

const S = stationId;
const V = vehicleId;
const O = orderId;

function fleetWith(vehicles = [newVehicle('v1', 'B')], requireLoadAtSource = false) {
  return new Fleet(lineLayout(), vehicles, { dispatcher: new DefaultDispatcher({ requireLoadAtSource }) });
}
const add = (fleet: Fleet, o: Partial<NewOrder> & { id: string }) =>
  fleet.apply({ type: 'addOrder', order: { source: S('W1'), destination: S('W2'), ...o, id: O(o.id) } });

describe('why open orders wait', () => {
  it('names the reason of each order left without a vehicle, and none for assigned ones', () => {
    const fleet = fleetWith([newVehicle('v1', 'B'), newVehicle('v2', 'F', { groupId: groupId('g2') })]);
    add(fleet, { id: 'first' });
    add(fleet, { id: 'same-source' });
    add(fleet, { id: 'later', releaseTimeMs: 60_000, source: S('W3') });
    add(fleet, { id: 'no-group', source: S('G'), destination: S('F'), constraints: { groupId: groupId('nobody') } });
    add(fleet, { id: 'busy', source: S('E'), destination: S('C'), constraints: { groupId: groupId('g2') } });
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('v2'), locked: true });
    fleet.advance(200);
    const reasons = fleet.orderWaitReasons();
    expect(reasons.has(O('first'))).toBe(false);
    expect(fleet.order(O('first')).vehicle).toBe(V('v1'));
    expect(reasons.get(O('same-source'))).toBe('STATION_BUSY');
    expect(reasons.get(O('later'))).toBe('NOT_RELEASED');
    expect(reasons.get(O('no-group'))).toBe('NO_ELIGIBLE_VEHICLE');
    expect(reasons.get(O('busy'))).toBe('VEHICLES_BUSY');
  });

  it('tells an offline named vehicle, a locked station and a source without a load apart', () => {
    const fleet = fleetWith([newVehicle('v1', 'B'), newVehicle('v2', 'F')], true);
    fleet.apply({ type: 'setConnected', vehicle: V('v2'), connected: false });
    add(fleet, { id: 'named', source: S('W1'), destination: S('W3'), constraints: { vehicleId: V('v2') } });
    add(fleet, { id: 'locked', source: S('W1'), destination: S('W2') });
    add(fleet, { id: 'empty', source: S('W2'), destination: S('W3') });
    fleet.apply({ type: 'setStationLocked', station: S('W1'), locked: true });
    fleet.advance(200);
    const reasons = fleet.orderWaitReasons();
    expect(reasons.get(O('locked'))).toBe('STATION_UNAVAILABLE');
    expect(reasons.get(O('empty'))).toBe('WAITING_FOR_LOAD');
    fleet.apply({ type: 'setStationLocked', station: S('W1'), locked: false });
    fleet.apply({ type: 'closeOrder', order: O('locked') });
    fleet.advance(200);
    expect(fleet.orderWaitReasons().get(O('named'))).toBe('VEHICLE_OFFLINE');
  });

  it('reports a destination zone with no free station', () => {
    const fleet = fleetWith();
    fleet.apply({ type: 'setStationOccupied', station: S('W2'), occupied: true });
    fleet.apply({ type: 'setStationOccupied', station: S('W3'), occupied: true });
    add(fleet, { id: 'zone', destination: undefined, destinationZone: 'Z-out' as never });
    fleet.advance(200);
    expect(fleet.orderWaitReasons().get(O('zone'))).toBe('NO_FREE_DESTINATION');
  });
});
