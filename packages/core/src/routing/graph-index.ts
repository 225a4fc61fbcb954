import type { StationId } from '../ids.js';
import type { Availability } from '../model/availability.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import type { Station } from '../model/layout.js';
import type { Arrival } from './cost.js';
import { NumberHeap } from './number-heap.js';

/**
 * Dense numbers for a graph's stations and travel edges, so searches keep their per-state data
 * in typed arrays instead of string-keyed maps. Search states are "arrived by edge i" (0..E-1)
 * and "standing at the start" (E). Built once per graph and kept with it.
 */
export interface GraphIndex {
  readonly edges: readonly TravelEdge[];
  /** How a vehicle stands after each edge (turns after it are priced from this), made once instead of per search step. */
  readonly arrivals: readonly Arrival[];
  /** Station number of each edge's end. */
  readonly edgeTo: Int32Array;
  readonly stations: readonly Station[];
  readonly stationOf: ReadonlyMap<StationId, number>;
  /** Station number of each edge's start. */
  readonly edgeFrom: Int32Array;
  /** Edge numbers entering each station (the reversed graph), in the graph's order. */
  readonly incoming: readonly (readonly number[])[];
  /** Edge numbers leaving each station, in the graph's order. */
  readonly outgoing: readonly (readonly number[])[];
  /** Scratch arrays of one search at a time (searches are not re-entrant), valid where stamp === generation. */
  readonly scratch: SearchScratch;
}

export interface SearchScratch {
  generation: number;
  readonly stamp: Uint32Array;
  readonly closed: Uint32Array;
  readonly best: Float64Array;
  readonly parent: Int32Array;
  readonly hStamp: Uint32Array;
  readonly h: Float64Array;
  readonly heap: NumberHeap;
}

const indexes = new WeakMap<LayoutGraph, GraphIndex>();

export function graphIndex(graph: LayoutGraph): GraphIndex {
  let index = indexes.get(graph);
  if (!index) {
    const stations = [...graph.stations.values()];
    const stationOf = new Map(stations.map((s, i) => [s.id, i]));
    const edges = [...graph.edges.values()];
    const edgeOf = new Map(edges.map((e, i) => [e.id, i]));
    const edgeTo = Int32Array.from(edges, (e) => stationOf.get(e.to)!);
    const outgoing = stations.map((s) => (graph.outgoing.get(s.id) ?? []).map((e) => edgeOf.get(e.id)!));
    const edgeFrom = Int32Array.from(edges, (e) => stationOf.get(e.from)!);
    const incoming: number[][] = stations.map(() => []);
    for (const list of graph.outgoing.values()) {
      for (const e of list) {
        const i = edgeOf.get(e.id)!;
        incoming[edgeTo[i]].push(i);
      }
    }
    const states = edges.length + 1;
    index = {
      edges,
      arrivals: edges.map((e) => ({ heading: e.endHeading, drive: e.drive })),
      edgeTo,
      edgeFrom,
      incoming,
      stations,
      stationOf,
      outgoing,
      scratch: newSearchScratch(states, stations.length),
    };
    indexes.set(graph, index);
  }
  return index;
}

/** Scratch arrays for searches over `states` states on a graph of `stations` stations. */
export function newSearchScratch(states: number, stations: number): SearchScratch {
  return {
    generation: 0,
    stamp: new Uint32Array(states),
    closed: new Uint32Array(states),
    best: new Float64Array(states),
    parent: new Int32Array(states),
    hStamp: new Uint32Array(stations),
    h: new Float64Array(stations),
    heap: new NumberHeap(),
  };
}

/** Starts a new search on the scratch arrays (older stamps become stale). */
export function nextGeneration(s: SearchScratch): number {
  s.generation = (s.generation + 1) >>> 0;
  if (s.generation === 0) {
    // Wrapped after 2^32 searches: clear so no stale stamp matches.
    s.stamp.fill(0);
    s.closed.fill(0);
    s.hStamp.fill(0);
    s.generation = 1;
  }
  return s.generation;
}

const usability = new WeakMap<Availability, WeakMap<GraphIndex, Uint8Array>>();

/**
 * Whether edge i may be entered under `usable` (its segment and its end station usable), asked
 * once per edge and availability: an Availability describes one map state and never changes.
 * 0: not asked yet, 1: usable, 2: not.
 */
export function edgeUsability(index: GraphIndex, usable: Availability): Uint8Array {
  let byIndex = usability.get(usable);
  if (!byIndex) usability.set(usable, (byIndex = new WeakMap()));
  let flags = byIndex.get(index);
  if (!flags) byIndex.set(index, (flags = new Uint8Array(index.edges.length)));
  return flags;
}
