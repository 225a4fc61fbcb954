import type { StationId } from '../ids.js';
import type { Availability } from '../model/availability.js';
import type { LayoutGraph } from '../model/graph.js';
import { travelTimeCost, type Arrival, type EdgeCost, type VehicleProfile } from './cost.js';
import { graphIndex, type GraphIndex } from './graph-index.js';
import { NumberHeap } from './number-heap.js';

export interface ForwardSearchRequest {
  /** Where the vehicle stands (or will stop). */
  readonly from: StationId;
  /** How it stands there; turns are priced from it. */
  readonly start?: Arrival;
  readonly profile: VehicleProfile;
  /** Default: travel time with default penalties (as DefaultRouter). */
  readonly cost?: EdgeCost;
  /** Usable stations and edges; the start station is always allowed. */
  readonly availability?: Availability;
  /** Extra cost for entering a station, as RouteRequest.penalties. */
  readonly penalties?: ReadonlyMap<StationId, number>;
}

const defaultCost = travelTimeCost();

/**
 * One-to-many travel costs: Dijkstra from one vehicle over the same states as DefaultRouter
 * ("arrived by edge e", plus "standing at the start"), summing costs in the same order, so each
 * target costs what DefaultRouter finds for it (up to floating-point rounding between equally
 * cheap routes). Lazy: `next()` returns the targets in ascending cost and expands only as far as
 * that, so asking for a vehicle's few nearest pickups stays a small search. Keeps its own arrays,
 * so several searches may be open at once.
 */
export class ForwardCostSearch {
  private readonly index: GraphIndex;
  private readonly cost: EdgeCost;
  private readonly heap = new NumberHeap();
  private readonly best: Float64Array;
  private readonly closed: Uint8Array;
  private readonly pending: Set<StationId>;
  private readonly startState: number;

  constructor(graph: LayoutGraph, private readonly req: ForwardSearchRequest, targets: Iterable<StationId>) {
    this.index = graphIndex(graph);
    this.cost = req.cost ?? defaultCost;
    this.pending = new Set([...targets].filter((t) => graph.stations.has(t)));
    this.startState = this.index.edges.length;
    this.best = new Float64Array(this.startState + 1).fill(Infinity);
    this.closed = new Uint8Array(this.startState + 1);
    if (!this.index.stationOf.has(req.from)) {
      this.pending.clear();
      return;
    }
    this.best[this.startState] = 0;
    this.heap.push(0, this.startState);
  }

  /** The cheapest target not yet returned, with its cost; undefined when the rest cannot be reached. */
  next(): { station: StationId; cost: number } | undefined {
    const { edges, arrivals, edgeTo, stations, outgoing, stationOf } = this.index;
    const usable = this.req.availability;
    const penalties = this.req.penalties;
    while (this.pending.size > 0 && this.heap.size > 0) {
      const state = this.heap.pop();
      const g = this.heap.poppedKey;
      if (this.closed[state]) continue;
      this.closed[state] = 1;
      const via = state === this.startState ? undefined : edges[state];
      const station = via ? edgeTo[state] : stationOf.get(this.req.from)!;
      const arrival: Arrival | undefined = via ? arrivals[state] : this.req.start;
      for (const i of outgoing[station]) {
        const e = edges[i];
        // As DefaultRouter: the segment and the station entered must be usable.
        if (this.closed[i] || (usable && !(usable.segment(e.segment) && usable.station(e.to)))) continue;
        const next = g + this.cost.edge(e, arrival, this.req.profile) + (penalties?.get(e.to) ?? 0);
        if (next >= this.best[i]) continue;
        this.best[i] = next;
        this.heap.push(next, i);
      }
      const id = stations[station].id;
      if (this.pending.delete(id)) return { station: id, cost: g };
    }
    return undefined;
  }
}
