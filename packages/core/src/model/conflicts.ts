import type { SegmentId, StationId } from '../ids.js';
import { pointPolylineDistance, polylinesCross } from '../geometry/intersect.js';
import type { Point } from '../geometry/point.js';
import type { Polyline } from '../geometry/polyline.js';
import type { Mm } from '../units.js';
import type { Segment, Station } from './layout.js';

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function box(p: Polyline, pad: Mm): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const q of p.points) {
    minX = Math.min(minX, q.x);
    minY = Math.min(minY, q.y);
    maxX = Math.max(maxX, q.x);
    maxY = Math.max(maxY, q.y);
  }
  return { minX: minX - pad, minY: minY - pad, maxX: maxX + pad, maxY: maxY + pad };
}

const overlap = (a: Box, b: Box) => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

/**
 * Geometric conflicts that the graph's topology does not show: lanes that cross without a
 * station (two vehicles must not be on both at once) and stations lying on a lane that does not
 * end there (a vehicle standing there blocks that lane).
 */
export function findConflicts(
  stations: ReadonlyMap<StationId, Station>,
  segments: ReadonlyMap<SegmentId, Segment>,
  paths: ReadonlyMap<SegmentId, Polyline>,
  stationClearance: Mm,
): { segmentConflicts: Map<SegmentId, SegmentId[]>; segmentsOverStation: Map<StationId, SegmentId[]> } {
  const list = [...segments.values()];
  const boxes = list.map((s) => box(paths.get(s.id)!, stationClearance));
  const segmentConflicts = new Map<SegmentId, SegmentId[]>();
  const add = (a: SegmentId, b: SegmentId) => {
    const l = segmentConflicts.get(a);
    if (l) l.push(b);
    else segmentConflicts.set(a, [b]);
  };
  const grid = new BoxGrid(boxes);
  for (let i = 0; i < list.length; i++) {
    for (const j of grid.near(boxes[i])) {
      if (j <= i || !overlap(boxes[i], boxes[j])) continue;
      const a = list[i];
      const b = list[j];
      const sharedIds = [a.from, a.to].filter((s) => s === b.from || s === b.to);
      // Two segments between the same pair of stations are parallel lanes of one corridor.
      if (sharedIds.length === 2) {
        add(a.id, b.id);
        add(b.id, a.id);
        continue;
      }
      const shared: Point[] = sharedIds.map((s) => stations.get(s)!);
      if (polylinesCross(paths.get(a.id)!, paths.get(b.id)!, shared, stationClearance)) {
        add(a.id, b.id);
        add(b.id, a.id);
      }
    }
  }
  const segmentsOverStation = new Map<StationId, SegmentId[]>();
  for (const st of stations.values()) {
    for (const i of grid.near({ minX: st.x, minY: st.y, maxX: st.x, maxY: st.y })) {
      const seg = list[i];
      if (seg.from === st.id || seg.to === st.id) continue;
      const b = boxes[i];
      if (st.x < b.minX || st.x > b.maxX || st.y < b.minY || st.y > b.maxY) continue;
      if (pointPolylineDistance(st, paths.get(seg.id)!) <= stationClearance) {
        const l = segmentsOverStation.get(st.id);
        if (l) l.push(seg.id);
        else segmentsOverStation.set(st.id, [seg.id]);
      }
    }
  }
  return { segmentConflicts, segmentsOverStation };
}

/**
 * Boxes bucketed on a uniform grid, so each box is compared with its neighbours only instead
 * of with every other box (10,000-station layouts). Cells are about the size of a typical box.
 */
class BoxGrid {
  private readonly cells = new Map<string, number[]>();
  private readonly size: number;

  constructor(private readonly boxes: readonly Box[]) {
    const spans = boxes.map((b) => Math.max(b.maxX - b.minX, b.maxY - b.minY)).sort((a, b) => a - b);
    this.size = Math.max(1, spans[Math.floor(spans.length / 2)] ?? 1);
    boxes.forEach((b, i) => this.cover(b, (key) => {
      const cell = this.cells.get(key);
      if (cell) cell.push(i);
      else this.cells.set(key, [i]);
    }));
  }

  /** Indexes of the boxes sharing a cell with `b`, ascending, each once. */
  near(b: Box): number[] {
    const found = new Set<number>();
    this.cover(b, (key) => {
      for (const i of this.cells.get(key) ?? []) found.add(i);
    });
    return [...found].sort((x, y) => x - y);
  }

  private cover(b: Box, visit: (key: string) => void): void {
    const x0 = Math.floor(b.minX / this.size);
    const x1 = Math.floor(b.maxX / this.size);
    const y0 = Math.floor(b.minY / this.size);
    const y1 = Math.floor(b.maxY / this.size);
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) visit(`${x},${y}`);
  }
}
