import type { OrderId, StationId } from '../ids.js';
import { orderStations, type Order } from '../orders/order.js';
import { operable } from '../vehicle/vehicle.js';
import type { DispatchRound, OrderWaitReason } from './dispatcher.js';
import { meetsConstraints } from './eligibility.js';

/**
 * Why each open order (Preset or Init) that got no vehicle this round waits, checked in the order
 * the assignment checks: held by admission, then its stations, then the vehicles that may carry
 * it. Pure: read from the view and the round after all phases ran.
 */
export function orderWaitReasons(round: DispatchRound, requireLoadAtSource = false): Map<OrderId, OrderWaitReason> {
  const { view } = round;
  const out = new Map<OrderId, OrderWaitReason>();
  const assigned = new Set<OrderId>();
  const busy = new Set<StationId>();
  for (const d of round.decisions) {
    if (d.kind === 'assignOrder' || d.kind === 'reassignOrder') {
      assigned.add(d.order);
      busy.add(d.destination);
    }
  }
  for (const o of view.orders) {
    const active = (o.state === 'Release' || o.state === 'Running' || o.state === 'Pause') && o.vehicle;
    if (active) for (const s of orderStations(o)) busy.add(s);
  }
  for (const o of view.orders) {
    if (assigned.has(o.id)) continue;
    if (o.state === 'Preset') out.set(o.id, 'NOT_RELEASED');
    else if (o.state === 'Init') out.set(o.id, reasonOf(round, o, busy, requireLoadAtSource));
  }
  return out;
}

function reasonOf(round: DispatchRound, o: Order, busy: ReadonlySet<StationId>, requireLoad: boolean): OrderWaitReason {
  const { view } = round;
  if (round.held.has(o.id)) return 'HELD_SATURATED';
  const unusable = (s: StationId) => !view.availability.station(s) || (view.taskLocks?.stations.has(s) ?? false);
  if (!o.loadOnVehicle) {
    if (unusable(o.source)) return 'STATION_UNAVAILABLE';
    if (busy.has(o.source)) return 'STATION_BUSY';
    if (requireLoad && !view.stationLoaded(o.source)) return 'WAITING_FOR_LOAD';
  }
  if (o.destination) {
    if (unusable(o.destination)) return 'STATION_UNAVAILABLE';
    if (busy.has(o.destination)) return 'STATION_BUSY';
  } else {
    const zone = o.destinationZone ? view.graph.zones.get(o.destinationZone) : undefined;
    const free = zone?.stations.some((s) => !unusable(s) && !busy.has(s) && s !== o.source && !view.stationLoaded(s));
    if (!free) return 'NO_FREE_DESTINATION';
  }
  const may = view.vehicles.filter(
    (v) => v.config.taskTypes.includes('Delivery') && (v.config.autoAllocation || o.constraints.vehicleId === v.config.id) && meetsConstraints(v, o),
  );
  if (may.length === 0) return 'NO_ELIGIBLE_VEHICLE';
  if (!may.some(operable)) return 'VEHICLE_OFFLINE';
  return 'VEHICLES_BUSY';
}
