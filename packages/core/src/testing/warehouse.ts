import { segmentId } from '../ids.js';
import type { Layout, Segment, Station } from '../model/layout.js';
import { lane, st } from './build.js';
import { gridId, gridLayout } from './grid.js';

/**
 * A small dense warehouse for simulations and demos: a 6 x 6 grid of two-way lanes (3 m apart)
 * whose bottom row is one-way eastward and top row one-way westward, with dead-end spurs:
 * 12 working stations along the bottom and top (half of them holding a load), 4 chargers on the
 * left, 4 parking places on the right and 8 more parking places on curved spurs inside cells.
 */
export function warehouseLayout(): Layout {
  const n = 6;
  const gap = 3000;
  const base = gridLayout({ cols: n, rows: n, spacing: gap });
  const row = (id: string) => Number(id.split('_')[1]);
  const segments: Segment[] = base.segments.map((s) => {
    const [r1, r2] = [row(s.from), row(s.to)];
    if (r1 === 0 && r2 === 0) return { ...s, direction: 'forward' }; // bottom row: eastward only
    if (r1 === n - 1 && r2 === n - 1) return { ...s, id: segmentId(`${s.to}-${s.from}`), from: s.to, to: s.from, direction: 'forward' }; // top: westward
    return s;
  });
  const stations: Station[] = [...base.stations];
  let working = 0;
  const spur = (id: string, from: string, x: number, y: number, type: Station['type'], extra: Partial<Station> = {}, curve?: { c1: { x: number; y: number }; c2: { x: number; y: number } }) => {
    stations.push(st(id, x, y, type, extra));
    segments.push(lane(from, id, type === 'Charging' ? 'double-forward' : 'both', curve ? { c1: curve.c1, c2: curve.c2 } : {}));
  };
  for (let c = 0; c < n; c++) {
    spur(`W${working}`, gridId(c, 0), c * gap, -1500, 'Working', { occupied: working % 2 === 0 });
    working++;
    spur(`W${working}`, gridId(c, n - 1), c * gap, (n - 1) * gap + 1500, 'Working', { occupied: working % 2 === 0 });
    working++;
  }
  for (let r = 1; r < n - 1; r++) {
    spur(`K${r}`, gridId(0, r), -1500, r * gap, 'Charging');
    spur(`P${r}`, gridId(n - 1, r), (n - 1) * gap + 1500, r * gap, 'Public', { parking: true });
  }
  for (const r of [1, 3]) {
    for (let c = 1; c <= 4; c++) {
      const x = c * gap;
      const y = r * gap;
      spur(`Q${c}_${r}`, gridId(c, r), x + 1000, y + 1000, 'Public', { parking: true }, { c1: { x: x + 700, y }, c2: { x: x + 1000, y: y + 300 } });
    }
  }
  return { stations, segments, zones: [] };
}
