import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId } from '../ids.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { Fleet } from './fleet.js';

const O = orderId('o1');

describe('an order for a named vehicle that is offline', () => {
  it('waits unassigned with the reason as its warning, which goes once the vehicle is back and takes it', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B'), newVehicle('v2', 'F')]);
    fleet.apply({ type: 'setConnected', vehicle: vehicleId('v1'), connected: false });
    fleet.apply({ type: 'addOrder', order: { id: O, source: stationId('W1'), destination: stationId('W2'), constraints: { vehicleId: vehicleId('v1') } } });
    const events = fleet.advance(500);
    expect(fleet.order(O)).toMatchObject({ state: 'Init', warning: 'VEHICLE_OFFLINE:v1' });
    expect(fleet.order(O).vehicle).toBeUndefined();
    expect(events).toContainEqual({ type: 'orderWarning', order: O, warning: 'VEHICLE_OFFLINE:v1' });
    // Told once, not every step.
    expect(fleet.advance(500).filter((e) => e.type === 'orderWarning')).toEqual([]);
    fleet.apply({ type: 'setConnected', vehicle: vehicleId('v1'), connected: true });
    fleet.advance(500);
    expect(fleet.order(O)).toMatchObject({ vehicle: vehicleId('v1'), warning: '' });
  });
});

describe('an external vehicle that cannot start from its node', () => {
  it('stops its delivery with the task error OUT_OF_DEVIATION at that node; refused without a delivery', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('x1', 'B', { driver: 'external', taskTypes: ['Delivery'] }, { connected: false })]);
    fleet.apply({ type: 'reportVehicleState', vehicle: vehicleId('x1'), connected: true, acceptsOrders: true });
    expect(fleet.apply({ type: 'reportStartRefused', vehicle: vehicleId('x1'), station: stationId('B') })).toContainEqual(expect.objectContaining({ type: 'commandRejected' }));
    fleet.apply({ type: 'addOrder', order: { id: O, source: stationId('W1'), destination: stationId('W2') } });
    fleet.advance(500);
    const events = fleet.apply({ type: 'reportStartRefused', vehicle: vehicleId('x1'), station: stationId('B') });
    expect(events).toContainEqual({ type: 'orderTaskError', order: O, vehicle: vehicleId('x1'), station: stationId('B'), code: 'OUT_OF_DEVIATION' });
    expect(fleet.order(O)).toMatchObject({ state: 'Pause', taskError: { code: 'OUT_OF_DEVIATION', station: stationId('B') } });
    fleet.apply({ type: 'resumeOrder', order: O });
    expect(fleet.order(O)).toMatchObject({ state: 'Release', vehicle: vehicleId('x1') });
  });
});
