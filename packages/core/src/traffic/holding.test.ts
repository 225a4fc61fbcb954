import { describe, expect, it } from 'vitest';
import { stationId } from '../ids.js';
import { lane, st } from '../testing/build.js';
import { TrafficHarness } from '../testing/traffic-harness.js';

describe('waiting for a busy destination', () => {
  //            H (holding place)
  //            |
  //  A -> B -> C -> D -> E -> G      one-way main lane, 3 m
  //                 |
  //                 W           a working station on a spur, where X works (cannot move)
  const layout = {
    stations: [st('A', 0, 0), st('B', 3000, 0), st('C', 6000, 0), st('D', 9000, 0), st('E', 12000, 0), st('G', 15000, 0), st('H', 6000, 3000), st('W', 9000, -3000, 'Working')],
    segments: [lane('A', 'B', 'forward'), lane('B', 'C', 'forward'), lane('C', 'D', 'forward'), lane('D', 'E', 'forward'), lane('E', 'G', 'forward'), lane('C', 'H'), lane('D', 'W', 'both')],
  };
  const specs = [
    { id: 'X', at: 'W', stuck: true },
    { id: 'V', at: 'B', goal: 'W' },
    { id: 'F', at: 'A', goal: 'G' },
  ];

  it('a vehicle that others wait behind waits at a holding station instead of on the lane, and the others pass', () => {
    const h = new TrafficHarness(layout, specs);
    h.run(60_000);
    // F got past while X kept working; V stepped aside to H and waits for W.
    expect(h.vehicle('F').arrivedAtMs).toBeDefined();
    expect(h.vehicle('V').visited).toContain(stationId('H'));
    expect(h.vehicle('V').goal).toBe(stationId('W'));
  });

  it('once the destination is free the held vehicle gets there', () => {
    const h = new TrafficHarness(layout, specs);
    h.run(30_000);
    expect(h.vehicle('F').arrivedAtMs).toBeDefined();
    // X finishes and leaves for E.
    const x = h.vehicle('X');
    x.stuck = false;
    x.goal = stationId('E');
    expect(h.run(120_000)).toBe(true);
    expect(h.vehicle('V').arrivedAtMs).toBeDefined();
  });
});
