import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import { travelTimeCost, type Arrival } from './cost.js';
import { edgeUsability, graphIndex, nextGeneration } from './graph-index.js';
import { landmarkBound, landmarksOf } from './landmarks.js';
import type { Route, RouteRequest, Router } from './router.js';

const defaultCost = travelTimeCost();

/**
 * A* (Dijkstra when the cost has no lower bound) over states "at station, arrived by edge", so
 * turn and reverse penalties that depend on the previous edge are priced exactly. The bound is
 * the larger of the cost's straight-line bound and, for costs that grow with length, the
 * landmark distance bound (landmarks.ts). States are numbered (graphIndex) and their costs kept
 * in typed arrays reused from search to search.
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

    const index = graphIndex(graph);
    const { edges, arrivals, edgeTo, stations, outgoing, scratch } = index;
    const gen = nextGeneration(scratch);
    const { stamp, closed, best, parent, hStamp, h: hs } = scratch;
    const from = index.stationOf.get(req.from)!;
    const to = index.stationOf.get(req.to)!;
    const lowerBound = cost.lowerBound?.bind(cost);
    // Cost per mm of graph distance: the landmark bound in the cost's unit (none: straight line only).
    const perMm = cost.minCostPerMm?.(req.profile) ?? 0;
    const landmarks = perMm > 0 ? landmarksOf(index, cost.lengthWeight) : undefined;
    const h = (station: number): number => {
      if (!lowerBound && !landmarks) return 0;
      if (hStamp[station] !== gen) {
        hStamp[station] = gen;
        const line = lowerBound ? lowerBound(stations[station], goal, req.profile) : 0;
        hs[station] = landmarks ? Math.max(line, perMm * landmarkBound(landmarks, station, to)) : line;
      }
      return hs[station];
    };
    const startState = edges.length;
    const penalties = req.penalties && req.penalties.size > 0 ? req.penalties : undefined;
    const avoid = req.avoid && req.avoid.size > 0 ? req.avoid : undefined;
    const usableEdges = usable ? edgeUsability(index, usable) : undefined;

    const heap = scratch.heap;
    heap.clear();
    stamp[startState] = gen;
    best[startState] = 0;
    parent[startState] = -1;
    heap.push(h(from), startState);
    while (heap.size > 0) {
      const state = heap.pop();
      if (closed[state] === gen) continue;
      closed[state] = gen;
      const via = state === startState ? undefined : edges[state];
      const station = via ? edgeTo[state] : from;
      if (station === to) return build(edges, parent, best[state], state, startState);
      const g0 = best[state];
      const arrival: Arrival | undefined = via ? arrivals[state] : req.start;
      for (const i of outgoing[station]) {
        const e = edges[i];
        // The start station may itself be locked or blocked (the vehicle stands there): only the
        // segment and the stations entered must be usable. Other stations were entered, so usable.
        if (usable && usableEdges) {
          if (usableEdges[i] === 0) usableEdges[i] = usable.segment(e.segment) && usable.station(e.to) ? 1 : 2;
          if (usableEdges[i] === 2) continue;
        }
        if (avoid?.has(e.to)) continue;
        if (closed[i] === gen) continue;
        const g = g0 + cost.edge(e, arrival, req.profile) + (penalties?.get(e.to) ?? 0);
        if (stamp[i] === gen && best[i] <= g) continue;
        stamp[i] = gen;
        best[i] = g;
        parent[i] = state;
        heap.push(g + h(edgeTo[i]), i);
      }
    }
    return undefined;
  }
}

function build(edges: readonly TravelEdge[], parent: Int32Array, cost: number, last: number, startState: number): Route {
  const steps: TravelEdge[] = [];
  let length = 0;
  for (let s = last; s !== startState; s = parent[s]) {
    steps.push(edges[s]);
    length += edges[s].length;
  }
  steps.reverse();
  return { steps, cost, length };
}
