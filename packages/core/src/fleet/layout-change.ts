import type { OrderId, SegmentId, StationId, VehicleId } from '../ids.js';
import { buildGraph, type LayoutGraph } from '../model/graph.js';
import type { Layout } from '../model/layout.js';
import type { Order } from '../orders/order.js';
import type { VehicleState } from '../vehicle/vehicle.js';
import type { FleetSnapshot } from './snapshot.js';

/**
 * Something in the running fleet that a new layout would take away: a vehicle standing on a
 * station or driving a segment the new layout no longer has, or an open order whose stations or
 * whose vehicle's remaining route use one. Station ids are station codes, segment ids row ids.
 */
export type LayoutChangeHold =
  | { readonly kind: 'vehicleStation'; readonly vehicle: VehicleId; readonly station: StationId }
  /** The station the vehicle stands on is still there, but somewhere else: the vehicle is where the map no longer shows it. */
  | { readonly kind: 'vehicleStationMoved'; readonly vehicle: VehicleId; readonly station: StationId }
  | { readonly kind: 'vehicleSegment'; readonly vehicle: VehicleId; readonly segment: SegmentId }
  | { readonly kind: 'orderStation'; readonly order: OrderId; readonly station: StationId }
  | { readonly kind: 'orderSegment'; readonly order: OrderId; readonly segment: SegmentId };

/**
 * How far (mm) a station may shift between versions and still count as in place: float noise of
 * map units times mm per unit, and the 1 mm a LIF round trip may move a node.
 */
export const STATION_MOVE_TOLERANCE_MM = 1;

/** Orders still to be carried out (what a layout change must not break). */
const isOpen = (o: Order) => o.state === 'Preset' || o.state === 'Init' || o.state === 'Release' || o.state === 'Running' || o.state === 'Pause';

/**
 * What the fleet (its vehicles and orders) holds that `next` loses. Empty: the fleet can move
 * onto `next` (Fleet.restore of its snapshot) with every vehicle where it is and every open
 * order still possible. A vehicle on a segment needs the same segment to lead the same way. With
 * `current` (the layout the fleet runs), a vehicle standing on a station `next` moves by more than
 * STATION_MOVE_TOLERANCE_MM is held too (the vehicle's own place is the station's position).
 */
export function layoutChangeHolds(
  vehicles: readonly VehicleState[],
  orders: readonly Order[],
  next: Layout | LayoutGraph,
  current?: Layout | LayoutGraph,
): LayoutChangeHold[] {
  const graph = 'outgoing' in next ? next : buildGraph(next);
  const holds: LayoutChangeHold[] = [];
  const seen = new Set<string>();
  const add = (h: LayoutChangeHold) => {
    const k = JSON.stringify(h);
    if (seen.has(k)) return;
    seen.add(k);
    holds.push(h);
  };
  const hasStation = (s: StationId) => graph.stations.has(s);
  const hasEdge = (from: StationId, to: StationId, segment: SegmentId) => (graph.outgoing.get(from) ?? []).some((e) => e.to === to && e.segment === segment);
  const carrying = new Map<OrderId, VehicleState>();
  for (const v of vehicles) {
    const p = v.motion.position;
    if (p.kind === 'at') {
      if (!hasStation(p.station)) add({ kind: 'vehicleStation', vehicle: v.config.id, station: p.station });
      else if (current && moved(current, graph, p.station)) add({ kind: 'vehicleStationMoved', vehicle: v.config.id, station: p.station });
    } else {
      for (const s of [p.edge.from, p.edge.to]) if (!hasStation(s)) add({ kind: 'vehicleStation', vehicle: v.config.id, station: s });
      if (!hasEdge(p.edge.from, p.edge.to, p.edge.segment)) add({ kind: 'vehicleSegment', vehicle: v.config.id, segment: p.edge.segment });
    }
    if (v.mission?.kind === 'Delivery') carrying.set(v.mission.order, v);
  }
  for (const o of orders) {
    if (!isOpen(o)) continue;
    for (const s of [o.source, o.destination, o.resolvedDestination]) if (s !== undefined && !hasStation(s)) add({ kind: 'orderStation', order: o.id, station: s });
    const v = carrying.get(o.id);
    for (const e of v?.motion.route ?? []) {
      for (const s of [e.from, e.to]) if (!hasStation(s)) add({ kind: 'orderStation', order: o.id, station: s });
      if (!graph.segments.has(e.segment)) add({ kind: 'orderSegment', order: o.id, segment: e.segment });
    }
  }
  return holds;
}

/** Whether the station lies more than the tolerance away from where `current` has it. */
function moved(current: Layout | LayoutGraph, next: LayoutGraph, station: StationId): boolean {
  const was = 'outgoing' in current ? current.stations.get(station) : current.stations.find((s) => s.id === station);
  const is = next.stations.get(station);
  return !!was && !!is && Math.hypot(is.x - was.x, is.y - was.y) > STATION_MOVE_TOLERANCE_MM;
}

/**
 * The snapshot made fit for `next` once layoutChangeHolds found nothing: charge and park
 * missions towards a station `next` lacks are dropped (the dispatcher sends the vehicle elsewhere),
 * and held or locked stations and segments it lacks are forgotten (restore does that itself).
 */
export function snapshotForLayout(snapshot: FleetSnapshot, next: Layout | LayoutGraph): FleetSnapshot {
  const graph = 'outgoing' in next ? next : buildGraph(next);
  return {
    ...snapshot,
    vehicles: snapshot.vehicles.map((v) =>
      v.mission && v.mission.kind !== 'Delivery' && !graph.stations.has(v.mission.target) ? { ...v, mission: undefined, activity: undefined } : v,
    ),
  };
}
