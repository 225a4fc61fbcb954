import type { SegmentId, StationId } from '../ids.js';
import { isTwoWay } from './direction.js';
import type { Segment, Station } from './layout.js';

/**
 * Narrow corridors: maximal connected sets of stations that have at most two neighbours and
 * whose lanes are all two-way. Two vehicles meeting head-on inside one could not pass, so the
 * traffic controller reserves a corridor as a whole (see docs/traffic-control.md). A dead-end
 * spur (one neighbour) is a corridor too. Returns a corridor number per member station.
 */
export function findCorridors(
  stations: ReadonlyMap<StationId, Station>,
  segments: ReadonlyMap<SegmentId, Segment>,
  neighbours: ReadonlyMap<StationId, readonly StationId[]>,
): Map<StationId, number> {
  const touching = new Map<StationId, Segment[]>();
  for (const seg of segments.values()) {
    for (const s of [seg.from, seg.to]) {
      const list = touching.get(s);
      if (list) list.push(seg);
      else touching.set(s, [seg]);
    }
  }
  const narrow = (s: StationId) => {
    const segs = touching.get(s) ?? [];
    return segs.length > 0 && (neighbours.get(s)?.length ?? 0) <= 2 && segs.every((g) => isTwoWay(g.direction));
  };
  const corridorOf = new Map<StationId, number>();
  let next = 0;
  for (const s of stations.keys()) {
    if (corridorOf.has(s) || !narrow(s)) continue;
    const id = next++;
    const stack = [s];
    corridorOf.set(s, id);
    while (stack.length > 0) {
      const cur = stack.pop()!;
      for (const n of neighbours.get(cur) ?? []) {
        if (corridorOf.has(n) || !narrow(n)) continue;
        corridorOf.set(n, id);
        stack.push(n);
      }
    }
  }
  return corridorOf;
}
