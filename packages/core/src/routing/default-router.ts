import type { StationId } from '../ids.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import { travelTimeCost, type Arrival } from './cost.js';
import { MinHeap } from './heap.js';
import type { Route, RouteRequest, Router } from './router.js';

interface Label {
  readonly station: StationId;
  readonly via: TravelEdge | undefined;
  readonly g: number;
  readonly parent: Label | undefined;
}

const defaultCost = travelTimeCost();

/**
 * A* (Dijkstra when the cost has no lower bound) over states "at station, arrived by edge", so
 * turn and reverse penalties that depend on the previous edge are priced exactly.
 */
export class DefaultRouter implements Router {
  route(graph: LayoutGraph, req: RouteRequest): Route | undefined {
    const cost = req.cost ?? defaultCost;
    const goal = graph.stations.get(req.to);
    if (!graph.stations.has(req.from) || !goal) return undefined;
    if (req.from === req.to) return { steps: [], cost: 0, length: 0 };
    const usable = req.availability;
    if (usable && !usable.station(req.to)) return undefined;
    if (req.avoid?.has(req.to)) return undefined;
    const h = (s: StationId) => (cost.lowerBound ? cost.lowerBound(graph.stations.get(s)!, goal, req.profile) : 0);

    const best = new Map<string, number>();
    const heap = new MinHeap<Label>();
    const start: Label = { station: req.from, via: undefined, g: 0, parent: undefined };
    best.set(`@${req.from}`, 0);
    heap.push(h(req.from), start);
    const closed = new Set<string>();
    while (heap.size > 0) {
      const label = heap.pop()!.value;
      const key = label.via ? label.via.id : `@${label.station}`;
      if (closed.has(key)) continue;
      closed.add(key);
      if (label.station === req.to) return build(label);
      const arrival: Arrival | undefined = label.via ? { heading: label.via.endHeading, drive: label.via.drive } : req.start;
      for (const e of graph.outgoing.get(label.station) ?? []) {
        // The start station may itself be locked or blocked (the vehicle stands there): only the
        // segment and the stations entered must be usable. Other stations were entered, so usable.
        if (usable && !(usable.segment(e.segment) && usable.station(e.to))) continue;
        if (req.avoid?.has(e.to)) continue;
        if (closed.has(e.id)) continue;
        const g = label.g + cost.edge(e, arrival, req.profile) + (req.penalties?.get(e.to) ?? 0);
        const prev = best.get(e.id);
        if (prev !== undefined && prev <= g) continue;
        best.set(e.id, g);
        heap.push(g + h(e.to), { station: e.to, via: e, g, parent: label });
      }
    }
    return undefined;
  }
}

function build(label: Label): Route {
  const steps: TravelEdge[] = [];
  let length = 0;
  for (let l: Label | undefined = label; l?.via; l = l.parent) {
    steps.push(l.via);
    length += l.via.length;
  }
  steps.reverse();
  return { steps, cost: label.g, length };
}
