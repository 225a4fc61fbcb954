import type { SegmentId, StationId, ZoneId } from '../ids.js';
import type { LayoutGraph, TravelEdge } from './graph.js';

/**
 * The changing state of the map that decides which elements routes may use: operator locks,
 * invalid (disabled) elements and Block zones in force. Starts from the layout's own flags.
 */
export interface MapState {
  readonly lockedStations: ReadonlySet<StationId>;
  readonly invalidStations: ReadonlySet<StationId>;
  readonly lockedSegments: ReadonlySet<SegmentId>;
  readonly invalidSegments: ReadonlySet<SegmentId>;
  /** Block zones in force. */
  readonly activeBlockZones: ReadonlySet<ZoneId>;
}

export function initialMapState(graph: LayoutGraph): MapState {
  const ids = <T>(items: Iterable<T>, keep: (t: T) => boolean, id: (t: T) => string) => {
    const out = new Set<string>();
    for (const t of items) if (keep(t)) out.add(id(t));
    return out;
  };
  return {
    lockedStations: ids(graph.stations.values(), (s) => s.locked === true, (s) => s.id) as Set<StationId>,
    invalidStations: ids(graph.stations.values(), (s) => s.valid === false, (s) => s.id) as Set<StationId>,
    lockedSegments: ids(graph.segments.values(), (s) => s.locked === true, (s) => s.id) as Set<SegmentId>,
    invalidSegments: ids(graph.segments.values(), (s) => s.valid === false, (s) => s.id) as Set<SegmentId>,
    activeBlockZones: ids(graph.zones.values(), (z) => z.type === 'Block' && z.active !== false, (z) => z.id) as Set<ZoneId>,
  };
}

/** What routing may use right now: one map state, so the answers never change (routers cache them). */
export interface Availability {
  station(id: StationId): boolean;
  segment(id: SegmentId): boolean;
  edge(edge: TravelEdge): boolean;
}

/**
 * A station is usable when it is valid, not locked, not of type Block and in no Block zone in
 * force. An edge is usable when its segment is valid and not locked and both ends are usable.
 */
export function availability(graph: LayoutGraph, state: MapState): Availability {
  const cache = new Map<StationId, boolean>();
  const station = (id: StationId): boolean => {
    let ok = cache.get(id);
    if (ok === undefined) {
      const s = graph.stations.get(id);
      ok =
        s !== undefined &&
        s.type !== 'Block' &&
        !state.lockedStations.has(id) &&
        !state.invalidStations.has(id) &&
        !(graph.zonesOfStation.get(id) ?? []).some((z) => state.activeBlockZones.has(z));
      cache.set(id, ok);
    }
    return ok;
  };
  const segment = (id: SegmentId) => !state.lockedSegments.has(id) && !state.invalidSegments.has(id);
  return { station, segment, edge: (e) => segment(e.segment) && station(e.from) && station(e.to) };
}
