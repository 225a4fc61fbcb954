import type { StationId } from '../ids.js';
import { actionProblem } from '../orders/order.js';
import { externallyDriven, operable, type VehicleState } from '../vehicle/vehicle.js';
import type { FleetStore } from './store.js';

/**
 * Moves a vehicle's mission forward after a simulation step: counts actions down and applies
 * them (pick, drop), starts the actions or the charging when it reaches its target, moves an
 * order from Release to Running once the vehicle starts, and completes orders.
 */
export function progressMission(store: FleetStore, v: VehicleState, moved: boolean): VehicleState {
  if (!operable(v) || store.paused(v)) return v;
  let cur = v;
  if (cur.mission?.kind === 'Delivery' && store.order(cur.mission.order).state === 'Release' && moved) {
    store.setOrderState(cur.mission.order, 'Running');
  }
  for (let guard = 0; guard < 100; guard++) {
    // A task error paused the order just now: nothing more until an operator resolves it.
    if (store.paused(cur)) break;
    // An externally driven vehicle's actions end when it reports them (reportedActionsDone), not by time.
    if (cur.activity?.kind === 'action' && cur.activity.remainingMs <= 0 && !externallyDriven(cur)) {
      cur = finishAction(store, cur);
      continue;
    }
    const p = cur.motion.position;
    if (cur.activity || p.kind !== 'at' || cur.motion.route.length > 0) break;
    if (cur.detour) cur = { ...cur, detour: false };
    if (!cur.mission || p.station !== cur.mission.target) break;
    const before = cur;
    cur = arrive(store, cur);
    if (cur === before) break;
  }
  return cur;
}

/**
 * An externally driven vehicle reports the actions at its mission target `station` finished:
 * each one takes effect as a simulated one does (pick, drop, next leg, order complete).
 * Returns undefined when it is not doing actions there.
 */
export function reportedActionsDone(store: FleetStore, v: VehicleState, station: StationId): VehicleState | undefined {
  const m = v.mission;
  if (m?.kind !== 'Delivery' || m.target !== station || v.activity?.kind !== 'action') return undefined;
  let cur = v;
  // Each action of the leg in turn: finishAction starts the next one or ends the leg.
  for (let guard = 0; guard < 100 && cur.activity?.kind === 'action' && cur.mission === m; guard++) cur = finishAction(store, { ...cur, activity: { ...cur.activity, remainingMs: 0 } });
  return progressMission(store, cur, false);
}

/**
 * An action of an externally driven vehicle at its mission target failed: the order stops in
 * Pause with the task error ACTION_FAILED (retry runs the leg's actions again, or an operator
 * marks the step done or closes the order). Undefined when it is not doing actions there.
 */
export function reportedActionFailed(store: FleetStore, v: VehicleState, station: StationId): VehicleState | undefined {
  const m = v.mission;
  if (m?.kind !== 'Delivery' || m.target !== station || v.activity?.kind !== 'action') return undefined;
  store.setOrderState(m.order, 'Pause', { taskError: { code: 'ACTION_FAILED', station } });
  store.emit({ type: 'orderTaskError', order: m.order, vehicle: v.config.id, station, code: 'ACTION_FAILED' });
  return { ...v, activity: undefined };
}

/**
 * An externally driven vehicle cannot start its delivery from `station` (beyond its deviation
 * range of it): the order stops in Pause with the task error OUT_OF_DEVIATION, and the vehicle
 * holds still. False when it carries no order that could stop.
 */
export function refusedStart(store: FleetStore, v: VehicleState, station: StationId): boolean {
  const m = v.mission;
  if (m?.kind !== 'Delivery') return false;
  const order = store.order(m.order);
  if (order.state !== 'Release' && order.state !== 'Running') return false;
  store.setOrderState(m.order, 'Pause', { taskError: { code: 'OUT_OF_DEVIATION', station } });
  store.emit({ type: 'orderTaskError', order: m.order, vehicle: v.config.id, station, code: 'OUT_OF_DEVIATION' });
  return true;
}

/**
 * An externally driven vehicle says whether it is charging. At the charger of its Charge mission,
 * charging starts the charging activity (the card shows it charging); no longer charging ends
 * the activity and the mission (it stopped, full or told to), which leaves it free for orders.
 */
export function reportedCharging(store: FleetStore, v: VehicleState, charging: boolean): VehicleState {
  const m = v.mission;
  const p = v.motion.position;
  if (charging && m?.kind === 'Charge' && !v.activity && p.kind === 'at' && p.station === m.target && v.motion.route.length === 0) {
    store.emit({ type: 'chargingStarted', vehicle: v.config.id, station: m.target, battery: v.battery });
    return { ...v, activity: { kind: 'charging' } };
  }
  if (!charging && v.activity?.kind === 'charging') {
    store.emit({ type: 'chargingStopped', vehicle: v.config.id, battery: v.battery });
    return store.endMission(v);
  }
  return v;
}

/** At the mission target with nothing going on: begin what has to be done there. */
function arrive(store: FleetStore, v: VehicleState): VehicleState {
  const m = v.mission!;
  if (m.kind === 'Delivery') {
    const order = store.order(m.order);
    if (order.state === 'Release') store.setOrderState(order.id, 'Running');
    const actions = m.leg === 'source' ? order.sourceActions : order.destinationActions;
    if (actions.length === 0) return legDone(store, v);
    return startAction(store, v, 0, 0);
  }
  if (m.kind === 'Charge') {
    if (store.graph.stations.get(m.target)?.type !== 'Charging') return v;
    // A real vehicle charges once it says so (reportedCharging), not when it arrives.
    if (externallyDriven(v)) return v;
    store.emit({ type: 'chargingStarted', vehicle: v.config.id, station: m.target, battery: v.battery });
    return { ...v, activity: { kind: 'charging' } };
  }
  // Parked on an operator's "park now": from here on it is a parked vehicle like any other, which
  // the dispatcher may give orders again (an immediate mission would hold it for good).
  if (m.immediate) return { ...v, mission: { ...m, immediate: false } };
  return v;
}

/**
 * Begins action `index` of the current leg (`overMs`: time already spent past the previous one).
 * An action the station does not allow (pick with no load there, drop onto a load) is not done:
 * the order stops in Pause with a task error until an operator retries the step or closes it.
 */
function startAction(store: FleetStore, v: VehicleState, index: number, overMs: number): VehicleState {
  const m = v.mission;
  if (m?.kind !== 'Delivery') return v;
  const order = store.order(m.order);
  const actions = m.leg === 'source' ? order.sourceActions : order.destinationActions;
  const code = actionProblem(actions[index].kind, store.loads.has(m.target));
  if (!code) return { ...v, activity: { kind: 'action', index, remainingMs: actions[index].durationMs + overMs } };
  store.setOrderState(order.id, 'Pause', { taskError: { code, station: m.target } });
  store.emit({ type: 'orderTaskError', order: order.id, vehicle: v.config.id, station: m.target, code });
  return v.activity ? { ...v, activity: undefined } : v;
}

function finishAction(store: FleetStore, v: VehicleState): VehicleState {
  const m = v.mission;
  const a = v.activity;
  if (m?.kind !== 'Delivery' || a?.kind !== 'action') return { ...v, activity: undefined };
  const order = store.order(m.order);
  const actions = m.leg === 'source' ? order.sourceActions : order.destinationActions;
  const action = actions[a.index];
  let next: VehicleState = v;
  const station = m.target;
  if (action.kind === 'pick') {
    if (!store.loads.has(station)) warn(store, order.id, `picked at ${station} where no load stood`);
    store.setLoad(station, false);
    if (!v.loaded) store.emit({ type: 'loadChanged', vehicle: v.config.id, loaded: true });
    next = { ...next, loaded: true };
  } else if (action.kind === 'drop') {
    if (store.loads.has(station)) warn(store, order.id, `dropped at ${station} where a load already stood`);
    store.setLoad(station, true);
    if (v.loaded) store.emit({ type: 'loadChanged', vehicle: v.config.id, loaded: false });
    next = { ...next, loaded: false };
  }
  if (a.index + 1 < actions.length) return startAction(store, next, a.index + 1, a.remainingMs);
  return legDone(store, { ...next, activity: undefined });
}

function warn(store: FleetStore, order: Parameters<FleetStore['order']>[0], warning: string): void {
  store.orders.set(order, { ...store.order(order), warning });
  store.emit({ type: 'orderWarning', order, warning });
}

function legDone(store: FleetStore, v: VehicleState): VehicleState {
  const m = v.mission;
  if (m?.kind !== 'Delivery') return v;
  const order = store.order(m.order);
  if (m.leg === 'source') {
    const target = order.resolvedDestination ?? order.destination!;
    const next: VehicleState = { ...v, activity: undefined, mission: { kind: 'Delivery', order: order.id, leg: 'destination', target } };
    return store.planTo(next, target);
  }
  store.setOrderState(order.id, 'Complete');
  return store.endMission(v);
}
