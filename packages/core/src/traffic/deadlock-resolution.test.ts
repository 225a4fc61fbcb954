import { describe, expect, it } from 'vitest';
import { stationId, vehicleId } from '../ids.js';
import { lane, st } from '../testing/build.js';
import { gridId, gridLayout } from '../testing/grid.js';
import { TrafficHarness } from '../testing/traffic-harness.js';
import { DefaultTrafficController } from './default-traffic-controller.js';

const S = stationId;
const V = vehicleId;

/*
 * The two situations that left a deadlock unresolved on the 2,044-station site of bench:fleet
 * (seed 2): with the defaults after 7 simulated minutes, and with --plain five times in the hour.
 */
describe('deadlocks found together in one step', () => {
  it('a cycle whose member was pushed along by the resolution of another cycle counts as broken', () => {
    // 3x4 grid, the first three rows full but for the corner g2_2. a and b want to swap in the
    // middle column, c and d in the right one. Nobody can step aside alone; a's push chain runs
    // a -> g2_0 (d) -> g2_1 (c) -> g2_2, which moves both members of the second cycle.
    const idle = [gridId(0, 0), gridId(0, 1), gridId(0, 2), gridId(1, 2)];
    const h = new TrafficHarness(gridLayout({ cols: 3, rows: 4 }), [
      { id: 'a', at: gridId(1, 0), goal: gridId(1, 1), heading: 90 },
      { id: 'b', at: gridId(1, 1), goal: gridId(1, 0), heading: -90 },
      { id: 'c', at: gridId(2, 1), goal: gridId(2, 0), heading: -90 },
      { id: 'd', at: gridId(2, 0), goal: gridId(2, 1), heading: 90 },
      ...idle.map((at, i) => ({ id: `i${i}`, at })),
    ]);
    const first = h.step();
    expect(first.deadlocks).toHaveLength(2);
    expect(first.deadlocks[0]).toMatchObject({ resolvedBy: V('a'), how: 'push' });
    expect(first.changes.get(V('c'))!.route.map((e) => e.to)).toEqual([S(gridId(2, 2))]);
    // The second cycle is gone with the push: reported broken, and nobody else sent away for it.
    expect(first.deadlocks[1].resolvedBy).toBeDefined();
    expect([...first.changes.keys()].sort()).toEqual([V('a'), V('c'), V('d')]);
    expect(h.run(300_000)).toBe(true);
    expect(h.deadlocks().every((d) => d.resolvedBy !== undefined)).toBe(true);
  });
});

/** The busy road of a generated warehouse (as the test of a leaving vehicle in traffic.test.ts). */
const road = {
  stations: [
    st('R1', 0, 0), st('R2', 3000, 0), st('R3', 6000, 0), st('R4', 9000, 0), st('R5', 12000, 0),
    st('Q1', 0, 3000), st('P', 3000, -3000), st('T2', 3000, 3000), st('S3', 6000, 3000), st('Q4', 9000, 3000), st('Q5', 12000, 3000),
  ],
  segments: [
    lane('R1', 'R2'), lane('R2', 'R3'), lane('R3', 'R4'), lane('R4', 'R5'),
    lane('R1', 'Q1'), lane('P', 'R2', 'forward'), lane('R2', 'T2'), lane('R3', 'S3'), lane('R4', 'Q4'), lane('R5', 'Q5'),
  ],
};

describe('looking one station ahead on a two-way road (avoidHeadOn)', () => {
  // v (loaded, goes first) drives east along the road; u stands on R4 and turns off at R3 into
  // the rack spur S3. Taking R3 would put v head-on with u there.
  const run = (avoidHeadOn: boolean) => {
    const h = new TrafficHarness(
      road,
      [
        { id: 'v', at: 'R2', goal: 'R5', priority: 151 },
        { id: 'u', at: 'R4', goal: 'S3', heading: 180, priority: 101 },
      ],
      new DefaultTrafficController({ avoidHeadOn }),
    );
    expect(h.run(120_000)).toBe(true);
    return h;
  };

  it('a vehicle waits before a station that the vehicle on the next one wants, and no deadlock forms', () => {
    const h = run(true);
    expect(h.deadlocks()).toHaveLength(0);
    expect(h.results[0].waiting.get(V('v'))?.blockers).toEqual([V('u')]);
    expect(h.vehicle('v').visited).toEqual([S('R2'), S('R3'), S('R4'), S('R5')]);
    expect(h.vehicle('u').visited).toEqual([S('R4'), S('R3'), S('S3')]);
  });

  it('without it the two meet head-on on R3 and R4 and one has to give way', () => {
    expect(run(false).deadlocks().length).toBeGreaterThan(0);
  });
});

describe('a head-on pair whose ways out are all held', () => {
  it('steps aside through the station of a standing vehicle that sets off this step', () => {
    // x stands on R3 wanting R2, y drives in from the one-way aisle P onto R2 and wants R3.
    // R3's other ways: R4, where l stands but has just reserved its way on to R5, and S3, where
    // n is busy; y's are held by k and t, busy. R4 is freed when l has gone.
    const h = new TrafficHarness(road, [
      { id: 'x', at: 'R3', goal: 'R2', heading: 180, priority: 101 },
      { id: 'y', at: 'P', goal: 'R5', heading: 90, priority: 151 },
      { id: 'l', at: 'R4', goal: 'Q5' },
      { id: 'k', at: 'R1', stuck: true },
      { id: 't', at: 'T2', stuck: true },
      { id: 'n', at: 'S3', stuck: true },
    ]);
    const way = (...stops: string[]) => stops.slice(1).map((to, i) => h.graph.outgoing.get(S(stops[i]))!.find((e) => e.to === S(to))!);
    h.vehicle('x').motion = { ...h.vehicle('x').motion, route: way('R3', 'R2') };
    const y = way('P', 'R2', 'R3', 'R4', 'R5');
    h.vehicle('y').motion = { ...h.vehicle('y').motion, position: { kind: 'on', edge: y[0], progress: 300 }, route: y, claimed: 1 };
    const first = h.step();
    // l reserves its way on first (nothing blocks it), so only x and y are stuck.
    expect(first.claimed.get(V('l'))).toBeGreaterThan(0);
    expect(first.deadlocks).toHaveLength(1);
    expect(first.deadlocks[0]).toMatchObject({ resolvedBy: V('x'), how: 'evade' });
    expect(first.changes.get(V('x'))!.route.map((e) => e.to)).toEqual([S('R4'), S('Q4')]);
    expect(h.run(120_000)).toBe(true);
    expect(h.deadlocks().every((d) => d.resolvedBy !== undefined)).toBe(true);
  });
});
