import type { SegmentId, StationId, VehicleId, ZoneId } from '../ids.js';
import type { MapState } from '../model/availability.js';
import type { TravelEdge } from '../model/graph.js';
import type { DriveDirection } from '../model/layout.js';
import type { Position } from '../model/position.js';
import type { Order } from '../orders/order.js';
import type { Deg, Mm, Ms, Percent } from '../units.js';
import { createVehicle, type Activity, type Mission, type VehicleConfig, type VehicleError, type VehicleState } from '../vehicle/vehicle.js';
import type { FleetStore } from './store.js';

/**
 * A vehicle as it is saved: plain data, no graph objects. Everything but config, at and
 * battery is optional, so a runtime that only stored station-level state (a database row) can
 * describe a vehicle as well as a full snapshot can.
 */
export interface VehicleSnapshot {
  readonly config: VehicleConfig;
  /** The station it stands on, or the one it left when it is on a segment. */
  readonly at: StationId;
  /** Driving from `at` to `to` (over `segment` when given), `progress` mm covered. */
  readonly on?: { readonly to: StationId; readonly segment?: SegmentId; readonly progress: Mm };
  readonly heading?: Deg;
  readonly drive?: DriveDirection;
  readonly battery: Percent;
  readonly loaded?: boolean;
  readonly connected?: boolean;
  readonly locked?: boolean;
  readonly error?: VehicleError;
  /** Derived from the orders when absent: an order it carries gives it its delivery mission. */
  readonly mission?: Mission;
  /** What it was doing on its station; absent: it starts its target's actions over. */
  readonly activity?: Activity;
  readonly idleSinceMs?: Ms;
  readonly odometer?: Mm;
}

/**
 * The whole state of a fleet at one simulated time, as plain JSON-safe data: enough to build
 * the same fleet again after a restart (Fleet.restore). Routes are not saved; they are planned
 * again from where each vehicle stands, and traffic control reserves afresh.
 */
export interface FleetSnapshot {
  readonly nowMs: Ms;
  readonly vehicles: readonly VehicleSnapshot[];
  /** Every order, open or finished, with its state and vehicle. */
  readonly orders: readonly Order[];
  /** Stations holding a load. */
  readonly loads: readonly StationId[];
  readonly map?: {
    readonly lockedStations: readonly StationId[];
    readonly invalidStations: readonly StationId[];
    readonly lockedSegments: readonly SegmentId[];
    readonly invalidSegments: readonly SegmentId[];
    readonly activeBlockZones: readonly ZoneId[];
  };
}

export function snapshotOf(store: FleetStore): FleetSnapshot {
  const m = store.mapState;
  return {
    nowMs: store.nowMs,
    vehicles: [...store.vehicles.values()].map((v) => {
      const p = v.motion.position;
      return {
        config: v.config,
        at: p.kind === 'at' ? p.station : p.edge.from,
        on: p.kind === 'on' ? { to: p.edge.to, segment: p.edge.segment, progress: p.progress } : undefined,
        heading: v.motion.heading,
        drive: v.motion.drive,
        battery: v.battery,
        loaded: v.loaded,
        connected: v.connected,
        locked: v.locked,
        error: v.error,
        mission: v.mission,
        activity: v.activity,
        idleSinceMs: v.idleSinceMs,
        odometer: v.odometer,
      };
    }),
    orders: [...store.orders.values()],
    loads: [...store.loads],
    map: {
      lockedStations: [...m.lockedStations],
      invalidStations: [...m.invalidStations],
      lockedSegments: [...m.lockedSegments],
      invalidSegments: [...m.invalidSegments],
      activeBlockZones: [...m.activeBlockZones],
    },
  };
}

/** What restoring could not take over as saved. */
export interface RestoreReport {
  /** Vehicles not placed: unknown station, or their place is held by a vehicle placed before. */
  readonly leftOut: readonly VehicleId[];
  /** Orders a vehicle had taken whose vehicle is gone: they wait for assignment again (Init). */
  readonly unassigned: readonly Order['id'][];
}

/**
 * Fills an empty store from a snapshot. Vehicles on a segment stay on it and drive on;
 * a vehicle whose place is taken stands at the segment's start or end instead, or is left out.
 * Orders keep their state and vehicle, so nothing is assigned twice; an order whose vehicle is
 * missing goes back to Init. Vehicles without a saved mission get the one of the order they carry.
 */
export function restoreInto(store: FleetStore, s: FleetSnapshot): RestoreReport {
  const g = store.graph;
  if (s.map) {
    const known = <T extends string>(ids: readonly T[], has: (id: T) => boolean) => new Set(ids.filter(has));
    store.setMapState({
      lockedStations: known(s.map.lockedStations, (id) => g.stations.has(id)),
      invalidStations: known(s.map.invalidStations, (id) => g.stations.has(id)),
      lockedSegments: known(s.map.lockedSegments, (id) => g.segments.has(id)),
      invalidSegments: known(s.map.invalidSegments, (id) => g.segments.has(id)),
      activeBlockZones: known(s.map.activeBlockZones, (id) => g.zones.has(id)),
    } satisfies MapState);
  }
  store.loads.clear();
  for (const st of s.loads) if (g.stations.has(st)) store.loads.add(st);

  const held = new Set<StationId>();
  const leftOut: VehicleId[] = [];
  for (const vs of s.vehicles) {
    const edge = vs.on ? findEdge(store, vs.at, vs.on.to, vs.on.segment) : undefined;
    const places: Position[] = [];
    if (edge && vs.on) places.push({ kind: 'on', edge, progress: Math.min(Math.max(0, vs.on.progress), edge.length) });
    if (g.stations.has(vs.at)) places.push({ kind: 'at', station: vs.at });
    if (vs.on && g.stations.has(vs.on.to)) places.push({ kind: 'at', station: vs.on.to });
    const stationsOf = (p: Position) => (p.kind === 'at' ? [p.station] : [p.edge.from, p.edge.to]);
    const place = places.find((p) => stationsOf(p).every((st) => !held.has(st)));
    if (!place) {
      leftOut.push(vs.config.id);
      continue;
    }
    for (const st of stationsOf(place)) held.add(st);
    const base = createVehicle({ config: vs.config, at: vs.at, heading: vs.heading, battery: vs.battery, loaded: vs.loaded, connected: vs.connected, locked: vs.locked }, vs.idleSinceMs ?? s.nowMs);
    const onEdge = place.kind === 'on' ? place.edge : undefined;
    store.setVehicle({
      ...base,
      motion: { ...base.motion, position: place, drive: onEdge?.drive ?? vs.drive ?? 'Forward', route: onEdge ? [onEdge] : [], claimed: onEdge ? 1 : 0 },
      error: vs.error,
      mission: vs.mission,
      activity: place.kind === 'at' ? vs.activity : undefined,
      idleSinceMs: vs.idleSinceMs ?? s.nowMs,
      odometer: vs.odometer ?? 0,
    });
  }

  const unassigned: Order['id'][] = [];
  for (const o of s.orders) {
    const carried = o.state === 'Release' || o.state === 'Running' || (o.state === 'Pause' && (o.pausedFrom === 'Release' || o.pausedFrom === 'Running'));
    const v = o.vehicle ? store.vehicles.get(o.vehicle) : undefined;
    if (carried && (!v || !carries(v, o))) {
      if (v && !v.mission && canTakeBack(v, o)) {
        store.addOrder(o);
        store.setVehicle({ ...v, mission: deliveryOf(o, v.loaded) });
        continue;
      }
      // Its vehicle is gone (or busy with something else): the order waits for a new one.
      const { vehicle: _v, resolvedDestination: _d, startMs: _s, pausedFrom: _p, ...rest } = o;
      store.addOrder({ ...rest, state: 'Init' });
      unassigned.push(o.id);
      continue;
    }
    store.addOrder(o);
  }
  // Missions of orders that are no longer carried (finished, closed, unknown) are dropped.
  for (const v of [...store.vehicles.values()]) {
    const m = v.mission;
    if (m?.kind === 'Delivery' && !(store.orders.has(m.order) && carries(v, store.order(m.order)))) store.setVehicle({ ...v, mission: undefined, activity: undefined });
  }
  for (const v of [...store.vehicles.values()]) {
    const target = v.mission?.target;
    const p = v.motion.position;
    if (target && !(p.kind === 'at' && p.station === target)) store.setVehicle(store.planTo(v, target));
  }
  return { leftOut, unassigned };
}

function carries(v: VehicleState, o: Order): boolean {
  return o.vehicle === v.config.id && v.mission?.kind === 'Delivery' && v.mission.order === o.id;
}

/** A free vehicle may take its order back when the load is where the order's leg says. */
function canTakeBack(v: VehicleState, o: Order): boolean {
  return o.vehicle === v.config.id && (v.loaded ? o.state !== 'Release' : true);
}

function deliveryOf(o: Order, loaded: boolean): Mission {
  return loaded
    ? { kind: 'Delivery', order: o.id, leg: 'destination', target: o.resolvedDestination ?? o.destination! }
    : { kind: 'Delivery', order: o.id, leg: 'source', target: o.source };
}

function findEdge(store: FleetStore, from: StationId, to: StationId, segment?: SegmentId): TravelEdge | undefined {
  const edges = store.graph.outgoing.get(from) ?? [];
  return edges.find((e) => e.to === to && (segment === undefined || e.segment === segment)) ?? edges.find((e) => e.to === to);
}
