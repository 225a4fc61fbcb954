import type { Percent } from '../units.js';
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
  /**
   * Enough battery to take an order; for a vehicle on a charger, enough to leave it early for
   * one (it is only asked when an order is waiting).
   */
  canTakeOrder(v: VehicleState): boolean;
}

export interface ChargingOptions {
  /**
   * Percentage points above runOrderBatteryLevel a vehicle on a charger needs before it leaves
   * for an order (hysteresis). Default DEFAULT_LEAVE_MARGIN.
   */
  readonly leaveMargin?: Percent;
}

/**
 * Default hysteresis margin, percentage points. With the SPEC's thresholds (forced 20, run order
 * 40) a vehicle leaves a charger for work at 60 %, so each session charges at least 40 points
 * instead of the few it took to climb past 40 %.
 */
export const DEFAULT_LEAVE_MARGIN: Percent = 20;

/**
 * forced at or below batteryLowLevel; idle below freeBatteryLevel; full at or above
 * batteryFullLevel; orders at or above runOrderBatteryLevel, and, for a vehicle charging, at or
 * above runOrderBatteryLevel + leaveMargin (capped at batteryFullLevel) — the hysteresis that
 * keeps it from leaving the charger the moment it passes the run-order level and coming back
 * soon after with a few percent gained.
 */
export class DefaultChargingPolicy implements ChargingPolicy {
  private readonly leaveMargin: Percent;

  constructor(options: ChargingOptions = {}) {
    this.leaveMargin = options.leaveMargin ?? DEFAULT_LEAVE_MARGIN;
  }

  chargeNeed(v: VehicleState): 'forced' | 'idle' | undefined {
    if (v.battery <= v.config.batteryLowLevel) return 'forced';
    if (v.battery < v.config.freeBatteryLevel) return 'idle';
    return undefined;
  }

  isFull(v: VehicleState): boolean {
    return v.battery >= v.config.batteryFullLevel;
  }

  canTakeOrder(v: VehicleState): boolean {
    if (v.battery < v.config.runOrderBatteryLevel) return false;
    if (v.activity?.kind !== 'charging') return true;
    return v.battery >= Math.min(v.config.runOrderBatteryLevel + this.leaveMargin, v.config.batteryFullLevel);
  }
}
