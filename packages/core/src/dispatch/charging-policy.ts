import type { VehicleState } from '../vehicle/vehicle.js';

/**
 * When vehicles charge (the four battery thresholds of SPEC §3). Percent values come from the
 * vehicle's settings.
 */
export interface ChargingPolicy {
  /** 'forced': must charge as soon as it has no order; 'idle': should charge if it has nothing to do. */
  chargeNeed(v: VehicleState): 'forced' | 'idle' | undefined;
  /** A charging vehicle stops charging. */
  isFull(v: VehicleState): boolean;
  /** Enough battery to take an order, also to leave a charger early for one. */
  canTakeOrder(v: VehicleState): boolean;
}

/**
 * forced at or below batteryLowLevel; idle below freeBatteryLevel; full at or above
 * batteryFullLevel; orders at or above runOrderBatteryLevel.
 */
export class DefaultChargingPolicy implements ChargingPolicy {
  chargeNeed(v: VehicleState): 'forced' | 'idle' | undefined {
    if (v.battery <= v.config.batteryLowLevel) return 'forced';
    if (v.battery < v.config.freeBatteryLevel) return 'idle';
    return undefined;
  }

  isFull(v: VehicleState): boolean {
    return v.battery >= v.config.batteryFullLevel;
  }

  canTakeOrder(v: VehicleState): boolean {
    return v.battery >= v.config.runOrderBatteryLevel;
  }
}
