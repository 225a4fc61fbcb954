import type { StationType } from '@agvs/contract';
import { distance, type Point } from '../../../monitor/logic/geometry';
import { newKey, type EdSegment, type EditorDoc } from './doc';
import { addStation } from './edits';

const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
const round = (p: Point): Point => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 });

/** Samples searched for the point of a curve nearest to a click. */
const SAMPLES = 64;
/** A split keeps some length on both sides: never on top of an end station. */
const MIN_T = 0.05;

type Cubic = readonly [Point, Point, Point, Point];

function pointOn(c: Cubic, t: number): Point {
  const a = lerp(c[0], c[1], t);
  const b = lerp(c[1], c[2], t);
  const d = lerp(c[2], c[3], t);
  return lerp(lerp(a, b, t), lerp(b, d, t), t);
}

/** The two halves of a cubic Bezier at t (de Casteljau): each keeps the shape of its part. */
export function splitCubic(c: Cubic, t: number): [Cubic, Cubic] {
  const p01 = lerp(c[0], c[1], t);
  const p12 = lerp(c[1], c[2], t);
  const p23 = lerp(c[2], c[3], t);
  const p012 = lerp(p01, p12, t);
  const p123 = lerp(p12, p23, t);
  const mid = lerp(p012, p123, t);
  return [
    [c[0], p01, p012, mid],
    [mid, p123, p23, c[3]],
  ];
}

/** The parameter of the segment's point nearest to `at`, kept away from its ends. */
function nearestT(c: Cubic | null, from: Point, to: Point, at: Point): number {
  let t: number;
  if (!c) {
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const length2 = dx * dx + dy * dy || 1;
    t = ((at.x - from.x) * dx + (at.y - from.y) * dy) / length2;
  } else {
    t = 0;
    let best = Infinity;
    for (let i = 0; i <= SAMPLES; i++) {
      const d = distance(pointOn(c, i / SAMPLES), at);
      if (d < best) [best, t] = [d, i / SAMPLES];
    }
  }
  return Math.min(1 - MIN_T, Math.max(MIN_T, t));
}

/**
 * A new station on a segment where the planner clicked: the segment becomes two, from its start
 * to the new station and on to its end, with the same direction; a curve is cut into two curves
 * that follow it. Answers the document and the new station's key, or null for an unknown segment.
 */
export function splitSegment(doc: EditorDoc, segmentKey: string, at: Point, type: StationType, prefix = 'S'): [EditorDoc, string] | null {
  const seg = doc.segments.get(segmentKey);
  const src = seg && doc.stations.get(seg.src);
  const dest = seg && doc.stations.get(seg.dest);
  if (!seg || !src || !dest) return null;
  const from = { x: src.mapX, y: src.mapY };
  const to = { x: dest.mapX, y: dest.mapY };
  const cubic: Cubic | null = seg.controls ? [from, seg.controls[0], seg.controls[1], to] : null;
  const t = nearestT(cubic, from, to, at);
  const halves = cubic ? splitCubic(cubic, t) : null;
  const point = round(halves ? halves[0][3] : lerp(from, to, t));
  const [withStation, station] = addStation(doc, point, type, prefix);
  const [firstKey, counted] = newKey(withStation);
  const [secondKey, next] = newKey(counted);
  const half = (key: string, a: string, b: string, c: Cubic | null): EdSegment => ({
    key,
    id: null,
    src: a,
    dest: b,
    type: seg.type,
    direction: seg.direction,
    controls: c ? [round(c[1]), round(c[2])] : null,
  });
  const segments = new Map(next.segments);
  segments.delete(segmentKey);
  segments.set(firstKey, half(firstKey, seg.src, station, halves?.[0] ?? null));
  segments.set(secondKey, half(secondKey, station, seg.dest, halves?.[1] ?? null));
  return [{ ...next, segments }, station];
}
