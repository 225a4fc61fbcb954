import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lifOfSite, readLifDocument, siteOfLif, type LifSite } from './index.js';

// The published examples, copied with their licence from the reference folder shared/lif.
const EXAMPLES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const examples = readdirSync(EXAMPLES).filter((f) => f.startsWith('Example_') && f.endsWith('.json'));
const load = (file: string): unknown => JSON.parse(readFileSync(EXAMPLES + file, 'utf8'));
const options = { vehicleTypes: [], exportTimestamp: '2026-01-01T00:00:00Z', creator: 'AGVS' };

type Doc = ReturnType<typeof lifOfSite>;
const roundTrip = (raw: unknown) => {
  const first = siteOfLif(readLifDocument(raw));
  const exported = lifOfSite(first.site, options);
  return { first, exported, again: siteOfLif(readLifDocument(JSON.parse(JSON.stringify(exported)))) };
};
/** Node positions in metres, by node id, as a file states them. */
const positions = (doc: Doc | Record<string, never>) =>
  Object.fromEntries(
    (doc as Doc).layouts.flatMap((l) => l.nodes.map((n) => [`${l.layoutId}/${n.nodeId}`, n.nodePosition] as const)),
  );
const edges = (raw: unknown) =>
  (raw as Doc).layouts.flatMap((l) => l.edges.map((e) => `${l.layoutId}:${e.edgeId}:${e.startNodeId}->${e.endNodeId}`)).sort();
const stripLengths = (s: LifSite) => s.layouts.map((l) => ({ ...l, segments: l.segments.map((g) => ({ ...g, length: Math.round(g.length) })) }));

describe('LIF mapping', () => {
  it('finds the published examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });

  it.each(examples)('%s: import, export, re-import gives the same site, nodes, edges and positions', (file) => {
    const raw = load(file);
    const { first, exported, again } = roundTrip(raw);
    expect(stripLengths(again.site)).toEqual(stripLengths(first.site));
    expect(edges(exported)).toEqual(edges(raw));
    const before = positions(raw as Doc);
    const after = positions(exported);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [key, p] of Object.entries(before)) {
      expect(Math.abs(after[key]!.x - p.x)).toBeLessThan(0.001);
      expect(Math.abs(after[key]!.y - p.y)).toBeLessThan(0.001);
    }
    expect(exported.metaInformation.lifVersion).toBe('1.0.0');
  });

  it('keeps map coordinates non-negative, y growing downwards', () => {
    const { site } = siteOfLif(readLifDocument(load('Example_07_Station_with_Two_Nodes.json')));
    const stations = site.layouts[0]!.stations;
    expect(Math.min(...stations.flatMap((s) => [s.x, s.y]))).toBeGreaterThanOrEqual(0);
    const n3 = stations.find((s) => s.code === 'N3')!; // y = 0 m
    const n11 = stations.find((s) => s.code === 'N11')!; // y = 3.4 m
    expect(n3.y - n11.y).toBeCloseTo(340); // 3.4 m at 10 mm per unit, mirrored
  });

  it('makes the interaction nodes of a LIF station Working stations of one zone', () => {
    const { site } = siteOfLif(readLifDocument(load('Example_07_Station_with_Two_Nodes.json')));
    const layout = site.layouts[0]!;
    expect(layout.zones).toEqual([{ code: 'S01', lifId: null, name: expect.any(String), stationCodes: ['N1', 'N2'] }]);
    expect(layout.stations.filter((s) => s.type === 'Working').map((s) => s.code)).toEqual(['N1', 'N2']);
  });

  it('drives tail first on edges with orientation π and pairs opposite edges into two-way segments', () => {
    const doc = lif(
      [node('NA', 0, 0), node('NB', 1, 0), node('NC', 2, 0)],
      [edge('AB', 'NA', 'NB', 0), edge('BA', 'NB', 'NA', Math.PI), edge('BC', 'NB', 'NC', Math.PI)],
    );
    const { site } = siteOfLif(readLifDocument(doc));
    expect(site.layouts[0]!.segments.map((s) => [s.src, s.dest, s.direction, s.edgeIds])).toEqual([
      ['NA', 'NB', 'both', ['AB', 'BA']],
      ['NB', 'NC', 'reverse', ['BC']],
    ]);
    expect(edges(lifOfSite(site, options))).toEqual(edges(doc));
  });

  it('reads a cubic NURBS as a Bezier segment and writes the same NURBS back', () => {
    const trajectory = {
      degree: 3,
      knotVector: [0, 0, 0, 0, 1, 1, 1, 1],
      controlPoints: [{ x: 0, y: 0 }, { x: 0.5, y: 1 }, { x: 1.5, y: 1 }, { x: 2, y: 0 }],
    };
    const doc = lif([node('A', 0, 0), node('B', 2, 0)], [{ ...edge('AB', 'A', 'B', 0), vehicleTypeEdgeProperties: [{ vehicleTypeId: 'T', vehicleOrientation: 0, rotationAllowed: false, trajectory }] }]);
    const { site, warnings } = siteOfLif(readLifDocument(doc));
    expect(warnings).toEqual([]);
    expect(site.layouts[0]!.segments[0]!.controls).not.toBeNull();
    const out = lifOfSite(site, options).layouts[0]!.edges[0]!.vehicleTypeEdgeProperties[0]!.trajectory!;
    expect(out.degree).toBe(3);
    out.controlPoints.forEach((p, i) => {
      expect(p.x).toBeCloseTo(trajectory.controlPoints[i]!.x, 6);
      expect(p.y).toBeCloseTo(trajectory.controlPoints[i]!.y, 6);
    });
  });

  it('warns about a trajectory that is not one cubic Bezier and keeps the edge', () => {
    const { site, warnings } = siteOfLif(readLifDocument(load('Example_17_Edge_with_Trajectory_Definition.json')));
    expect(warnings.filter((w) => w.kind === 'trajectory').map((w) => w.id)).toEqual(['N1-N2', 'N2-N1']);
    expect(site.layouts[0]!.segments).toHaveLength(1);
  });

  it('warns when vehicle types would drive an edge differently, and follows the first type', () => {
    const twoTypes = { ...edge('AB', 'NA', 'NB', 0), vehicleTypeEdgeProperties: [{ vehicleTypeId: 'T1', vehicleOrientation: 0, rotationAllowed: false }, { vehicleTypeId: 'T2', vehicleOrientation: Math.PI, rotationAllowed: false }] };
    const { site, warnings } = siteOfLif(readLifDocument(lif([node('NA', 0, 0), node('NB', 1, 0)], [twoTypes])));
    expect(warnings).toEqual([{ kind: 'vehicleTypes', id: 'AB' }]);
    expect(site.layouts[0]!.segments[0]!.direction).toBe('forward');
  });

  it('keeps node ids that break the code rule beside the code and writes them back', () => {
    const doc = lif([node('351880', 0, 0), node('RACK.A.01', 1, 0)], [edge('e-1', '351880', 'RACK.A.01', 0)]);
    const { site } = siteOfLif(readLifDocument(doc));
    const codes = site.layouts[0]!.stations.map((s) => s.code);
    codes.forEach((c) => expect(c).toMatch(/^[A-Za-z][A-Za-z0-9_]{1,29}$/));
    expect(site.layouts[0]!.stations.map((s) => s.lifId)).toEqual(['351880', 'RACK.A.01']);
    expect(edges(lifOfSite(site, options))).toEqual(edges(doc));
  });

  it('accepts the quirks of published files: numeric strings, numeric ids, no stations, any lifVersion', () => {
    const doc = lif([{ nodeId: 7, nodePosition: { x: '1.5', y: '2' } }, node('B', 0, 0)], [edge('E', 7 as unknown as string, 'B', 0)]);
    expect(siteOfLif(readLifDocument(doc)).site.layouts[0]!.stations[0]!.lifId).toBe('7');
  });

  it('refuses what is not LIF, a missing field and an unknown node, naming it', () => {
    expect(() => readLifDocument({ hello: 'world' })).toThrow(/notLif/);
    expect(() => readLifDocument(lif([{ nodeId: 'A' }], []))).toThrow('layouts[0].nodes[0].nodePosition');
    expect(() => siteOfLif(readLifDocument(lif([node('A', 0, 0)], [edge('E', 'A', 'Z', 0)])))).toThrow('unknownNode: Z');
  });
});

function node(nodeId: string, x: number, y: number) {
  return { nodeId, mapId: 'M', nodePosition: { x, y }, vehicleTypeNodeProperties: [{ vehicleTypeId: 'T' }] };
}
function edge(edgeId: string, startNodeId: string, endNodeId: string, vehicleOrientation: number) {
  return { edgeId, startNodeId, endNodeId, vehicleTypeEdgeProperties: [{ vehicleTypeId: 'T', vehicleOrientation, rotationAllowed: false }] };
}
function lif(nodes: unknown[], edgesList: unknown[]) {
  return {
    metaInformation: { projectIdentification: 'P', creator: 'C', exportTimestamp: '', lifVersion: '0.11.0' },
    layouts: [{ layoutId: 'L1', layoutVersion: '1', nodes, edges: edgesList }],
  };
}
