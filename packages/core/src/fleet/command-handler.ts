import type { StationId } from '../ids.js';
import { DispatchRound, type DispatchView } from '../dispatch/dispatcher.js';
import { nearestFree } from '../dispatch/phases.js';
import type { MapState } from '../model/availability.js';
import { baseSteps, type Position } from '../model/position.js';
import { createOrder, type Order, type OrderState } from '../orders/order.js';
import { createVehicle, externallyDriven, loadedWithoutOrder, operable, type VehicleState } from '../vehicle/vehicle.js';
import { reportedPlace } from '../vehicle/reported-place.js';
import type { FleetCommand } from './commands.js';
import { progressMission, refusedStart, reportedActionFailed, reportedActionsDone, reportedCharging } from './missions.js';
import { withReleasedRoute } from './released-route.js';
import type { FleetStore } from './store.js';
import { canTransition as allowed } from '../orders/order-state.js';
import { normalizeDeg } from '../geometry/point.js';

/** Applies one command to the store, emitting events (or commandRejected). */
export function applyCommand(store: FleetStore, cmd: FleetCommand, view: () => DispatchView): void {
  const reject = (reason: string) => store.emit({ type: 'commandRejected', command: cmd.type, reason });
  const orderTo = (id: Parameters<FleetStore['order']>[0], to: OrderState, onDone?: () => void, patch?: Partial<Order>) => {
    const o = store.orders.get(id);
    if (!o) return reject(`unknown order ${id}`);
    if (!allowed(o.state, to) || (o.state === 'Pause' && to !== 'Close' && to !== o.pausedFrom)) return reject(`order ${id} cannot go from ${o.state} to ${to}`);
    store.setOrderState(id, to, patch);
    onDone?.();
  };
  const vehicleOf = (id: Parameters<FleetStore['vehicle']>[0]): VehicleState | undefined => {
    const v = store.vehicles.get(id);
    if (!v) reject(`unknown vehicle ${id}`);
    return v;
  };

  switch (cmd.type) {
    case 'addOrder': {
      const n = cmd.order;
      if (store.orders.has(n.id)) return reject(`order ${n.id} exists`);
      for (const s of [n.source, n.destination]) if (s !== undefined && !store.graph.stations.has(s)) return reject(`unknown station ${s}`);
      if (n.destinationZone !== undefined && !store.graph.zones.has(n.destinationZone)) return reject(`unknown zone ${n.destinationZone}`);
      if (!n.destination && !n.destinationZone) return reject('an order needs a destination station or zone');
      if (n.loadOnVehicle && n.constraints?.vehicleId === undefined) return reject('an order for a load on a vehicle must name the vehicle');
      const o = createOrder(n, store.nowMs);
      store.addOrder(o);
      store.emit({ type: 'orderAdded', order: o.id, state: o.state, origin: o.origin });
      return;
    }
    case 'closeOrder': {
      const o = store.orders.get(cmd.order);
      if (!o) return reject(`unknown order ${cmd.order}`);
      return orderTo(cmd.order, 'Close', () => {
        const v = o.vehicle ? store.vehicles.get(o.vehicle) : undefined;
        if (v && v.mission?.kind === 'Delivery' && v.mission.order === o.id) store.setVehicle(store.endMission(v));
      });
    }
    case 'pauseOrder':
      return orderTo(cmd.order, 'Pause');
    case 'resumeOrder': {
      const o = store.orders.get(cmd.order);
      if (!o) return reject(`unknown order ${cmd.order}`);
      if (o.state !== 'Pause' || !o.pausedFrom) return reject(`order ${cmd.order} is not paused`);
      return orderTo(cmd.order, o.pausedFrom);
    }
    case 'recoverOrder':
      // Dispatched again from the start: re-assignment may move it once more.
      return orderTo(cmd.order, 'Init', undefined, { reassigned: undefined });
    case 'setOrderLegDone': {
      const o = store.orders.get(cmd.order);
      if (!o) return reject(`unknown order ${cmd.order}`);
      const v = o.vehicle ? store.vehicles.get(o.vehicle) : undefined;
      const m = v?.mission;
      const stopped = o.state === 'Pause' && o.taskError !== undefined;
      if (!v || m?.kind !== 'Delivery' || m.order !== o.id || (o.state !== 'Release' && o.state !== 'Running' && !stopped)) return reject(`order ${cmd.order} is not being carried`);
      // The operator resolves a task error through the step: the order goes on, and the step is retried or skipped.
      if (stopped) store.setOrderState(o.id, o.pausedFrom!);
      if (cmd.leg === 'destination') {
        if (!cmd.done) {
          // Still ahead: its actions run when the vehicle gets there. Under way: start them over.
          if (m.leg === 'destination' && v.activity) store.setVehicle({ ...v, activity: undefined });
          return;
        }
        if (store.order(o.id).state === 'Release') store.setOrderState(o.id, 'Running');
        store.setOrderState(o.id, 'Complete');
        store.setVehicle(store.endMission(v));
        return;
      }
      const leg = cmd.done ? 'destination' : 'source';
      if (m.leg === leg && !(leg === 'source' && v.activity)) return;
      const target = leg === 'source' ? o.source : (o.resolvedDestination ?? o.destination!);
      store.setVehicle(store.planTo({ ...v, activity: undefined, mission: { kind: 'Delivery', order: o.id, leg, target } }, target));
      return;
    }
    case 'addVehicle': {
      const id = cmd.vehicle.config.id;
      if (store.vehicles.has(id)) return reject(`vehicle ${id} exists`);
      if (!store.graph.stations.has(cmd.vehicle.at)) return reject(`unknown station ${cmd.vehicle.at}`);
      const taken = [...store.vehicles.values()].some((o) => {
        const p = o.motion.position;
        return p.kind === 'at' ? p.station === cmd.vehicle.at : p.edge.from === cmd.vehicle.at || p.edge.to === cmd.vehicle.at;
      });
      if (taken) return reject(`station ${cmd.vehicle.at} is taken`);
      store.setVehicle(createVehicle(cmd.vehicle, store.nowMs));
      store.emit({ type: 'vehicleAdded', vehicle: id });
      return;
    }
    case 'updateVehicle': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      store.setVehicle({ ...v, config: { ...v.config, ...cmd.config, id: v.config.id } });
      store.emit({ type: 'vehicleChanged', vehicle: cmd.vehicle });
      return;
    }
    case 'removeVehicle': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      if (v.loaded && v.mission?.kind === 'Delivery') return reject(`vehicle ${cmd.vehicle} carries the load of order ${v.mission.order}`);
      store.releaseOrder(v);
      store.removeVehicle(cmd.vehicle);
      store.emit({ type: 'vehicleRemoved', vehicle: cmd.vehicle });
      return;
    }
    case 'setVehicleLocked': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      store.setVehicle({ ...v, locked: cmd.locked });
      store.emit({ type: 'vehicleChanged', vehicle: cmd.vehicle });
      return;
    }
    case 'setAutoAllocation': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      store.setVehicle({ ...v, config: { ...v.config, autoAllocation: cmd.autoAllocation } });
      store.emit({ type: 'vehicleChanged', vehicle: cmd.vehicle });
      return;
    }
    case 'setConnected': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      store.setVehicle({ ...v, connected: cmd.connected });
      store.emit({ type: 'vehicleChanged', vehicle: cmd.vehicle });
      return;
    }
    case 'setHeading': {
      const v = vehicleOf(cmd.vehicle);
      if (!v || !Number.isFinite(cmd.heading)) return;
      // A real vehicle says its own heading (reportVehicleState); the screen only draws it.
      if (externallyDriven(v) || v.motion.position.kind !== 'at' || v.motion.route.length > 0 || v.activity) return;
      store.setVehicle({ ...v, motion: { ...v.motion, heading: normalizeDeg(cmd.heading) } });
      return;
    }
    case 'reportVehicleState': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      if (!externallyDriven(v)) return reject(`vehicle ${cmd.vehicle} is simulated`);
      const reported = cmd.place ? reportedPlace(store.graph, cmd.place) : undefined;
      if (cmd.place && !reported) return reject(`vehicle ${cmd.vehicle} reported an unknown place`);
      const battery = cmd.battery === undefined || !Number.isFinite(cmd.battery) ? v.battery : Math.min(100, Math.max(0, cmd.battery));
      const heading = cmd.heading === undefined || !Number.isFinite(cmd.heading) ? v.motion.heading : cmd.heading;
      const connected = cmd.connected ?? v.connected;
      const acceptsOrders = cmd.acceptsOrders ?? v.acceptsOrders;
      // With a route, only progress along its first edge moves it (reportNodeReached moves it from station to station).
      const position = reported && v.motion.route.length > 0 ? alongRoute(v, reported) : reported;
      let next: VehicleState = { ...v, battery, connected, motion: { ...v.motion, position: position ?? v.motion.position, heading } };
      if (acceptsOrders !== undefined) next = { ...next, acceptsOrders };
      if (cmd.charging !== undefined) next = reportedCharging(store, next, cmd.charging);
      store.setVehicle(next);
      if (position?.kind === 'on' && v.mission?.kind === 'Delivery' && store.order(v.mission.order).state === 'Release') store.setOrderState(v.mission.order, 'Running');
      // Fleet.apply reports moves, status and battery; the connection flag is a setting of the row.
      if (connected !== v.connected || acceptsOrders !== v.acceptsOrders) store.emit({ type: 'vehicleChanged', vehicle: cmd.vehicle });
      return;
    }
    case 'reportNodeReached': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      if (!externallyDriven(v)) return reject(`vehicle ${cmd.vehicle} is simulated`);
      const p = v.motion.position;
      const released = v.motion.route.slice(0, Math.max(v.motion.claimed, baseSteps(p)));
      const i = released.findIndex((e) => e.to === cmd.station);
      if (i < 0) {
        if (p.kind === 'at' && p.station === cmd.station) return;
        return reject(`station ${cmd.station} is not on the released route of vehicle ${cmd.vehicle}`);
      }
      const driven = released.slice(0, i + 1);
      const last = driven[driven.length - 1];
      const travelled = driven.reduce((sum, e) => sum + e.length, 0) - (p.kind === 'on' ? p.progress : 0);
      const moved: VehicleState = {
        ...v,
        odometer: v.odometer + Math.max(0, travelled),
        motion: { ...v.motion, position: { kind: 'at', station: cmd.station }, heading: last.endHeading, drive: last.drive, route: v.motion.route.slice(i + 1), claimed: Math.max(0, v.motion.claimed - (i + 1)) },
      };
      for (const e of driven) store.emit({ type: 'vehicleArrived', vehicle: v.config.id, station: e.to });
      store.setVehicle(progressMission(store, moved, true));
      return;
    }
    case 'reportNodeActions': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      if (!externallyDriven(v)) return reject(`vehicle ${cmd.vehicle} is simulated`);
      const next = cmd.result === 'finished' ? reportedActionsDone(store, v, cmd.station) : reportedActionFailed(store, v, cmd.station);
      if (!next) return reject(`vehicle ${cmd.vehicle} runs no actions at ${cmd.station}`);
      store.setVehicle(next);
      return;
    }
    case 'reportStartRefused': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      if (!externallyDriven(v)) return reject(`vehicle ${cmd.vehicle} is simulated`);
      if (!refusedStart(store, v, cmd.station)) return reject(`vehicle ${cmd.vehicle} carries no order to stop`);
      return;
    }
    case 'restoreReleasedRoute': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      if (!externallyDriven(v)) return reject(`vehicle ${cmd.vehicle} is simulated`);
      const next = withReleasedRoute(store, v, cmd.stations);
      if (!next) return reject(`the stations released to vehicle ${cmd.vehicle} do not follow one another from where it stands`);
      if (next !== v) store.setVehicle(next);
      return;
    }
    case 'chargeNow':
    case 'parkNow': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      // An externally driven vehicle gets a charging or parking order like any other (docs/vda5050.md).
      if (!operable(v)) return reject(`vehicle ${cmd.vehicle} is offline or in error`);
      if (v.mission?.kind === 'Delivery') return reject(`vehicle ${cmd.vehicle} is carrying out an order`);
      const round = new DispatchRound(view());
      const id = v.config.id;
      let target: StationId | undefined;
      if (cmd.type === 'chargeNow') {
        const chargers = [...store.graph.stations.values()].filter((s) => s.type === 'Charging').map((s) => s.id);
        target = v.mission?.kind === 'Charge' ? v.mission.target : nearestFree(round, v, chargers);
        if (!target) return reject('no free charger');
        if (v.mission?.kind === 'Charge') store.setVehicle({ ...v, mission: { ...v.mission, immediate: true } });
        else store.setVehicle(store.startMission(v, { kind: 'Charge', target, forced: false, immediate: true }));
      } else {
        const spots = [...store.graph.stations.values()].filter((s) => s.parking && (s.parkingFor === undefined || s.parkingFor === id));
        target = nearestFree(round, v, spots.filter((s) => s.parkingFor === id).map((s) => s.id)) ?? nearestFree(round, v, spots.map((s) => s.id));
        if (!target) return reject('no free parking place');
        store.setVehicle(store.startMission(v, { kind: 'Park', target, immediate: true }));
      }
      return;
    }
    case 'unloadByHand': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      if (!loadedWithoutOrder(v)) return reject(`vehicle ${cmd.vehicle} carries no load without an order`);
      store.setVehicle({ ...v, loaded: false });
      store.emit({ type: 'loadChanged', vehicle: cmd.vehicle, loaded: false });
      return;
    }
    case 'injectError': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      const untilMs = cmd.durationMs === undefined ? undefined : store.nowMs + cmd.durationMs;
      store.stopWithError(v, { code: cmd.code, level: cmd.level ?? 'Error', category: cmd.category ?? 'AgvError', untilMs, ...(cmd.description ? { description: cmd.description } : {}) });
      return;
    }
    case 'clearError': {
      const v = vehicleOf(cmd.vehicle);
      if (!v) return;
      if (!v.error) return reject(`vehicle ${cmd.vehicle} has no error`);
      store.setVehicle({ ...v, error: undefined });
      store.emit({ type: 'vehicleErrorCleared', vehicle: cmd.vehicle });
      return;
    }
    case 'setStationLocked': {
      if (!store.graph.stations.has(cmd.station)) return reject(`unknown station ${cmd.station}`);
      return changeMap(store, { ...store.mapState, lockedStations: toggle(store.mapState.lockedStations, cmd.station, cmd.locked) });
    }
    case 'setIdleCharging':
      store.idleCharging = cmd.rules;
      return;
    case 'setTaskLocks':
      store.taskLocks = { stations: new Set(cmd.stations), vehicles: new Set(cmd.vehicles) };
      return;
    case 'setSegmentLocked': {
      if (!store.graph.segments.has(cmd.segment)) return reject(`unknown segment ${cmd.segment}`);
      return changeMap(store, { ...store.mapState, lockedSegments: toggle(store.mapState.lockedSegments, cmd.segment, cmd.locked) });
    }
    case 'setBlockZoneActive': {
      const z = store.graph.zones.get(cmd.zone);
      if (!z || z.type !== 'Block') return reject(`unknown block zone ${cmd.zone}`);
      return changeMap(store, { ...store.mapState, activeBlockZones: toggle(store.mapState.activeBlockZones, cmd.zone, cmd.active) });
    }
    case 'setStationOccupied':
      if (!store.graph.stations.has(cmd.station)) return reject(`unknown station ${cmd.station}`);
      store.setLoad(cmd.station, cmd.occupied);
      return;
  }
}

function toggle<T>(set: ReadonlySet<T>, item: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
}

/** New map state; routes that now use an unusable element beyond what is reserved are planned again. */
function changeMap(store: FleetStore, next: MapState): void {
  store.setMapState(next);
  for (const v of [...store.vehicles.values()]) {
    const from = Math.max(baseSteps(v.motion.position), v.motion.claimed);
    const broken = v.motion.route.slice(from).some((e) => !store.usable.segment(e.segment) || !store.usable.station(e.to));
    if (!broken) continue;
    const target = store.currentTarget(v);
    if (target) store.setVehicle(store.planTo(v, target));
  }
}


/**
 * A reported place of a vehicle driving a route, as a position the route allows: on its first
 * edge (either way the segment was matched), else undefined (the position stays as it was).
 */
function alongRoute(v: VehicleState, reported: Position): Position | undefined {
  const e = v.motion.route[0];
  if (reported.kind !== 'on' || reported.edge.segment !== e.segment) return undefined;
  const progress = reported.edge.from === e.from ? reported.progress : e.length - reported.progress;
  return { kind: 'on', edge: e, progress: Math.min(Math.max(progress, 0), e.length) };
}
