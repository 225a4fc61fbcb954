import { segmentId, stationId, zoneId, type StationId } from '../ids.js';
import type { Point } from '../geometry/point.js';
import type { Segment, SegmentDirection, Station, StationType, Zone, ZoneType } from '../model/layout.js';

/** Compact builders for layouts in tests and demos: ids double as codes. */
export function st(id: string, x: number, y: number, type: StationType = 'Public', extra: Partial<Station> = {}): Station {
  return { id: stationId(id), code: id, x, y, type, ...extra };
}

export function lane(
  from: string,
  to: string,
  direction: SegmentDirection = 'double-forward',
  extra: { id?: string; c1?: Point; c2?: Point; length?: number; locked?: boolean; valid?: boolean } = {},
): Segment {
  return {
    id: segmentId(extra.id ?? `${from}-${to}`),
    from: stationId(from),
    to: stationId(to),
    direction,
    shape: extra.c1 && extra.c2 ? { kind: 'bezier', c1: extra.c1, c2: extra.c2 } : { kind: 'straight' },
    ...(extra.length !== undefined ? { length: extra.length } : {}),
    ...(extra.locked !== undefined ? { locked: extra.locked } : {}),
    ...(extra.valid !== undefined ? { valid: extra.valid } : {}),
  };
}

export function zone(id: string, type: ZoneType, stations: readonly string[], active = true): Zone {
  return { id: zoneId(id), code: id, type, stations: stations.map(stationId), active };
}

export const ids = (...names: string[]): StationId[] => names.map(stationId);
