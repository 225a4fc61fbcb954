import type { DraftBackground, LayoutDraft, SaveDraftRequest, SegmentDirection, SegmentType, StationType, ZoneType } from '@agvs/contract';
import type { Point } from '../../../monitor/logic/geometry';

/*
 * The editor's working copy of a layout's draft. Rows are keyed by a key that never changes while
 * the editor is open (the row id for stored rows, `new:n` for drawn ones), so segments and zones
 * keep pointing at a station whose code the user is still typing. Every edit makes a new document:
 * undo and redo are a list of documents.
 */

export interface EdStation {
  readonly key: string;
  /** null: drawn in this editor, not stored yet. */
  readonly id: string | null;
  readonly stationCode: string;
  readonly stationName: string;
  readonly type: StationType;
  readonly mapX: number;
  readonly mapY: number;
  readonly width: number;
}

export interface EdSegment {
  readonly key: string;
  readonly id: string | null;
  /** Station keys. */
  readonly src: string;
  readonly dest: string;
  readonly type: SegmentType;
  readonly direction: SegmentDirection;
  /** The two Bezier handles (map units); null for a straight segment. */
  readonly controls: readonly [Point, Point] | null;
}

export interface EdZone {
  readonly key: string;
  readonly id: string | null;
  readonly zoneCode: string;
  readonly zoneName: string;
  readonly zoneType: ZoneType;
  /** Station keys, in order. */
  readonly stations: readonly string[];
}

export interface EdEquipment {
  readonly id: string;
  readonly equipmentCode: string;
  readonly equipmentName: string;
  /** Station key, or null when it stands at no station. */
  readonly station: string | null;
}

export interface EditorDoc {
  readonly width: number;
  readonly height: number;
  readonly mmPerUnit: number;
  readonly background: DraftBackground | null;
  readonly stations: ReadonlyMap<string, EdStation>;
  readonly segments: ReadonlyMap<string, EdSegment>;
  readonly zones: ReadonlyMap<string, EdZone>;
  readonly equipment: ReadonlyMap<string, EdEquipment>;
  /** The next number for a new row's key. */
  readonly nextKey: number;
}

const keyed = <T extends { readonly key: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.key, row]));

/** The editor's document of a stored draft. */
export function docOf(draft: LayoutDraft): EditorDoc {
  const keyOfCode = new Map(draft.stations.map((s) => [s.stationCode, s.id]));
  const stationKey = (code: string | null) => (code === null ? null : (keyOfCode.get(code) ?? null));
  return {
    width: draft.width,
    height: draft.height,
    mmPerUnit: draft.mmPerUnit,
    background: draft.background,
    stations: keyed(draft.stations.map((s) => ({ ...s, key: s.id }))),
    segments: keyed(
      draft.segments.flatMap((s) => {
        const src = stationKey(s.srcStationCode);
        const dest = stationKey(s.destStationCode);
        if (!src || !dest) return [];
        const [a, b] = s.controlPoints;
        const controls = s.type === 'Bezier' && a && b ? ([a, b] as const) : null;
        return [{ key: s.id, id: s.id, src, dest, type: s.type, direction: s.direction, controls }];
      }),
    ),
    zones: keyed(
      draft.zones.map((z) => ({
        key: z.id,
        id: z.id,
        zoneCode: z.zoneCode,
        zoneName: z.zoneName,
        zoneType: z.zoneType,
        stations: z.stationCodes.flatMap((code) => stationKey(code) ?? []),
      })),
    ),
    equipment: new Map(draft.equipment.map((e) => [e.id, { ...e, station: stationKey(e.stationCode) }])),
    nextKey: 1,
  };
}

/** The save request of a document: stations named by their (current) codes. */
export function saveRequestOf(doc: EditorDoc, layoutId: string, revision: number): SaveDraftRequest {
  const code = (key: string | null) => (key === null ? null : (doc.stations.get(key)?.stationCode ?? null));
  return {
    id: layoutId,
    revision,
    width: doc.width,
    height: doc.height,
    mmPerUnit: doc.mmPerUnit,
    background: doc.background,
    stations: [...doc.stations.values()].map(({ id, stationCode, stationName, type, mapX, mapY, width }) => ({ id, stationCode, stationName, type, mapX, mapY, width })),
    segments: [...doc.segments.values()].map((s) => ({
      id: s.id,
      srcStationCode: code(s.src)!,
      destStationCode: code(s.dest)!,
      type: s.type,
      direction: s.direction,
      controlPoints: s.controls ? s.controls.map((p) => ({ x: p.x, y: p.y })) : [],
    })),
    zones: [...doc.zones.values()].map((z) => ({
      id: z.id,
      zoneCode: z.zoneCode,
      zoneName: z.zoneName,
      zoneType: z.zoneType,
      stationCodes: z.stations.flatMap((key) => code(key) ?? []),
    })),
    equipment: [...doc.equipment.values()].map((e) => ({ id: e.id, stationCode: code(e.station) })),
  };
}

/** A new row key, and the document counting it. */
export function newKey(doc: EditorDoc): [string, EditorDoc] {
  return [`new:${doc.nextKey}`, { ...doc, nextKey: doc.nextKey + 1 }];
}

export const stationAt = (doc: EditorDoc, key: string): Point | null => {
  const s = doc.stations.get(key);
  return s ? { x: s.mapX, y: s.mapY } : null;
};

/** The station key of a code (codes are unique within a layout). */
export function stationKeyOfCode(doc: EditorDoc, code: string): string | null {
  for (const s of doc.stations.values()) if (s.stationCode === code) return s.key;
  return null;
}

export function zoneKeyOfCode(doc: EditorDoc, code: string): string | null {
  for (const z of doc.zones.values()) if (z.zoneCode === code) return z.key;
  return null;
}
