import type { SegmentDirection, StationType } from '../model/layout.js';

/** Segment drawing types of SPEC §3 (Segment.type). */
export type SiteSegmentType = 'straight' | 'Bezier';

/** Zone types a site stores; the core's Layout folds Charging and Parking into Public (parking places are marked on stations). */
export type SiteZoneType = 'Public' | 'Working' | 'Block' | 'Charging' | 'Parking';

/*
 * A generated site layout: plain data, no IO. Coordinates are map units (y grows downwards, as
 * the SVG map draws); `mmPerUnit` turns them into mm; segment lengths are mm.
 */

export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

export interface SiteStation {
  readonly code: string;
  readonly name: string;
  /** 1, 2, 3... in creation order; unique within the layout. */
  readonly graphId: number;
  readonly x: number;
  readonly y: number;
  readonly type: StationType;
}

export interface SiteSegment {
  readonly src: string;
  readonly dest: string;
  readonly type: SiteSegmentType;
  /** Two control points (map units) for a Bezier, null for a straight segment. */
  readonly controlPoints: readonly [MapPoint, MapPoint] | null;
  /** mm, rounded */
  readonly length: number;
  readonly direction: SegmentDirection;
}

export interface SiteZone {
  readonly code: string;
  readonly name: string;
  readonly type: SiteZoneType;
  readonly stations: readonly string[];
}

export interface SiteEquipment {
  readonly code: string;
  readonly name: string;
  readonly brandName: string;
  readonly modelName: string;
  readonly station: string;
  readonly ipAddress: string;
  readonly customInfo: Readonly<Record<string, string>>;
}

export interface SiteLayout {
  readonly width: number;
  readonly height: number;
  readonly stationRadius: number;
  /** Drawing width of a station, map units. */
  readonly stationWidth: number;
  readonly mmPerUnit: number;
  readonly stations: readonly SiteStation[];
  readonly segments: readonly SiteSegment[];
  readonly zones: readonly SiteZone[];
  readonly equipment: readonly SiteEquipment[];
}

/** Number of straight pieces a Bezier is measured with (SPEC §9: 20 sample points). */
export const SITE_BEZIER_SAMPLES = 20;

/** Circle approximation factor of a cubic Bezier quarter arc. */
const KAPPA = 0.5523;

function cubic(p0: MapPoint, p1: MapPoint, p2: MapPoint, p3: MapPoint, t: number): MapPoint {
  const u = 1 - t;
  return {
    x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
    y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
  };
}

/** Length of a cubic Bezier by its sampled polyline, in the points' units. */
export function bezierLength(p0: MapPoint, p1: MapPoint, p2: MapPoint, p3: MapPoint, samples = SITE_BEZIER_SAMPLES): number {
  let length = 0;
  let previous = p0;
  for (let i = 1; i <= samples; i++) {
    const point = cubic(p0, p1, p2, p3, i / samples);
    length += Math.hypot(point.x - previous.x, point.y - previous.y);
    previous = point;
  }
  return length;
}

/** Zero-padded number, at least `width` digits. */
export const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Collects stations, segments, zones and equipment while a generator lays a site out. */
export class SiteBuilder {
  private readonly stations = new Map<string, SiteStation>();
  private readonly segments: SiteSegment[] = [];
  private readonly zones: SiteZone[] = [];
  private readonly equipment: SiteEquipment[] = [];

  constructor(private readonly mmPerUnit: number) {}

  station(code: string, x: number, y: number, type: StationType, name = code): string {
    if (this.stations.has(code)) throw new Error(`duplicate station code ${code}`);
    this.stations.set(code, { code, name, graphId: this.stations.size + 1, x: round(x), y: round(y), type });
    return code;
  }

  private at(code: string): SiteStation {
    const station = this.stations.get(code);
    if (!station) throw new Error(`unknown station ${code}`);
    return station;
  }

  straight(src: string, dest: string, direction: SegmentDirection): void {
    const a = this.at(src);
    const b = this.at(dest);
    const length = Math.round(Math.hypot(b.x - a.x, b.y - a.y) * this.mmPerUnit);
    this.segments.push({ src, dest, type: 'straight', controlPoints: null, length, direction });
  }

  /**
   * A quarter-circle-like Bezier from src to dest turning through `corner` (the point where the
   * two straight roads would meet).
   */
  corner(src: string, dest: string, corner: MapPoint, direction: SegmentDirection): void {
    const a = this.at(src);
    const b = this.at(dest);
    const c1 = { x: round(a.x + (corner.x - a.x) * KAPPA), y: round(a.y + (corner.y - a.y) * KAPPA) };
    const c2 = { x: round(b.x + (corner.x - b.x) * KAPPA), y: round(b.y + (corner.y - b.y) * KAPPA) };
    const length = Math.round(bezierLength(a, c1, c2, b) * this.mmPerUnit);
    this.segments.push({ src, dest, type: 'Bezier', controlPoints: [c1, c2], length, direction });
  }

  /** Segments joining consecutive stations of a path. */
  chain(codes: readonly string[], direction: SegmentDirection): void {
    for (let i = 1; i < codes.length; i++) this.straight(codes[i - 1]!, codes[i]!, direction);
  }

  zone(code: string, name: string, type: SiteZoneType, stations: readonly string[]): void {
    this.zones.push({ code, name, type, stations: [...stations] });
  }

  addEquipment(item: SiteEquipment): void {
    this.equipment.push(item);
  }

  build(options: { readonly margin: number; readonly stationRadius: number; readonly stationWidth: number }): SiteLayout {
    const stations = [...this.stations.values()];
    const width = Math.ceil(Math.max(...stations.map((s) => s.x)) + options.margin);
    const height = Math.ceil(Math.max(...stations.map((s) => s.y)) + options.margin);
    return {
      width,
      height,
      stationRadius: options.stationRadius,
      stationWidth: options.stationWidth,
      mmPerUnit: this.mmPerUnit,
      stations,
      segments: [...this.segments],
      zones: [...this.zones],
      equipment: [...this.equipment],
    };
  }
}

const round = (v: number) => Math.round(v * 100) / 100;

export interface LoopRoad {
  /** Station codes along the top road at the given x positions, west to east. */
  readonly top: ReadonlyMap<number, string>;
  readonly bottom: ReadonlyMap<number, string>;
  /** Station codes along the left and right roads at the given y positions. */
  readonly left: ReadonlyMap<number, string>;
  readonly right: ReadonlyMap<number, string>;
}

/**
 * A rectangular two-way road (double-forward) from (left, top) to (right, bottom) with Bezier
 * corners of the given radius; stations at the given positions along each side.
 */
export function loopRoad(
  b: SiteBuilder,
  box: { readonly left: number; readonly right: number; readonly top: number; readonly bottom: number; readonly radius: number },
  at: { readonly xs: readonly number[]; readonly ys: readonly number[] },
  codeOf: (n: number) => string,
): LoopRoad {
  const { left, right, top, bottom, radius: r } = box;
  let n = 0;
  const next = (x: number, y: number) => b.station(codeOf(++n), x, y, 'Public');
  const xs = [...at.xs].sort((p, q) => p - q);
  const ys = [...at.ys].sort((p, q) => p - q);

  /** One side of the road: its end stations and one station at each position, indexed by position. */
  const side = (positions: readonly number[], place: (p: number) => MapPoint, from: MapPoint, to: MapPoint) => {
    const stations = new Map<number, string>();
    const path = [next(from.x, from.y)];
    for (const p of positions) {
      const point = place(p);
      const code = next(point.x, point.y);
      stations.set(p, code);
      path.push(code);
    }
    path.push(next(to.x, to.y));
    return { stations, path };
  };

  // Clockwise: top west -> east, right north -> south, bottom east -> west, left south -> north.
  const topSide = side(xs, (x) => ({ x, y: top }), { x: left + r, y: top }, { x: right - r, y: top });
  const rightSide = side(ys, (y) => ({ x: right, y }), { x: right, y: top + r }, { x: right, y: bottom - r });
  const bottomSide = side([...xs].reverse(), (x) => ({ x, y: bottom }), { x: right - r, y: bottom }, { x: left + r, y: bottom });
  const leftSide = side([...ys].reverse(), (y) => ({ x: left, y }), { x: left, y: bottom - r }, { x: left, y: top + r });
  const [topPath, rightPath, bottomPath, leftPath] = [topSide.path, rightSide.path, bottomSide.path, leftSide.path];
  const [topStart, rightStart, bottomStart, leftStart] = [topPath[0]!, rightPath[0]!, bottomPath[0]!, leftPath[0]!];

  for (const path of [topPath, rightPath, bottomPath, leftPath]) b.chain(path, 'double-forward');
  b.corner(topPath.at(-1)!, rightStart, { x: right, y: top }, 'double-forward');
  b.corner(rightPath.at(-1)!, bottomStart, { x: right, y: bottom }, 'double-forward');
  b.corner(bottomPath.at(-1)!, leftStart, { x: left, y: bottom }, 'double-forward');
  b.corner(leftPath.at(-1)!, topStart, { x: left, y: top }, 'double-forward');
  return { top: topSide.stations, bottom: bottomSide.stations, left: leftSide.stations, right: rightSide.stations };
}

/** `count` of the `n` slots 0..n-1, spread evenly. */
export function spread(count: number, n: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.min(n - 1, Math.floor(((i + 0.5) * n) / count)));
}

/** The layout data (SPEC §3) of a site, as a layout model's graph data stores it. */
export function graphDataOf(site: SiteLayout) {
  return {
    width: site.width,
    height: site.height,
    mmPerUnit: site.mmPerUnit,
    iniconfig: { stationRadius: site.stationRadius },
    stationList: site.stations.map((s) => ({
      stationCode: s.code,
      graphId: s.graphId,
      mapX: s.x,
      mapY: s.y,
      width: site.stationWidth,
      type: s.type,
    })),
    segmentList: site.segments.map((s) => ({
      srcStationCode: s.src,
      destStationCode: s.dest,
      type: s.type,
      controlPoints: (s.controlPoints ?? []).map((p) => ({ controlx: p.x, controly: p.y })),
      length: s.length,
      direction: s.direction,
    })),
  };
}
