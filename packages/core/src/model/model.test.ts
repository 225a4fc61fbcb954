import { describe, expect, it } from 'vitest';
import { segmentId, stationId, zoneId } from '../ids.js';
import { lane, st, zone } from '../testing/build.js';
import { gridId, gridLayout } from '../testing/grid.js';
import { availability, initialMapState } from './availability.js';
import { travelModes } from './direction.js';
import { buildGraph, edgeBetween } from './graph.js';

const S = stationId;

describe('segment directions', () => {
  it('reads the five values as (way, drive) pairs', () => {
    const table = (d: Parameters<typeof travelModes>[0]) => travelModes(d).map((m) => `${m.reversed ? 'to->from' : 'from->to'} ${m.drive}`);
    expect(table('forward')).toEqual(['from->to Forward']);
    expect(table('reverse')).toEqual(['from->to Backward']);
    expect(table('both')).toEqual(['from->to Forward', 'to->from Backward']);
    expect(table('double-forward')).toEqual(['from->to Forward', 'to->from Forward']);
    expect(table('double-backward')).toEqual(['from->to Backward', 'to->from Backward']);
  });

  it('builds travel edges with the body heading: backward driving faces the other way', () => {
    const g = buildGraph({ stations: [st('A', 0, 0), st('B', 3000, 0)], segments: [lane('A', 'B', 'both')] });
    const ab = edgeBetween(g, S('A'), S('B'))!;
    const ba = edgeBetween(g, S('B'), S('A'))!;
    expect([ab.drive, ab.startHeading, ab.length]).toEqual(['Forward', 0, 3000]);
    // B -> A travels west (180) tail first, so the body still faces east (0).
    expect([ba.drive, ba.startHeading, ba.endHeading]).toEqual(['Backward', 0, 0]);
  });

  it('one-way lanes have one edge', () => {
    const g = buildGraph({ stations: [st('A', 0, 0), st('B', 3000, 0)], segments: [lane('A', 'B', 'forward')] });
    expect(edgeBetween(g, S('A'), S('B'))).toBeDefined();
    expect(edgeBetween(g, S('B'), S('A'))).toBeUndefined();
  });
});

describe('segment length', () => {
  it('uses the given length, else the measured geometry (a Bezier by sampling)', () => {
    const g = buildGraph({
      stations: [st('A', 0, 0), st('B', 6000, 0), st('C', 0, 3000)],
      segments: [
        lane('A', 'B', 'forward', { c1: { x: 2000, y: 0 }, c2: { x: 4000, y: 0 } }),
        lane('A', 'C', 'forward', { length: 3500 }),
      ],
    });
    expect(edgeBetween(g, S('A'), S('B'))!.length).toBeCloseTo(6000, 6);
    expect(edgeBetween(g, S('A'), S('C'))!.length).toBe(3500);
  });
});

describe('graph validation', () => {
  it('rejects segments to unknown stations and duplicate ids', () => {
    expect(() => buildGraph({ stations: [st('A', 0, 0)], segments: [lane('A', 'X')] })).toThrow(/unknown station/);
    expect(() => buildGraph({ stations: [st('A', 0, 0), st('A', 1, 1)], segments: [] })).toThrow(/duplicate station/);
  });
});

describe('corridors', () => {
  // J1 - c1 - c2 - J2, junctions have side branches; D is a dead end off J2.
  const layout = {
    stations: [st('J1', 0, 0), st('c1', 3000, 0), st('c2', 6000, 0), st('J2', 9000, 0), st('X1', 0, 3000), st('X2', 0, -3000), st('Y1', 9000, 3000), st('D', 12000, 0)],
    segments: [lane('J1', 'c1'), lane('c1', 'c2'), lane('c2', 'J2'), lane('J1', 'X1'), lane('J1', 'X2'), lane('J2', 'Y1', 'forward'), lane('J2', 'D', 'both')],
  };

  it('groups a two-way chain without passing place into one corridor and finds dead ends', () => {
    const g = buildGraph(layout);
    expect(g.corridorOf.get(S('c1'))).toBeDefined();
    expect(g.corridorOf.get(S('c1'))).toBe(g.corridorOf.get(S('c2')));
    expect(g.corridorOf.get(S('D'))).toBeDefined();
    expect(g.corridorOf.get(S('D'))).not.toBe(g.corridorOf.get(S('c1')));
    expect(g.corridorOf.has(S('J1'))).toBe(false);
    expect(g.corridorOf.has(S('J2'))).toBe(false);
    // Y1 hangs on a one-way lane: no head-on possible, not a corridor.
    expect(g.corridorOf.has(S('Y1'))).toBe(false);
  });

  it('has no corridor inside a two-way grid (every inner station has 3-4 neighbours)', () => {
    const g = buildGraph(gridLayout({ cols: 4, rows: 4 }));
    expect(g.corridorOf.has(S(gridId(1, 1)))).toBe(false);
    expect(g.corridorOf.has(S(gridId(1, 0)))).toBe(false);
  });
});

describe('geometric conflicts', () => {
  it('lanes crossing without a station conflict; lanes meeting at a station do not', () => {
    const g = buildGraph({
      stations: [st('A', 0, 0), st('B', 4000, 4000), st('C', 0, 4000), st('D', 4000, 0)],
      segments: [lane('A', 'B'), lane('C', 'D'), lane('A', 'C'), lane('A', 'D')],
    });
    expect(g.segmentConflicts.get(segmentId('A-B'))).toEqual([segmentId('C-D')]);
    expect(g.segmentConflicts.get(segmentId('A-C'))).toBeUndefined();
  });

  it('a station on a lane that does not end there conflicts with that lane', () => {
    const g = buildGraph({ stations: [st('A', 0, 0), st('B', 6000, 0), st('M', 3000, 0)], segments: [lane('A', 'B')] });
    expect(g.segmentsOverStation.get(S('M'))).toEqual([segmentId('A-B')]);
  });
});

describe('availability', () => {
  const layout = {
    stations: [st('A', 0, 0), st('B', 1, 0, 'Public', { locked: true }), st('C', 2, 0, 'Block'), st('D', 3, 0), st('E', 4, 0, 'Public', { valid: false }), st('F', 5, 0)],
    segments: [lane('A', 'D', 'double-forward', { locked: true }), lane('A', 'F', 'double-forward', { valid: false }), lane('D', 'F')],
    zones: [zone('Z1', 'Block', ['D']), zone('Z2', 'Block', ['F'], false)],
  };

  it('locked, invalid and Block-type stations and stations of active Block zones are unusable', () => {
    const g = buildGraph(layout);
    const a = availability(g, initialMapState(g));
    expect(['A', 'B', 'C', 'D', 'E', 'F'].map((s) => a.station(S(s)))).toEqual([true, false, false, false, false, true]);
  });

  it('locked and invalid segments are unusable, and so are edges into unusable stations', () => {
    const g = buildGraph(layout);
    const a = availability(g, initialMapState(g));
    expect(a.segment(segmentId('A-D'))).toBe(false);
    expect(a.segment(segmentId('A-F'))).toBe(false);
    expect(a.edge(edgeBetween(g, S('F'), S('D'))!)).toBe(false);
  });

  it('releasing a block zone makes its stations usable again', () => {
    const g = buildGraph(layout);
    const state = initialMapState(g);
    const a = availability(g, { ...state, activeBlockZones: new Set([zoneId('Z2')]) });
    expect(a.station(S('D'))).toBe(true);
    expect(a.station(S('F'))).toBe(false);
  });
});
