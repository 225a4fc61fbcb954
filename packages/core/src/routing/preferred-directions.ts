import type { LayoutGraph, EdgeId } from '../model/graph.js';

/**
 * Preferred directions on two-way lanes, derived from the layout alone (docs/traffic-control.md,
 * "Traffic-aware routing"): every two-way lane between two through stations gets the direction
 * that circulates counter-clockwise (in layout coordinates) around the centre of the layout,
 * like a roundabout. Vehicles that take the preferred direction on both halves of a loop or
 * of a grid drive in the same sense and do not meet head-on; a vehicle going the other way is
 * priced higher, not forbidden, so every route stays possible.
 *
 * Lanes that end in a dead end (spurs) and lanes pointing at the centre (no clear sense of
 * rotation, |sin| of the angle below MIN_SIN) get no preference. Returns the ids of the edges
 * that drive against the preference.
 */
export function againstPreferred(graph: LayoutGraph): ReadonlySet<EdgeId> {
  const cached = cache.get(graph);
  if (cached) return cached;
  let cx = 0;
  let cy = 0;
  for (const s of graph.stations.values()) {
    cx += s.x;
    cy += s.y;
  }
  const n = Math.max(1, graph.stations.size);
  cx /= n;
  cy /= n;
  const reverse = new Map<string, EdgeId>();
  for (const e of graph.edges.values()) reverse.set(`${e.from}>${e.to}`, e.id);
  const against = new Set<EdgeId>();
  for (const e of graph.edges.values()) {
    // Only lanes driven both ways, between stations that are not dead ends.
    if (!reverse.has(`${e.to}>${e.from}`)) continue;
    if ((graph.neighbours.get(e.from)?.length ?? 0) < 2 || (graph.neighbours.get(e.to)?.length ?? 0) < 2) continue;
    const a = graph.stations.get(e.from)!;
    const b = graph.stations.get(e.to)!;
    const mx = (a.x + b.x) / 2 - cx;
    const my = (a.y + b.y) / 2 - cy;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const norm = Math.hypot(mx, my) * Math.hypot(dx, dy);
    if (norm === 0) continue;
    // z of (centre -> midpoint) x (direction): positive is counter-clockwise.
    const sin = (mx * dy - my * dx) / norm;
    if (sin < -MIN_SIN) against.add(e.id);
  }
  cache.set(graph, against);
  return against;
}

/** Below this |sin| a lane runs (nearly) towards the centre and gets no preferred direction. */
const MIN_SIN = 0.2;

const cache = new WeakMap<LayoutGraph, ReadonlySet<EdgeId>>();
