import type { StationId } from '../ids.js';
import type { Availability } from '../model/availability.js';
import type { LayoutGraph } from '../model/graph.js';
import { travelTimeCost, type Arrival, type EdgeCost, type VehicleProfile } from './cost.js';
import { edgeUsability, graphIndex, newSearchScratch, nextGeneration, type GraphIndex, type SearchScratch } from './graph-index.js';
import { MinHeap } from './heap.js';
import type { NumberHeap } from './number-heap.js';

/** One start of a many-to-one cost search: a station and how the vehicle stands there. */
export interface CostStart<T> {
  readonly key: T;
  readonly from: StationId;
  readonly start?: Arrival;
}

export interface ReverseSearchRequest {
  /** The one target station. */
  readonly to: StationId;
  readonly profile: VehicleProfile;
  /** Default: travel time with default penalties (as DefaultRouter). */
  readonly cost?: EdgeCost;
  /** Usable stations and edges; start stations are always allowed. */
  readonly availability?: Availability;
  /** Extra cost for entering a station, as RouteRequest.penalties. */
  readonly penalties?: ReadonlyMap<StationId, number>;
}

/** Starts grouped by their station (startsByStation), to be shared by many searches over the same starts. */
export type StartsByStation<T> = ReadonlyMap<StationId, readonly CostStart<T>[]>;

/** Groups starts by station, leaving out stations the graph does not have: made once, used by every search to another target. */
export function startsByStation<T>(graph: LayoutGraph, starts: readonly CostStart<T>[]): StartsByStation<T> {
  const byStation = new Map<StationId, CostStart<T>[]>();
  for (const s of starts) {
    if (!graph.stations.has(s.from)) continue;
    const list = byStation.get(s.from);
    if (list) list.push(s);
    else byStation.set(s.from, [s]);
  }
  return byStation;
}

const defaultCost = travelTimeCost();

/**
 * Scratch arrays for reverse searches, a pool per graph: a search takes one and gives it back on
 * dispose() (a search never disposed keeps its own), so searches neither allocate nor clear
 * arrays the size of the graph. Unlike the graph index's own scratch (one search at a time),
 * several reverse searches run interleaved (one per vehicle profile, read lazily).
 */
const scratchPools = new WeakMap<GraphIndex, SearchScratch[]>();

function takeScratch(index: GraphIndex): SearchScratch {
  const s = scratchPools.get(index)?.pop() ?? newSearchScratch(index.edges.length, index.stations.length);
  nextGeneration(s);
  s.heap.clear();
  return s;
}

/**
 * Many-to-one travel costs: one Dijkstra from the target over the reversed graph, on the same
 * states as DefaultRouter ("just travelled edge e"), so turn and reverse penalties are priced
 * exactly. For a state e the search settles
 *
 *   R(e) = 0                                                        when e.to is the target,
 *   R(e) = min over usable f leaving e.to of  cost.edge(f, arrival after e) + penalty(f.to) + R(f),
 *
 * and a start (station s, arrival a) costs 0 when s is the target, else the minimum over usable f
 * leaving s of cost.edge(f, a) + penalty(f.to) + R(f): the cost DefaultRouter finds for the same
 * pair (it may differ by floating-point rounding only, as the sums are taken in the other order).
 * An edge is usable when its segment and the station it enters are (the start station is always
 * allowed), as for the router.
 *
 * The search is lazy: `next()` returns the starts in ascending cost, expanding only as far as
 * the next cost, so asking for the cheapest few of 1,000 vehicles stays a small search.
 */
export class ReverseCostSearch<T> {
  private readonly cost: EdgeCost;
  private readonly index: GraphIndex;
  /** States are edge numbers of the graph index: settled where closed[i], tentative in best[i] where stamp[i], is the generation. */
  private scratch: SearchScratch | undefined;
  /** The scratch's open list. */
  private readonly heap: NumberHeap;
  /** edgeUsability of the request's availability: asked once per edge, shared with the router. */
  private readonly usableEdges: Uint8Array | undefined;
  private settledCount = 0;
  private readonly startsAt: StartsByStation<T>;
  /** Best cost found per start, not yet returned. */
  private readonly found = new Map<CostStart<T>, number>();
  private readonly ready = new MinHeap<CostStart<T>>();
  private readonly done = new Set<CostStart<T>>();

  constructor(
    graph: LayoutGraph,
    private readonly req: ReverseSearchRequest,
    starts: readonly CostStart<T>[] | StartsByStation<T>,
  ) {
    this.cost = req.cost ?? defaultCost;
    this.index = graphIndex(graph);
    this.scratch = takeScratch(this.index);
    this.heap = this.scratch.heap;
    this.usableEdges = req.availability ? edgeUsability(this.index, req.availability) : undefined;
    this.startsAt = starts instanceof Map ? starts : startsByStation(graph, starts as readonly CostStart<T>[]);
    // Starts at the target cost nothing. The search prices them again when it passes the target, dearer, which offer ignores.
    const atTarget = this.startsAt.get(req.to) ?? [];
    for (const s of atTarget) this.offer(s, 0);
    const target = graph.stations.has(req.to) && (!req.availability || req.availability.station(req.to));
    if (!target || this.startsAt.size === (atTarget.length > 0 ? 1 : 0)) return;
    for (const i of this.index.incoming[this.index.stationOf.get(req.to)!]) if (this.usable(i)) this.relax(i, 0);
  }

  /** Lowest cost any start not yet returned can still have (Infinity when the search is over). */
  get frontier(): number {
    return this.heap.peekKey() ?? Infinity;
  }

  /** States ("just travelled edge e") whose remaining cost is final so far. */
  get settledStates(): number {
    return this.settledCount;
  }

  /** Gives the search's arrays back for other searches; the search must not be used afterwards. */
  dispose(): void {
    if (!this.scratch) return;
    const pool = scratchPools.get(this.index);
    if (pool) pool.push(this.scratch);
    else scratchPools.set(this.index, [this.scratch]);
    this.scratch = undefined;
  }

  /** The cheapest start not yet returned, with its cost; undefined when the rest cannot reach the target. */
  next(): { key: T; cost: number } | undefined {
    for (;;) {
      const top = this.peekReady();
      if (top && top.cost <= this.frontier) {
        this.ready.pop();
        this.done.add(top.start);
        this.found.delete(top.start);
        return { key: top.start.key, cost: top.cost };
      }
      if (this.heap.size === 0) return undefined;
      this.step();
    }
  }

  private peekReady(): { start: CostStart<T>; cost: number } | undefined {
    for (;;) {
      const top = this.ready.peek();
      if (!top) return undefined;
      if (this.done.has(top.value) || this.found.get(top.value) !== top.key) {
        this.ready.pop();
        continue;
      }
      return { start: top.value, cost: top.key };
    }
  }

  private usable(i: number): boolean {
    const flags = this.usableEdges;
    if (!flags) return true;
    if (flags[i] === 0) {
      const e = this.index.edges[i];
      flags[i] = this.req.availability!.segment(e.segment) && this.req.availability!.station(e.to) ? 1 : 2;
    }
    return flags[i] === 1;
  }

  private relax(i: number, r: number): void {
    const s = this.scratch!;
    if (s.closed[i] === s.generation) return;
    if (s.stamp[i] === s.generation && s.best[i] <= r) return;
    s.stamp[i] = s.generation;
    s.best[i] = r;
    this.heap.push(r, i);
  }

  private offer(s: CostStart<T>, c: number): void {
    if (this.done.has(s)) return;
    const prev = this.found.get(s);
    if (prev !== undefined && prev <= c) return;
    this.found.set(s, c);
    this.ready.push(c, s);
  }

  /** Settles one state f: R(f) is final; prices the starts at f.from and the edges entering it. */
  private step(): void {
    const fi = this.heap.pop();
    const r = this.heap.poppedKey;
    const scratch = this.scratch!;
    if (scratch.closed[fi] === scratch.generation) return;
    scratch.closed[fi] = scratch.generation;
    this.settledCount++;
    const { edges, arrivals, incoming, edgeFrom } = this.index;
    const f = edges[fi];
    const { profile, penalties } = this.req;
    const tail = (penalties?.get(f.to) ?? 0) + r;
    for (const s of this.startsAt.get(f.from) ?? []) this.offer(s, this.cost.edge(f, s.start, profile) + tail);
    // A vehicle passing f.from must have entered it: every edge into f.from is unusable when f.from is (usable()).
    if (f.from === this.req.to) return;
    for (const i of incoming[edgeFrom[fi]]) {
      if (!this.usable(i) || scratch.closed[i] === scratch.generation) continue;
      this.relax(i, this.cost.edge(f, arrivals[i], profile) + tail);
    }
  }
}
