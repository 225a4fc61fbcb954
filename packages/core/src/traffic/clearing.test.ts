import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId } from '../ids.js';
import { Fleet } from '../fleet/fleet.js';
import { buildGraph, edgeBetween } from '../model/graph.js';
import type { Layout } from '../model/layout.js';
import { lane, st } from '../testing/build.js';
import { newVehicle } from '../testing/fleet-fixtures.js';
import { positionPoint } from '../vehicle/motion.js';
import type { VehicleState } from '../vehicle/vehicle.js';
import { ClearingDistances } from './clearing.js';

const S = stationId;

/** A crossing C with four 4 m arms, and optionally a lane leaving C at 30 degrees to the east arm. */
function crossing(sharpLane: boolean): Layout {
  return {
    stations: [st('C', 0, 0), st('E', 4000, 0), st('W', -4000, 0), st('N', 0, 4000), st('S', 0, -4000), st('D', 3464, 2000)],
    segments: [lane('C', 'E'), lane('W', 'C'), lane('C', 'N'), lane('S', 'C'), ...(sharpLane ? [lane('C', 'D')] : [])],
    zones: [],
  };
}

describe('how far a vehicle drives before the station behind it is free', () => {
  const clearance = 2212;

  it('on a lane square to the others, once the vehicle is the clearance away', () => {
    const graph = buildGraph(crossing(false));
    const d = new ClearingDistances().of(graph, edgeBetween(graph, S('C'), S('E'))!, clearance)!;
    expect(d).toBeGreaterThanOrEqual(clearance);
    expect(d).toBeLessThan(clearance + 150);
  });

  it('never early beside a lane leaving at a sharp angle, which the vehicle stays close to', () => {
    const graph = buildGraph(crossing(true));
    // 30 degrees: 4 m along the east arm it is only 2 m from the other lane.
    expect(new ClearingDistances().of(graph, edgeBetween(graph, S('C'), S('E'))!, clearance)).toBeUndefined();
  });

  it('never early on a lane shorter than the clearance', () => {
    const graph = buildGraph(crossing(false));
    expect(new ClearingDistances().of(graph, edgeBetween(graph, S('C'), S('E'))!, 4500)).toBeUndefined();
  });
});

/*
 * Two vehicles cross at C, one from west to east, one from south to north (loads at WW and SS,
 * both two-way arms of 4 m stations), starting at the same time. With footprints the second may
 * take C as soon as the first has cleared it; without, only once the first reached the next station.
 */
function crossingRun(radius: number | undefined) {
  const layout: Layout = {
    stations: [
      st('WW', -8000, 0, 'Working', { occupied: true }),
      st('A', -4000, 0),
      st('C', 0, 0),
      st('B', 4000, 0),
      st('EE', 8000, 0, 'Working'),
      st('SS', 0, -8000, 'Working', { occupied: true }),
      st('D', 0, -4000),
      st('F', 0, 4000),
      st('NN', 0, 8000, 'Working'),
    ],
    segments: [lane('WW', 'A'), lane('A', 'C'), lane('C', 'B'), lane('B', 'EE'), lane('SS', 'D'), lane('D', 'C'), lane('C', 'F'), lane('F', 'NN')],
    zones: [],
  };
  const extra = radius === undefined ? {} : { footprintRadiusMm: radius };
  const fleet = new Fleet(layout, [newVehicle('a', 'WW', { ...extra, autoAllocation: true }), newVehicle('b', 'SS', extra)]);
  fleet.apply({ type: 'addOrder', order: { id: orderId('ab'), source: S('WW'), destination: S('EE') } });
  fleet.apply({ type: 'addOrder', order: { id: orderId('sn'), source: S('SS'), destination: S('NN') } });
  const centre = (v: VehicleState) => positionPoint(fleet.graph, v.motion.position);
  let closest = Infinity;
  /** Progress of a along C -> B when b first had C reserved (or stood on it) while a was still on that lane. */
  let aProgressWhenBEntered: number | undefined;
  let t = 0;
  const done = () => fleet.order(orderId('ab')).state === 'Complete' && fleet.order(orderId('sn')).state === 'Complete';
  while (!done() && t < 300_000) {
    fleet.tick((t += 100));
    const [a, b] = [centre(fleet.vehicle(vehicleId('a'))), centre(fleet.vehicle(vehicleId('b')))];
    closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y));
    const pa = fleet.vehicle(vehicleId('a')).motion.position;
    const mb = fleet.vehicle(vehicleId('b')).motion;
    const bAtC = (mb.position.kind === 'at' && mb.position.station === S('C')) || mb.route.slice(0, mb.claimed).some((e) => e.to === S('C'));
    if (aProgressWhenBEntered === undefined && bAtC && pa.kind === 'on' && pa.edge.from === S('C')) aProgressWhenBEntered = pa.progress;
  }
  return { doneAtMs: t, closest, complete: done(), aProgressWhenBEntered };
}

describe('a vehicle gives up the station behind it once its body has cleared it', () => {
  it('so a vehicle crossing behind it may have the crossing sooner, never closer than both radii and the margin', () => {
    const radius = 1006;
    const withFootprints = crossingRun(radius);
    const without = crossingRun(undefined);
    expect(withFootprints.complete && without.complete).toBe(true);
    // b has C reserved while a is still on its way out, but only once a is past the clearance.
    expect(withFootprints.aProgressWhenBEntered).toBeGreaterThanOrEqual(2 * radius + 200);
    expect(withFootprints.aProgressWhenBEntered).toBeLessThan(4000);
    expect(without.aProgressWhenBEntered).toBeUndefined();
    expect(withFootprints.doneAtMs).toBeLessThan(without.doneAtMs);
    expect(withFootprints.closest).toBeGreaterThanOrEqual(2 * radius + 200);
  });
});
