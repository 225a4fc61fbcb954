import type { OrderId, SegmentId, StationId, VehicleId } from '../ids.js';
import type { DriveDirection } from '../model/layout.js';
import type { OrderOrigin, OrderState, TaskErrorCode } from '../orders/order.js';
import type { Deg, Mm, Percent } from '../units.js';
import type { ErrorCategory, ErrorLevel } from '../vehicle/errors.js';
import type { Mission, RunStatus } from '../vehicle/vehicle.js';
import type { FleetCommand } from './commands.js';

/** What happened during a tick or a command, in order. The runtime stores and broadcasts these. */
export type FleetEvent =
  | {
      readonly type: 'vehicleMoved';
      readonly vehicle: VehicleId;
      /** Position, mm, and body heading, degrees. */
      readonly x: Mm;
      readonly y: Mm;
      readonly heading: Deg;
      /** Station it stands on, or the segment it drives and the station it drives to. */
      readonly station?: StationId;
      readonly segment?: SegmentId;
      readonly nextStation?: StationId;
      readonly direction: DriveDirection;
    }
  | { readonly type: 'vehicleArrived'; readonly vehicle: VehicleId; readonly station: StationId }
  | { readonly type: 'vehicleStatusChanged'; readonly vehicle: VehicleId; readonly from: RunStatus; readonly to: RunStatus }
  /** Emitted when the whole-percent part of the battery changes. */
  | { readonly type: 'batteryChanged'; readonly vehicle: VehicleId; readonly battery: Percent }
  | { readonly type: 'loadChanged'; readonly vehicle: VehicleId; readonly loaded: boolean }
  | { readonly type: 'stationOccupancyChanged'; readonly station: StationId; readonly occupied: boolean }
  | { readonly type: 'orderAdded'; readonly order: OrderId; readonly state: OrderState; readonly origin: OrderOrigin }
  | { readonly type: 'orderStateChanged'; readonly order: OrderId; readonly from: OrderState; readonly to: OrderState; readonly vehicle?: VehicleId }
  | { readonly type: 'orderWarning'; readonly order: OrderId; readonly warning: string }
  /** The order stopped in Pause: its vehicle cannot do the action at `station` (SPEC §4 task error). */
  | { readonly type: 'orderTaskError'; readonly order: OrderId; readonly vehicle: VehicleId; readonly station: StationId; readonly code: TaskErrorCode }
  /** The task error is resolved: the order left Pause (retried, a step skipped, or closed). */
  | { readonly type: 'orderTaskErrorCleared'; readonly order: OrderId; readonly vehicle?: VehicleId }
  | { readonly type: 'missionStarted'; readonly vehicle: VehicleId; readonly mission: Mission }
  | { readonly type: 'chargingStarted'; readonly vehicle: VehicleId; readonly station: StationId; readonly battery: Percent }
  | { readonly type: 'chargingStopped'; readonly vehicle: VehicleId; readonly battery: Percent }
  | { readonly type: 'trafficWait'; readonly vehicle: VehicleId; readonly blockedBy: readonly VehicleId[] }
  | { readonly type: 'routeChanged'; readonly vehicle: VehicleId; readonly kind: 'reroute' | 'evade'; readonly reason: string }
  | { readonly type: 'deadlock'; readonly vehicles: readonly VehicleId[]; readonly resolvedBy?: VehicleId; readonly how?: string }
  | { readonly type: 'noRoute'; readonly vehicle: VehicleId; readonly to: StationId }
  /** The vehicle stopped with an error; `order`: the order it was carrying (re-assigned unless loaded). */
  | {
      readonly type: 'vehicleError';
      readonly vehicle: VehicleId;
      readonly code: string;
      readonly level: ErrorLevel;
      readonly category: ErrorCategory;
      readonly order?: OrderId;
      /** The vehicle's own description of the error, when it gave one. */
      readonly description?: string;
    }
  | { readonly type: 'vehicleErrorCleared'; readonly vehicle: VehicleId }
  | { readonly type: 'vehicleAdded'; readonly vehicle: VehicleId }
  | { readonly type: 'vehicleRemoved'; readonly vehicle: VehicleId }
  | { readonly type: 'vehicleChanged'; readonly vehicle: VehicleId }
  | { readonly type: 'mapChanged' }
  | { readonly type: 'commandRejected'; readonly command: FleetCommand['type']; readonly reason: string };
