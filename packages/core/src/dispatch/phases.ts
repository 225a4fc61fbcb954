import type { StationId, VehicleId } from '../ids.js';
import type { Station } from '../model/layout.js';
import type { LayoutGraph } from '../model/graph.js';
import { stopStation } from '../model/position.js';
import type { Ms } from '../units.js';
import { isIdle, type VehicleState } from '../vehicle/vehicle.js';
import { ascending, byText, chain, descending } from './comparators.js';
import type { DispatchPhase, DispatchRound } from './dispatcher.js';
import { dispatchable } from './eligibility.js';

const byVehicleId = byText<VehicleState>((v) => v.config.id);

/** Preset orders whose release time has come become Init. */
export const releaseOrders: DispatchPhase = (round) => {
  for (const o of round.view.orders) if (o.state === 'Preset' && o.releaseTimeMs <= round.view.nowMs) round.decide({ kind: 'releaseOrder', order: o.id });
};

/** Charging vehicles at batteryFullLevel stop charging. */
export const finishCharging: DispatchPhase = (round) => {
  for (const v of round.view.vehicles) {
    if (v.activity?.kind === 'charging' && round.view.charging.isFull(v)) round.decide({ kind: 'stopCharging', vehicle: v.config.id });
  }
};

export interface Candidate {
  readonly v: VehicleState;
  readonly cost: number;
}

/** Best vehicle: one not charging, then the quickest to reach the source, then fuller battery, then id. */
export const candidateRanking = chain<Candidate>(
  ascending((c) => (c.v.activity?.kind === 'charging' ? 1 : 0)),
  ascending((c) => c.cost),
  descending((c) => c.v.battery),
  byText((c) => c.v.config.id),
);

/** Costs closer than this (relative, at least 1e-9 ms) may be equal but for rounding. */
const ROUNDING = 1e-9;

/**
 * The first of the eligible vehicles by candidateRanking, with its travelCost to `to`; undefined
 * when none can reach it. The same as ranking every eligible vehicle, but when the view offers
 * travelCostsTo only the vehicles whose cost bound does not exceed the best cost found so far are
 * priced (normally one or two): the rest can only rank behind it.
 */
export function bestCandidate(round: DispatchRound, eligible: readonly VehicleState[], to: StationId): Candidate | undefined {
  const { view } = round;
  const charging = (v: VehicleState) => v.activity?.kind === 'charging';
  for (const tier of [eligible.filter((v) => !charging(v)), eligible.filter(charging)]) {
    if (tier.length === 0) continue;
    let best: Candidate | undefined;
    const consider = (v: VehicleState) => {
      const cost = view.travelCost(v, to);
      if (cost === undefined) return;
      const c = { v, cost };
      if (!best || candidateRanking(c, best) < 0) best = c;
    };
    const bounds = view.travelCostsTo?.(to, tier);
    if (bounds) {
      for (const { vehicle, bound } of bounds) {
        if (best && bound > best.cost + ROUNDING * Math.max(1, Math.abs(best.cost))) break;
        consider(vehicle);
      }
    } else for (const v of tier) consider(v);
    if (best) return best;
  }
  return undefined;
}

/**
 * The reachable station among `options` that is nobody else's, quickest for v; undefined if none.
 * Options are routed in order of their cost bound, and none whose bound exceeds the best cost
 * found is routed at all: the same answer as routing every option, with far fewer routes.
 */
export function nearestFree(round: DispatchRound, v: VehicleState, options: readonly StationId[]): StationId | undefined {
  const here = stopStation(v.motion.position);
  const { view } = round;
  const bound = view.travelCostBound;
  const open = options
    .filter((s) => (s === here || !round.takenStations.has(s)) && view.availability.station(s))
    .map((s) => ({ s, bound: bound ? bound(v, s) : 0 }))
    .sort(chain(ascending((o) => o.bound), byText((o) => o.s)));
  let best: { s: StationId; cost: number } | undefined;
  for (const { s, bound: lowest } of open) {
    if (best && lowest > best.cost) break;
    const cost = view.travelCost(v, s);
    if (cost === undefined) continue;
    if (!best || cost < best.cost || (cost === best.cost && s < best.s)) best = { s, cost };
  }
  return best?.s;
}

const chargerCache = new WeakMap<DispatchRound['view']['graph'], StationId[]>();

/** The layout's chargers (the graph never changes, so once per graph). */
function chargers(round: DispatchRound): StationId[] {
  const graph = round.view.graph;
  let list = chargerCache.get(graph);
  if (!list) chargerCache.set(graph, (list = [...graph.stations.values()].filter((s) => s.type === 'Charging').map((s) => s.id)));
  return list;
}

/**
 * Vehicles with this charge need that may be sent charging now (free, or parked not on an
 * operator's order), lowest battery first. Filtered before sorting: on a large fleet few qualify
 * in any round, and sorting all of them each tick was a good part of a tick.
 */
function chargeCandidates(round: DispatchRound, need: 'forced' | 'idle'): VehicleState[] {
  return round.view.vehicles
    .filter(
      (v) =>
        !round.busyVehicles.has(v.config.id) &&
        !v.activity &&
        (!v.mission || (v.mission.kind === 'Park' && !v.mission.immediate)) &&
        dispatchable(v, 'Charge') &&
        round.view.charging.chargeNeed(v) === need,
    )
    .sort(chain(ascending((v) => v.battery), byVehicleId));
}

/** Vehicles at or below batteryLowLevel go to the nearest free charger unless carrying out an order. */
export const chargeForced: DispatchPhase = (round) => {
  for (const v of chargeCandidates(round, 'forced')) {
    const station = nearestFree(round, v, chargers(round));
    if (station) round.decide({ kind: 'charge', vehicle: v.config.id, station, forced: true });
  }
};

/** Idle vehicles (free or parked) below freeBatteryLevel go charging when a charger is free. */
export const chargeIdle: DispatchPhase = (round) => {
  for (const v of chargeCandidates(round, 'idle')) {
    const station = nearestFree(round, v, chargers(round));
    if (station) round.decide({ kind: 'charge', vehicle: v.config.id, station, forced: false });
  }
};

export interface ParkOptions {
  /** A vehicle idle this long is sent to park, ms. Default 5000. */
  readonly parkAfterIdleMs?: Ms;
}

/** The parking places of a layout, found once (a large layout has ten thousand stations). */
const parkingPlaces = new WeakMap<LayoutGraph, { readonly all: readonly Station[]; readonly ids: ReadonlySet<StationId> }>();

function parkingOf(graph: LayoutGraph): { readonly all: readonly Station[]; readonly ids: ReadonlySet<StationId> } {
  let places = parkingPlaces.get(graph);
  if (!places) {
    const all = [...graph.stations.values()].filter((s) => s.parking);
    places = { all, ids: new Set(all.map((s) => s.id)) };
    parkingPlaces.set(graph, places);
  }
  return places;
}

/** Vehicles idle long enough go to the nearest free parking place (their dedicated one first). */
export function parkIdle(options: ParkOptions = {}): DispatchPhase {
  const delay = options.parkAfterIdleMs ?? 5000;
  return (round) => {
    const { view } = round;
    const parking = parkingOf(view.graph);
    if (parking.all.length === 0) return;
    const due = view.vehicles.filter((v) => !round.busyVehicles.has(v.config.id) && !v.mission && view.nowMs - v.idleSinceMs >= delay && isIdle(v) && dispatchable(v, 'Park'));
    // With every place taken (hundreds of idle vehicles, a few dozen places) nothing is searched.
    const free = new Set(parking.all.filter((s) => !round.takenStations.has(s.id)).map((s) => s.id));
    for (const v of due.sort(byVehicleId)) {
      const id: VehicleId = v.config.id;
      const here = stopStation(v.motion.position);
      if (free.size === 0 && !parking.ids.has(here)) continue;
      const spots = parking.all.filter((s) => (s.parkingFor === undefined || s.parkingFor === id) && (free.has(s.id) || s.id === here));
      const own = spots.filter((s) => s.parkingFor === id).map((s) => s.id);
      const station = nearestFree(round, v, own) ?? nearestFree(round, v, spots.map((s) => s.id));
      if (!station) continue;
      round.decide({ kind: 'park', vehicle: id, station });
      free.delete(station);
    }
  };
}
