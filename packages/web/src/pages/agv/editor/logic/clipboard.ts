import type { Point } from '../../../monitor/logic/geometry';
import { nextCode, prefixOf } from './codes';
import { newKey, type EdSegment, type EdStation, type EditorDoc } from './doc';
import type { Selection } from './edits';

/** What copy keeps: stations and the segments between them (a segment to a station left behind has nothing to hang on). */
export interface Clipboard {
  readonly stations: readonly EdStation[];
  readonly segments: readonly EdSegment[];
}

export function copySelection(doc: EditorDoc, sel: Selection): Clipboard | null {
  const stations = [...sel.stations].flatMap((key) => doc.stations.get(key) ?? []);
  if (stations.length === 0) return null;
  const inside = new Set(stations.map((s) => s.key));
  const segments = [...doc.segments.values()].filter((s) => inside.has(s.src) && inside.has(s.dest));
  return { stations, segments };
}

/**
 * The clipboard added to the document, moved by `offset`; copies get new codes (same prefix, next
 * free numbers) and become the selection. A copy's name follows its new code.
 */
export function paste(doc: EditorDoc, clip: Clipboard, offset: Point): [EditorDoc, Selection] {
  let next = doc;
  const used = new Set([...doc.stations.values()].map((s) => s.stationCode));
  const keyOf = new Map<string, string>();
  const stations = new Map(doc.stations);
  for (const s of clip.stations) {
    const [key, counted] = newKey(next);
    next = counted;
    const stationCode = nextCode(used, prefixOf(s.stationCode));
    used.add(stationCode);
    keyOf.set(s.key, key);
    stations.set(key, { ...s, key, id: null, stationCode, stationName: stationCode, mapX: Math.max(0, s.mapX + offset.x), mapY: Math.max(0, s.mapY + offset.y) });
  }
  const segments = new Map(doc.segments);
  const pastedSegments = new Set<string>();
  for (const s of clip.segments) {
    const [key, counted] = newKey(next);
    next = counted;
    const controls = s.controls ? ([{ x: s.controls[0].x + offset.x, y: s.controls[0].y + offset.y }, { x: s.controls[1].x + offset.x, y: s.controls[1].y + offset.y }] as const) : null;
    segments.set(key, { ...s, key, id: null, src: keyOf.get(s.src)!, dest: keyOf.get(s.dest)!, controls });
    pastedSegments.add(key);
  }
  return [{ ...next, stations, segments }, { stations: new Set(keyOf.values()), segments: pastedSegments, zones: new Set() }];
}
