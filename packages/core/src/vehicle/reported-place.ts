import type { StationId } from '../ids.js';
import { distance, type Point } from '../geometry/point.js';
import type { LayoutGraph } from '../model/graph.js';
import type { Position } from '../model/position.js';
import type { Mm } from '../units.js';

/**
 * Where a vehicle that reports its own position (an external driver such as VDA 5050) stands on
 * the graph: the station it names, else the nearest station within snapMm of the point, else the
 * nearest point of any edge (so it shows on the segment it drives). Pure: map coordinates in mm.
 */
export function reportedPlace(graph: LayoutGraph, place: { readonly station: StationId } | { readonly x: Mm; readonly y: Mm; readonly snapMm: Mm }): Position | undefined {
  if ('station' in place) return graph.stations.has(place.station) ? { kind: 'at', station: place.station } : undefined;
  const p: Point = { x: place.x, y: place.y };
  if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) return undefined;
  let nearest: { id: StationId; d: Mm } | undefined;
  // Map iteration order is the layout's station order, so ties go the same way every run.
  for (const s of graph.stations.values()) {
    const d = distance(p, s);
    if (!nearest || d < nearest.d) nearest = { id: s.id, d };
  }
  if (nearest && nearest.d <= place.snapMm) return { kind: 'at', station: nearest.id };
  let best: { position: Position; d: Mm } | undefined;
  for (const e of graph.edges.values()) {
    const pts = e.path.points;
    for (let i = 0; i + 1 < pts.length; i++) {
      const a = pts[i];
      const b = pts[i + 1];
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
      const d = distance(p, { x: a.x + t * dx, y: a.y + t * dy });
      if (best && d >= best.d) continue;
      const along = e.path.cumulative[i] + t * (e.path.cumulative[i + 1] - e.path.cumulative[i]);
      // The edge's length may be a given length rather than its drawn one: progress is scaled to it.
      const progress = e.path.length > 0 ? (along / e.path.length) * e.length : 0;
      best = { position: { kind: 'on', edge: e, progress: Math.min(Math.max(progress, 0), e.length) }, d };
    }
  }
  return best?.position ?? (nearest ? { kind: 'at', station: nearest.id } : undefined);
}
