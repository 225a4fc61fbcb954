import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId } from '../ids.js';
import { Fleet } from '../fleet/fleet.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { DispatchRound } from './dispatcher.js';
import { assignOrders } from './batch-assignment.js';

const S = stationId;
const V = vehicleId;

/** The assign phase's decisions on the line layout with one order W1 -> W2 and the given task locks. */
function assigned(stations: string[], vehicles: string[]) {
  const fleet = new Fleet(lineLayout(), [newVehicle('near', 'B'), newVehicle('far', 'F')], { startMs: 0 });
  fleet.apply({ type: 'addOrder', order: { id: orderId('o1'), source: S('W1'), destination: S('W2') } });
  fleet.apply({ type: 'setTaskLocks', stations: stations.map(S), vehicles: vehicles.map(V) });
  const round = new DispatchRound(fleet.view());
  assignOrders()(round);
  return round.decisions;
}

describe('task locks', () => {
  it('leave orders from or to a locked station waiting', () => {
    expect(assigned([], [])).toHaveLength(1);
    expect(assigned(['W1'], [])).toHaveLength(0);
    expect(assigned(['W2'], [])).toHaveLength(0);
  });

  it('give a locked vehicle no order, so the next one takes it', () => {
    expect(assigned([], ['near'])[0]).toMatchObject({ vehicle: V('far') });
    expect(assigned([], ['near', 'far'])).toHaveLength(0);
  });
});
