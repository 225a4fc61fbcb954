import type { GroupId, ModelId, OrderId, StationId, VehicleId, ZoneId } from '../ids.js';
import type { Ms } from '../units.js';

/** Transport-order states of SPEC §4. */
export type OrderState = 'Preset' | 'Init' | 'Release' | 'Running' | 'Complete' | 'Close' | 'Pause' | 'Breed' | 'SamplingComplete';

/** Open (closable) states. */
export const OPEN_ORDER_STATES: readonly OrderState[] = ['Preset', 'Init', 'Release', 'Running'];

/**
 * A step done at a station. pick: the station's load goes onto the vehicle (station becomes
 * empty, vehicle loaded). drop: the reverse. wait: just takes time.
 */
export interface OrderAction {
  readonly kind: 'pick' | 'drop' | 'wait';
  /** How long it takes, ms. */
  readonly durationMs: Ms;
}

export const DEFAULT_PICK: OrderAction = { kind: 'pick', durationMs: 10_000 };
export const DEFAULT_DROP: OrderAction = { kind: 'drop', durationMs: 10_000 };

/**
 * Where an order came from: a transport order created by an operator, a template or a system,
 * or a call order raised at a working station by the line side (SPEC call order; the server
 * makes one transport order per call order). Both are dispatched alike.
 */
export type OrderOrigin = 'transport' | 'callOrder';

/**
 * Why an action cannot be done at its station (SPEC §4 task errors): a pick where no load
 * stands, a drop where one already stands.
 */
export const TASK_ERROR_CODES = ['PICK_STATION_EMPTY', 'DROP_STATION_FULL', 'ACTION_FAILED', 'OUT_OF_DEVIATION'] as const;
export type TaskErrorCode = (typeof TASK_ERROR_CODES)[number];

/** The reason `action` cannot be done at a station that holds a load (`stationLoaded`) or not; undefined when it can. */
export function actionProblem(action: OrderAction['kind'], stationLoaded: boolean): TaskErrorCode | undefined {
  if (action === 'pick' && !stationLoaded) return 'PICK_STATION_EMPTY';
  if (action === 'drop' && stationLoaded) return 'DROP_STATION_FULL';
  return undefined;
}

/** Does the reason for a task error still hold at a station that holds a load (`stationLoaded`) or not? */
export function taskErrorPersists(code: TaskErrorCode, stationLoaded: boolean): boolean {
  // A failed action of an externally driven vehicle: the operator decides; a retry runs it again.
  if (code === 'ACTION_FAILED') return false;
  // An externally driven vehicle stood too far from its last node: a retry checks its position again.
  if (code === 'OUT_OF_DEVIATION') return false;
  return code === 'PICK_STATION_EMPTY' ? !stationLoaded : stationLoaded;
}

/** An order stopped (Pause) because its vehicle could not do an action; cleared when it leaves Pause. */
export interface TaskError {
  readonly code: TaskErrorCode;
  readonly station: StationId;
}

/** Who may carry an order. All given constraints must hold. */
export interface OrderConstraints {
  readonly groupId?: GroupId;
  readonly modelId?: ModelId;
  /** A named vehicle: only it, even if it does not take automatic allocation. */
  readonly vehicleId?: VehicleId;
}

export interface Order {
  readonly id: OrderId;
  readonly code: string;
  readonly origin: OrderOrigin;
  readonly state: OrderState;
  /** Larger is more urgent. Default 1 (SPEC create-task default). */
  readonly priority: number;
  /** Not dispatched before this time (simulated clock), ms. */
  readonly releaseTimeMs: Ms;
  readonly source: StationId;
  /** Destination station, or a zone in which a free station is chosen at assignment. */
  readonly destination?: StationId;
  readonly destinationZone?: ZoneId;
  readonly sourceActions: readonly OrderAction[];
  readonly destinationActions: readonly OrderAction[];
  readonly constraints: OrderConstraints;
  /** The vehicle carrying it (from assignment on). */
  readonly vehicle?: VehicleId;
  /** The destination actually used (the zone's chosen station). */
  readonly resolvedDestination?: StationId;
  /** State to go back to when a paused order resumes. */
  readonly pausedFrom?: OrderState;
  readonly createdMs: Ms;
  readonly startMs?: Ms;
  readonly endMs?: Ms;
  /** Last warning (e.g. picked at an empty station). */
  readonly warning?: string;
  /**
   * The load is already on the named vehicle (it kept it when its order was closed): no source
   * leg, the vehicle drives straight to the destination and drops. `source` is where it stood.
   */
  readonly loadOnVehicle?: boolean;
  /** Why the order stands in Pause, when an action could not be done. */
  readonly taskError?: TaskError;
  /**
   * Re-assignment moved it to another vehicle once (dispatch/reassignment.ts): it moves at most
   * once, so it is kept with the order and survives a restart.
   */
  readonly reassigned?: boolean;
}

export interface NewOrder {
  readonly id: OrderId;
  readonly code?: string;
  /** Default 'transport'. */
  readonly origin?: OrderOrigin;
  readonly priority?: number;
  readonly releaseTimeMs?: Ms;
  readonly source: StationId;
  readonly destination?: StationId;
  readonly destinationZone?: ZoneId;
  readonly sourceActions?: readonly OrderAction[];
  readonly destinationActions?: readonly OrderAction[];
  readonly constraints?: OrderConstraints;
  /** See Order.loadOnVehicle; needs constraints.vehicleId. */
  readonly loadOnVehicle?: boolean;
}

/** A new order: Preset while its release time lies ahead, otherwise Init. */
export function createOrder(o: NewOrder, nowMs: Ms): Order {
  if (!o.destination && !o.destinationZone) throw new Error(`order ${o.id} has neither destination nor destination zone`);
  const releaseTimeMs = o.releaseTimeMs ?? nowMs;
  return {
    id: o.id,
    code: o.code ?? o.id,
    origin: o.origin ?? 'transport',
    state: releaseTimeMs > nowMs ? 'Preset' : 'Init',
    priority: o.priority ?? 1,
    releaseTimeMs,
    source: o.source,
    destination: o.destination,
    destinationZone: o.destinationZone,
    sourceActions: o.sourceActions ?? [DEFAULT_PICK],
    destinationActions: o.destinationActions ?? [DEFAULT_DROP],
    constraints: o.constraints ?? {},
    createdMs: nowMs,
    ...(o.loadOnVehicle ? { loadOnVehicle: true, sourceActions: [] } : {}),
  };
}

/** Stations an active order uses exclusively (not the source of a load already on the vehicle). */
export function orderStations(o: Order): StationId[] {
  const d = o.resolvedDestination ?? o.destination;
  const source = o.loadOnVehicle ? [] : [o.source];
  return d ? [...source, d] : source;
}

/** The leg a vehicle starts an order with: the source, or the destination when it already has the load. */
export function firstLeg(o: Order): { readonly leg: 'source' | 'destination'; readonly target: StationId } {
  return o.loadOnVehicle ? { leg: 'destination', target: o.resolvedDestination ?? o.destination! } : { leg: 'source', target: o.source };
}
