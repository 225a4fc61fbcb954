import type { OrderId, SegmentId, StationId, VehicleId, ZoneId } from '../ids.js';
import type { NewOrder } from '../orders/order.js';
import type { Ms } from '../units.js';
import type { NewVehicle } from '../vehicle/vehicle.js';

/** Instructions from operators and systems, applied in the order given (convention 6). */
export type FleetCommand =
  | { readonly type: 'addOrder'; readonly order: NewOrder }
  | { readonly type: 'closeOrder'; readonly order: OrderId }
  | { readonly type: 'pauseOrder'; readonly order: OrderId }
  | { readonly type: 'resumeOrder'; readonly order: OrderId }
  /** A closed order back to Init. */
  | { readonly type: 'recoverOrder'; readonly order: OrderId }
  | { readonly type: 'addVehicle'; readonly vehicle: NewVehicle }
  | { readonly type: 'setVehicleLocked'; readonly vehicle: VehicleId; readonly locked: boolean }
  | { readonly type: 'setConnected'; readonly vehicle: VehicleId; readonly connected: boolean }
  | { readonly type: 'setAutoAllocation'; readonly vehicle: VehicleId; readonly autoAllocation: boolean }
  /** Send to the nearest free charger now (SPEC createChargeTaskImmediately). */
  | { readonly type: 'chargeNow'; readonly vehicle: VehicleId }
  /** Send to the nearest free parking place now (SPEC createParkTaskImmediately). */
  | { readonly type: 'parkNow'; readonly vehicle: VehicleId }
  | { readonly type: 'injectError'; readonly vehicle: VehicleId; readonly code: string; readonly durationMs?: Ms }
  | { readonly type: 'clearError'; readonly vehicle: VehicleId }
  | { readonly type: 'setStationLocked'; readonly station: StationId; readonly locked: boolean }
  | { readonly type: 'setSegmentLocked'; readonly segment: SegmentId; readonly locked: boolean }
  | { readonly type: 'setBlockZoneActive'; readonly zone: ZoneId; readonly active: boolean }
  /** A load stands on the station or not (operator correction, sensors). */
  | { readonly type: 'setStationOccupied'; readonly station: StationId; readonly occupied: boolean };
