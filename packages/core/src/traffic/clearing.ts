import { pointPolylineDistance } from '../geometry/intersect.js';
import { distance, type Point } from '../geometry/point.js';
import { poseAlong, type Polyline } from '../geometry/polyline.js';
import { edgeId, type LayoutGraph, type TravelEdge } from '../model/graph.js';
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
  for (const seg of graph.segmentsOverStation.get(station) ?? []) {
    const e = graph.edges.get(edgeId(seg, false)) ?? graph.edges.get(edgeId(seg, true));
    if (e) add(e);
  }
  return out;
}

/** The clearing distance in the edge's own length (see ClearingDistances.of). */
function clearingDistance(edge: TravelEdge, others: readonly Polyline[], clearanceMm: Mm): Mm | undefined {
  const path = edge.path;
  const start = path.points[0];
  const tooClose = (p: Point) => distance(p, start) < clearanceMm || others.some((o) => pointPolylineDistance(p, o) < clearanceMm);
  // From the end backwards: the first point too close decides; everything beyond it keeps clear.
  let clearFrom = path.length;
  for (let d = path.length; d >= 0; d -= STEP_MM) {
    if (tooClose(poseAlong(path, d / path.length).point)) break;
    clearFrom = d;
  }
  if (clearFrom >= path.length) return undefined;
  return clearFrom * (edge.length / path.length);
}
