import type { GroupId, ModelId, OrderId, StationId, VehicleId } from '../ids.js';
import type { Position } from '../model/position.js';
import type { DegPerS, Mm, MmPerS, Ms, Percent } from '../units.js';
import type { ErrorCategory, ErrorLevel } from './errors.js';
import type { MotionState } from './motion.js';

/** Task types a vehicle accepts (SPEC controlTaskType). */
export type TaskType = 'Delivery' | 'Charge' | 'Park';

/** Battery behaviour. All rates are in percent of a full battery. */
export interface EnergyModel {
  /** Drain per metre driven, %/m. */
  readonly drainPerMetre: Percent;
  /** Drain per second while performing an action (pick, drop...), %/s. */
  readonly drainPerSecondWorking: Percent;
  /** Drain per second otherwise (standing, waiting), %/s. */
  readonly drainPerSecondIdle: Percent;
  /** Gain per second on a charger, %/s. */
  readonly chargePerSecond: Percent;
}

export const DEFAULT_ENERGY: EnergyModel = {
  drainPerMetre: 0.005,
  drainPerSecondWorking: 0.002,
  drainPerSecondIdle: 0,
  chargePerSecond: 0.03,
};

/** A vehicle's settings (SPEC §3 AGV). */
export interface VehicleConfig {
  readonly id: VehicleId;
  readonly code: string;
  readonly groupId?: GroupId;
  readonly modelId?: ModelId;
  /** agvSpeed, mm/s. */
  readonly speed: MmPerS;
  /** Turning on the spot, deg/s. Default 90. */
  readonly rotationSpeed?: DegPerS;
  /** batteryLowLevel: at or below it the vehicle must charge (forced), %. */
  readonly batteryLowLevel: Percent;
  /** runOrderBatteryLevel: needed to take an order, %; leaving a charger for one takes the charging policy's margin more. */
  readonly runOrderBatteryLevel: Percent;
  /** freeBatteryLevel: an idle vehicle below it goes charging, %. */
  readonly freeBatteryLevel: Percent;
  /** batteryFullLevel: charging stops here, %. */
  readonly batteryFullLevel: Percent;
  /** controlTaskType: which automatic tasks it takes. Empty: none. */
  readonly taskTypes: readonly TaskType[];
  /** isAutoAllocation: the dispatcher may give it orders not naming it. */
  readonly autoAllocation: boolean;
  readonly energy?: EnergyModel;
  /**
   * Who moves it: the fleet's own simulation (default), or an external driver (a real vehicle
   * over VDA 5050) that reports position, battery and connection through reportVehicleState.
   */
  readonly driver?: VehicleDriver;
  /**
   * Radius of the circle the vehicle sweeps turning on the spot (its model's footprint radius),
   * mm. When every vehicle of the fleet has one, a vehicle leaving a station gives it up as soon
   * as its body has cleared it, not only on reaching the next station (docs/traffic-control.md).
   */
  readonly footprintRadiusMm?: Mm;
}

/** simulation: Fleet.tick moves it; external: it moves on its own and the runtime reports where it is. */
export type VehicleDriver = 'simulation' | 'external';

/** Moved by something outside the core (it reports its own state). */
export const externallyDriven = (v: VehicleState): boolean => v.config.driver === 'external';

/** What a vehicle is doing for the fleet. */
export type Mission =
  | {
      readonly kind: 'Delivery';
      readonly order: OrderId;
      /** source: going to / working at the pick station; destination: the drop station. */
      readonly leg: 'source' | 'destination';
      readonly target: StationId;
    }
  | { readonly kind: 'Charge'; readonly target: StationId; readonly forced: boolean; readonly immediate: boolean }
  | { readonly kind: 'Park'; readonly target: StationId; readonly immediate: boolean };

/** Something done standing on a station. */
export type Activity =
  | { readonly kind: 'action'; readonly index: number; readonly remainingMs: Ms }
  | { readonly kind: 'charging' };

/** An error the vehicle stands still with (SPEC §4 ERROR / STOP). */
export interface VehicleError {
  readonly code: string;
  /** Default Error. Error: run status Error (SPEC ERROR); Notice, Warning, Fatal: Stopped (SPEC STOP, coloured by level). */
  readonly level?: ErrorLevel;
  readonly category?: ErrorCategory;
  /** The vehicle's own words for it (a VDA 5050 errorDescription); the error record keeps them. */
  readonly description?: string;
  /** Cleared automatically at this simulated time, ms; undefined: needs clearError. */
  readonly untilMs?: Ms;
}

/** Run status as shown to operators. */
export type RunStatus = 'Offline' | 'Error' | 'Stopped' | 'Paused' | 'Charging' | 'Working' | 'Moving' | 'Waiting' | 'Parked' | 'Idle';

/** Live state of one vehicle. Replaced, never mutated. */
export interface VehicleState {
  readonly config: VehicleConfig;
  readonly motion: MotionState;
  /** Battery, %. */
  readonly battery: Percent;
  readonly loaded: boolean;
  readonly connected: boolean;
  /** isLock: excluded from automatic dispatching. */
  readonly locked: boolean;
  readonly error?: VehicleError;
  readonly mission?: Mission;
  /** The current route leads to a refuge chosen by traffic control, not to the mission target. */
  readonly detour: boolean;
  readonly activity?: Activity;
  /** Since when the vehicle has had nothing to do, ms. */
  readonly idleSinceMs: Ms;
  /** Distance driven in total, mm. */
  readonly odometer: Mm;
  /**
   * Externally driven vehicles only: it says it takes orders (VDA 5050 operatingMode AUTOMATIC
   * and not paused). Undefined until it says so; simulated vehicles ignore it.
   */
  readonly acceptsOrders?: boolean;
}

export interface NewVehicle {
  readonly config: VehicleConfig;
  readonly at: StationId;
  /** Body heading, degrees. Default 0. */
  readonly heading?: number;
  readonly battery?: Percent;
  readonly loaded?: boolean;
  readonly connected?: boolean;
  readonly locked?: boolean;
}

export function createVehicle(v: NewVehicle, nowMs: Ms): VehicleState {
  const position: Position = { kind: 'at', station: v.at };
  return {
    config: v.config,
    motion: { position, heading: v.heading ?? 0, drive: 'Forward', route: [], claimed: 0 },
    battery: v.battery ?? 100,
    loaded: v.loaded ?? false,
    connected: v.connected ?? true,
    locked: v.locked ?? false,
    detour: false,
    idleSinceMs: nowMs,
    odometer: 0,
  };
}

export const energyOf = (v: VehicleState): EnergyModel => v.config.energy ?? DEFAULT_ENERGY;
export const rotationSpeedOf = (v: VehicleState): DegPerS => v.config.rotationSpeed ?? 90;

/**
 * Connected and free of errors: it can be commanded at all. An externally driven vehicle also
 * has to say it takes orders (acceptsOrders). The simulation never moves externally driven
 * vehicles (see simulated); dispatching gives them delivery orders only.
 */
export const operable = (v: VehicleState): boolean => v.connected && v.error === undefined && (!externallyDriven(v) || v.acceptsOrders === true);

/** The fleet's simulation moves it (operable and not externally driven). */
export const simulated = (v: VehicleState): boolean => operable(v) && !externallyDriven(v);

/**
 * It carries a load no order accounts for (its order was closed after the pick): it takes only
 * an order for that load (Order.loadOnVehicle) until someone unloads it by hand.
 */
export const loadedWithoutOrder = (v: VehicleState): boolean => v.loaded && v.mission?.kind !== 'Delivery';

/** Standing with nothing to do (no mission, or parked at its parking place). */
export function isIdle(v: VehicleState): boolean {
  if (v.activity || v.motion.route.length > 0 || v.motion.position.kind !== 'at') return false;
  if (!v.mission) return true;
  return v.mission.kind === 'Park' && v.motion.position.station === v.mission.target;
}

export function runStatus(v: VehicleState, paused: boolean, waiting: boolean): RunStatus {
  if (!v.connected) return 'Offline';
  if (v.error) return (v.error.level ?? 'Error') === 'Error' ? 'Error' : 'Stopped';
  if (paused) return 'Paused';
  if (v.activity?.kind === 'charging') return 'Charging';
  if (v.activity) return 'Working';
  if (waiting) return 'Waiting';
  if (v.motion.route.length > 0 || v.motion.position.kind === 'on') return 'Moving';
  if (v.mission?.kind === 'Park' && v.motion.position.kind === 'at' && v.motion.position.station === v.mission.target) return 'Parked';
  return 'Idle';
}
