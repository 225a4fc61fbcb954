import { describe, expect, it } from 'vitest';
import { orderId, stationId } from '../ids.js';
import { Fleet } from '../fleet/fleet.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import type { VehicleConfig, VehicleState } from '../vehicle/vehicle.js';
import { DefaultChargingPolicy } from './charging-policy.js';

const S = stationId;

/** The SPEC's thresholds (low 20, run order 40, idle 50, full 90), on or off a charger. */
function vehicle(battery: number, onCharger: boolean, extra: Partial<VehicleConfig> = {}): VehicleState {
  const v = { ...new Fleet(lineLayout(), [newVehicle('v1', 'K1', extra)]).vehicles[0]!, battery };
  return onCharger ? { ...v, activity: { kind: 'charging' }, mission: { kind: 'Charge', target: S('K1'), forced: false, immediate: false } } : v;
}

describe('charging hysteresis', () => {
  it('a vehicle off the charger takes orders from runOrderBatteryLevel, as before', () => {
    const p = new DefaultChargingPolicy();
    expect(p.canTakeOrder(vehicle(40, false))).toBe(true);
    expect(p.canTakeOrder(vehicle(39.9, false))).toBe(false);
  });

  it('a vehicle on the charger leaves for an order only at runOrderBatteryLevel + margin (default 20)', () => {
    const p = new DefaultChargingPolicy();
    expect(p.canTakeOrder(vehicle(40, true))).toBe(false);
    expect(p.canTakeOrder(vehicle(59.9, true))).toBe(false);
    expect(p.canTakeOrder(vehicle(60, true))).toBe(true);
    expect(new DefaultChargingPolicy({ leaveMargin: 5 }).canTakeOrder(vehicle(45, true))).toBe(true);
    expect(new DefaultChargingPolicy({ leaveMargin: 0 }).canTakeOrder(vehicle(40, true))).toBe(true);
  });

  it('the margin never asks for more than batteryFullLevel, where charging stops anyway', () => {
    const p = new DefaultChargingPolicy({ leaveMargin: 80 });
    expect(p.canTakeOrder(vehicle(89.9, true))).toBe(false);
    expect(p.canTakeOrder(vehicle(90, true))).toBe(true);
    expect(p.isFull(vehicle(90, true))).toBe(true);
  });

  it('charging thresholds themselves are unchanged: forced at batteryLowLevel, idle below freeBatteryLevel', () => {
    const p = new DefaultChargingPolicy();
    expect(p.chargeNeed(vehicle(20, false))).toBe('forced');
    expect(p.chargeNeed(vehicle(49.9, false))).toBe('idle');
    expect(p.chargeNeed(vehicle(50, false))).toBeUndefined();
  });

  it('with work always waiting, a vehicle charges far fewer, longer sessions and is never stranded', () => {
    const run = (leaveMargin: number) => {
      // One vehicle moving a load back and forth between W1 and W2 (about 15 m a trip) with a
      // steep drain (2 %/m driven) and a charger at K1 (1 %/s): it works, charges, works...
      const energy = { drainPerMetre: 0.02, drainPerSecondWorking: 0, drainPerSecondIdle: 0, chargePerSecond: 1 };
      const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'C', { energy }, { battery: 60 })], { charging: new DefaultChargingPolicy({ leaveMargin }) });
      let sessions = 0;
      let lowest = 100;
      let n = 0;
      let from = S('W1');
      const quick = [{ kind: 'pick' as const, durationMs: 1000 }];
      const drop = [{ kind: 'drop' as const, durationMs: 1000 }];
      for (let t = 0; t < 2 * 3_600_000; t += 200) {
        if (!fleet.orders.some((o) => o.state !== 'Complete' && o.state !== 'Close')) {
          const to = from === S('W1') ? S('W2') : S('W1');
          fleet.apply({ type: 'addOrder', order: { id: orderId(`o${n++}`), source: from, destination: to, sourceActions: quick, destinationActions: drop } });
          from = to;
        }
        for (const e of fleet.tick(t)) if (e.type === 'chargingStarted') sessions++;
        lowest = Math.min(lowest, fleet.vehicle(fleet.vehicles[0].config.id).battery);
      }
      return { sessions, lowest, orders: fleet.orders.filter((o) => o.state === 'Complete').length };
    };
    const without = run(0);
    const withHysteresis = run(20);
    expect(without.sessions).toBeGreaterThan(10);
    expect(withHysteresis.sessions).toBeLessThan(without.sessions * 0.6);
    // Forced charging at batteryLowLevel (20 %) still comes first: the battery never runs out.
    expect(withHysteresis.lowest).toBeGreaterThan(0);
    expect(without.lowest).toBeGreaterThan(0);
    // Fewer trips to the charger leave at least as much time for work.
    expect(withHysteresis.orders).toBeGreaterThanOrEqual(without.orders * 0.95);
  }, 60_000);
});
