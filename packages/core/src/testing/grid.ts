import type { Layout, Segment, SegmentDirection, Station } from '../model/layout.js';
import { lane, st } from './build.js';

export interface GridOptions {
  /** Columns and rows of Public stations. */
  readonly cols: number;
  readonly rows: number;
  /** Distance between neighbouring stations, mm. Default 3000. */
  readonly spacing?: number;
  /** Direction of every lane unless `laneDirection` says otherwise. Default double-forward (two-way). */
  readonly direction?: SegmentDirection;
  /** Override per lane; the lane runs from (c1,r1) to (c2,r2), right or up. */
  readonly laneDirection?: (c1: number, r1: number, c2: number, r2: number) => SegmentDirection | undefined;
}

/** Station id of grid cell (c, r): `g<c>_<r>`. */
export const gridId = (c: number, r: number): string => `g${c}_${r}`;

/** A rectangular grid of Public stations joined by straight lanes. */
export function gridLayout(options: GridOptions): { stations: Station[]; segments: Segment[] } & Layout {
  const spacing = options.spacing ?? 3000;
  const stations: Station[] = [];
  const segments: Segment[] = [];
  for (let r = 0; r < options.rows; r++) for (let c = 0; c < options.cols; c++) stations.push(st(gridId(c, r), c * spacing, r * spacing));
  const dir = (c1: number, r1: number, c2: number, r2: number) => options.laneDirection?.(c1, r1, c2, r2) ?? options.direction ?? 'double-forward';
  for (let r = 0; r < options.rows; r++) {
    for (let c = 0; c < options.cols; c++) {
      if (c + 1 < options.cols) segments.push(lane(gridId(c, r), gridId(c + 1, r), dir(c, r, c + 1, r)));
      if (r + 1 < options.rows) segments.push(lane(gridId(c, r), gridId(c, r + 1), dir(c, r, c, r + 1)));
    }
  }
  return { stations, segments, zones: [] };
}
