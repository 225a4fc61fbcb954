import type { Ms } from '../units.js';
import type { Order, OrderState } from './order.js';

/**
 * Allowed transitions (SPEC §4, with the rest filled in):
 * - Preset -> Init when the release time comes (or on release); Init -> Release on assignment;
 *   Release -> Running when the vehicle starts; Running -> Complete after the last action.
 * - Release -> Init when the vehicle is taken away before it started (e.g. disconnected);
 *   Running -> Init likewise while it has not picked the load yet (vehicle error, removed).
 * - Any open state (Preset, Init, Release, Running) and Pause -> Close (manual close);
 *   Complete and Close cannot be closed again. Close -> Init: recover after confirmation.
 * - Init, Release, Running -> Pause; Pause -> the state it was paused from (resume).
 * - Breed and SamplingComplete belong to template and sampling features outside the core:
 *   the core never enters them and only lets them be closed.
 */
const NEXT: Readonly<Record<OrderState, readonly OrderState[]>> = {
  Preset: ['Init', 'Close'],
  Init: ['Release', 'Pause', 'Close'],
  Release: ['Running', 'Init', 'Pause', 'Close'],
  Running: ['Complete', 'Init', 'Pause', 'Close'],
  Pause: ['Init', 'Release', 'Running', 'Close'],
  Complete: [],
  Close: ['Init'],
  Breed: ['Close'],
  SamplingComplete: ['Close'],
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return NEXT[from].includes(to);
}

export class OrderTransitionError extends Error {
  constructor(
    readonly from: OrderState,
    readonly to: OrderState,
  ) {
    super(`order cannot go from ${from} to ${to}`);
  }
}

/** The order in its new state, with times kept: startMs on Running, endMs on Complete/Close. */
export function transition(order: Order, to: OrderState, nowMs: Ms): Order {
  if (!canTransition(order.state, to)) throw new OrderTransitionError(order.state, to);
  if (order.state === 'Pause' && to !== 'Close' && to !== order.pausedFrom) throw new OrderTransitionError(order.state, to);
  const next: { -readonly [K in keyof Order]: Order[K] } = { ...order, state: to };
  if (to === 'Pause') next.pausedFrom = order.state;
  else delete next.pausedFrom;
  if (to === 'Running' && next.startMs === undefined) next.startMs = nowMs;
  if (to === 'Complete' || to === 'Close') next.endMs = nowMs;
  if (to === 'Init') {
    delete next.vehicle;
    delete next.resolvedDestination;
    delete next.endMs;
    delete next.startMs;
  }
  return next;
}
