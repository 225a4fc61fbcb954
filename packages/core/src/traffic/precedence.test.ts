import { describe, expect, it } from 'vitest';
import { stationId, vehicleId, type VehicleId } from '../ids.js';
import { at } from '../model/position.js';
import { lane, st } from '../testing/build.js';
import { TrafficHarness } from '../testing/traffic-harness.js';
import { precedence } from './precedence.js';
import type { TrafficVehicle } from './types.js';

const V = vehicleId;
const vehicle = (id: string, priority: number): TrafficVehicle => ({ id: V(id), position: at(stationId('s')), route: [], claimed: 0, canMove: true, idle: false, priority });
const waits = (pairs: Record<string, string[]>) => new Map(Object.entries(pairs).map(([k, v]) => [V(k), v.map(V)] as [VehicleId, VehicleId[]]));

describe('precedence: aging and priority inheritance', () => {
  it('waiting raises precedence by one step per second, without limit', () => {
    const p = precedence([vehicle('a', 0), vehicle('b', 150)], new Map([[V('a'), 0]]), new Map(), 200_000);
    expect(p.get(V('a'))).toBe(200);
    expect(p.get(V('b'))).toBe(150);
  });

  it('a blocker inherits the precedence of who waits for it, along a chain, and never loses its own', () => {
    const p = precedence([vehicle('loaded', 150), vehicle('blocker', 0), vehicle('behind', 0), vehicle('other', 100)], new Map(), waits({ loaded: ['blocker'], blocker: ['behind'] }), 0);
    expect(p.get(V('blocker'))).toBe(150);
    expect(p.get(V('behind'))).toBe(150);
    expect(p.get(V('other'))).toBe(100);
    const own = precedence([vehicle('low', 10), vehicle('high', 120)], new Map(), waits({ low: ['high'] }), 0);
    expect(own.get(V('high'))).toBe(120);
  });

  it('a cycle of waits takes its largest value and stops', () => {
    const p = precedence([vehicle('a', 5), vehicle('b', 50), vehicle('c', 1)], new Map(), waits({ a: ['b'], b: ['c'], c: ['a'] }), 0);
    expect([...p.values()]).toEqual([50, 50, 50]);
  });
});

describe('who goes first at a junction', () => {
  //            Q2
  //            |
  //            Q
  //            |
  //  A -> X -> J -> Z -> Z2      (all one-way, 3 m)
  //            ^
  //            W
  const layout = {
    stations: [st('A', 0, 0), st('X', 3000, 0), st('J', 6000, 0), st('Z', 9000, 0), st('Z2', 12000, 0), st('W', 6000, 3000), st('Q', 6000, -3000), st('Q2', 6000, -6000)],
    segments: [lane('A', 'X', 'forward'), lane('X', 'J', 'forward'), lane('J', 'Z', 'forward'), lane('Z', 'Z2', 'forward'), lane('W', 'J', 'forward'), lane('J', 'Q', 'forward'), lane('Q', 'Q2', 'forward')],
  };

  it('a vehicle blocking a loaded one inherits its priority and crosses before a vehicle of middle priority', () => {
    // D leaves the junction; B (priority 0) and C (100) both wait for it; the loaded L (150) waits behind B.
    const arrival = new Map<string, number>();
    const h = new TrafficHarness(layout, [
      { id: 'D', at: 'J', goal: 'Q2', heading: 270 },
      { id: 'B', at: 'X', goal: 'Z2' },
      { id: 'L', at: 'A', goal: 'Z', priority: 150 },
      { id: 'C', at: 'W', goal: 'Q', heading: 270, priority: 100 },
    ]);
    // Without inheritance C (100) would go before B (0) the moment D has left.
    while (h.nowMs < 120_000 && arrival.size < 2) {
      h.step();
      for (const id of ['B', 'C']) if (!arrival.has(id) && h.vehicle(id).visited.includes(stationId('J'))) arrival.set(id, h.nowMs);
    }
    expect(arrival.get('B')!).toBeLessThan(arrival.get('C')!);
    expect(h.deadlocks()).toHaveLength(0);
    expect(h.run(120_000)).toBe(true);
  });
});

describe('no starvation', () => {
  // A one-way ring of 8 stations, 3 m apart, with 4 vehicles of priority 10 going round and round,
  // and a vehicle of priority 0 at S, inside the ring, that wants to cross it at r1 to T outside.
  const ring = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'];
  const pos = [[0, 0], [3000, 0], [6000, 0], [6000, 3000], [6000, 6000], [3000, 6000], [0, 6000], [0, 3000]];
  const layout = {
    stations: [...ring.map((id, k) => st(id, pos[k][0], pos[k][1])), st('S', 3000, 3000), st('T', 3000, -3000)],
    segments: [...ring.map((id, k) => lane(id, ring[(k + 1) % ring.length], 'forward')), lane('S', 'r1', 'forward'), lane('r1', 'T', 'forward'), lane('T', 'r2', 'forward')],
  };

  const crossAfter = (agingPerS: number): number | undefined => {
    const h = new TrafficHarness(
      layout,
      [
        ...['r0', 'r2', 'r4', 'r6'].map((at, k) => ({ id: `ring${k}`, at, goal: ring[(ring.indexOf(at) + 4) % 8], priority: 10, heading: [0, 90, 180, 270][k] })),
        { id: 'low', at: 'S', goal: 'T', heading: 270 },
      ],
      TrafficHarness.options({ agingPerS }),
    );
    while (h.nowMs < 180_000) {
      h.step();
      // The ring vehicles never stop: each gets a new goal half a ring on when it arrives.
      for (const v of h.vehicles.values()) {
        const p = v.motion.position;
        if (v.id !== vehicleId('low') && !v.goal && p.kind === 'at') v.goal = stationId(ring[(ring.indexOf(p.station) + 4) % 8]);
      }
      if (h.vehicle('low').arrivedAtMs !== undefined) return h.vehicle('low').arrivedAtMs;
    }
    return undefined;
  };

  it('a low-priority vehicle waiting to cross a stream of higher-priority ones gets through by aging', () => {
    expect(crossAfter(1)).toBeLessThan(60_000);
  });

  it('without aging the same vehicle waits for good (what aging prevents)', () => {
    expect(crossAfter(0)).toBeUndefined();
  });
});
