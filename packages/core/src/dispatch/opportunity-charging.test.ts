import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId } from '../ids.js';
import { Fleet } from '../fleet/fleet.js';
import type { Layout } from '../model/layout.js';
import { lane, st } from '../testing/build.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { runUntil } from '../testing/run-until.js';

const S = stationId;
const V = vehicleId;

/**
 * Two chargers: KN is 2 m from A as the crow flies but 22 m by road (A - B - C - KN); KF is 6 m
 * away on a direct lane. The vehicle stands at A.
 */
function twoChargers(): Layout {
  return {
    stations: [st('A', 0, 0), st('B', 10_000, 0), st('C', 10_000, 2000), st('KN', 0, 2000, 'Charging'), st('KF', -6000, 0, 'Charging')],
    segments: [lane('A', 'B'), lane('B', 'C'), lane('C', 'KN'), lane('A', 'KF')],
    zones: [],
  };
}

describe('opportunity charging', () => {
  it('picks the charger quickest to drive to, not the nearest in a straight line', () => {
    const fleet = new Fleet(twoChargers(), [newVehicle('v1', 'A', {}, { battery: 15 })]);
    fleet.advance(200);
    expect(fleet.vehicle(V('v1')).mission).toMatchObject({ kind: 'Charge', target: S('KF'), forced: true });
  });

  it('an idle vehicle charges in idle time by the free-charge config and goes back to work at its level', () => {
    // Own settings: idle charging only below 50 %; at 65 % it would stand idle.
    const energy = { drainPerMetre: 0, drainPerSecondWorking: 0, drainPerSecondIdle: 0, chargePerSecond: 0.5 };
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B', { energy }, { battery: 65 })], {});
    fleet.advance(1000);
    expect(fleet.vehicle(V('v1')).mission?.kind).not.toBe('Charge');
    fleet.apply({ type: 'setIdleCharging', rules: [{ below: 70, until: 80 }] });
    fleet.advance(200);
    expect(fleet.vehicle(V('v1')).mission).toMatchObject({ kind: 'Charge', target: S('K1'), forced: false });
    runUntil(fleet, () => fleet.vehicle(V('v1')).activity?.kind === 'charging', 120_000);
    // Charged up to the rule's 80 %, then off the charger (not on to the vehicle's 90 % full level).
    runUntil(fleet, () => fleet.vehicle(V('v1')).activity?.kind !== 'charging', 120_000);
    expect(fleet.vehicle(V('v1')).battery).toBeGreaterThanOrEqual(80);
    expect(fleet.vehicle(V('v1')).battery).toBeLessThan(85);
  });

  it('three busy vehicles sharing one charger for two hours: none is ever stranded', () => {
    // Steep drain (0.1 % per metre, 0.2 % per second working) and work always waiting: every vehicle needs the one charger K1 often.
    const energy = { drainPerMetre: 0.1, drainPerSecondWorking: 0.2, drainPerSecondIdle: 0.001, chargePerSecond: 0.5 };
    const fleet = new Fleet(lineLayout(), [
      newVehicle('v1', 'B', { energy }, { battery: 45 }),
      newVehicle('v2', 'E', { energy }, { battery: 30 }),
      newVehicle('v3', 'P1', { energy }, { battery: 25 }),
    ]);
    const trips: [string, string][] = [['W1', 'G'], ['W3', 'A'], ['W2', 'F'], ['C', 'W3'], ['E', 'W1'], ['B', 'W2']];
    let n = 0;
    let lowest = 100;
    let sessions = 0;
    let done = 0;
    const quick = [{ kind: 'wait' as const, durationMs: 2000 }];
    for (let t = 0; t < 2 * 3_600_000; t += 200) {
      if (fleet.orders.filter((o) => o.state !== 'Complete' && o.state !== 'Close').length < 3) {
        const [source, destination] = trips[n % trips.length];
        fleet.apply({ type: 'addOrder', order: { id: orderId(`o${n++}`), source: S(source), destination: S(destination), sourceActions: quick, destinationActions: quick } });
      }
      for (const e of fleet.advance(200)) {
        if (e.type === 'chargingStarted') sessions++;
        if (e.type === 'orderStateChanged' && e.to === 'Complete') done++;
      }
      for (const v of fleet.vehicles) lowest = Math.min(lowest, v.battery);
    }
    expect(sessions).toBeGreaterThan(6);
    expect(done).toBeGreaterThan(100);
    // Forced charging at batteryLowLevel (20 %) gets each one to the charger with charge to spare.
    expect(lowest).toBeGreaterThan(5);
  }, 300_000);
});
