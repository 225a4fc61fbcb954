import type { SegmentDirection, SegmentType, StationType, ZoneType } from '@agvs/contract';
import type { Point } from '../../../monitor/logic/geometry';
import { nextCode } from './codes';
import { newKey, type EdSegment, type EdStation, type EdZone, type EditorDoc } from './doc';

/*
 * Pure edits of the editor's document. Each answers a new document (and what it created), never
 * changes the one it is given: history keeps the old ones for undo.
 */

/** A coordinate on the grid (grid ≤ 0: as it is). Coordinates stay within the map's positive quadrant. */
export function snap(value: number, grid: number): number {
  const v = grid > 0 ? Math.round(value / grid) * grid : Math.round(value * 100) / 100;
  return Math.max(0, v);
}

export const snapPoint = (at: Point, grid: number): Point => ({ x: snap(at.x, grid), y: snap(at.y, grid) });

const codesOf = (doc: EditorDoc) => new Set([...doc.stations.values()].map((s) => s.stationCode));

/** Default drawn size of a new station: the most common size of the layout's stations. */
function usualWidth(doc: EditorDoc): number {
  const counts = new Map<number, number>();
  for (const s of doc.stations.values()) counts.set(s.width, (counts.get(s.width) ?? 0) + 1);
  let best = 6;
  let most = 0;
  for (const [width, n] of counts) if (n > most) [best, most] = [width, n];
  return best;
}

export function addStation(doc: EditorDoc, at: Point, type: StationType, prefix = 'S'): [EditorDoc, string] {
  const [key, counted] = newKey(doc);
  const stationCode = nextCode(codesOf(doc), prefix);
  const station: EdStation = { key, id: null, stationCode, stationName: stationCode, type, mapX: Math.max(0, at.x), mapY: Math.max(0, at.y), width: usualWidth(doc) };
  const stations = new Map(doc.stations).set(key, station);
  return [{ ...counted, stations }, key];
}

export function updateStation(doc: EditorDoc, key: string, patch: Partial<Omit<EdStation, 'key' | 'id'>>): EditorDoc {
  const station = doc.stations.get(key);
  if (!station) return doc;
  return { ...doc, stations: new Map(doc.stations).set(key, { ...station, ...patch }) };
}

/**
 * Moves stations by (dx, dy), kept at x, y ≥ 0. A Bezier between two moved stations moves its
 * handles too, so a curve moved whole keeps its shape.
 */
export function moveStations(doc: EditorDoc, keys: ReadonlySet<string>, dx: number, dy: number): EditorDoc {
  if (keys.size === 0 || (dx === 0 && dy === 0)) return doc;
  const stations = new Map(doc.stations);
  for (const key of keys) {
    const s = stations.get(key);
    if (s) stations.set(key, { ...s, mapX: Math.max(0, s.mapX + dx), mapY: Math.max(0, s.mapY + dy) });
  }
  let segments = doc.segments;
  for (const seg of doc.segments.values()) {
    if (!seg.controls || !keys.has(seg.src) || !keys.has(seg.dest)) continue;
    if (segments === doc.segments) segments = new Map(doc.segments);
    const [a, b] = seg.controls;
    (segments as Map<string, EdSegment>).set(seg.key, { ...seg, controls: [{ x: a.x + dx, y: a.y + dy }, { x: b.x + dx, y: b.y + dy }] });
  }
  return { ...doc, stations, segments };
}

/** Handles a third and two thirds along the line, bowed sideways by a fifth of its length. */
export function defaultHandles(from: Point, to: Point): [Point, Point] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const bow = 0.2;
  const nx = -dy * bow;
  const ny = dx * bow;
  return [
    { x: from.x + dx / 3 + nx, y: from.y + dy / 3 + ny },
    { x: from.x + (2 * dx) / 3 + nx, y: from.y + (2 * dy) / 3 + ny },
  ];
}

/** Why a segment cannot be drawn between two stations, or null. */
export function segmentRefusal(doc: EditorDoc, src: string, dest: string): 'same' | 'exists' | null {
  if (src === dest) return 'same';
  for (const s of doc.segments.values()) {
    if ((s.src === src && s.dest === dest) || (s.src === dest && s.dest === src)) return 'exists';
  }
  return null;
}

export function addSegment(doc: EditorDoc, src: string, dest: string, type: SegmentType, direction: SegmentDirection): [EditorDoc, string] | null {
  const from = doc.stations.get(src);
  const to = doc.stations.get(dest);
  if (!from || !to || segmentRefusal(doc, src, dest)) return null;
  const [key, counted] = newKey(doc);
  const controls = type === 'Bezier' ? defaultHandles({ x: from.mapX, y: from.mapY }, { x: to.mapX, y: to.mapY }) : null;
  const segment: EdSegment = { key, id: null, src, dest, type, direction, controls };
  return [{ ...counted, segments: new Map(doc.segments).set(key, segment) }, key];
}

export function updateSegment(doc: EditorDoc, key: string, patch: Partial<Pick<EdSegment, 'type' | 'direction'>>): EditorDoc {
  const seg = doc.segments.get(key);
  if (!seg) return doc;
  let next: EdSegment = { ...seg, ...patch };
  if (next.type === 'Bezier' && !next.controls) {
    const from = doc.stations.get(seg.src)!;
    const to = doc.stations.get(seg.dest)!;
    next = { ...next, controls: defaultHandles({ x: from.mapX, y: from.mapY }, { x: to.mapX, y: to.mapY }) };
  }
  if (next.type === 'straight') next = { ...next, controls: null };
  return { ...doc, segments: new Map(doc.segments).set(key, next) };
}

/** The segment drawn the other way round (its handles swap too, so the curve stays where it was). */
export function reverseSegment(doc: EditorDoc, key: string): EditorDoc {
  const seg = doc.segments.get(key);
  if (!seg) return doc;
  const controls = seg.controls ? ([seg.controls[1], seg.controls[0]] as const) : null;
  return { ...doc, segments: new Map(doc.segments).set(key, { ...seg, src: seg.dest, dest: seg.src, controls }) };
}

export function moveHandle(doc: EditorDoc, key: string, index: 0 | 1, at: Point): EditorDoc {
  const seg = doc.segments.get(key);
  if (!seg?.controls) return doc;
  const controls: [Point, Point] = [seg.controls[0], seg.controls[1]];
  controls[index] = at;
  return { ...doc, segments: new Map(doc.segments).set(key, { ...seg, controls }) };
}

export interface Selection {
  readonly stations: ReadonlySet<string>;
  readonly segments: ReadonlySet<string>;
  readonly zones: ReadonlySet<string>;
}

export const EMPTY_SELECTION: Selection = { stations: new Set(), segments: new Set(), zones: new Set() };

export const isEmpty = (sel: Selection) => sel.stations.size + sel.segments.size + sel.zones.size === 0;

/** Removes the selection: a station takes its segments along and leaves its zones and equipment. */
export function deleteSelection(doc: EditorDoc, sel: Selection): EditorDoc {
  if (isEmpty(sel)) return doc;
  const stations = new Map([...doc.stations].filter(([key]) => !sel.stations.has(key)));
  const segments = new Map(
    [...doc.segments].filter(([key, s]) => !sel.segments.has(key) && !sel.stations.has(s.src) && !sel.stations.has(s.dest)),
  );
  const zones = new Map<string, EdZone>();
  for (const [key, zone] of doc.zones) {
    if (sel.zones.has(key)) continue;
    const kept = zone.stations.filter((s) => !sel.stations.has(s));
    zones.set(key, kept.length === zone.stations.length ? zone : { ...zone, stations: kept });
  }
  const equipment = new Map([...doc.equipment].map(([id, e]) => [id, e.station && sel.stations.has(e.station) ? { ...e, station: null } : e]));
  return { ...doc, stations, segments, zones, equipment };
}

export function addZone(doc: EditorDoc, stations: readonly string[], zoneCode: string, zoneName: string, zoneType: ZoneType): [EditorDoc, string] {
  const [key, counted] = newKey(doc);
  const zone: EdZone = { key, id: null, zoneCode, zoneName, zoneType, stations: stations.filter((s) => doc.stations.has(s)) };
  return [{ ...counted, zones: new Map(doc.zones).set(key, zone) }, key];
}

export function updateZone(doc: EditorDoc, key: string, patch: Partial<Omit<EdZone, 'key' | 'id'>>): EditorDoc {
  const zone = doc.zones.get(key);
  if (!zone) return doc;
  return { ...doc, zones: new Map(doc.zones).set(key, { ...zone, ...patch }) };
}

/** Puts a piece of equipment at a station (null: at none). */
export function placeEquipment(doc: EditorDoc, id: string, station: string | null): EditorDoc {
  const e = doc.equipment.get(id);
  if (!e || e.station === station) return doc;
  return { ...doc, equipment: new Map(doc.equipment).set(id, { ...e, station }) };
}

export function setLayout(doc: EditorDoc, patch: Partial<Pick<EditorDoc, 'width' | 'height' | 'mmPerUnit' | 'background'>>): EditorDoc {
  return { ...doc, ...patch };
}

/** Every station and segment (select all). */
export const everything = (doc: EditorDoc): Selection => ({ stations: new Set(doc.stations.keys()), segments: new Set(doc.segments.keys()), zones: new Set() });
