import type { LayoutGraph, MapSegment, MapStation, SegmentDirection, Zone } from '@agvs/contract';
import { boundsOf, cubicLength, distance, shapeMidpoint, shapePath, type Bounds, type Point, type SegmentShape } from './geometry';

/** A segment ready to draw: its path data, midpoint arrow and measures. */
export interface DrawnSegment {
  readonly id: string;
  readonly segment: MapSegment;
  readonly shape: SegmentShape;
  readonly path: string;
  readonly mid: Point;
  readonly angle: number;
  /** Drawn length, map units (the segment's own `length` is mm). */
  readonly drawnLength: number;
}

/** A zone as a padded box around its stations. */
export interface DrawnZone {
  readonly zone: Zone;
  readonly bounds: Bounds;
}

/** Everything the static map draws, computed once per layout. */
export interface MapModel {
  readonly graph: LayoutGraph;
  readonly stations: readonly MapStation[];
  readonly stationsByCode: ReadonlyMap<string, MapStation>;
  readonly segments: readonly DrawnSegment[];
  readonly zones: readonly DrawnZone[];
  /** Zones containing each station code. */
  readonly zonesOfStation: ReadonlyMap<string, readonly Zone[]>;
  readonly blocked: ReadonlySet<string>;
  /** What fit-to-view shows: the layout area, widened to every station. */
  readonly bounds: Bounds;
}

/** Zone membership: zone id -> its station codes. */
export type ZoneMembers = ReadonlyMap<string, readonly string[]>;

export const ZONE_PADDING = 14;

export function buildMapModel(
  graph: LayoutGraph,
  zones: readonly Zone[] = [],
  members: ZoneMembers = new Map(),
  blockedCodes: Iterable<string> = [],
): MapModel {
  const stationsByCode = new Map(graph.stationList.map((s) => [s.stationCode, s]));
  const at = (s: MapStation): Point => ({ x: s.mapX, y: s.mapY });

  const segments: DrawnSegment[] = [];
  for (const segment of graph.segmentList) {
    const src = stationsByCode.get(segment.srcStationCode);
    const dest = stationsByCode.get(segment.destStationCode);
    if (!src || !dest) continue;
    const [c1, c2] = segment.controlPoints;
    const controls: [Point, Point] | null =
      segment.type === 'Bezier' && c1 && c2 ? [{ x: c1.controlx, y: c1.controly }, { x: c2.controlx, y: c2.controly }] : null;
    const shape: SegmentShape = { from: at(src), to: at(dest), controls };
    const mid = shapeMidpoint(shape);
    segments.push({
      id: segment.id,
      segment,
      shape,
      path: shapePath(shape),
      mid: mid.point,
      angle: mid.angle,
      drawnLength: controls ? cubicLength(shape.from, controls[0], controls[1], shape.to) : distance(shape.from, shape.to),
    });
  }

  const zonesOfStation = new Map<string, Zone[]>();
  const drawnZones: DrawnZone[] = [];
  for (const zone of zones) {
    const codes = members.get(zone.id) ?? [];
    const points: Point[] = [];
    for (const code of codes) {
      const station = stationsByCode.get(code);
      if (!station) continue;
      points.push(at(station));
      const list = zonesOfStation.get(code) ?? [];
      list.push(zone);
      zonesOfStation.set(code, list);
    }
    const box = boundsOf(points);
    if (box) {
      drawnZones.push({
        zone,
        bounds: { minX: box.minX - ZONE_PADDING, minY: box.minY - ZONE_PADDING, maxX: box.maxX + ZONE_PADDING, maxY: box.maxY + ZONE_PADDING },
      });
    }
  }

  const stationBox = boundsOf(graph.stationList.map(at));
  const layoutBox: Bounds = { minX: 0, minY: 0, maxX: graph.width, maxY: graph.height };
  const bounds = stationBox
    ? {
        minX: Math.min(layoutBox.minX, stationBox.minX),
        minY: Math.min(layoutBox.minY, stationBox.minY),
        maxX: Math.max(layoutBox.maxX, stationBox.maxX),
        maxY: Math.max(layoutBox.maxY, stationBox.maxY),
      }
    : layoutBox;

  return {
    graph,
    stations: graph.stationList,
    stationsByCode,
    segments,
    zones: drawnZones,
    zonesOfStation,
    blocked: new Set(blockedCodes),
    bounds,
  };
}

/** Whether the layout has anything to draw ('no map data' otherwise). */
export function hasMapData(graph: LayoutGraph | null | undefined): boolean {
  return !!graph && graph.stationList.length > 0;
}

/** Arrow directions drawn on a segment: toward dest, or both ways for two-way directions. */
export function arrowsOf(direction: SegmentDirection): readonly ('forward' | 'backward')[] {
  return direction === 'forward' || direction === 'reverse' ? ['forward'] : ['forward', 'backward'];
}
