import { describe, expect, it } from 'vitest';
import { stationId, type StationId } from '../ids.js';
import { availability, initialMapState } from '../model/availability.js';
import { buildGraph, edgeBetween } from '../model/graph.js';
import { lane, st, zone } from '../testing/build.js';
import { gridId, gridLayout } from '../testing/grid.js';
import { compositeCost, distanceCost, travelTimeCost, type VehicleProfile } from './cost.js';
import { DefaultRouter } from './default-router.js';
import type { Route } from './router.js';

const S = stationId;
const router = new DefaultRouter();
/** 1000 mm/s, turns at 45 deg/s (90 degrees = 2000 ms). */
const profile: VehicleProfile = { speed: 1000, rotationSpeed: 45 };
const stations = (r: Route | undefined) => (r ? [r.steps[0]?.from, ...r.steps.map((s) => s.to)].filter(Boolean) : undefined);

describe('edge costs state their arithmetic', () => {
  const g = buildGraph({
    stations: [st('A', 0, 0), st('B', 3000, 0), st('C', 3000, 4000), st('D', 6000, 0)],
    segments: [lane('A', 'B'), lane('B', 'C'), lane('B', 'D', 'both')],
  });
  const ab = edgeBetween(g, S('A'), S('B'))!;
  const bc = edgeBetween(g, S('B'), S('C'))!;
  const db = edgeBetween(g, S('D'), S('B'))!;

  it('distance = length: 3000 mm', () => {
    expect(distanceCost.edge(ab, undefined, profile)).toBe(3000);
  });

  it('travel time = 3000 mm / 1000 mm/s = 3000 ms', () => {
    expect(travelTimeCost().edge(ab, undefined, profile)).toBe(3000);
  });

  it('a 90 degree turn adds 90 / 45 deg/s = 2000 ms: 4000 mm -> 4000 + 2000 = 6000 ms', () => {
    expect(travelTimeCost().edge(bc, { heading: 0, drive: 'Forward' }, profile)).toBe(6000);
  });

  it('a turn penalty is added only when the vehicle turns: 4000 + 2000 + 500 = 6500 ms', () => {
    expect(travelTimeCost({ turnPenaltyMs: 500 }).edge(bc, { heading: 0, drive: 'Forward' }, profile)).toBe(6500);
    expect(travelTimeCost({ turnPenaltyMs: 500 }).edge(ab, { heading: 0, drive: 'Forward' }, profile)).toBe(3000);
  });

  it('changing from forward to backward adds the reverse penalty: 3000 + 2000 = 5000 ms', () => {
    // D -> B is driven backward with the body facing east (0 degrees): no rotation.
    expect(travelTimeCost().edge(db, { heading: 0, drive: 'Forward' }, profile)).toBe(5000);
    expect(travelTimeCost({ reversePenaltyMs: 700 }).edge(db, { heading: 0, drive: 'Forward' }, profile)).toBe(3700);
  });

  it('composite = weighted sum: 0.5 * 3000 mm + 2 * 3000 ms = 7500', () => {
    const c = compositeCost([
      { cost: distanceCost, weight: 0.5 },
      { cost: travelTimeCost(), weight: 2 },
    ]);
    expect(c.edge(ab, undefined, profile)).toBe(7500);
    expect(c.lowerBound).toBeDefined();
  });
});

describe('DefaultRouter', () => {
  it('finds the shortest way on a grid; cost = 4 lanes * 3000 ms + one 90 degree turn 2000 ms = 14000 ms', () => {
    const g = buildGraph(gridLayout({ cols: 3, rows: 3 }));
    const r = router.route(g, { from: S(gridId(0, 0)), to: S(gridId(2, 2)), profile, start: { heading: 0, drive: 'Forward' } })!;
    expect(r.steps).toHaveLength(4);
    expect(r.length).toBe(12000);
    expect(r.cost).toBe(14000);
  });

  it('prefers fewer turns when lengths tie (east, east, north, north)', () => {
    const g = buildGraph(gridLayout({ cols: 3, rows: 3 }));
    const r = router.route(g, { from: S(gridId(0, 0)), to: S(gridId(2, 2)), profile, start: { heading: 0, drive: 'Forward' } })!;
    expect(stations(r)).toEqual(['g0_0', 'g1_0', 'g2_0', 'g2_1', 'g2_2']);
  });

  it('prices the first rotation from the start heading: facing north, going north first', () => {
    const g = buildGraph(gridLayout({ cols: 3, rows: 3 }));
    const r = router.route(g, { from: S(gridId(0, 0)), to: S(gridId(2, 2)), profile, start: { heading: 90, drive: 'Forward' } })!;
    expect(stations(r)).toEqual(['g0_0', 'g0_1', 'g0_2', 'g1_2', 'g2_2']);
  });

  it('returns an empty route from a station to itself and undefined when unreachable', () => {
    const g = buildGraph({ stations: [st('A', 0, 0), st('B', 3000, 0)], segments: [lane('A', 'B', 'forward')] });
    expect(router.route(g, { from: S('A'), to: S('A'), profile })).toEqual({ steps: [], cost: 0, length: 0 });
    expect(router.route(g, { from: S('B'), to: S('A'), profile })).toBeUndefined();
  });

  it('respects one-way lanes: the way back goes round the loop', () => {
    // A -> B one way; B -> C -> A two-way.
    const g = buildGraph({
      stations: [st('A', 0, 0), st('B', 3000, 0), st('C', 1500, 3000)],
      segments: [lane('A', 'B', 'forward'), lane('B', 'C'), lane('C', 'A')],
    });
    expect(stations(router.route(g, { from: S('B'), to: S('A'), profile, cost: distanceCost }))).toEqual(['B', 'C', 'A']);
  });

  it('uses a Bezier curve by its sampled length', () => {
    // Straight A-B is 6000 mm; the curved lane bulges far out and is longer, so it loses.
    const g = buildGraph({
      stations: [st('A', 0, 0), st('B', 6000, 0), st('M', 3000, 500)],
      segments: [
        lane('A', 'B', 'forward', { id: 'curve', c1: { x: 0, y: 6000 }, c2: { x: 6000, y: 6000 } }),
        lane('A', 'M', 'forward'),
        lane('M', 'B', 'forward'),
      ],
    });
    const r = router.route(g, { from: S('A'), to: S('B'), profile, cost: distanceCost })!;
    expect(stations(r)).toEqual(['A', 'M', 'B']);
    expect(r.length).toBeCloseTo(2 * Math.hypot(3000, 500), 6);
  });

  describe('avoids unusable elements', () => {
    const base = gridLayout({ cols: 3, rows: 2 });
    // g0_0 - g1_0 - g2_0 on the bottom row, g0_1 - g1_1 - g2_1 on top.
    const from = S(gridId(0, 0));
    const to = S(gridId(2, 0));
    const via = (stationsOnWay: (string | undefined)[] | undefined) => stationsOnWay?.includes(gridId(1, 0));

    it('takes the direct way when all is free', () => {
      const g = buildGraph(base);
      expect(via(stations(router.route(g, { from, to, profile })))).toBe(true);
    });

    it('goes round a locked station', () => {
      const g = buildGraph({ ...base, stations: base.stations.map((s) => (s.id === gridId(1, 0) ? { ...s, locked: true } : s)) });
      const r = router.route(g, { from, to, profile, availability: availability(g, initialMapState(g)) });
      expect(via(stations(r))).toBe(false);
      expect(r!.steps).toHaveLength(4);
    });

    it('goes round a station in a Block zone', () => {
      const g = buildGraph({ ...base, zones: [zone('blk', 'Block', [gridId(1, 0)])] });
      expect(via(stations(router.route(g, { from, to, profile, availability: availability(g, initialMapState(g)) })))).toBe(false);
    });

    it('goes round an invalid segment', () => {
      const g = buildGraph({ ...base, segments: base.segments.map((s) => (s.id === `${gridId(0, 0)}-${gridId(1, 0)}` ? { ...s, valid: false } : s)) });
      const r = router.route(g, { from, to, profile, availability: availability(g, initialMapState(g)) });
      // Both detours are 4 lanes; over the top row needs 2 turns, down through g1_0 needs 3.
      expect(stations(r)).toEqual(['g0_0', 'g0_1', 'g1_1', 'g2_1', 'g2_0']);
    });

    it('fails when the destination itself is blocked, but may leave a blocked start', () => {
      const g = buildGraph({ ...base, zones: [zone('blk', 'Block', [gridId(2, 0), gridId(0, 0)])] });
      const a = availability(g, initialMapState(g));
      expect(router.route(g, { from, to, profile, availability: a })).toBeUndefined();
      expect(router.route(g, { from, to: S(gridId(2, 1)), profile, availability: a })).toBeDefined();
    });

    it('hard avoid and soft penalties steer the route', () => {
      const g = buildGraph(base);
      const avoid = new Set<StationId>([S(gridId(1, 0))]);
      expect(via(stations(router.route(g, { from, to, profile, avoid })))).toBe(false);
      // Direct: 6000 ms. Around: 12000 ms + turns. A 20000 ms penalty makes going round cheaper.
      const penalties = new Map([[S(gridId(1, 0)), 20_000]]);
      expect(via(stations(router.route(g, { from, to, profile, penalties })))).toBe(false);
      const small = new Map([[S(gridId(1, 0)), 1_000]]);
      expect(via(stations(router.route(g, { from, to, profile, penalties: small })))).toBe(true);
    });
  });

  it('A* and Dijkstra agree on cost', () => {
    const g = buildGraph(gridLayout({ cols: 5, rows: 5 }));
    const noBound = { ...travelTimeCost(), lowerBound: undefined, name: 'tt-dijkstra' };
    for (const [a, b] of [
      [gridId(0, 0), gridId(4, 4)],
      [gridId(3, 1), gridId(0, 4)],
    ]) {
      const x = router.route(g, { from: S(a), to: S(b), profile, start: { heading: 90, drive: 'Forward' } })!;
      const y = router.route(g, { from: S(a), to: S(b), profile, start: { heading: 90, drive: 'Forward' }, cost: noBound })!;
      expect(x.cost).toBeCloseTo(y.cost, 9);
    }
  });
});
