import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId } from '../ids.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { Fleet } from './fleet.js';

const S = stationId;
const V = vehicleId;

/** Drives the external vehicle along whatever is released until it stands at its mission target. */
function driveToTarget(fleet: Fleet, id: ReturnType<typeof V>): void {
  for (let i = 0; i < 200; i++) {
    fleet.advance(500);
    const d = fleet.driveInstruction(id);
    if (!d) throw new Error('no mission');
    if (d.released.length === 0 && d.horizon.length === 0 && d.from === d.target) return;
    const next = d.released[0];
    if (next) fleet.apply({ type: 'reportNodeReached', vehicle: id, station: next.to });
  }
  throw new Error('never reached its target');
}

/** Charging and parking of an externally driven (VDA 5050) vehicle: the dispatcher sends it, the vehicle's reports decide. */
describe('externally driven vehicles charge and park', () => {
  const fleetWith = (battery: number, taskTypes: ('Delivery' | 'Charge' | 'Park')[] = ['Delivery', 'Charge', 'Park']) => {
    const fleet = new Fleet(lineLayout(), [newVehicle('x1', 'C', { driver: 'external', taskTypes }, { connected: false, battery })]);
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), connected: true, acceptsOrders: true, battery });
    return fleet;
  };

  it('a low battery sends it to the charger; it charges once it says so, and stops when full', () => {
    const fleet = fleetWith(15);
    fleet.advance(500);
    expect(fleet.vehicle(V('x1')).mission).toMatchObject({ kind: 'Charge', target: S('K1'), forced: true });
    driveToTarget(fleet, V('x1'));
    // Standing at the charger is not charging yet: the vehicle says when it charges.
    expect(fleet.status(V('x1'))).not.toBe('Charging');
    const started = fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), charging: true });
    expect(started).toContainEqual(expect.objectContaining({ type: 'chargingStarted', vehicle: V('x1'), station: S('K1') }));
    expect(fleet.status(V('x1'))).toBe('Charging');
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), battery: 60 });
    fleet.advance(500);
    expect(fleet.status(V('x1'))).toBe('Charging');
    // Full (batteryFullLevel 90): the fleet ends the charge, the vehicle is free again.
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), battery: 92 });
    const stopped = fleet.advance(500);
    expect(stopped).toContainEqual(expect.objectContaining({ type: 'chargingStopped', vehicle: V('x1') }));
    expect(fleet.vehicle(V('x1'))).toMatchObject({ mission: undefined, activity: undefined });
  });

  it('an order waiting takes it off the charger once the battery is above the leave level', () => {
    const fleet = fleetWith(15, ['Delivery', 'Charge']);
    fleet.advance(500);
    driveToTarget(fleet, V('x1'));
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), charging: true, battery: 45 });
    fleet.apply({ type: 'addOrder', order: { id: orderId('o1'), source: S('W1'), destination: S('W2') } });
    fleet.advance(500);
    // 45 % is above run-order (40) but below the charger's leave level (40 + 20).
    expect(fleet.order(orderId('o1')).state).toBe('Init');
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), battery: 61 });
    const events = fleet.advance(500);
    expect(events).toContainEqual(expect.objectContaining({ type: 'chargingStopped', vehicle: V('x1') }));
    expect(fleet.order(orderId('o1'))).toMatchObject({ state: 'Release', vehicle: V('x1') });
  });

  it('stopping on its own (no longer charging) ends the charge', () => {
    const fleet = fleetWith(15);
    fleet.advance(500);
    driveToTarget(fleet, V('x1'));
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), charging: true });
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), charging: false, battery: 50 });
    expect(fleet.vehicle(V('x1'))).toMatchObject({ mission: undefined, activity: undefined });
  });

  it('an idle vehicle is sent to park; chargeNow and parkNow take it too', () => {
    const fleet = fleetWith(80);
    fleet.advance(6000);
    fleet.advance(500);
    expect(fleet.vehicle(V('x1')).mission).toMatchObject({ kind: 'Park', target: S('P1') });
    const other = fleetWith(80);
    expect(other.apply({ type: 'chargeNow', vehicle: V('x1') })).not.toContainEqual(expect.objectContaining({ type: 'commandRejected' }));
    expect(other.vehicle(V('x1')).mission).toMatchObject({ kind: 'Charge', target: S('K1'), immediate: true });
  });
});
