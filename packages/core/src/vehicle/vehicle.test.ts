import { describe, expect, it } from 'vitest';
import { stationId } from '../ids.js';
import { buildGraph, edgeBetween } from '../model/graph.js';
import { lane, st } from '../testing/build.js';
import { updateBattery } from './battery.js';
import { advanceMotion, positionPoint, type MotionState } from './motion.js';
import { DEFAULT_ENERGY } from './vehicle.js';

const S = stationId;
// A(0,0) -> B(3000,0) -> C(3000,3000) [90 degree turn at B]; B -> D is a quarter-circle curve.
const g = buildGraph({
  stations: [st('A', 0, 0), st('B', 3000, 0), st('C', 3000, 3000), st('D', 5000, 2000), st('E', -3000, 0)],
  segments: [
    lane('A', 'B'),
    lane('B', 'C'),
    lane('B', 'D', 'forward', { c1: { x: 4104.6, y: 0 }, c2: { x: 5000, y: 895.4 } }),
    lane('E', 'A', 'both'),
  ],
});
const e = (a: string, b: string) => edgeBetween(g, S(a), S(b))!;
const start = (route: MotionState['route'], claimed = route.length, heading = 0): MotionState => ({
  position: { kind: 'at', station: route[0].from },
  heading,
  drive: 'Forward',
  route,
  claimed,
});

describe('motion', () => {
  it('drives at speed: 1500 ms at 1000 mm/s is halfway along a 3000 mm lane', () => {
    const r = advanceMotion(start([e('A', 'B')]), 1500, 1000, 90);
    expect(r.travelled).toBe(1500);
    expect(positionPoint(g, r.state.position)).toEqual({ x: 1500, y: 0 });
  });

  it('crosses a station without stopping when the next edge is reserved, and turns there: 3000 + 1000 (90 deg at 90 deg/s) + 1000 ms', () => {
    const r = advanceMotion(start([e('A', 'B'), e('B', 'C')]), 5000, 1000, 90);
    expect(r.arrivals).toEqual([S('B')]);
    expect(r.rotatedMs).toBe(1000);
    expect(r.travelled).toBe(4000);
    expect(positionPoint(g, r.state.position)).toEqual({ x: 3000, y: 1000 });
    expect(r.state.heading).toBe(90);
  });

  it('never drives past its reservation', () => {
    const r = advanceMotion(start([e('A', 'B'), e('B', 'C')], 1), 60_000, 1000, 90);
    expect(r.state.position).toEqual({ kind: 'at', station: S('B') });
    expect(r.state.claimed).toBe(0);
    expect(r.state.route).toHaveLength(1);
  });

  it('follows a curve by its sampled length (quarter circle r=2000: pi*1000 = 3141.6 mm)', () => {
    const curve = e('B', 'D');
    expect(curve.length).toBeCloseTo(Math.PI * 1000, -1);
    const r = advanceMotion(start([curve]), (curve.length / 1000) * 1000, 1000, 90);
    expect(r.state.position).toEqual({ kind: 'at', station: S('D') });
    expect(r.state.heading).toBeCloseTo(90, 0);
  });

  it('drives backward tail first: the body keeps facing the other way', () => {
    const back = e('A', 'E'); // 'both' lane E->A driven backward from A to E
    expect(back.drive).toBe('Backward');
    const r = advanceMotion(start([back]), 1000, 1000, 90);
    expect(r.rotatedMs).toBe(0); // travelling west with the body facing east: no turn
    expect(r.state.drive).toBe('Backward');
    expect(r.state.heading).toBe(0);
    expect(positionPoint(g, r.state.position)).toEqual({ x: -1000, y: 0 });
  });
});

describe('battery', () => {
  const energy = { ...DEFAULT_ENERGY, drainPerMetre: 0.01, drainPerSecondWorking: 0.02, drainPerSecondIdle: 0.001, chargePerSecond: 0.05 };

  it('drains 0.01 %/m * 100 m = 1 % and 0.02 %/s * 50 s = 1 %', () => {
    expect(updateBattery(50, energy, { travelled: 100_000, workingMs: 0, idleMs: 0, chargingMs: 0 })).toBeCloseTo(49, 9);
    expect(updateBattery(50, energy, { travelled: 0, workingMs: 50_000, idleMs: 0, chargingMs: 0 })).toBeCloseTo(49, 9);
    expect(updateBattery(50, energy, { travelled: 0, workingMs: 0, idleMs: 1000_000, chargingMs: 0 })).toBeCloseTo(49, 9);
  });

  it('charges 0.05 %/s * 600 s = 30 % and clamps to 0..100', () => {
    expect(updateBattery(50, energy, { travelled: 0, workingMs: 0, idleMs: 0, chargingMs: 600_000 })).toBeCloseTo(80, 9);
    expect(updateBattery(90, energy, { travelled: 0, workingMs: 0, idleMs: 0, chargingMs: 600_000 })).toBe(100);
    expect(updateBattery(0.5, energy, { travelled: 100_000, workingMs: 0, idleMs: 0, chargingMs: 0 })).toBe(0);
  });
});
