import type { StationId } from '../ids.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import { baseSteps } from '../model/position.js';
import type { TrafficVehicle } from './types.js';

/**
 * Index of the last route step that must be reserved together with step i (inclusive).
 *
 * Normally a step is reserved alone. When the route enters a narrow corridor (a two-way chain
 * without passing place, or a dead end), the station before the corridor, the corridor's
 * stations on the route and the station after it are reserved at once: a vehicle never stands
 * at a corridor mouth or inside a corridor unless it can get through (or its goal is inside).
 */
export function blockEnd(graph: LayoutGraph, route: readonly TravelEdge[], i: number): number {
  const corridor = (k: number) => graph.corridorOf.get(route[k].to);
  let j = i;
  let c = corridor(j);
  if (c === undefined) {
    if (j + 1 < route.length && corridor(j + 1) !== undefined) {
      j += 1;
      c = corridor(j);
    } else return j;
  }
  while (j + 1 < route.length && corridor(j + 1) === c) j += 1;
  if (j + 1 < route.length) j += 1;
  return j;
}

/** Stations of the next block a vehicle needs (what it waits for). */
export function nextStations(graph: LayoutGraph, v: TrafficVehicle): StationId[] {
  const i = baseSteps(v.position);
  if (i >= v.route.length) return [];
  const j = blockEnd(graph, v.route, i);
  return v.route.slice(i, j + 1).map((e) => e.to);
}
