import { describe, expect, it } from 'vitest';
import { buildGraph } from '../model/graph.js';
import { createRng, pick } from '../rng.js';
import { generateWarehouse } from '../sites/warehouse.js';
import { siteToLayout } from '../sites/to-layout.js';
import { preferredDirectionCost, travelTimeCost, type EdgeCost } from './cost.js';
import { DefaultRouter } from './default-router.js';
import { graphIndex } from './graph-index.js';
import { landmarkBound, landmarksOf } from './landmarks.js';
import { againstPreferred } from './preferred-directions.js';

// One-way aisles alternating direction: the straight line badly underestimates, landmarks do not.
const graph = buildGraph(siteToLayout(generateWarehouse({ aisles: 5, slots: 8 })));
const stations = [...graph.stations.keys()];
const profile = { speed: 1000, rotationSpeed: 90 };
const timed = travelTimeCost();
/** The same cost without any bound: the router runs plain Dijkstra. */
const unbounded: EdgeCost = { name: 'dijkstra', edge: timed.edge };

describe('landmark bounds (ALT)', () => {
  it('never exceed the shortest driving distance', () => {
    const index = graphIndex(graph);
    const l = landmarksOf(index);
    const rng = createRng(11);
    const router = new DefaultRouter();
    const lengthOnly: EdgeCost = { name: 'length', edge: (e) => e.length };
    for (let k = 0; k < 200; k++) {
      const [a, b] = [pick(rng, stations), pick(rng, stations)];
      const r = router.route(graph, { from: a, to: b, profile, cost: lengthOnly });
      if (!r) continue;
      expect(landmarkBound(l, index.stationOf.get(a)!, index.stationOf.get(b)!)).toBeLessThanOrEqual(r.cost + 1e-6);
    }
  });

  it('leave route costs unchanged: A* with landmarks finds what Dijkstra finds', () => {
    const rng = createRng(12);
    const router = new DefaultRouter();
    for (let k = 0; k < 200; k++) {
      const [from, to] = [pick(rng, stations), pick(rng, stations)];
      const start = { heading: pick(rng, [0, 90, 180, -90]), drive: 'Forward' as const };
      const fast = router.route(graph, { from, to, profile, start, cost: timed });
      const slow = router.route(graph, { from, to, profile, start, cost: unbounded });
      expect(fast?.cost).toBeCloseTo(slow?.cost ?? NaN, 6);
    }
  });

  it('weighted by the preferred directions, bound the cost tighter and still find what Dijkstra finds', () => {
    const preferred = preferredDirectionCost(timed, againstPreferred(graph), 1);
    const index = graphIndex(graph);
    const weighted = landmarksOf(index, preferred.lengthWeight);
    const perMm = preferred.minCostPerMm!(profile);
    const rng = createRng(13);
    const router = new DefaultRouter();
    let tighter = 0;
    for (let k = 0; k < 200; k++) {
      const [from, to] = [pick(rng, stations), pick(rng, stations)];
      const fast = router.route(graph, { from, to, profile, cost: preferred });
      const slow = router.route(graph, { from, to, profile, cost: { name: 'dijkstra', edge: preferred.edge } });
      expect(fast?.cost).toBeCloseTo(slow?.cost ?? NaN, 6);
      if (!slow) continue;
      const [a, b] = [index.stationOf.get(from)!, index.stationOf.get(to)!];
      const bound = perMm * landmarkBound(weighted, a, b);
      expect(bound).toBeLessThanOrEqual(slow.cost + 1e-6);
      if (bound > perMm * landmarkBound(landmarksOf(index), a, b) + 1) tighter++;
    }
    // Trips against the preferred sense of the two-way road cost more than their length says.
    expect(tighter).toBeGreaterThan(20);
  });
});
