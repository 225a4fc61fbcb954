import type { Point } from '../geometry/point.js';
import type { Polyline } from '../geometry/polyline.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import type { Mm } from '../units.js';

/** Spacing of the points along an edge that are checked, mm. */
const STEP_MM = 100;

/**
 * How far along an edge a vehicle must have driven before the station it left is free for another
 * vehicle. `clearanceMm` is the distance the two bodies need between their reference points (the
 * leaving vehicle's footprint radius, the largest radius of the fleet and a margin). The next
 * vehicle may stand on that station, turning, or drive any other lane that meets there (or passes
 * over it), so from that distance on the rest of the edge must keep the clearance from the station
 * and from every one of those lanes: the first station given back early is decided by the
 * geometry, not by the clearance alone (two lanes leaving at a sharp angle keep the station held
 * longer). Undefined when the edge never gets that far from them: the station is then held until
 * the vehicle reaches the next one, as without footprints. Pure and cached per graph.
 */
export class ClearingDistances {
  private readonly cache = new WeakMap<LayoutGraph, Map<string, Mm | null>>();

  of(graph: LayoutGraph, edge: TravelEdge, clearanceMm: Mm): Mm | undefined {
    let byEdge = this.cache.get(graph);
    if (!byEdge) this.cache.set(graph, (byEdge = new Map()));
    const key = `${edge.id}|${clearanceMm}`;
    let d = byEdge.get(key);
    if (d === undefined) byEdge.set(key, (d = clearingDistance(edge, lanesMeetingAt(graph, edge), clearanceMm) ?? null));
    return d ?? undefined;
  }
}

/** The paths of every lane that ends at the edge's start station or passes over it, other than the edge's own. */
function lanesMeetingAt(graph: LayoutGraph, edge: TravelEdge): Polyline[] {
  const station = edge.from;
  const out: Polyline[] = [];
  const seen = new Set([edge.segment]);
  const add = (e: TravelEdge) => {
    if (seen.has(e.segment)) return;
    seen.add(e.segment);
    out.push(e.path);
  };
  for (const e of graph.outgoing.get(station) ?? []) add(e);
  for (const n of graph.neighbours.get(station) ?? []) for (const e of graph.outgoing.get(n) ?? []) if (e.to === station) add(e);
  const over = new Set(graph.segmentsOverStation.get(station) ?? []);
  if (over.size > 0) for (const e of graph.edges.values()) if (over.has(e.segment)) add(e);
  return out;
}

/** The clearing distance in the edge's own length (see ClearingDistances.of). */
export function clearingDistance(edge: TravelEdge, others: readonly Polyline[], clearanceMm: Mm): Mm | undefined {
  const path = edge.path;
  const start = path.points[0];
  const tooClose = (p: Point) => Math.hypot(p.x - start.x, p.y - start.y) < clearanceMm || others.some((o) => distanceTo(o, p) < clearanceMm);
  // From the end backwards: the first point too close decides; everything beyond it keeps clear.
  let clearFrom = path.length;
  for (let d = path.length; d >= 0; d -= STEP_MM) {
    if (tooClose(pointAt(path, d))) break;
    clearFrom = d;
  }
  if (clearFrom >= path.length) return undefined;
  return clearFrom * (edge.length / path.length);
}

function pointAt(p: Polyline, d: Mm): Point {
  for (let i = 1; i < p.points.length; i++) {
    if (p.cumulative[i] >= d || i === p.points.length - 1) {
      const a = p.points[i - 1];
      const b = p.points[i];
      const piece = p.cumulative[i] - p.cumulative[i - 1];
      const t = piece > 0 ? Math.min(1, Math.max(0, (d - p.cumulative[i - 1]) / piece)) : 0;
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    }
  }
  return p.points[0];
}

/** Shortest distance from q to the polyline, mm. */
function distanceTo(p: Polyline, q: Point): Mm {
  let best = Infinity;
  for (let i = 1; i < p.points.length; i++) {
    const a = p.points[i - 1];
    const b = p.points[i];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.min(1, Math.max(0, ((q.x - a.x) * dx + (q.y - a.y) * dy) / len2)) : 0;
    best = Math.min(best, Math.hypot(q.x - (a.x + dx * t), q.y - (a.y + dy * t)));
  }
  return best;
}
