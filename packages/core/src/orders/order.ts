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
  };
}

/** Stations an active order uses exclusively. */
export function orderStations(o: Order): StationId[] {
  const d = o.resolvedDestination ?? o.destination;
  return d ? [o.source, d] : [o.source];
}
