import type { StationId } from '../ids.js';
import type { Availability } from '../model/availability.js';
import type { LayoutGraph } from '../model/graph.js';
import { travelTimeCost, type Arrival, type EdgeCost, type VehicleProfile } from './cost.js';
import { graphIndex, type GraphIndex } from './graph-index.js';
import { MinHeap } from './heap.js';
import { NumberHeap } from './number-heap.js';

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

const defaultCost = travelTimeCost();
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
  /** States are edge numbers of the graph index. */
  private readonly heap = new NumberHeap();
  private readonly settled = new Map<number, number>();
  private readonly tentative = new Map<number, number>();
  private readonly startsAt = new Map<StationId, CostStart<T>[]>();
  /** Best cost found per start, not yet returned. */
  private readonly found = new Map<CostStart<T>, number>();
  private readonly ready = new MinHeap<CostStart<T>>();
  private readonly done = new Set<CostStart<T>>();

  constructor(
    graph: LayoutGraph,
    private readonly req: ReverseSearchRequest,
    starts: readonly CostStart<T>[],
  ) {
    this.cost = req.cost ?? defaultCost;
    this.index = graphIndex(graph);
    const target = graph.stations.has(req.to) && (!req.availability || req.availability.station(req.to));
    for (const s of starts) {
      if (!graph.stations.has(s.from)) continue;
      if (s.from === req.to) {
        this.offer(s, 0);
        continue;
      }
      if (!target) continue;
      const list = this.startsAt.get(s.from);
      if (list) list.push(s);
      else this.startsAt.set(s.from, [s]);
    }
    if (!target || this.startsAt.size === 0) return;
    for (const i of this.index.incoming[this.index.stationOf.get(req.to)!]) if (this.usable(i)) this.relax(i, 0);
  }

  /** Lowest cost any start not yet returned can still have (Infinity when the search is over). */
  get frontier(): number {
    return this.heap.peekKey() ?? Infinity;
  }

  /** States ("just travelled edge e") whose remaining cost is final so far. */
  get settledStates(): number {
    return this.settled.size;
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
    const a = this.req.availability;
    const e = this.index.edges[i];
    return !a || (a.segment(e.segment) && a.station(e.to));
  }

  private relax(i: number, r: number): void {
    if (this.settled.has(i)) return;
    const prev = this.tentative.get(i);
    if (prev !== undefined && prev <= r) return;
    this.tentative.set(i, r);
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
    if (this.settled.has(fi)) return;
    this.settled.set(fi, r);
    const { edges, arrivals, incoming, edgeFrom } = this.index;
    const f = edges[fi];
    const { profile, penalties } = this.req;
    const tail = (penalties?.get(f.to) ?? 0) + r;
    for (const s of this.startsAt.get(f.from) ?? []) this.offer(s, this.cost.edge(f, s.start, profile) + tail);
    // A vehicle passing f.from must have entered it: f.from must be usable.
    if (this.req.availability && !this.req.availability.station(f.from)) return;
    if (f.from === this.req.to) return;
    for (const i of incoming[edgeFrom[fi]]) {
      if (!this.usable(i) || this.settled.has(i)) continue;
      this.relax(i, this.cost.edge(f, arrivals[i], profile) + tail);
    }
  }
}
