import { describe, expect, it } from 'vitest';
import { stationId, vehicleId, type VehicleId } from '../ids.js';
import { createRng, pick } from '../rng.js';
import { lane, st } from '../testing/build.js';
import { gridId, gridLayout } from '../testing/grid.js';
import { TrafficHarness } from '../testing/traffic-harness.js';
import { blockEnd } from './blocks.js';
import { cycles } from './wait-graph.js';
import { buildGraph } from '../model/graph.js';
import { DefaultRouter } from '../routing/default-router.js';

const S = stationId;
const V = vehicleId;

describe('wait-for graph', () => {
  it('finds cycles (2, 3 and self) and ignores chains', () => {
    const next: Record<string, string[]> = { a: ['b'], b: ['a'], c: ['d'], d: ['e'], e: ['c'], f: ['a'], g: ['g'], h: [] };
    const found = cycles(Object.keys(next), (n) => next[n]).map((c) => [...c].sort().join(''));
    expect(found.sort()).toEqual(['ab', 'cde', 'g']);
  });
});

describe('corridor blocks', () => {
  // X1 - J1 - c1 - c2 - c3 - J2 - X2, with Y1 off J1 and Y2 off J2.
  const layout = {
    stations: [st('X1', -3000, 0), st('J1', 0, 0), st('c1', 3000, 0), st('c2', 6000, 0), st('c3', 9000, 0), st('J2', 12000, 0), st('X2', 15000, 0), st('Y1', 0, 3000), st('Y2', 12000, 3000)],
    segments: [lane('X1', 'J1'), lane('J1', 'c1'), lane('c1', 'c2'), lane('c2', 'c3'), lane('c3', 'J2'), lane('J2', 'X2'), lane('J1', 'Y1'), lane('J2', 'Y2')],
  };

  it('reserves the mouth, the whole corridor and the exit at once', () => {
    const g = buildGraph(layout);
    const r = new DefaultRouter().route(g, { from: S('Y1'), to: S('Y2'), profile: { speed: 1000, rotationSpeed: 90 } })!;
    // Steps: Y1->J1, J1->c1, c1->c2, c2->c3, c3->J2, J2->Y2. From step 0: J1 .. J2 = steps 0..4.
    expect(blockEnd(g, r.steps, 0)).toBe(4);
    // Leaving J2 for the dead end Y2 is one more block.
    expect(blockEnd(g, r.steps, 5)).toBe(5);
  });

  it('two vehicles meeting head-on on a two-way corridor never both enter it', () => {
    const h = new TrafficHarness(layout, [
      { id: 'v1', at: 'Y1', goal: 'X2' },
      { id: 'v2', at: 'Y2', goal: 'X1', heading: 180 },
    ]);
    const inside = (id: string) => {
      const p = h.vehicle(id).motion.position;
      const s = p.kind === 'at' ? [p.station] : [p.edge.from, p.edge.to];
      return s.some((x) => ['c1', 'c2', 'c3'].includes(x));
    };
    let both = false;
    while (h.nowMs < 120_000 && [...h.vehicles.values()].some((v) => v.goal)) {
      h.step();
      if (inside('v1') && inside('v2')) both = true;
    }
    expect(both).toBe(false);
    expect(h.vehicle('v1').arrivedAtMs).toBeDefined();
    expect(h.vehicle('v2').arrivedAtMs).toBeDefined();
    expect(h.deadlocks()).toHaveLength(0);
  });

  it('a swap through a corridor (each goal is where the other stands) ends with both home', () => {
    const h = new TrafficHarness(layout, [
      { id: 'v1', at: 'X1', goal: 'X2' },
      { id: 'v2', at: 'X2', goal: 'X1', heading: 180 },
    ]);
    expect(h.run(300_000)).toBe(true);
    expect(h.vehicle('v1').motion.position).toEqual({ kind: 'at', station: S('X2') });
  });
});

describe('conflict cases', () => {
  it('following on one lane: the second vehicle keeps a station between them', () => {
    const layout = {
      stations: ['A', 'B', 'C', 'D', 'E'].map((id, i) => st(id, i * 3000, 0)),
      segments: [lane('A', 'B', 'forward'), lane('B', 'C', 'forward'), lane('C', 'D', 'forward'), lane('D', 'E', 'forward')],
    };
    const h = new TrafficHarness(layout, [
      { id: 'lead', at: 'B', goal: 'E' },
      { id: 'follow', at: 'A', goal: 'D' },
    ]);
    expect(h.run(60_000)).toBe(true);
    // Same speed: the follower starts once B is free and is never slowed further; no deadlock.
    expect(h.deadlocks()).toHaveLength(0);
    expect(h.vehicle('lead').arrivedAtMs).toBe(9000);
  });

  it('crossing at a node: one vehicle waits for the other to clear the crossing', () => {
    const layout = {
      stations: [st('W', -3000, 0), st('C', 0, 0), st('E', 3000, 0), st('N', 0, 3000), st('S', 0, -3000)],
      segments: [lane('W', 'C'), lane('C', 'E'), lane('S', 'C'), lane('C', 'N')],
    };
    const h = new TrafficHarness(layout, [
      { id: 'a', at: 'W', goal: 'E' },
      { id: 'b', at: 'S', goal: 'N', heading: 90 },
    ]);
    expect(h.run(60_000)).toBe(true);
    const times = [h.vehicle('a').arrivedAtMs!, h.vehicle('b').arrivedAtMs!].sort((x, y) => x - y);
    expect(times[0]).toBe(6000);
    expect(times[1]).toBeGreaterThan(6000);
    expect(h.results.some((r) => r.waiting.size > 0)).toBe(true);
  });

  it('lanes that cross without a station are never driven at the same time', () => {
    const layout = {
      stations: [st('A', 0, 0), st('B', 4000, 4000), st('C', 0, 4000), st('D', 4000, 0)],
      segments: [lane('A', 'B', 'forward'), lane('C', 'D', 'forward')],
    };
    const h = new TrafficHarness(layout, [
      { id: 'a', at: 'A', goal: 'B', heading: 45 },
      { id: 'b', at: 'C', goal: 'D', heading: -45 },
    ]);
    expect(h.run(60_000)).toBe(true); // assertNoCollision checks the crossing every step
    expect(Math.max(h.vehicle('a').arrivedAtMs!, h.vehicle('b').arrivedAtMs!)).toBeGreaterThan(2 * 5656);
  });

  it('head-on on a two-way lane between junctions: the 2-cycle is found and broken', () => {
    const h = new TrafficHarness(gridLayout({ cols: 3, rows: 3 }), [
      { id: 'a', at: gridId(0, 1), goal: gridId(1, 1) },
      { id: 'b', at: gridId(1, 1), goal: gridId(0, 1), heading: 180 },
    ]);
    expect(h.run(120_000)).toBe(true);
    const d = h.deadlocks();
    expect(d.length).toBeGreaterThanOrEqual(1);
    expect([...d[0].vehicles].sort()).toEqual([V('a'), V('b')]);
    expect(d[0].resolvedBy).toBeDefined();
  });

  it('a 3-vehicle cycle on a triangle is broken and everybody arrives', () => {
    const layout = {
      stations: [st('A', 0, 0), st('B', 3000, 0), st('C', 1500, 2600), st('xA', -2000, -1000), st('xB', 5000, -1000), st('xC', 1500, 4600)],
      segments: [lane('A', 'B'), lane('B', 'C'), lane('C', 'A'), lane('A', 'xA'), lane('B', 'xB'), lane('C', 'xC')],
    };
    const h = new TrafficHarness(layout, [
      { id: 'v1', at: 'A', goal: 'B' },
      { id: 'v2', at: 'B', goal: 'C', heading: 120 },
      { id: 'v3', at: 'C', goal: 'A', heading: -120 },
    ]);
    expect(h.run(120_000)).toBe(true);
    expect(h.deadlocks()[0].vehicles).toHaveLength(3);
    for (const id of ['v1', 'v2', 'v3']) expect(h.vehicle(id).arrivedAtMs).toBeDefined();
  });

  it('a 4-vehicle cycle round a grid square is broken and everybody arrives', () => {
    const h = new TrafficHarness(gridLayout({ cols: 3, rows: 3 }), [
      { id: 'v1', at: gridId(0, 0), goal: gridId(1, 0) },
      { id: 'v2', at: gridId(1, 0), goal: gridId(1, 1), heading: 90 },
      { id: 'v3', at: gridId(1, 1), goal: gridId(0, 1), heading: 180 },
      { id: 'v4', at: gridId(0, 1), goal: gridId(0, 0), heading: -90 },
    ]);
    expect(h.run(120_000)).toBe(true);
    const first = h.deadlocks()[0];
    expect(first.vehicles).toHaveLength(4);
    expect(first.how).toBe('evade');
  });

  it('a head-on pair with no free neighbour is solved by pushing a chain of vehicles (PIBT)', () => {
    // 3x3 grid, 8 vehicles, only the corner g2_2 free. a and b want to swap in the middle column.
    const idle = [gridId(0, 0), gridId(2, 0), gridId(0, 1), gridId(2, 1), gridId(0, 2), gridId(1, 2)];
    const h = new TrafficHarness(gridLayout({ cols: 3, rows: 3 }), [
      { id: 'a', at: gridId(1, 0), goal: gridId(1, 1), heading: 90 },
      { id: 'b', at: gridId(1, 1), goal: gridId(1, 0), heading: -90 },
      ...idle.map((at, i) => ({ id: `i${i}`, at })),
    ]);
    expect(h.run(300_000)).toBe(true);
    expect(h.deadlocks().some((d) => d.how === 'push')).toBe(true);
    expect(h.vehicle('a').arrivedAtMs).toBeDefined();
    expect(h.vehicle('b').arrivedAtMs).toBeDefined();
  });

  it('a head-on pair whose every way out is held by driving vehicles is broken at once: one waits behind a leaving vehicle', () => {
    // The busy road of a generated warehouse: x stands on R3 wanting R2, y drives in from the
    // one-way aisle P onto R2 and wants R3. R3's other ways are held by l, driving from R4 to R5,
    // and by n, busy on S3; y's by k, busy on R1, and t, busy on T2. Nobody can step aside or push
    // now, but R4 is freed when l arrives: x steps aside through it to Q4 and waits for it.
    const layout = {
      stations: [
        st('R1', 0, 0), st('R2', 3000, 0), st('R3', 6000, 0), st('R4', 9000, 0), st('R5', 12000, 0),
        st('Q1', 0, 3000), st('P', 3000, -3000), st('T2', 3000, 3000), st('S3', 6000, 3000), st('Q4', 9000, 3000), st('Q5', 12000, 3000),
      ],
      segments: [
        lane('R1', 'R2'), lane('R2', 'R3'), lane('R3', 'R4'), lane('R4', 'R5'),
        lane('R1', 'Q1'), lane('P', 'R2', 'forward'), lane('R2', 'T2'), lane('R3', 'S3'), lane('R4', 'Q4'), lane('R5', 'Q5'),
      ],
    };
    const h = new TrafficHarness(layout, [
      { id: 'x', at: 'R3', goal: 'R2', heading: 180, priority: 101 },
      { id: 'y', at: 'P', goal: 'R5', heading: 90, priority: 151 },
      { id: 'l', at: 'R4', goal: 'Q5' },
      { id: 'k', at: 'R1', stuck: true },
      { id: 't', at: 'T2', stuck: true },
      { id: 'n', at: 'S3', stuck: true },
    ]);
    const way = (...stops: string[]) => stops.slice(1).map((to, i) => h.graph.outgoing.get(S(stops[i]))!.find((e) => e.to === S(to))!);
    h.vehicle('x').motion = { ...h.vehicle('x').motion, route: way('R3', 'R2') };
    // y and l have just left P and R4 (300 mm into their first lane, which they hold).
    for (const [id, route] of [['y', way('P', 'R2', 'R3', 'R4', 'R5')], ['l', way('R4', 'R5', 'Q5')]] as const) {
      h.vehicle(id).motion = { ...h.vehicle(id).motion, position: { kind: 'on', edge: route[0], progress: 300 }, route, claimed: 1 };
    }
    const first = h.step();
    expect(first.deadlocks).toHaveLength(1);
    expect([...first.deadlocks[0].vehicles].sort()).toEqual([V('x'), V('y')]);
    expect(first.deadlocks[0]).toMatchObject({ resolvedBy: V('x'), how: 'evade' });
    expect(first.changes.get(V('x'))!.route.map((e) => e.to)).toEqual([S('R4'), S('Q4')]);
    // The cycle is gone: x waits for l to free R4, not for y.
    const second = h.step();
    expect(second.deadlocks).toHaveLength(0);
    expect(second.waiting.get(V('x'))?.blockers).toEqual([V('l')]);
    // Everybody arrives, with no collision on the way (checked every step).
    expect(h.run(120_000)).toBe(true);
    expect(h.vehicle('x').visited).toEqual([S('R3'), S('R4'), S('Q4'), S('R4'), S('R3'), S('R2')]);
    expect(h.deadlocks().every((d) => d.resolvedBy !== undefined)).toBe(true);
  });

  it('an idle vehicle standing in the way is sent to a free neighbour', () => {
    // A - B - C with a side station X off B.
    const layout = {
      stations: [st('A', 0, 0), st('B', 3000, 0), st('C', 6000, 0), st('X', 3000, 3000)],
      segments: [lane('A', 'B'), lane('B', 'C'), lane('B', 'X')],
    };
    const h = new TrafficHarness(layout, [
      { id: 'worker', at: 'A', goal: 'C' },
      { id: 'idle', at: 'B' },
    ]);
    expect(h.run(60_000)).toBe(true);
    expect(h.vehicle('idle').motion.position).toEqual({ kind: 'at', station: S('X') });
    expect(h.results.some((r) => r.changes.get(V('idle'))?.reason === 'make-room')).toBe(true);
  });

  it('a way blocked by a vehicle that cannot move is re-routed after rerouteAfterMs', () => {
    const h = new TrafficHarness(
      gridLayout({ cols: 3, rows: 2 }),
      [
        { id: 'v', at: gridId(0, 0), goal: gridId(2, 0) },
        { id: 'broken', at: gridId(1, 0), stuck: true },
      ],
      TrafficHarness.options({ rerouteAfterMs: 5000 }),
    );
    expect(h.run(60_000)).toBe(true);
    const v = h.vehicle('v');
    expect(v.visited).not.toContain(S(gridId(1, 0)));
    expect(v.visited).toContain(S(gridId(1, 1)));
    // Waited 5 s, then 4 lanes of 3 s and turns (90 deg/s): 5000 + 12000 + 3 turns * 1000 = 20000 ms.
    expect(v.arrivedAtMs).toBeGreaterThanOrEqual(5000 + 12000);
    expect(h.results.some((r) => r.changes.get(V('v'))?.reason === 'blocked')).toBe(true);
  });

  it('a vehicle blocked in a one-way aisle whose only other lane is a dead-end spur does not search for a way round', () => {
    // A -> B -> C one way, a rack spur B <-> S; 'broken' stands on C for good. With a lane B -> D -> C there is a way round.
    const run = (wayRound: boolean) => {
      const h = new TrafficHarness(
        {
          stations: [st('A', 0, 0), st('B', 3000, 0), st('C', 6000, 0), st('S', 3000, 3000), st('D', 4500, -3000)],
          segments: [lane('A', 'B', 'forward'), lane('B', 'C', 'forward'), lane('B', 'S', 'both'), ...(wayRound ? [lane('B', 'D', 'forward'), lane('D', 'C', 'forward')] : [])],
        },
        [
          { id: 'v', at: 'A', goal: 'C' },
          { id: 'broken', at: 'C', stuck: true },
        ],
        TrafficHarness.options({ rerouteAfterMs: 5000 }),
      );
      for (let i = 0; i < 300; i++) h.step();
      return h;
    };
    const aisle = run(false);
    expect(aisle.vehicle('v').motion.position).toEqual({ kind: 'at', station: S('B') });
    expect(aisle.replans).toBe(0);
    // The same wait with another way out is searched again every rerouteAfterMs (and the goal stays blocked).
    expect(run(true).replans).toBeGreaterThan(0);
  });

  it('a vehicle whose goal sits in a dead end waits outside while another works there', () => {
    // G is a junction with the dead end D; 'busy' stands in D (cannot move) for a while.
    const layout = {
      stations: [st('P', 0, 0), st('G', 3000, 0), st('D', 3000, -3000, 'Working'), st('Q', 6000, 0), st('R', 3000, 3000)],
      segments: [lane('P', 'G'), lane('G', 'Q'), lane('G', 'R'), lane('G', 'D', 'both')],
    };
    const h = new TrafficHarness(layout, [
      { id: 'next', at: 'P', goal: 'D' },
      { id: 'busy', at: 'D', stuck: true },
    ]);
    for (let i = 0; i < 100; i++) h.step();
    // Mouth and dead end are one block: 'next' never stands at G blocking the way out.
    expect(h.vehicle('next').motion.position).toEqual({ kind: 'at', station: S('P') });
    h.vehicle('busy').stuck = false;
    h.vehicle('busy').goal = S('Q');
    expect(h.run(120_000)).toBe(true);
    expect(h.vehicle('next').motion.position).toEqual({ kind: 'at', station: S('D') });
  });
});

describe('random traffic on a two-way grid', () => {
  it('8 vehicles, 40 random trips each on a 5x5 grid: no collision, no stall over 60 s', () => {
    const rng = createRng(7);
    const cells = Array.from({ length: 25 }, (_, i) => gridId(i % 5, Math.floor(i / 5)));
    const starts = cells.filter((_, i) => i % 3 === 0).slice(0, 8);
    const h = new TrafficHarness(
      gridLayout({ cols: 5, rows: 5 }),
      starts.map((s, i) => ({ id: `v${i}`, at: s })),
    );
    const trips = new Map<VehicleId, number>();
    const lastProgress = new Map<VehicleId, number>();
    let maxStall = 0;
    while (h.nowMs < 3_600_000) {
      const goals = new Set([...h.vehicles.values()].map((v) => v.goal).filter(Boolean));
      for (const v of h.vehicles.values()) {
        if (v.goal || v.motion.route.length > 0 || (trips.get(v.id) ?? 0) >= 40) continue;
        const free = cells.filter((c) => !goals.has(S(c)) && ![...h.vehicles.values()].some((o) => o.motion.position.kind === 'at' && o.motion.position.station === c));
        const goal = S(pick(rng, free));
        v.goal = goal;
        goals.add(goal);
        trips.set(v.id, (trips.get(v.id) ?? 0) + 1);
        lastProgress.set(v.id, h.nowMs);
      }
      const before = new Map([...h.vehicles.values()].map((v) => [v.id, JSON.stringify(v.motion.position)]));
      h.step(250);
      for (const v of h.vehicles.values()) {
        if (!v.goal) continue;
        if (before.get(v.id) !== JSON.stringify(v.motion.position)) lastProgress.set(v.id, h.nowMs);
        maxStall = Math.max(maxStall, h.nowMs - (lastProgress.get(v.id) ?? h.nowMs));
      }
      if ([...trips.values()].every((t) => t >= 40) && trips.size === 8 && [...h.vehicles.values()].every((v) => !v.goal)) break;
    }
    expect([...trips.values()]).toEqual(Array(8).fill(40));
    expect([...h.vehicles.values()].every((v) => !v.goal)).toBe(true);
    expect(maxStall).toBeLessThan(60_000);
    // About 3 s on a quiet machine; allow for a shared one.
  }, 60_000);
});
