import { describe, expect, it } from 'vitest';
import { crossing, deadEnd, loop, narrowAisle, type TrafficLayout } from '../testing/traffic-layouts.js';
import { runTraffic } from '../testing/traffic-run.js';

// The figures are printed for the record; core has no Node or DOM typings, so declare the one call.
declare const console: { log(...data: unknown[]): void };

/**
 * Seeded runs of the whole engine (dispatch, traffic control, simulation) on small layouts built
 * around one traffic pattern each, 15 simulated minutes with a steady backlog, then the open
 * orders drain. Each layout runs with 2, 4 and 6 vehicles.
 */
const FLEETS = [2, 4, 6];

function check(t: TrafficLayout, seed: number): void {
  const runs = FLEETS.map((vehicles) => ({ vehicles, ...runTraffic(t, { vehicles, minutes: 15, seed }) }));
  console.log(t.name, runs.map((r) => `${r.vehicles} AGVs: ${r.completed} orders, ${r.deadlocks} deadlocks`).join('; '));
  for (const r of runs) {
    expect(r.collisions, `${r.vehicles} vehicles`).toBe(0);
    expect(r.unresolved, `${r.vehicles} vehicles`).toBe(0);
    // Every order created is completed (none stuck in a jam).
    expect(r.leftOpen, `${r.vehicles} vehicles`).toBe(0);
    expect(r.completed).toBeGreaterThan(0);
  }
  // More vehicles never deliver less.
  for (let k = 1; k < runs.length; k++) expect(runs[k].completed, `${runs[k].vehicles} vs ${runs[k - 1].vehicles} vehicles`).toBeGreaterThanOrEqual(runs[k - 1].completed);
}

describe('traffic on small layouts (seeded, simulated time)', () => {
  it('a narrow two-way aisle across a ring', () => check(narrowAisle(), 1), 30_000);
  it('a dead end with work inside', () => check(deadEnd(), 2), 30_000);
  it('a loop road round one-way aisles', () => check(loop(), 3), 30_000);
  it('a grid of crossings', () => check(crossing(), 4), 30_000);
});
