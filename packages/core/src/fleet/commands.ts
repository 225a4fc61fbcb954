import type { OrderId, SegmentId, StationId, VehicleId, ZoneId } from '../ids.js';
import type { NewOrder } from '../orders/order.js';
import type { Deg, Mm, Ms, Percent } from '../units.js';
import type { IdleChargeRule } from '../dispatch/idle-charging.js';
import type { ErrorCategory, ErrorLevel } from '../vehicle/errors.js';
import type { NewVehicle, VehicleConfig } from '../vehicle/vehicle.js';

/** Instructions from operators and systems, applied in the order given (convention 6). */
export type FleetCommand =
  | { readonly type: 'addOrder'; readonly order: NewOrder }
  | { readonly type: 'closeOrder'; readonly order: OrderId }
  | { readonly type: 'pauseOrder'; readonly order: OrderId }
  | { readonly type: 'resumeOrder'; readonly order: OrderId }
  /** A closed order back to Init. */
  | { readonly type: 'recoverOrder'; readonly order: OrderId }
  /**
   * An operator marks the actions of one leg of a carried order as done (skip them) or not done
   * (run them again): source done sends the vehicle on to the destination, source not done sends
   * it back to the source, destination done completes the order.
   */
  | { readonly type: 'setOrderLegDone'; readonly order: OrderId; readonly leg: 'source' | 'destination'; readonly done: boolean }
  | { readonly type: 'addVehicle'; readonly vehicle: NewVehicle }
  /** New settings (speed, battery levels, task types, automatic allocation...) apply from now on. */
  | { readonly type: 'updateVehicle'; readonly vehicle: VehicleId; readonly config: Partial<Omit<VehicleConfig, 'id'>> }
  /** Takes a vehicle out of the fleet; an order it carries goes back to Init. Refused while it holds a load. */
  | { readonly type: 'removeVehicle'; readonly vehicle: VehicleId }
  | { readonly type: 'setVehicleLocked'; readonly vehicle: VehicleId; readonly locked: boolean }
  | { readonly type: 'setConnected'; readonly vehicle: VehicleId; readonly connected: boolean }
  /**
   * The heading a console drew at the end of a move (SPEC updateCurrentRotationById), degrees: a
   * simulated vehicle standing on a station with no route turns to it; one driving or about to
   * drive keeps the heading its path gives, and an externally driven one the heading it reports
   * (the fleet and the vehicles, not the screen, decide where a vehicle points).
   */
  | { readonly type: 'setHeading'; readonly vehicle: VehicleId; readonly heading: Deg }
  /**
   * What an externally driven vehicle says of itself (VDA 5050 state): only the fields given
   * change. place: the station it names, or a point (map mm) put on a station within snapMm,
   * else on the nearest edge. heading: body heading, degrees. Refused for simulated vehicles.
   */
  | {
      readonly type: 'reportVehicleState';
      readonly vehicle: VehicleId;
      readonly connected?: boolean;
      readonly battery?: Percent;
      /**
       * It says it is charging (VDA 5050 batteryState.charging): at the charger of its Charge
       * mission this starts the charging activity; false ends it (and the mission).
       */
      readonly charging?: boolean;
      readonly place?: { readonly station: StationId } | { readonly x: Mm; readonly y: Mm; readonly snapMm: Mm };
      readonly heading?: Deg;
      /** It takes orders (VDA 5050: operatingMode AUTOMATIC and not paused). */
      readonly acceptsOrders?: boolean;
    }
  /**
   * An externally driven vehicle reached `station` of its released route (VDA 5050
   * lastNodeId): the route up to there is driven and its reservations go; at its mission target
   * the target's actions begin (and wait for reportNodeActions). Refused for a station that is
   * not on its released route.
   */
  | { readonly type: 'reportNodeReached'; readonly vehicle: VehicleId; readonly station: StationId }
  /**
   * The actions an externally driven vehicle runs at its mission target `station` all finished,
   * or one failed: finished applies them as the simulation does (pick, drop, next leg or order
   * complete); failed stops the order in Pause with the task error ACTION_FAILED.
   */
  | { readonly type: 'reportNodeActions'; readonly vehicle: VehicleId; readonly station: StationId; readonly result: 'finished' | 'failed' }
  /**
   * An externally driven vehicle cannot start its order from `station`, the node it last
   * passed: it stands beyond its deviation range of it (stopped between stations). Its delivery
   * stops in Pause with the task error OUT_OF_DEVIATION until an operator moves or re-positions
   * it and retries. Refused for a vehicle without a delivery.
   */
  | { readonly type: 'reportStartRefused'; readonly vehicle: VehicleId; readonly station: StationId }
  /**
   * The nodes released to an externally driven vehicle that it has not reached yet, in order, as
   * last sent to it (VDA 5050, read back after a restart of the server): they are reserved as the
   * start of its route again and the way on is planned from their end, so the fleet holds what the
   * vehicle drives. Refused when they do not follow one another on lanes from where it stands.
   */
  | { readonly type: 'restoreReleasedRoute'; readonly vehicle: VehicleId; readonly stations: readonly StationId[] }
  | { readonly type: 'setAutoAllocation'; readonly vehicle: VehicleId; readonly autoAllocation: boolean }
  /** Send to the nearest free charger now (SPEC createChargeTaskImmediately), also with a load no order carries. */
  | { readonly type: 'chargeNow'; readonly vehicle: VehicleId }
  /** Send to the nearest free parking place now (SPEC createParkTaskImmediately); once parked it takes orders again. */
  | { readonly type: 'parkNow'; readonly vehicle: VehicleId }
  /** Someone took the load off a vehicle that has no order for it. */
  | { readonly type: 'unloadByHand'; readonly vehicle: VehicleId }
  /** The vehicle stops with an error (level default Error, category AgvError) until clearError or durationMs. */
  | {
      readonly type: 'injectError';
      readonly vehicle: VehicleId;
      readonly code: string;
      readonly level?: ErrorLevel;
      readonly category?: ErrorCategory;
      readonly durationMs?: Ms;
      /** What the vehicle said about it (kept in the error record instead of the dictionary's description). */
      readonly description?: string;
    }
  | { readonly type: 'clearError'; readonly vehicle: VehicleId }
  | { readonly type: 'setStationLocked'; readonly station: StationId; readonly locked: boolean }
  /** Idle-charging windows open now (replaces the previous rules; none: the vehicles' own settings only). */
  | { readonly type: 'setIdleCharging'; readonly rules: readonly IdleChargeRule[] }
  /** Stations and vehicles that take no new orders (task locks); replaces the previous set. */
  | { readonly type: 'setTaskLocks'; readonly stations: readonly StationId[]; readonly vehicles: readonly VehicleId[] }
  | { readonly type: 'setSegmentLocked'; readonly segment: SegmentId; readonly locked: boolean }
  | { readonly type: 'setBlockZoneActive'; readonly zone: ZoneId; readonly active: boolean }
  /** A load stands on the station or not (operator correction, sensors). */
  | { readonly type: 'setStationOccupied'; readonly station: StationId; readonly occupied: boolean };
