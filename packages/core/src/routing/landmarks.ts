import { distance } from '../geometry/point.js';
import type { TravelEdge } from '../model/graph.js';
import type { GraphIndex } from './graph-index.js';
import { NumberHeap } from './number-heap.js';

/**
 * Landmark distances (ALT): for a few far-apart stations L, the shortest driving distance (mm,
 * respecting segment directions, ignoring locks, penalties and turns) from L to every station
 * and from every station to L. By the triangle inequality d(v, goal) >= d(L, goal) - d(L, v)
 * and >= d(v, L) - d(goal, L): a lower bound of the remaining distance that knows about one-way
 * aisles and walls, where the straight line does not. Locks only make routes longer, so the
 * bound stays valid under any availability.
 */
export interface Landmarks {
  /** fromL[k][v] = d(L_k, v); Infinity when unreachable. */
  readonly fromL: readonly Float64Array[];
  /** toL[k][v] = d(v, L_k). */
  readonly toL: readonly Float64Array[];
}

type LengthWeight = (e: TravelEdge) => number;

const plain = new WeakMap<GraphIndex, Landmarks>();
const weighted = new WeakMap<LengthWeight, WeakMap<GraphIndex, Landmarks>>();

/**
 * Landmarks of a graph, computed once per graph and weight (2 x count Dijkstra runs over the
 * graph). With a weight, distances are sums of length x weight (EdgeCost.lengthWeight).
 */
export function landmarksOf(index: GraphIndex, weight?: LengthWeight, count = 8): Landmarks {
  let byIndex = plain;
  if (weight) {
    let w = weighted.get(weight);
    if (!w) weighted.set(weight, (w = new WeakMap()));
    byIndex = w;
  }
  let l = byIndex.get(index);
  if (!l) {
    l = pickLandmarks(index, Math.min(count, index.stations.length), weight);
    byIndex.set(index, l);
  }
  return l;
}

/** Lower bound of the driving distance from station v to station goal, mm. */
export function landmarkBound(l: Landmarks, v: number, goal: number): number {
  let best = 0;
  for (let k = 0; k < l.fromL.length; k++) {
    const a = l.fromL[k][goal] - l.fromL[k][v];
    if (a > best && Number.isFinite(a)) best = a;
    const b = l.toL[k][v] - l.toL[k][goal];
    if (b > best && Number.isFinite(b)) best = b;
  }
  return best;
}

/** Farthest-point choice: each next landmark is the station farthest from those chosen so far. */
function pickLandmarks(index: GraphIndex, count: number, weight: LengthWeight | undefined): Landmarks {
  const fromL: Float64Array[] = [];
  const toL: Float64Array[] = [];
  const n = index.stations.length;
  if (n === 0) return { fromL, toL };
  const cx = index.stations.reduce((s, p) => s + p.x, 0) / n;
  const cy = index.stations.reduce((s, p) => s + p.y, 0) / n;
  let next = 0;
  for (let i = 1; i < n; i++) if (distance(index.stations[i], { x: cx, y: cy }) > distance(index.stations[next], { x: cx, y: cy })) next = i;
  const nearest = new Float64Array(n).fill(Infinity);
  for (let k = 0; k < count; k++) {
    const f = shortest(index, next, false, weight);
    fromL.push(f);
    toL.push(shortest(index, next, true, weight));
    for (let v = 0; v < n; v++) {
      const d = Math.min(f[v], toL[k][v]);
      if (d < nearest[v]) nearest[v] = d;
    }
    let far = -1;
    for (let v = 0; v < n; v++) if (Number.isFinite(nearest[v]) && nearest[v] > 0 && (far < 0 || nearest[v] > nearest[far])) far = v;
    if (far < 0) break;
    next = far;
  }
  return { fromL, toL };
}

/** Dijkstra by (weighted) length from `source` to every station (reversed: from every station to `source`). */
function shortest(index: GraphIndex, source: number, reversed: boolean, weight: LengthWeight | undefined): Float64Array {
  const { edges, edgeTo, edgeFrom, outgoing, incoming } = index;
  const dist = new Float64Array(index.stations.length).fill(Infinity);
  const heap = new NumberHeap();
  dist[source] = 0;
  heap.push(0, source);
  while (heap.size > 0) {
    const v = heap.pop();
    const key = heap.poppedKey;
    if (key > dist[v]) continue;
    const next = reversed ? incoming[v] : outgoing[v];
    for (const i of next) {
      const w = reversed ? edgeFrom[i] : edgeTo[i];
      const d = key + edges[i].length * (weight ? weight(edges[i]) : 1);
      if (d < dist[w]) {
        dist[w] = d;
        heap.push(d, w);
      }
    }
  }
  return dist;
}
