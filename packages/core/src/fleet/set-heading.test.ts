import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId } from '../ids.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { runUntil } from '../testing/run-until.js';
import { Fleet } from './fleet.js';

const V = vehicleId;

describe('setHeading (the heading a console drew at a move end)', () => {
  it('turns a vehicle standing on a station and tells it as a move', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
    const events = fleet.apply({ type: 'setHeading', vehicle: V('v1'), heading: 270 });
    expect(fleet.vehicle(V('v1')).motion.heading).toBe(-90);
    expect(events).toContainEqual(expect.objectContaining({ type: 'vehicleMoved', vehicle: V('v1'), station: stationId('B'), heading: -90 }));
    // The same heading again changes nothing and tells nothing.
    expect(fleet.apply({ type: 'setHeading', vehicle: V('v1'), heading: -90 })).toEqual([]);
  });

  it('leaves a driving vehicle pointing where its path goes', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
    fleet.apply({ type: 'addOrder', order: { id: orderId('o1'), source: stationId('W1'), destination: stationId('W2') } });
    runUntil(fleet, () => fleet.vehicle(V('v1')).motion.position.kind === 'on');
    const before = fleet.vehicle(V('v1')).motion.heading;
    expect(fleet.apply({ type: 'setHeading', vehicle: V('v1'), heading: before + 45 })).toEqual([]);
    expect(fleet.vehicle(V('v1')).motion.heading).toBe(before);
  });

  it('leaves an externally driven vehicle at the heading it reports', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B', { driver: 'external' })]);
    fleet.apply({ type: 'reportVehicleState', vehicle: V('v1'), heading: 30 });
    expect(fleet.apply({ type: 'setHeading', vehicle: V('v1'), heading: 120 })).toEqual([]);
    expect(fleet.vehicle(V('v1')).motion.heading).toBe(30);
  });

  it('is refused for a vehicle the fleet does not have', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
    expect(fleet.apply({ type: 'setHeading', vehicle: V('nobody'), heading: 10 })).toEqual([expect.objectContaining({ type: 'commandRejected' })]);
  });
});
