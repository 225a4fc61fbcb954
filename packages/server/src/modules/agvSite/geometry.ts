import { polyline, sampleCubic, type Point } from '@agvs/core';
import type { Db } from './lookups.js';

/** The two Bezier handles of a segment, map units; null for a straight one. */
export type Handles = readonly [Point, Point] | null;

/** Length of a segment in mm: its drawn path (straight, or the sampled Bezier) times the layout's scale. */
export function segmentLengthMm(src: Point, dest: Point, handles: Handles, mmPerUnit: number): number {
  const points = handles ? sampleCubic(src, handles[0], handles[1], dest) : [src, dest];
  return Math.round(polyline(points).length * mmPerUnit * 1000) / 1000;
}

/** Measures again the segments of a moved station, or of a layout whose scale changed (inside the write). */
export async function remeasureSegments(db: Db, of: { readonly stationId: string } | { readonly layoutId: string }): Promise<void> {
  const segments = await db
    .selectFrom('segments as g')
    .innerJoin('stations as s', 's.id', 'g.src_station_id')
    .innerJoin('stations as d', 'd.id', 'g.dest_station_id')
    .innerJoin('layouts as l', 'l.id', 'g.layout_id')
    .select(['g.id', 's.map_x as sx', 's.map_y as sy', 'd.map_x as dx', 'd.map_y as dy', 'g.control_x1', 'g.control_y1', 'g.control_x2', 'g.control_y2', 'l.mm_per_unit'])
    .where((eb) => ('layoutId' in of ? eb('g.layout_id', '=', of.layoutId) : eb.or([eb('g.src_station_id', '=', of.stationId), eb('g.dest_station_id', '=', of.stationId)])))
    .execute();
  for (const g of segments) {
    const handles: Handles =
      g.control_x1 !== null && g.control_y1 !== null && g.control_x2 !== null && g.control_y2 !== null
        ? [{ x: g.control_x1, y: g.control_y1 }, { x: g.control_x2, y: g.control_y2 }]
        : null;
    const length = segmentLengthMm({ x: g.sx, y: g.sy }, { x: g.dx, y: g.dy }, handles, g.mm_per_unit);
    await db.updateTable('segments').set({ length }).where('id', '=', g.id).execute();
  }
}
