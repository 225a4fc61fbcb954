import { describe, expect, it } from 'vitest';
import { groupId, stationId } from '../ids.js';
import { Fleet } from '../fleet/fleet.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import type { VehicleState } from '../vehicle/vehicle.js';
import { DefaultChargingPolicy } from './charging-policy.js';
import { withIdleCharging, type IdleChargeRule } from './idle-charging.js';

const G1 = groupId('G1');
/** A vehicle of group G1 whose own settings charge idle below 30 % and are full at 95 %. */
function vehicle(battery: number, charging?: 'idle' | 'forced'): VehicleState {
  const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B', { groupId: G1, batteryLowLevel: 10, freeBatteryLevel: 30, batteryFullLevel: 95 })], { startMs: 0 });
  const v = { ...fleet.vehicles[0]!, battery };
  return charging ? { ...v, activity: { kind: 'charging' }, mission: { kind: 'Charge', target: stationId('K1'), forced: charging === 'forced', immediate: false } } : v;
}
const night: IdleChargeRule = { groupId: G1, below: 70, until: 85 };
const policy = (rules: IdleChargeRule[]) => withIdleCharging(new DefaultChargingPolicy(), rules);

describe('idle charging windows', () => {
  it('send a covered idle vehicle charging at or below the rule, which it would not be otherwise', () => {
    expect(policy([]).chargeNeed(vehicle(60))).toBeUndefined();
    expect(policy([night]).chargeNeed(vehicle(60))).toBe('idle');
    expect(policy([night]).chargeNeed(vehicle(75))).toBeUndefined();
    expect(policy([{ ...night, groupId: groupId('OTHER') }]).chargeNeed(vehicle(60))).toBeUndefined();
    expect(policy([night]).chargeNeed(vehicle(5))).toBe('forced');
  });

  it('end an idle charge at the rule\'s level, a forced one at the vehicle\'s own', () => {
    expect(policy([night]).isFull(vehicle(85, 'idle'))).toBe(true);
    expect(policy([night]).isFull(vehicle(84, 'idle'))).toBe(false);
    expect(policy([night]).isFull(vehicle(85, 'forced'))).toBe(false);
    expect(policy([]).isFull(vehicle(85, 'idle'))).toBe(false);
  });

  it('reach the dispatcher through setIdleCharging', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B', { groupId: G1, freeBatteryLevel: 30 }, { battery: 60 })], { startMs: 0 });
    expect(fleet.view().charging.chargeNeed(fleet.vehicles[0]!)).toBeUndefined();
    fleet.apply({ type: 'setIdleCharging', rules: [night] });
    expect(fleet.view().charging.chargeNeed(fleet.vehicles[0]!)).toBe('idle');
  });
});
