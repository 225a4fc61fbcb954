import { describe, expect, it } from 'vitest';
import { stationId } from '../ids.js';
import { buildGraph } from '../model/graph.js';
import { lane, st } from '../testing/build.js';
import { TrafficHarness } from '../testing/traffic-harness.js';
import { CongestionMap } from './congestion.js';
import { preferredDirectionCost, travelTimeCost } from './cost.js';
import { DefaultRouter } from './default-router.js';
import { againstPreferred } from './preferred-directions.js';

const S = stationId;
const profile = { speed: 1000, rotationSpeed: 90 };

// A two-way ring round a 2 x 2 square of 3 m cells (8 stations), with a dead-end spur K off a1.
//   c0 - c1 - c2
//   |         |
//   b0        b2
//   |         |
//   a0 - a1 - a2
//        |
//        K
const ring = ['a0', 'a1', 'a2', 'b2', 'c2', 'c1', 'c0', 'b0'];
const xy: Record<string, [number, number]> = { a0: [0, 0], a1: [3000, 0], a2: [6000, 0], b2: [6000, 3000], c2: [6000, 6000], c1: [3000, 6000], c0: [0, 6000], b0: [0, 3000], K: [3000, -3000] };
const layout = {
  stations: Object.entries(xy).map(([id, [x, y]]) => st(id, x, y)),
  segments: [...ring.map((id, k) => lane(id, ring[(k + 1) % ring.length])), lane('a1', 'K')],
};

describe('preferred directions on two-way lanes', () => {
  it('run counter-clockwise round the layout centre; dead-end spurs have none', () => {
    const g = buildGraph(layout);
    const against = againstPreferred(g);
    const dir = (a: string, b: string) => [...g.edges.values()].find((e) => e.from === S(a) && e.to === S(b))!.id;
    // Counter-clockwise (x right, y up): east along the bottom, north on the right, west on top.
    expect(against.has(dir('a0', 'a1'))).toBe(false);
    expect(against.has(dir('a1', 'a0'))).toBe(true);
    expect(against.has(dir('a2', 'b2'))).toBe(false);
    expect(against.has(dir('c1', 'c0'))).toBe(false);
    expect(against.has(dir('c0', 'c1'))).toBe(true);
    expect(against.has(dir('a1', 'K'))).toBe(false);
    expect(against.has(dir('K', 'a1'))).toBe(false);
  });

  it('two vehicles crossing the ring in opposite directions take the same sense round it, so they never meet head-on', () => {
    const g = buildGraph(layout);
    const router = new DefaultRouter();
    const lanes = (cost = travelTimeCost(), from: string, to: string) => router.route(g, { from: S(from), to: S(to), profile, cost })!.steps.map((e) => e.segment);
    // Both ways round are equally long; with the preference both go counter-clockwise.
    const shared = (cost?: ReturnType<typeof travelTimeCost>) => lanes(cost, 'b0', 'b2').filter((s) => lanes(cost, 'b2', 'b0').includes(s));
    const preferring = preferredDirectionCost(travelTimeCost(), againstPreferred(g), 1);
    expect(shared(preferring)).toEqual([]);
    expect(router.route(g, { from: S('b0'), to: S('b2'), profile, cost: preferring })!.steps.map((e) => e.to)).toEqual(['a0', 'a1', 'a2', 'b2']);
    // A short trip against the preference is still allowed when going round costs more than the factor.
    expect(lanes(preferring, 'a1', 'a0')).toHaveLength(1);
  });

  it('with these routes the two vehicles cross without a deadlock; with plain routes they meet head-on', () => {
    const g = buildGraph(layout);
    const meet = (factor: number) => {
      const h = new TrafficHarness(
        layout,
        [
          { id: 'v1', at: 'b0', goal: 'b2', heading: 90 },
          { id: 'v2', at: 'b2', goal: 'b0', heading: 90 },
        ],
        undefined,
        preferredDirectionCost(travelTimeCost(), againstPreferred(g), factor),
      );
      expect(h.run(120_000)).toBe(true);
      return h.deadlocks().length;
    };
    expect(meet(0)).toBeGreaterThan(0);
    expect(meet(1)).toBe(0);
  });
});

describe('expected waiting (congestion)', () => {
  it('prices a station by how long vehicles waited for it, halving every half-life, up to a cap', () => {
    const c = new CongestionMap({ halfLifeMs: 10_000, weight: 0.5, capMs: 5000, reservedMs: 1000, refreshMs: 0 });
    let expected = 0;
    for (let t = 200; t <= 4000; t += 200) {
      c.record(t, 200, [S('x')], new Set());
      expected += 200 * 0.5 ** ((4000 - t) / 10_000);
    }
    // 4 s of waiting, the earlier ticks decayed a little, times the weight.
    expect(c.penalties().get(S('x'))).toBeCloseTo(0.5 * expected, 6);
    expect(expected).toBeGreaterThan(3500);
    c.record(14_000, 200, [], new Set([S('y')]));
    expect(c.penalties().get(S('x'))).toBeCloseTo(0.25 * expected, 6); // one half-life later
    expect(c.penalties().get(S('y'))).toBe(1000); // held now
    for (let t = 14_200; t <= 40_000; t += 200) c.record(t, 200, [S('x')], new Set());
    expect(c.penalties().get(S('x'))).toBe(5000);
    // Nobody waits there any more: it is forgotten.
    c.record(400_000, 200, [], new Set());
    expect(c.penalties().size).toBe(0);
  });
});
