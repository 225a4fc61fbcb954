import type { Layout, Segment, Station } from '../model/layout.js';
import { generateWarehouse } from '../sites/warehouse.js';
import { siteToLayout } from '../sites/to-layout.js';
import { lane, st } from './build.js';
import { gridId, gridLayout } from './grid.js';

/**
 * Small layouts for the traffic simulations (fleet/traffic-simulation.test.ts, run by traffic-run.ts), each built
 * around one pattern that makes vehicles meet: a narrow two-way aisle, a dead end, a loop with
 * one-way aisles, a grid of crossings. Working stations (half of them loaded) hang on spurs;
 * `home` are Public stations the vehicles start on.
 */
export interface TrafficLayout {
  readonly name: string;
  readonly layout: Layout;
  readonly home: readonly string[];
}

const M = 3000;

/** A parking place on a two-way spur off `at`: where idle vehicles wait off the lanes. */
function parking(stations: Station[], segments: Segment[], at: string, id: string, dx: number, dy: number): string {
  const s = stations.find((x) => x.id === at)!;
  stations.push(st(id, s.x + dx, s.y + dy, 'Public', { parking: true }));
  segments.push(lane(at, id));
  return id;
}

/** A spur ('both': nose in, back out) from `at` to a Working station. */
function spur(stations: Station[], segments: Segment[], at: Station, id: string, dx: number, dy: number, loaded: boolean): void {
  stations.push(st(id, at.x + dx, at.y + dy, 'Working', loaded ? { occupied: true } : {}));
  segments.push(lane(at.id, id, 'both'));
}

/**
 * A two-way ring of 12 stations (4 x 2 cells of 3 m) crossed in the middle by a narrow two-way
 * aisle of 3 stations without passing place. Working stations on spurs outside the ring,
 * six parking places on spurs inside it and beside it.
 */
export function narrowAisle(): TrafficLayout {
  const ring: [number, number][] = [];
  for (let c = 0; c <= 4; c++) ring.push([c, 0]);
  ring.push([4, 1]);
  for (let c = 4; c >= 0; c--) ring.push([c, 2]);
  ring.push([0, 1]);
  const stations: Station[] = [];
  const segments: Segment[] = [];
  const ids = ring.map(([c, r]) => `r${c}_${r}`);
  ring.forEach(([c, r], i) => stations.push(st(ids[i], c * M, r * M)));
  ids.forEach((id, i) => segments.push(lane(id, ids[(i + 1) % ids.length])));
  // The aisle: r2_0 - a1 - a2 - a3 - r2_2 (vertical, 1 m pitch through the ring's middle).
  const aisle = ['a1', 'a2', 'a3'];
  aisle.forEach((id, k) => stations.push(st(id, 2 * M, (k + 1) * (M / 2))));
  [ids[2], ...aisle, 'r2_2'].reduce((a, b) => (segments.push(lane(a, b)), b));
  let n = 0;
  for (const s of stations.filter((x) => x.id.startsWith('r') && x.y !== M)) {
    spur(stations, segments, s, `W${++n}`, 0, s.y === 0 ? -M : M, n % 2 === 1);
  }
  const home = [
    parking(stations, segments, 'r1_0', 'P1', 0, M / 2),
    parking(stations, segments, 'r3_2', 'P2', 0, -M / 2),
    parking(stations, segments, 'r0_1', 'P3', -M, 0),
    parking(stations, segments, 'r4_1', 'P4', M, 0),
    parking(stations, segments, 'r3_0', 'P5', 0, M / 2),
    parking(stations, segments, 'r1_2', 'P6', 0, -M / 2),
  ];
  return { name: 'narrow aisle', layout: { stations, segments, zones: [] }, home };
}

/**
 * A two-way main line of 7 stations with a dead-end branch of 3 stations in the middle whose
 * last two are Working, plus Working stations on spurs along the line.
 */
export function deadEnd(): TrafficLayout {
  const stations: Station[] = [];
  const segments: Segment[] = [];
  const line = Array.from({ length: 7 }, (_, k) => st(`m${k}`, k * M, 0));
  stations.push(...line);
  line.slice(1).forEach((s, k) => segments.push(lane(line[k].id, s.id)));
  // Dead end north of m3: d1 - d2 (Working) - d3 (Working).
  stations.push(st('d1', 3 * M, -M), st('d2', 3 * M, -2 * M, 'Working', { occupied: true }), st('d3', 3 * M, -3 * M, 'Working'));
  segments.push(lane('m3', 'd1'), lane('d1', 'd2'), lane('d2', 'd3'));
  let n = 0;
  for (const s of line) if (s.id !== 'm3') spur(stations, segments, s, `W${++n}`, 0, M, n % 2 === 1);
  // Parking places on short spurs north of the line, so idle vehicles stand off it.
  const home = [0, 6, 1, 5, 2, 4].map((k) => parking(stations, segments, `m${k}`, `P${k}`, 0, -M));
  return { name: 'dead end', layout: { stations, segments, zones: [] }, home };
}

/** The generated rack warehouse at its smallest useful size: a two-way loop road round 3 one-way aisles. */
export function loop(): TrafficLayout {
  const site = generateWarehouse({ aisles: 3, slots: 6, chargers: 2, parkings: 6, docks: 2, blockedSlots: 0 });
  const layout = siteToLayout(site);
  // Rack positions start empty in the generated site: load every other one.
  let k = 0;
  const stations = layout.stations.map((s) => (s.type === 'Working' && k++ % 2 === 0 ? { ...s, occupied: true } : s));
  const home = stations.filter((s) => s.code.startsWith('PK')).map((s) => s.id);
  return { name: 'loop', layout: { ...layout, stations }, home };
}

/** A 4 x 4 two-way grid (crossings at every inner station) with Working spurs north and south, parking west and east. */
export function crossing(): TrafficLayout {
  const grid = gridLayout({ cols: 4, rows: 4 });
  const stations = [...grid.stations];
  const segments = [...grid.segments];
  let n = 0;
  for (let c = 0; c < 4; c++) {
    spur(stations, segments, stations.find((s) => s.id === gridId(c, 0))!, `W${++n}`, 0, -M, n % 2 === 1);
    spur(stations, segments, stations.find((s) => s.id === gridId(c, 3))!, `W${++n}`, 0, M, n % 2 === 1);
  }
  const home = [0, 1, 2].flatMap((r) => [parking(stations, segments, gridId(0, r), `PW${r}`, -M, 0), parking(stations, segments, gridId(3, 3 - r), `PE${r}`, M, 0)]);
  return { name: 'crossing', layout: { stations, segments, zones: [] }, home };
}
