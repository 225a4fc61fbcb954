import type { GroupId, ModelId } from '../ids.js';
import type { Percent } from '../units.js';
import type { VehicleState } from '../vehicle/vehicle.js';
import type { ChargingPolicy } from './charging-policy.js';

/**
 * An idle-charging window that is open now (SPEC "free-charge config"): idle vehicles of the
 * group and/or model (neither: every vehicle) charge at or below `below` % and leave the charger
 * at `until` %. Which windows are open is the caller's business: core knows no time of day.
 */
export interface IdleChargeRule {
  readonly groupId?: GroupId;
  readonly modelId?: ModelId;
  readonly below: Percent;
  readonly until: Percent;
}

const covers = (r: IdleChargeRule, v: VehicleState) =>
  (r.groupId === undefined || r.groupId === v.config.groupId) && (r.modelId === undefined || r.modelId === v.config.modelId);

/**
 * The policy with the open windows on top: a covered idle vehicle also charges at or below the
 * rule's `below`, and an idle (not forced) charge ends at the rule's `until` unless the vehicle's
 * own settings still call it low. Of several rules covering a vehicle the most generous counts.
 * Forced charging and taking orders stay the base policy's.
 */
export function withIdleCharging(base: ChargingPolicy, rules: readonly IdleChargeRule[]): ChargingPolicy {
  if (rules.length === 0) return base;
  const ruleOf = (v: VehicleState) => rules.filter((r) => covers(r, v)).sort((a, b) => b.below - a.below || b.until - a.until)[0];
  return {
    chargeNeed(v) {
      const need = base.chargeNeed(v);
      if (need) return need;
      const r = ruleOf(v);
      return r && v.battery <= r.below ? 'idle' : undefined;
    },
    isFull(v) {
      const r = ruleOf(v);
      const idleCharge = v.mission?.kind === 'Charge' && !v.mission.forced;
      if (r && idleCharge && v.battery >= r.until && base.chargeNeed(v) === undefined) return true;
      return base.isFull(v);
    },
    canTakeOrder: (v) => base.canTakeOrder(v),
  };
}
