import { describe, expect, it } from 'vitest';
import { segmentId, stationId, type StationId } from '../ids.js';
import { availability, initialMapState } from '../model/availability.js';
import { buildGraph } from '../model/graph.js';
import type { DriveDirection } from '../model/layout.js';
import { createRng, pick } from '../rng.js';
import { lane, st } from '../testing/build.js';
import { gridId, gridLayout } from '../testing/grid.js';
import { warehouseLayout } from '../testing/warehouse.js';
import { distanceCost, travelTimeCost, type Arrival, type EdgeCost, type VehicleProfile } from './cost.js';
import { DefaultRouter } from './default-router.js';
import { ReverseCostSearch, startsByStation, type CostStart } from './reverse-search.js';

const S = stationId;
const router = new DefaultRouter();
/** 1000 mm/s, turns at 45 deg/s (90 degrees = 2000 ms). */
const profile: VehicleProfile = { speed: 1000, rotationSpeed: 45 };

/** Every start's cost, in the order the search returns them. */
function all<T>(search: ReverseCostSearch<T>): { key: T; cost: number }[] {
  const out: { key: T; cost: number }[] = [];
  for (let r = search.next(); r; r = search.next()) out.push(r);
  return out;
}

describe('reverse cost search states its arithmetic', () => {
  //  One-way A(0,0) -> B(3000,0) -> C(3000,4000), and B - D(6000,0) 'both' (backing out from D).
  const g = buildGraph({
    stations: [st('A', 0, 0), st('B', 3000, 0), st('C', 3000, 4000), st('D', 6000, 0)],
    segments: [lane('A', 'B', 'forward'), lane('B', 'C', 'forward'), lane('B', 'D', 'both')],
  });

  it('A facing east to C: 3000 ms to B, turn 90 deg at 45 deg/s = 2000 ms, 4000 ms to C = 9000 ms, as the router', () => {
    const start: Arrival = { heading: 0, drive: 'Forward' };
    const s = new ReverseCostSearch(g, { to: S('C'), profile }, [{ key: 'a', from: S('A'), start }]);
    expect(s.next()).toEqual({ key: 'a', cost: 9000 });
    expect(router.route(g, { from: S('A'), to: S('C'), profile, start })!.cost).toBe(9000);
  });

  it('D to C: back 3000 ms to B + 2000 ms reverse penalty, then turn 90 deg 2000 ms + 2000 ms back to forward + 4000 ms = 13000 ms', () => {
    const start: Arrival = { heading: 0, drive: 'Forward' };
    const s = new ReverseCostSearch(g, { to: S('C'), profile }, [{ key: 'd', from: S('D'), start }]);
    expect(s.next()).toEqual({ key: 'd', cost: 13000 });
    expect(router.route(g, { from: S('D'), to: S('C'), profile, start })!.cost).toBe(13000);
  });

  it('a start at the target costs 0; a penalty is added for every station entered, the target too', () => {
    const penalties = new Map([[S('B'), 500], [S('C'), 70]]);
    const start: Arrival = { heading: 0, drive: 'Forward' };
    const s = new ReverseCostSearch(g, { to: S('C'), profile, penalties }, [
      { key: 'a', from: S('A'), start },
      { key: 'c', from: S('C'), start },
    ]);
    expect(all(s)).toEqual([
      { key: 'c', cost: 0 },
      { key: 'a', cost: 9000 + 500 + 70 },
    ]);
    expect(router.route(g, { from: S('A'), to: S('C'), profile, start, penalties })!.cost).toBe(9570);
  });

  it('respects segment directions: nothing leaves C, so C reaches nothing', () => {
    const s = new ReverseCostSearch(g, { to: S('A'), profile }, [{ key: 'c', from: S('C') }]);
    expect(s.next()).toBeUndefined();
    expect(router.route(g, { from: S('C'), to: S('A'), profile })).toBeUndefined();
  });

  it('respects availability: a locked segment or station is not used, the start station always may be left', () => {
    const state = initialMapState(g);
    const lockedB = availability(g, { ...state, lockedStations: new Set([S('B')]) });
    expect(new ReverseCostSearch(g, { to: S('C'), profile, availability: lockedB }, [{ key: 'a', from: S('A') }]).next()).toBeUndefined();
    // Standing on the locked B, the vehicle may still leave it: 4000 ms to C.
    expect(new ReverseCostSearch(g, { to: S('C'), profile, availability: lockedB }, [{ key: 'b', from: S('B') }]).next()).toEqual({ key: 'b', cost: 4000 });
    const lockedBC = availability(g, { ...state, lockedSegments: new Set([segmentId('B-C')]) });
    expect(new ReverseCostSearch(g, { to: S('C'), profile, availability: lockedBC }, [{ key: 'a', from: S('A') }]).next()).toBeUndefined();
    // A locked target is unreachable, as for the router.
    const lockedC = availability(g, { ...state, lockedStations: new Set([S('C')]) });
    expect(new ReverseCostSearch(g, { to: S('C'), profile, availability: lockedC }, [{ key: 'a', from: S('A') }]).next()).toBeUndefined();
    expect(router.route(g, { from: S('A'), to: S('C'), profile, availability: lockedC })).toBeUndefined();
  });

  it('returns the starts cheapest first and expands only as far as asked', () => {
    const grid = buildGraph(gridLayout({ cols: 30, rows: 30 }));
    const starts: CostStart<string>[] = [];
    for (let c = 0; c < 30; c += 3) for (let r = 0; r < 30; r += 3) starts.push({ key: gridId(c, r), from: S(gridId(c, r)), start: { heading: 0, drive: 'Forward' } });
    const first = new ReverseCostSearch(grid, { to: S(gridId(1, 1)), profile }, starts);
    expect(first.next()?.key).toBe(gridId(0, 0));
    expect(first.settledStates).toBeLessThan(grid.edges.size / 10);
    const costs = all(new ReverseCostSearch(grid, { to: S(gridId(1, 1)), profile }, starts)).map((r) => r.cost);
    expect(costs).toHaveLength(starts.length);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });
});

describe('reverse cost search equals the router for every pair', () => {
  const drives: DriveDirection[] = ['Forward', 'Backward'];

  function compare(layout: Parameters<typeof buildGraph>[0], seed: number, cost: EdgeCost, withPenalties: boolean, lock: boolean) {
    const g = buildGraph(layout);
    const rng = createRng(seed);
    const ids = [...g.stations.keys()];
    const state = initialMapState(g);
    const usable = lock
      ? availability(g, { ...state, lockedStations: new Set([pick(rng, ids), pick(rng, ids)]), lockedSegments: new Set([pick(rng, [...g.segments.keys()])]) })
      : availability(g, state);
    const penalties = new Map<StationId, number>();
    if (withPenalties) for (let i = 0; i < 5; i++) penalties.set(pick(rng, ids), 30_000);
    const starts: CostStart<number>[] = ids.map((from, i) => ({ key: i, from, start: { heading: pick(rng, [0, 90, 180, 270, 45]), drive: pick(rng, drives) } }));
    let checked = 0;
    // Starts grouped once and shared by the searches to every target, as assignment does: the same answers as the plain list.
    const shared = startsByStation(g, starts);
    for (const to of ids.filter((_, i) => i % 3 === 0)) {
      const request = { to, profile, cost, availability: usable, penalties };
      const plain = new ReverseCostSearch(g, request, starts);
      const listed = all(plain);
      // Disposed searches give their arrays to the next ones: every later search runs on reused arrays.
      plain.dispose();
      const reusing = new ReverseCostSearch(g, request, shared);
      expect(all(reusing), `to ${to}`).toEqual(listed);
      reusing.dispose();
      const found = new Map(listed.map((r) => [r.key, r.cost]));
      for (const s of starts) {
        const r = router.route(g, { from: s.from, to, profile, start: s.start, cost, availability: usable, penalties });
        if (r === undefined) expect(found.has(s.key), `${s.from} -> ${to}`).toBe(false);
        else {
          expect(found.get(s.key), `${s.from} -> ${to}`).toBeCloseTo(r.cost, 6);
          checked++;
        }
      }
    }
    return checked;
  }

  it('on a two-way grid, travel time with turns and reverse penalties', () => {
    expect(compare(gridLayout({ cols: 6, rows: 5 }), 1, travelTimeCost(), false, false)).toBeGreaterThan(200);
  });

  it('on a grid of one-way and mixed lanes, with busy-station penalties and locks', () => {
    const dirs = ['forward', 'reverse', 'both', 'double-forward', 'double-backward'] as const;
    const rng = createRng(7);
    const layout = gridLayout({ cols: 6, rows: 6, laneDirection: () => pick(rng, dirs) });
    expect(compare(layout, 2, travelTimeCost({ turnPenaltyMs: 300 }), true, true)).toBeGreaterThan(100);
  });

  it('on the demo warehouse, with the distance cost too', () => {
    expect(compare(warehouseLayout(), 3, travelTimeCost(), true, false)).toBeGreaterThan(100);
    expect(compare(warehouseLayout(), 4, distanceCost, false, true)).toBeGreaterThan(100);
  });
});
