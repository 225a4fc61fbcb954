import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, LayoutGraph, LifImportResult } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

// The published examples and schema, kept with their licence beside core's LIF mapping.
const LIF_DIR = fileURLToPath(new URL('../../../../core/src/lif/fixtures/', import.meta.url));
const examples = readdirSync(LIF_DIR).filter((f) => f.startsWith('Example_') && f.endsWith('.json'));
const exampleText = (file: string) => readFileSync(`${LIF_DIR}${file}`, 'utf8');
const validate = new Ajv({ allErrors: true }).compile(JSON.parse(readFileSync(`${LIF_DIR}LIF.schema`, 'utf8')) as object);

interface LifDoc {
  metaInformation: Record<string, string>;
  layouts: {
    layoutId: string;
    nodes: { nodeId: string; nodePosition: { x: number; y: number } }[];
    edges: { edgeId: string; startNodeId: string; endNodeId: string }[];
    stations?: { stationId: string; interactionNodeIds: string[] }[];
  }[];
}

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

async function importFile(content: string | Buffer, field = 'file') {
  const boundary = '----agvslif';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="site.lif.json"\r\nContent-Type: application/json\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await h.app.inject({
    method: 'POST',
    url: '/agvs/agvserver/map/importLif',
    headers: { 'x-access-token': admin, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en-GB' },
    payload,
  });
  return { status: response.statusCode, body: response.json() as ApiResponse<LifImportResult> };
}
const importBody = (doc: unknown) => h.call<LifImportResult>('POST', '/agvserver/map/importLif', { token: admin, body: doc, lang: 'en-GB' });
const exportMap = async (mapId: string) => (await h.call<LifDoc>('GET', '/agvserver/map/exportLif', { token: admin, query: { mapId } })).body;
const mapCount = async () => (await h.app.db.selectFrom('maps').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

const nodesOf = (doc: LifDoc) => doc.layouts.flatMap((l) => l.nodes.map((n) => ({ id: `${l.layoutId}/${n.nodeId}`, ...n.nodePosition }))).sort((a, b) => a.id.localeCompare(b.id));
const edgesOf = (doc: LifDoc) => doc.layouts.flatMap((l) => l.edges.map((e) => `${l.layoutId}:${e.edgeId}:${e.startNodeId}->${e.endNodeId}`)).sort();
function expectSamePlaces(actual: LifDoc, expected: LifDoc) {
  const a = nodesOf(actual);
  const e = nodesOf(expected);
  expect(a.map((n) => n.id)).toEqual(e.map((n) => n.id));
  a.forEach((n, i) => {
    expect(Math.abs(n.x - e[i]!.x)).toBeLessThan(0.001);
    expect(Math.abs(n.y - e[i]!.y)).toBeLessThan(0.001);
  });
  expect(edgesOf(actual)).toEqual(edgesOf(expected));
}

describe('LIF import and export (issue 13)', () => {
  it.each(examples)('%s: import, export (valid LIF), re-import and export again give the same nodes, edges and positions', async (file) => {
    const original = JSON.parse(exampleText(file)) as LifDoc;
    const first = await importFile(exampleText(file));
    expect(first.status).toBe(200);
    expect(first.body.result.layoutIds).toHaveLength(original.layouts.length);

    const exported = await exportMap(first.body.result.mapId);
    expect(exported.success).toBe(true);
    expect(validate(exported.result), JSON.stringify(validate.errors)).toBe(true);
    expect(exported.result.metaInformation.lifVersion).toBe('1.0.0');
    expectSamePlaces(exported.result, original);

    const again = await importBody(exported.result);
    expect(again.status).toBe(200);
    const reExported = await exportMap(again.body.result.mapId);
    expect({ ...reExported.result, metaInformation: null }).toEqual({ ...exported.result, metaInformation: null });
  });

  it('answers the site frame with the layout graph, so map coordinates turn back into the file’s metres', async () => {
    const file = 'Example_07_Station_with_Two_Nodes.json';
    const original = JSON.parse(exampleText(file)) as LifDoc;
    const { body } = await importFile(exampleText(file));
    const layoutId = body.result.layoutIds[0]!;
    const graph = (await h.call<LayoutGraph>('POST', '/agvserver/layoutGraph/getGraphData', { token: admin, body: { layoutId } })).body.result;
    for (const node of original.layouts[0]!.nodes) {
      const s = graph.stationList.find((st) => st.stationCode === node.nodeId)!;
      expect(s.mapX).toBeGreaterThanOrEqual(0);
      expect(s.mapY).toBeGreaterThanOrEqual(0);
      expect((graph.originX + s.mapX * graph.mmPerUnit) / 1000).toBeCloseTo(node.nodePosition.x, 6);
      expect((graph.originY - s.mapY * graph.mmPerUnit) / 1000).toBeCloseTo(node.nodePosition.y, 6);
    }
    // The LIF station's two interaction nodes are working stations.
    expect(graph.stationList.filter((s) => s.type === 'Working').map((s) => s.stationCode).sort()).toEqual(['N1', 'N2']);
  });

  it('reports what it could not keep: Example 17’s trajectories are not cubic Bezier curves', async () => {
    const { body } = await importFile(exampleText('Example_17_Edge_with_Trajectory_Definition.json'));
    expect(body.result.warnings.join(' ')).toContain('N1-N2');
  });

  it('exports a map drawn in AGVS as valid LIF, its stations as nodes', async () => {
    const { result } = await exportMap(demoIds.map('MAP01'));
    expect(validate(result), JSON.stringify(validate.errors)).toBe(true);
    const graph = (await h.call<LayoutGraph>('POST', '/agvserver/layoutGraph/getGraphData', { token: admin, body: { layoutId: demoIds.layout('LAYOUT01') } })).body.result;
    expect(result.layouts[0]!.nodes.map((n) => n.nodeId).sort()).toEqual(graph.stationList.map((s) => s.stationCode).sort());
    expect(result.layouts[0]!.stations!.length).toBeGreaterThan(0);
  });

  it('refuses the export of a map that does not exist', async () => {
    const body = await exportMap('no-such-map');
    expect(body.success).toBe(false);
  });

  const valid = JSON.parse(exampleText('Example_07_Station_with_Two_Nodes.json')) as LifDoc;
  const unknownNode = structuredClone(valid);
  unknownNode.layouts[0]!.edges[0]!.endNodeId = 'GHOST';
  const noPosition = structuredClone(valid) as unknown as { layouts: { nodes: Record<string, unknown>[] }[] };
  delete noPosition.layouts[0]!.nodes[1]!.nodePosition;
  const unknownStationNode = structuredClone(valid);
  unknownStationNode.layouts[0]!.stations![0]!.interactionNodeIds = ['N1', 'NOWHERE'];

  it.each([
    ['not JSON', '{"metaInformation": ', 400, 'not valid JSON'],
    ['not LIF', JSON.stringify({ type: 'FeatureCollection', features: [] }), 400, 'not a LIF document'],
    ['an edge to an unknown node', JSON.stringify(unknownNode), 400, 'GHOST'],
    ['a station with an unknown node', JSON.stringify(unknownStationNode), 400, 'NOWHERE'],
    ['a node without position', JSON.stringify(noPosition), 400, 'layouts[0].nodes[1].nodePosition'],
  ])('refuses %s with a 4xx naming the problem, and creates nothing', async (_name, content, status, named) => {
    const before = await mapCount();
    const { status: got, body } = await importFile(content);
    expect(got).toBe(status);
    expect(body.success).toBe(false);
    expect(body.message).toContain(named);
    expect(await mapCount()).toBe(before);
  });

  it('refuses a file in another form field and an empty body, saying where the file goes', async () => {
    const wrongField = await importFile(exampleText('Example_05_Multiple_Layouts_in_One_LIF.json'), 'upload');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toContain('"file"');
    const empty = await h.call('POST', '/agvserver/map/importLif', { token: admin, lang: 'en-GB' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('"file"');
  });

  it('refuses a file larger than the upload limit with 413, as a file and as a body', async () => {
    const before = await mapCount();
    const huge = Buffer.alloc(33 * 1024 * 1024, 0x20);
    const asFile = await importFile(huge);
    expect(asFile.status).toBe(413);
    expect(asFile.body.message).toContain('32 MB');
    const asBody = await h.app.inject({
      method: 'POST',
      url: '/agvs/agvserver/map/importLif',
      headers: { 'x-access-token': admin, 'content-type': 'application/json', 'accept-language': 'en-GB' },
      payload: huge,
    });
    expect(asBody.statusCode).toBe(413);
    expect((asBody.json() as ApiResponse<null>).message).toContain('32 MB');
    expect(await mapCount()).toBe(before);
  });

  it('takes the LIF JSON as the request body too', async () => {
    const { status, body } = await importBody(JSON.parse(exampleText('Example_05_Multiple_Layouts_in_One_LIF.json')));
    expect(status).toBe(200);
    expect(body.result.layoutIds).toHaveLength(2);
  });
});
