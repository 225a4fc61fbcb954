import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId } from '../ids.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { runUntil } from '../testing/run-until.js';
import { Fleet } from './fleet.js';

const O = orderId('o1');
const V = vehicleId('v1');

function carried(): Fleet {
  const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
  fleet.apply({ type: 'addOrder', order: { id: O, source: stationId('W1'), destination: stationId('W2') } });
  runUntil(fleet, () => fleet.order(O).state === 'Running');
  return fleet;
}

const mission = (fleet: Fleet) => fleet.vehicle(V).mission;

describe('setOrderLegDone (SPEC §4 step isSend)', () => {
  it('source done: the vehicle goes on to the destination without picking', () => {
    const fleet = carried();
    expect(fleet.apply({ type: 'setOrderLegDone', order: O, leg: 'source', done: true })).not.toContainEqual(expect.objectContaining({ type: 'commandRejected' }));
    expect(mission(fleet)).toMatchObject({ kind: 'Delivery', leg: 'destination', target: stationId('W2') });
    const events = runUntil(fleet, () => fleet.order(O).state === 'Complete');
    expect(events.some((e) => e.type === 'loadChanged' && e.loaded)).toBe(false);
  });

  it('source not done after the pick: the vehicle goes back and picks again', () => {
    const fleet = carried();
    runUntil(fleet, () => mission(fleet)?.kind === 'Delivery' && (mission(fleet) as { leg: string }).leg === 'destination');
    fleet.apply({ type: 'setOrderLegDone', order: O, leg: 'source', done: false });
    expect(mission(fleet)).toMatchObject({ leg: 'source', target: stationId('W1') });
    // The load was put back on the source meanwhile (a pick at the empty station would stop with a task error).
    fleet.apply({ type: 'setStationOccupied', station: stationId('W1'), occupied: true });
    const events = runUntil(fleet, () => fleet.order(O).state === 'Complete');
    expect(events).toContainEqual({ type: 'stationOccupancyChanged', station: stationId('W1'), occupied: false });
  });

  it('destination done: the order completes and the vehicle is free', () => {
    const fleet = carried();
    const events = fleet.apply({ type: 'setOrderLegDone', order: O, leg: 'destination', done: true });
    expect(events).toContainEqual(expect.objectContaining({ type: 'orderStateChanged', to: 'Complete' }));
    expect(mission(fleet)).toBeUndefined();
  });

  it('is refused for an order no vehicle carries', () => {
    const fleet = new Fleet(lineLayout(), []);
    fleet.apply({ type: 'addOrder', order: { id: O, source: stationId('W1'), destination: stationId('W2') } });
    expect(fleet.apply({ type: 'setOrderLegDone', order: O, leg: 'source', done: true })).toContainEqual(expect.objectContaining({ type: 'commandRejected' }));
  });
});
