import { describe, expect, it } from 'vitest';
import { angleDiffDeg } from '../geometry/point.js';
import { orderId, stationId, vehicleId } from '../ids.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { Fleet } from './fleet.js';

const S = stationId;
const V = vehicleId;

/*
 * v stands at C facing east; its order starts at W1, west of it (a half turn, 2 s). x stands idle
 * on B, in its way (it takes no orders), and is sent aside first. Where does v face when it is given its first lane?
 */
function run(turnWhileWaiting: boolean) {
  const fleet = new Fleet(lineLayout(), [newVehicle('v', 'C', {}, { heading: 0 }), newVehicle('x', 'B', { autoAllocation: false }, { heading: 0 })], { turnWhileWaiting });
  fleet.apply({ type: 'addOrder', order: { id: orderId('o1'), source: S('W1'), destination: S('W2') } });
  let headingAtClaim: number | undefined;
  let waited = false;
  for (let t = 200; t <= 120_000 && fleet.order(orderId('o1')).state !== 'Complete'; t += 200) {
    fleet.tick(t);
    const v = fleet.vehicle(V('v'));
    if (fleet.lastTrafficResult?.waiting.has(V('v'))) waited = true;
    if (headingAtClaim === undefined && v.motion.claimed > 0) headingAtClaim = v.motion.heading;
  }
  return { fleet, waited, headingAtClaim: headingAtClaim! };
}

describe('turning while waiting (simulated vehicles)', () => {
  it('a vehicle waiting for its next lane turns towards it meanwhile and drives off facing it', () => {
    const r = run(true);
    expect(r.waited).toBe(true);
    expect(angleDiffDeg(r.headingAtClaim, 180)).toBeLessThan(1);
    expect(r.fleet.order(orderId('o1')).state).toBe('Complete');
  });

  it('without it the vehicle turns only once it has the lane (and holds it meanwhile)', () => {
    const r = run(false);
    expect(r.waited).toBe(true);
    // After the tick it was given the lane in it has turned one tick's worth (18 degrees) of 180.
    expect(angleDiffDeg(r.headingAtClaim, 180)).toBeGreaterThan(150);
    expect(r.fleet.order(orderId('o1')).state).toBe('Complete');
  });
});
