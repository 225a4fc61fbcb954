import { distance, type Point } from '../../../monitor/logic/geometry';
import type { EditorDoc } from './doc';
import type { Selection } from './edits';

export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export const boxOf = (a: Point, b: Point): Box => ({ minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) });

const inside = (box: Box, x: number, y: number) => x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY;

/** Stations inside a dragged box, and the segments whose two ends are. */
export function pickBox(doc: EditorDoc, box: Box): Selection {
  const stations = new Set<string>();
  for (const s of doc.stations.values()) if (inside(box, s.mapX, s.mapY)) stations.add(s.key);
  const segments = new Set<string>();
  for (const s of doc.segments.values()) if (stations.has(s.src) && stations.has(s.dest)) segments.add(s.key);
  return { stations, segments, zones: new Set() };
}

/** The union of two selections (shift adds to what is selected). */
export function union(a: Selection, b: Selection): Selection {
  return { stations: new Set([...a.stations, ...b.stations]), segments: new Set([...a.segments, ...b.segments]), zones: new Set([...a.zones, ...b.zones]) };
}

/** One element added, or taken out when it was selected (shift-click). */
export function toggle(sel: Selection, kind: keyof Selection, key: string): Selection {
  const set = new Set(sel[kind]);
  if (set.has(key)) set.delete(key);
  else set.add(key);
  return { ...sel, [kind]: set };
}

/** The selection without keys the document no longer has (after undo, delete). */
export function prune(doc: EditorDoc, sel: Selection): Selection {
  const keep = (set: ReadonlySet<string>, rows: ReadonlyMap<string, unknown>) => {
    for (const key of set) if (!rows.has(key)) return new Set([...set].filter((k) => rows.has(k)));
    return set;
  };
  const stations = keep(sel.stations, doc.stations);
  const segments = keep(sel.segments, doc.segments);
  const zones = keep(sel.zones, doc.zones);
  return stations === sel.stations && segments === sel.segments && zones === sel.zones ? sel : { stations, segments, zones };
}

/**
 * mm per map unit from two points of the site drawing `metres` apart: how the drawing is scaled.
 * null when the points are too close to measure (under one map unit) or the distance is not positive.
 */
export function scaleFrom(a: Point, b: Point, metres: number): number | null {
  const units = distance(a, b);
  if (!(units >= 1) || !(metres > 0) || !Number.isFinite(metres)) return null;
  return Math.round(((metres * 1000) / units) * 1000) / 1000;
}
