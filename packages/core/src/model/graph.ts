import type { Brand, SegmentId, StationId, ZoneId } from '../ids.js';
import { sampleCubic } from '../geometry/bezier.js';
import { headingDeg, normalizeDeg, type Point } from '../geometry/point.js';
import { endHeadings, polyline, reversePolyline, type Polyline } from '../geometry/polyline.js';
import type { Deg, Mm } from '../units.js';
import { findCorridors } from './corridors.js';
import { findConflicts } from './conflicts.js';
import { travelModes } from './direction.js';
import type { DriveDirection, Layout, Segment, Station, Zone } from './layout.js';

/** Id of one way of travelling a segment: `<segmentId>>` along it, `<segmentId><` against it. */
export type EdgeId = Brand<string, 'EdgeId'>;

/** A directed way to travel one segment, with the drive direction it imposes. */
export interface TravelEdge {
  readonly id: EdgeId;
  readonly segment: SegmentId;
  readonly from: StationId;
  readonly to: StationId;
  readonly drive: DriveDirection;
  /** Length, mm (the segment's given length, or its measured geometry). */
  readonly length: Mm;
  /** Geometry in travel order (from -> to), mm. */
  readonly path: Polyline;
  /** Heading of the vehicle body when it starts / ends this edge (path tangent, +180 if Backward). */
  readonly startHeading: Deg;
  readonly endHeading: Deg;
}

/** The routing graph of a layout. Static: locks and blocks are applied through Availability. */
export interface LayoutGraph {
  readonly stations: ReadonlyMap<StationId, Station>;
  readonly segments: ReadonlyMap<SegmentId, Segment>;
  readonly zones: ReadonlyMap<ZoneId, Zone>;
  readonly edges: ReadonlyMap<EdgeId, TravelEdge>;
  /** Edges leaving each station (allowed travel only). */
  readonly outgoing: ReadonlyMap<StationId, readonly TravelEdge[]>;
  /** Stations joined to each station by any segment, either way. */
  readonly neighbours: ReadonlyMap<StationId, readonly StationId[]>;
  readonly zonesOfStation: ReadonlyMap<StationId, readonly ZoneId[]>;
  /** Narrow corridor (two-way chain without passing place, or dead end) each station belongs to. */
  readonly corridorOf: ReadonlyMap<StationId, number>;
  /** Segments whose geometry crosses each segment (not counting meeting at a shared station). */
  readonly segmentConflicts: ReadonlyMap<SegmentId, readonly SegmentId[]>;
  /** Segments passing over each station without ending there. */
  readonly segmentsOverStation: ReadonlyMap<StationId, readonly SegmentId[]>;
}

export interface GraphOptions {
  /** A station closer than this to a lane that does not end there conflicts with it (mm). Default 1. */
  readonly stationClearance?: Mm;
}

/** Geometry of a segment in its own from -> to orientation. */
export function segmentPath(segment: Segment, from: Point, to: Point): Polyline {
  return segment.shape.kind === 'straight' ? polyline([from, to]) : polyline(sampleCubic(from, segment.shape.c1, segment.shape.c2, to));
}

/** Exact start and end tangents of a Bezier in travel order (the sampled chords are slightly off). */
function tangents(seg: Segment, a: Point, b: Point, reversed: boolean): { start: Deg; end: Deg } | undefined {
  if (seg.shape.kind !== 'bezier') return undefined;
  const { c1, c2 } = seg.shape;
  const same = (p: Point, q: Point) => p.x === q.x && p.y === q.y;
  const start = headingDeg(a, same(a, c1) ? c2 : c1);
  const end = headingDeg(same(c2, b) ? c1 : c2, b);
  return reversed ? { start: normalizeDeg(end + 180), end: normalizeDeg(start + 180) } : { start, end };
}

export function edgeId(segment: SegmentId, reversed: boolean): EdgeId {
  return `${segment}${reversed ? '<' : '>'}` as EdgeId;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Builds the graph; throws on duplicate ids or segments naming unknown stations. */
export function buildGraph(layout: Layout, options: GraphOptions = {}): LayoutGraph {
  const stations = new Map<StationId, Station>();
  for (const s of layout.stations) {
    if (stations.has(s.id)) throw new Error(`duplicate station ${s.id}`);
    stations.set(s.id, s);
  }
  const segments = new Map<SegmentId, Segment>();
  const paths = new Map<SegmentId, Polyline>();
  const edges = new Map<EdgeId, TravelEdge>();
  const outgoing = new Map<StationId, TravelEdge[]>();
  const neighbours = new Map<StationId, StationId[]>();
  for (const s of stations.keys()) {
    outgoing.set(s, []);
    neighbours.set(s, []);
  }
  for (const seg of layout.segments) {
    if (segments.has(seg.id)) throw new Error(`duplicate segment ${seg.id}`);
    const a = stations.get(seg.from);
    const b = stations.get(seg.to);
    if (!a || !b) throw new Error(`segment ${seg.id} joins an unknown station`);
    if (seg.from === seg.to) throw new Error(`segment ${seg.id} is a loop`);
    segments.set(seg.id, seg);
    const path = segmentPath(seg, a, b);
    paths.set(seg.id, path);
    const length = seg.length ?? path.length;
    for (const mode of travelModes(seg.direction)) {
      const p = mode.reversed ? reversePolyline(path) : path;
      const h = tangents(seg, a, b, mode.reversed) ?? endHeadings(p);
      const flip = mode.drive === 'Backward' ? 180 : 0;
      const edge: TravelEdge = {
        id: edgeId(seg.id, mode.reversed),
        segment: seg.id,
        from: mode.reversed ? seg.to : seg.from,
        to: mode.reversed ? seg.from : seg.to,
        drive: mode.drive,
        length,
        path: p,
        startHeading: normalizeDeg(h.start + flip),
        endHeading: normalizeDeg(h.end + flip),
      };
      edges.set(edge.id, edge);
      outgoing.get(edge.from)!.push(edge);
    }
    const na = neighbours.get(seg.from)!;
    if (!na.includes(seg.to)) na.push(seg.to);
    const nb = neighbours.get(seg.to)!;
    if (!nb.includes(seg.from)) nb.push(seg.from);
  }
  const zones = new Map<ZoneId, Zone>();
  const zonesOfStation = new Map<StationId, ZoneId[]>();
  for (const z of layout.zones ?? []) {
    zones.set(z.id, z);
    for (const s of z.stations) push(zonesOfStation, s, z.id);
  }
  const { segmentConflicts, segmentsOverStation } = findConflicts(stations, segments, paths, options.stationClearance ?? 1);
  const corridorOf = findCorridors(stations, segments, neighbours);
  return { stations, segments, zones, edges, outgoing, neighbours, zonesOfStation, corridorOf, segmentConflicts, segmentsOverStation };
}

export function station(graph: LayoutGraph, id: StationId): Station {
  const s = graph.stations.get(id);
  if (!s) throw new Error(`unknown station ${id}`);
  return s;
}

export function edge(graph: LayoutGraph, id: EdgeId): TravelEdge {
  const e = graph.edges.get(id);
  if (!e) throw new Error(`unknown edge ${id}`);
  return e;
}

/** The edge from a to b, if travel a -> b is allowed (first one when lanes are parallel). */
export function edgeBetween(graph: LayoutGraph, a: StationId, b: StationId): TravelEdge | undefined {
  return graph.outgoing.get(a)?.find((e) => e.to === b);
}
