import type { StationId } from '../ids.js';
import type { Availability } from '../model/availability.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import { travelTimeCost, type Arrival, type EdgeCost, type VehicleProfile } from './cost.js';
import { MinHeap } from './heap.js';

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
const incomingCache = new WeakMap<LayoutGraph, Map<StationId, TravelEdge[]>>();

/** Edges entering each station (the reversed graph), built once per graph. */
export function incomingEdges(graph: LayoutGraph): ReadonlyMap<StationId, readonly TravelEdge[]> {
  let incoming = incomingCache.get(graph);
  if (!incoming) {
    incoming = new Map();
    for (const s of graph.stations.keys()) incoming.set(s, []);
    for (const list of graph.outgoing.values()) for (const e of list) incoming.get(e.to)!.push(e);
    incomingCache.set(graph, incoming);
  }
  return incoming;
}

const arrivalOf = (e: TravelEdge): Arrival => ({ heading: e.endHeading, drive: e.drive });

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
  private readonly heap = new MinHeap<TravelEdge>();
  private readonly settled = new Map<string, number>();
  private readonly tentative = new Map<string, number>();
  private readonly startsAt = new Map<StationId, CostStart<T>[]>();
  /** Best cost found per start, not yet returned. */
  private readonly found = new Map<CostStart<T>, number>();
  private readonly ready = new MinHeap<CostStart<T>>();
  private readonly done = new Set<CostStart<T>>();

  constructor(
    private readonly graph: LayoutGraph,
    private readonly req: ReverseSearchRequest,
    starts: readonly CostStart<T>[],
  ) {
    this.cost = req.cost ?? defaultCost;
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
    for (const e of incomingEdges(graph).get(req.to) ?? []) if (this.usable(e)) this.relax(e, 0);
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

  private usable(e: TravelEdge): boolean {
    const a = this.req.availability;
    return !a || (a.segment(e.segment) && a.station(e.to));
  }

  private relax(e: TravelEdge, r: number): void {
    if (this.settled.has(e.id)) return;
    const prev = this.tentative.get(e.id);
    if (prev !== undefined && prev <= r) return;
    this.tentative.set(e.id, r);
    this.heap.push(r, e);
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
    const { key: r, value: f } = this.heap.pop()!;
    if (this.settled.has(f.id)) return;
    this.settled.set(f.id, r);
    const { profile, penalties } = this.req;
    const tail = (penalties?.get(f.to) ?? 0) + r;
    for (const s of this.startsAt.get(f.from) ?? []) this.offer(s, this.cost.edge(f, s.start, profile) + tail);
    // A vehicle passing f.from must have entered it: f.from must be usable.
    if (this.req.availability && !this.req.availability.station(f.from)) return;
    if (f.from === this.req.to) return;
    for (const e of incomingEdges(this.graph).get(f.from) ?? []) {
      if (!this.usable(e) || this.settled.has(e.id)) continue;
      this.relax(e, this.cost.edge(f, arrivalOf(e), profile) + tail);
    }
  }
}
