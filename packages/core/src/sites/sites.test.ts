import { describe, expect, it } from 'vitest';
import { isTwoWay } from '../model/direction.js';
import {
  demoMaps,
  DEMO_AGVS,
  DEMO_TEMPLATES,
  generateProductionFloor,
  generateWarehouse,
  graphDataOf,
  warehouseOptionsFor,
  warehouseStationCount,
  siteToLayout,
  type SiteLayout,
} from './index.js';
import { buildGraph } from '../model/graph.js';

/** Stations reachable from `start` following the segments' allowed directions (or against them). */
function reachable(site: SiteLayout, start: string, backwards = false): Set<string> {
  const next = new Map<string, string[]>();
  const link = (a: string, b: string) => next.set(a, [...(next.get(a) ?? []), b]);
  for (const s of site.segments) {
    if (backwards) link(s.dest, s.src);
    else link(s.src, s.dest);
    if (isTwoWay(s.direction)) {
      if (backwards) link(s.src, s.dest);
      else link(s.dest, s.src);
    }
  }
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    for (const n of next.get(queue.pop()!) ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen;
}

function checkInvariants(site: SiteLayout): void {
  const codes = site.stations.map((s) => s.code);
  expect(new Set(codes).size).toBe(codes.length);
  const graphIds = site.stations.map((s) => s.graphId);
  expect(new Set(graphIds).size).toBe(graphIds.length);
  const known = new Set(codes);
  for (const s of site.segments) {
    expect(known.has(s.src), s.src).toBe(true);
    expect(known.has(s.dest), s.dest).toBe(true);
    expect(s.src).not.toBe(s.dest);
    expect(s.length).toBeGreaterThan(0);
    expect(s.controlPoints === null).toBe(s.type === 'straight');
  }
  for (const z of site.zones) for (const code of z.stations) expect(known.has(code), `${z.code}:${code}`).toBe(true);
  for (const e of site.equipment) expect(known.has(e.station)).toBe(true);
  for (const s of site.stations) {
    expect(s.x).toBeGreaterThanOrEqual(0);
    expect(s.y).toBeGreaterThanOrEqual(0);
    expect(s.x).toBeLessThanOrEqual(site.width);
    expect(s.y).toBeLessThanOrEqual(site.height);
  }
  // Strongly connected: from one station every station is reachable, and it is reachable from all.
  const start = codes[0]!;
  expect(reachable(site, start).size).toBe(codes.length);
  expect(reachable(site, start, true).size).toBe(codes.length);
}

describe('warehouse generator', () => {
  const site = generateWarehouse({ aisles: 6, slots: 16, chargers: 4, parkings: 12, docks: 4 });

  it('keeps its invariants: joined segments, unique codes, strongly connected', () => {
    checkInvariants(site);
    expect(site.stations).toHaveLength(warehouseStationCount({ aisles: 6, slots: 16, chargers: 4, parkings: 12, docks: 4 }));
  });

  it('lays out racks, a two-way loop with Bezier corners and one-way alternating aisles', () => {
    expect(site.stations.filter((s) => s.type === 'Working' && /^A\d+[NS]/.test(s.code))).toHaveLength(6 * 16 * 2);
    const curves = site.segments.filter((s) => s.type === 'Bezier');
    expect(curves).toHaveLength(4);
    expect(curves.every((c) => c.direction === 'double-forward')).toBe(true);
    // A quarter arc of radius 30 units at 30 mm per unit is about pi/2 * 900 mm long.
    for (const c of curves) expect(Math.abs(c.length - (Math.PI / 2) * 900)).toBeLessThan(15);
    const aisle1 = site.segments.find((s) => s.src === 'A01P01' && s.dest === 'A01P02');
    const aisle2 = site.segments.find((s) => s.src === 'A02P02' && s.dest === 'A02P01');
    expect(aisle1?.direction).toBe('forward');
    expect(aisle2?.direction).toBe('forward');
    expect(site.segments.find((s) => s.src === 'A01P02' && s.dest === 'A01P01')).toBeUndefined();
    expect(site.segments.find((s) => s.src === 'A01P01' && s.dest === 'A01N01')).toMatchObject({ direction: 'both', length: 900 });
  });

  it('reaches every charger and parking place from every rack and back', () => {
    const racks = site.stations.filter((s) => s.type === 'Working').map((s) => s.code);
    const ends = site.stations.filter((s) => s.type === 'Charging' || s.code.startsWith('PK')).map((s) => s.code);
    expect(ends).toHaveLength(16);
    for (const end of ends) {
      const from = reachable(site, end);
      const to = reachable(site, end, true);
      for (const rack of racks) {
        expect(from.has(rack)).toBe(true);
        expect(to.has(rack)).toBe(true);
      }
    }
  });

  it('has zones of each type and equipment at docks and chargers', () => {
    const types = new Set(site.zones.map((z) => z.type));
    expect([...types].sort()).toEqual(['Block', 'Charging', 'Parking', 'Working']);
    expect(site.zones.find((z) => z.type === 'Block')?.stations).toEqual(['A06N14', 'A06N15', 'A06N16']);
    expect(site.equipment.map((e) => e.code)).toEqual(['CP01', 'CP02', 'CP03', 'CP04', 'CV01', 'CV02', 'CV03', 'CV04']);
  });

  it('is deterministic', () => {
    expect(generateWarehouse({ aisles: 6, slots: 16, chargers: 4, parkings: 12, docks: 4 })).toEqual(site);
  });

  it('scales to benchmark sizes with the same invariants', () => {
    for (const target of [2_000, 10_000]) {
      const options = warehouseOptionsFor(target);
      const big = generateWarehouse(options);
      expect(Math.abs(big.stations.length - target) / target).toBeLessThan(0.05);
      expect(big.stations.length).toBe(warehouseStationCount(options));
      checkInvariants(big);
    }
  });

  it('adds two-way cross aisles through every aisle, with no racks in them', () => {
    const options = { aisles: 6, slots: 16, chargers: 4, parkings: 12, docks: 4, crossAisles: 2 };
    const crossed = generateWarehouse(options);
    checkInvariants(crossed);
    expect(crossed.stations).toHaveLength(warehouseStationCount(options));
    expect(crossed.stations.filter((s) => s.type === 'Working' && /^A\d+[NS]/.test(s.code))).toHaveLength(6 * 14 * 2);
    // Columns 4 and 10 lost their racks to the cross aisles.
    const crossedCodes = new Set(crossed.stations.map((s) => s.code));
    const rackless = site.stations.map((s) => s.code).filter((c) => /^A01N/.test(c) && !crossedCodes.has(c));
    expect(rackless).toEqual(['A01N04', 'A01N10']);
    // The cross aisle at column 4 joins the lane waypoints of neighbouring aisles both ways.
    const across = crossed.segments.find((s) => s.src === 'A01P04' && s.dest === 'A02P04');
    expect(across?.direction).toBe('double-forward');
    // From the top road down to the bottom road.
    expect(crossed.segments.some((s) => s.dest === 'A01P04' && s.src.startsWith('RD') && s.direction === 'double-forward')).toBe(true);
    expect(crossed.segments.some((s) => s.src === 'A06P04' && s.dest.startsWith('RD') && s.direction === 'double-forward')).toBe(true);
  });

  it('refuses impossible options', () => {
    expect(() => generateWarehouse({ aisles: 2, slots: 4, crossAisles: 1 })).toThrow(RangeError);
    expect(() => generateWarehouse({ aisles: 0, slots: 4 })).toThrow(RangeError);
    expect(() => generateWarehouse({ aisles: 2, slots: 4, chargers: 5 })).toThrow(RangeError);
    expect(() => generateWarehouse({ aisles: 2, slots: 4, docks: 3 })).toThrow(RangeError);
  });
});

describe('production floor generator', () => {
  it('keeps its invariants and has a one-way shortcut', () => {
    const site = generateProductionFloor({ cells: 6 });
    checkInvariants(site);
    expect(site.stations.length).toBeLessThan(80);
    expect(site.segments.filter((s) => s.direction === 'forward').length).toBe(7);
    expect(site.stations.filter((s) => s.type === 'Charging')).toHaveLength(2);
  });
});

describe('demo catalogue', () => {
  const maps = demoMaps();
  it('places every vehicle on a distinct parking station of its map', () => {
    const seen = new Set<string>();
    for (const agv of DEMO_AGVS) {
      const layout = maps.find((m) => m.code === agv.map)!.layout;
      const parking = layout.site.zones.find((z) => z.type === 'Parking')!;
      expect(parking.stations).toContain(agv.station);
      expect(seen.has(`${agv.map}:${agv.station}`)).toBe(false);
      seen.add(`${agv.map}:${agv.station}`);
    }
    expect(DEMO_AGVS).toHaveLength(12);
  });

  it('names existing stations in its templates', () => {
    for (const t of DEMO_TEMPLATES) {
      const codes = maps.find((m) => m.code === t.map)!.layout.site.stations.map((s) => s.code);
      expect(codes).toContain(t.src);
      expect(codes).toContain(t.dest);
    }
  });

  it('stores graph data matching the layout', () => {
    const site = maps[0]!.layout.site;
    const graph = graphDataOf(site);
    expect(graph.stationList).toHaveLength(site.stations.length);
    expect(graph.segmentList).toHaveLength(site.segments.length);
    expect(graph.segmentList.filter((s) => s.type === 'Bezier').every((s) => s.controlPoints.length === 2)).toBe(true);
  });
});

describe('siteToLayout', () => {
  it('gives the core the demo warehouse in mm with its parking places and Block zone', () => {
    const site = demoMaps()[0]!.layout.site;
    const layout = siteToLayout(site);
    const graph = buildGraph(layout);
    expect(graph.stations.size).toBe(site.stations.length);
    const pk01 = layout.stations.find((s) => s.code === 'PK01')!;
    const source = site.stations.find((s) => s.code === 'PK01')!;
    expect(pk01.parking).toBe(true);
    expect([pk01.x, pk01.y]).toEqual([source.x * site.mmPerUnit, source.y * site.mmPerUnit]);
    expect(layout.zones!.find((z) => z.code === 'ZBLOCK1')!.type).toBe('Block');
    expect(layout.zones!.find((z) => z.code === 'ZCHARGE')!.type).toBe('Public');
  });
});
