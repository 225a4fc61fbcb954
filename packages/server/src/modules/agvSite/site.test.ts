import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutGraph } from '@agvs/contract';
import { siteKit, type SiteRow } from '../../test-support/agvSite.js';
import { startWithCallers } from '../../test-support/callers.js';
import type { Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
let operator: string;
let nobody: string;
let other: string;
let kit: ReturnType<typeof siteKit>;
beforeAll(async () => {
  ({ h, admin, operator, nobody, other } = await startWithCallers('site'));
  kit = siteKit(h, admin);
});
afterAll(async () => h?.close());

/** The site built by the first test, reused by the others. */
const site = { map: {} as SiteRow, layout: {} as SiteRow, layout2: {} as SiteRow, stations: [] as SiteRow[], segments: [] as SiteRow[] };

describe('a site from nothing', () => {
  it('builds map, layout, three stations and two segments, and reads them back as the layout graph', async () => {
    site.map = await kit.add('map', { mapCode: 'SITE_M1', mapName: 'Test site' });
    expect(site.map).toMatchObject({ mapCode: 'SITE_M1', mapName: 'Test site', sortNo: 0, layoutCount: 0, createTime: expect.any(Number) });
    site.layout = await kit.add('layout', { mapId: site.map.id, layoutCode: 'SITE_L1', layoutName: 'Hall', width: 1000, height: 800, mmPerUnit: 10 });
    expect(site.layout).toMatchObject({ mapId: site.map.id, mapName: 'Test site', originX: 0, originY: 0, mmPerUnit: 10, stationCount: 0 });
    const station = (stationCode: string, mapX: number, mapY: number, type: string) =>
      kit.add('station', { layoutId: site.layout.id, stationCode, stationName: `Station ${stationCode}`, mapX, mapY, width: 12, type });
    site.stations = [await station('S1', 100, 100, 'Public'), await station('S2', 300, 100, 'Working'), await station('S3', 300, 300.5, 'Charging')];
    expect(site.stations.map((s) => s['graphId'])).toEqual([1, 2, 3]);
    expect(site.stations[2]).toMatchObject({ stationCode: 'S3', mapY: 300.5, type: 'Charging', layoutName: 'Hall' });
    const straight = await kit.add('segment', { layoutId: site.layout.id, srcStationCode: 'S1', destStationCode: 'S2', type: 'straight', direction: 'both', controlPoints: [] });
    // 200 map units of 10 mm.
    expect(straight).toMatchObject({ srcStationCode: 'S1', destStationCode: 'S2', type: 'straight', direction: 'both', length: 2000, controlPoints: [] });
    const curve = await kit.add('segment', {
      layoutId: site.layout.id,
      srcStationCode: 'S2',
      destStationCode: 'S3',
      type: 'Bezier',
      direction: 'forward',
      controlPoints: [{ x: 360, y: 150 }, { x: 360, y: 250 }],
    });
    // Longer than the 2005 mm chord, shorter than the 3005 mm handle polygon.
    expect(curve['length']).toBeGreaterThan(2005);
    expect(curve['length']).toBeLessThan(3005);
    expect(curve['controlPoints']).toEqual([{ x: 360, y: 150 }, { x: 360, y: 250 }]);
    site.segments = [straight, curve];

    const { body } = await h.call<LayoutGraph>('POST', '/agvserver/layoutGraph/getGraphData', { token: admin, body: { layoutId: site.layout.id } });
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ width: 1000, height: 800, mmPerUnit: 10, originX: 0, originY: 0 });
    expect(body.result.stationList.map((s) => [s.stationCode, s.graphId, s.mapX, s.mapY, s.type])).toEqual([
      ['S1', 1, 100, 100, 'Public'],
      ['S2', 2, 300, 100, 'Working'],
      ['S3', 3, 300, 300.5, 'Charging'],
    ]);
    const segments = [...body.result.segmentList].sort((a, b) => a.srcStationCode.localeCompare(b.srcStationCode));
    expect(segments.map((g) => [g.srcStationCode, g.destStationCode, g.type, g.direction, g.length])).toEqual([
      ['S1', 'S2', 'straight', 'both', 2000],
      ['S2', 'S3', 'Bezier', 'forward', curve['length']],
    ]);
    expect(segments[1]!.controlPoints).toEqual([{ controlx: 360, controly: 150 }, { controlx: 360, controly: 250 }]);
  });

  it('lists with filters, and moving a station measures its segments again', async () => {
    expect((await kit.list('station', { layoutId: site.layout.id })).result.total).toBe(3);
    expect((await kit.list('station', { layoutId: site.layout.id, type: 'Working' })).result.records.map((s) => s['stationCode'])).toEqual(['S2']);
    expect((await kit.list('station', { stationName: 'station s3' })).result.records.map((s) => s['stationCode'])).toEqual(['S3']);
    expect((await kit.list('segment', { layoutId: site.layout.id, type: 'Bezier' })).result.records.map((s) => s['srcStationCode'])).toEqual(['S2']);
    expect((await kit.list('layout', { mapId: site.map.id })).result.records[0]).toMatchObject({ stationCount: 3, mapName: 'Test site' });

    const s2 = site.stations[1]!;
    const { body } = await h.call<SiteRow>('PUT', '/agvserver/station/edit', {
      token: admin,
      body: { id: s2.id, stationName: 'Station S2 moved', mapX: 400, mapY: 100, width: 12, type: 'Working' },
    });
    expect(body.result).toMatchObject({ id: s2.id, stationCode: 'S2', stationName: 'Station S2 moved', mapX: 400, graphId: 2 });
    const straight = (await kit.list('segment', { layoutId: site.layout.id, type: 'straight' })).result.records[0]!;
    expect(straight['length']).toBe(3000);
    // The layout's scale changes every length.
    const layout = await h.call<SiteRow>('PUT', '/agvserver/layout/edit', {
      token: admin,
      body: { id: site.layout.id, layoutCode: 'SITE_L1', layoutName: 'Hall', width: 1000, height: 800, mmPerUnit: 20 },
    });
    expect(layout.body.result).toMatchObject({ mmPerUnit: 20, originX: 0 });
    expect((await kit.list('segment', { layoutId: site.layout.id, type: 'straight' })).result.records[0]!['length']).toBe(6000);
  });

  it('checks codes, shapes and references, and stores nothing it refuses', async () => {
    const base = { layoutId: site.layout.id, stationName: 'X', mapX: 1, mapY: 1, width: 12, type: 'Public' };
    expect(await kit.refusal('POST', '/agvserver/station/add', { body: { ...base, stationCode: 'S1' } })).toBe('The value S1 of stationCode already exists');
    expect(await kit.refusal('POST', '/agvserver/station/add', { body: { ...base, stationCode: '1BAD' } })).toMatch(/stationCode/);
    expect(await kit.refusal('POST', '/agvserver/station/add', { body: { ...base, stationCode: 'S9', type: 'Nowhere' } })).toMatch(/type/);
    const segment = { layoutId: site.layout.id, srcStationCode: 'S1', destStationCode: 'S3', type: 'Bezier', direction: 'both' };
    expect(await kit.refusal('POST', '/agvserver/segment/add', { body: segment })).toBe('A Bezier segment needs two control points');
    expect(await kit.refusal('POST', '/agvserver/segment/add', { body: { ...segment, type: 'straight', destStationCode: 'S1' } })).toMatch(/not S1 to itself/);
    expect(await kit.refusal('POST', '/agvserver/segment/add', { body: { ...segment, type: 'straight', destStationCode: 'S7' } })).toBe('Station S7 does not exist');
    expect(await kit.refusal('POST', '/agvserver/segment/add', { body: { ...segment, direction: 'sideways' } })).toMatch(/direction/);
    expect(await kit.refusal('POST', '/agvserver/layout/add', { body: { mapId: 'nope', layoutCode: 'SITE_LX', layoutName: 'X', width: 1, height: 1, mmPerUnit: 1 } })).toBe(
      'Map nope does not exist',
    );
    expect((await kit.list('station', { layoutId: site.layout.id })).result.total).toBe(3);
    expect((await kit.list('segment', { layoutId: site.layout.id })).result.total).toBe(2);
  });
});

describe('zones, equipment and links', () => {
  it('adds a zone with stations, a relationship, equipment at a station and a link between two layouts', async () => {
    const zone = await kit.add('zone', { layoutId: site.layout.id, zoneCode: 'SITE_Z1', zoneName: 'Dock', zoneType: 'Working' });
    const park = await kit.add('zone', { layoutId: site.layout.id, zoneCode: 'SITE_Z2', zoneName: 'Park', zoneType: 'Parking' });
    expect(await kit.add('zoneStation', { zoneId: zone.id, stationCode: 'S1' })).toMatchObject({ zoneCode: 'SITE_Z1', stationCode: 'S1', stationName: 'Station S1', sortNo: 1 });
    expect(await kit.add('zoneStation', { zoneId: zone.id, stationCode: 'S2' })).toMatchObject({ sortNo: 2 });
    expect(await kit.refusal('POST', '/agvserver/zoneStation/add', { body: { zoneId: zone.id, stationCode: 'S1' } })).toBe('Station S1 is already in zone SITE_Z1');
    expect((await kit.list('zone', { layoutId: site.layout.id, zoneType: 'Working' })).result.records[0]).toMatchObject({ stationCount: 2, layoutName: 'Hall' });
    // The existing hand call still answers the zone's stations.
    const inZone = await h.call<unknown[]>('GET', '/agvserver/zoneStation/queryByZoneId', { token: admin, query: { zoneId: zone.id } });
    expect(inZone.body.result).toHaveLength(2);

    expect(await kit.add('zoneRelationship', { zoneId: zone.id, relatedZoneId: park.id, relationType: 'Exclusive', memo: 'one aisle' })).toMatchObject({
      zoneCode: 'SITE_Z1',
      relatedZoneCode: 'SITE_Z2',
      relationType: 'Exclusive',
    });
    expect(await kit.refusal('POST', '/agvserver/zoneRelationship/add', { body: { zoneId: zone.id, relatedZoneId: zone.id, relationType: 'Feeds' } })).toBe(
      'Zone SITE_Z1 cannot be related to itself',
    );

    const door = await kit.add('equipment', {
      layoutId: site.layout.id,
      equipmentCode: 'SITE_D1',
      equipmentName: 'Fast door',
      brandName: 'Hörmann',
      modelName: 'HS 7030',
      stationCode: 'S2',
      ipAddress: '10.0.0.7',
      customInfo: '{"openMs": 4000}',
    });
    expect(door).toMatchObject({ stationCode: 'S2', layoutName: 'Hall', brandName: 'Hörmann' });
    expect(await kit.refusal('POST', '/agvserver/equipment/add', { body: { layoutId: site.layout.id, equipmentCode: 'SITE_D2', equipmentName: 'X', customInfo: '[1]' } })).toBe(
      'Custom info must be a JSON object of name-value pairs',
    );
    const byCode = await h.call<{ equipmentName: string }>('GET', '/agvserver/equipment/queryByLayoutIdAndEquipmentCode', {
      token: admin,
      query: { layoutId: site.layout.id, equipmentCode: 'SITE_D1' },
    });
    expect(byCode.body.result.equipmentName).toBe('Fast door');

    site.layout2 = await kit.add('layout', { mapId: site.map.id, layoutCode: 'SITE_L2', layoutName: 'Upstairs', width: 500, height: 500, mmPerUnit: 10 });
    await kit.add('station', { layoutId: site.layout2.id, stationCode: 'U1', stationName: 'Lift top', mapX: 10, mapY: 10, width: 12, type: 'Public' });
    const link = { linkCode: 'SITE_LIFT', linkName: 'Lift', layoutId: site.layout.id, stationCode: 'S3', linkLayoutId: site.layout2.id, linkStationCode: 'U1' };
    expect(await kit.add('layoutLinkStation', link)).toMatchObject({ layoutName: 'Hall', linkLayoutName: 'Upstairs', stationCode: 'S3', linkStationCode: 'U1' });
    expect(await kit.refusal('POST', '/agvserver/layoutLinkStation/add', { body: { ...link, linkCode: 'SITE_L2X', linkLayoutId: site.layout.id, linkStationCode: 'S1' } })).toMatch(
      /two different layouts/,
    );
  });
});

describe('delete rules', () => {
  it('refuses deleting what still holds rows, names the holder and changes nothing', async () => {
    expect(await kit.refusal('DELETE', '/agvserver/map/delete', { query: { id: site.map.id } })).toBe(
      'Map SITE_M1 still has 2 layout(s): SITE_L1, SITE_L2. Delete them first',
    );
    expect(await kit.refusal('DELETE', '/agvserver/layout/delete', { query: { id: site.layout.id } })).toBe('Layout SITE_L1 still has 3 station(s). Delete them first');
    expect(await kit.refusal('DELETE', '/agvserver/station/delete', { query: { id: site.stations[0]!.id } })).toBe(
      'Station S1 is used by 1 segment(s): S1→S2. Delete them first',
    );
    expect(await kit.refusal('DELETE', '/agvserver/station/deleteBatch', { query: { ids: site.stations.map((s) => s.id).join(',') } })).toMatch(/^Station S1 is used by/);
    expect((await kit.list('station', { layoutId: site.layout.id })).result.total).toBe(3);
  });

  it('deletes a station once its segments and links are gone', async () => {
    const held = await kit.refusal('DELETE', '/agvserver/station/delete', { query: { id: site.stations[2]!.id } });
    expect(held).toBe('Station S3 is used by 1 segment(s): S2→S3. Delete them first');
    const segments = (await kit.list('segment', { layoutId: site.layout.id })).result.records;
    const batch = await h.call<{ count: number }>('DELETE', '/agvserver/segment/deleteBatch', { token: admin, query: { ids: segments.map((s) => s.id).join(',') } });
    expect(batch.body.result.count).toBe(2);
    expect(await kit.refusal('DELETE', '/agvserver/station/delete', { query: { id: site.stations[2]!.id } })).toBe('Station S3 joins two layouts through link(s) SITE_LIFT');
    const link = (await kit.list('layoutLinkStation')).result.records[0]!;
    expect((await h.call('DELETE', '/agvserver/layoutLinkStation/delete', { token: admin, query: { id: link.id } })).body.success).toBe(true);
    expect((await h.call('DELETE', '/agvserver/station/delete', { token: admin, query: { id: site.stations[2]!.id } })).body.success).toBe(true);
    // Put the site back for the Excel tests.
    site.stations[2] = await kit.add('station', { layoutId: site.layout.id, stationCode: 'S3', stationName: 'Station S3', mapX: 300, mapY: 300, width: 12, type: 'Charging' });
    // The deleted station's number is free again.
    expect(site.stations[2]['graphId']).toBe(3);
    await kit.add('segment', { layoutId: site.layout.id, srcStationCode: 'S1', destStationCode: 'S2', type: 'straight', direction: 'both' });
    await kit.add('segment', { layoutId: site.layout.id, srcStationCode: 'S2', destStationCode: 'S3', type: 'Bezier', direction: 'forward', controlX1: 360, controlY1: 150, controlX2: 360, controlY2: 250 });
    await kit.add('layoutLinkStation', { linkCode: 'SITE_LIFT', linkName: 'Lift', layoutId: site.layout.id, stationCode: 'S3', linkLayoutId: site.layout2.id, linkStationCode: 'U1' });
  });
});

describe('Excel export and import', () => {
  it('round-trips every site entity', async () => {
    const copy = await kit.add('layout', { mapId: site.map.id, layoutCode: 'SITE_L3', layoutName: 'Copy', width: 1000, height: 800, mmPerUnit: 20 });
    const toCopy = () => copy.id;
    expect(await kit.roundTrip('map', { mapCode: 'SITE_M1' }, { mapCode: () => 'SITE_M2' })).toBe(1);
    expect(await kit.roundTrip('layout', { layoutCode: 'SITE_L2' }, { layoutCode: () => 'SITE_L4' })).toBe(1);
    expect(await kit.roundTrip('station', { layoutId: site.layout.id }, { layoutId: toCopy })).toBe(3);
    expect(await kit.roundTrip('segment', { layoutId: site.layout.id }, { layoutId: toCopy })).toBe(2);
    const copied = (await kit.list('segment', { layoutId: copy.id })).result.records;
    const original = (await kit.list('segment', { layoutId: site.layout.id })).result.records;
    const shape = (rows: readonly SiteRow[]) => rows.map((g) => [g['srcStationCode'], g['destStationCode'], g['type'], g['direction'], g['length'], g['controlPoints']]).sort();
    expect(shape(copied)).toEqual(shape(original));
    expect(await kit.roundTrip('zone', { layoutId: site.layout.id }, { layoutId: toCopy })).toBe(2);
    const copiedZone = (await kit.list('zone', { layoutId: copy.id, zoneCode: 'SITE_Z1' })).result.records[0]!;
    const zone = (await kit.list('zone', { layoutId: site.layout.id, zoneCode: 'SITE_Z1' })).result.records[0]!;
    expect(await kit.roundTrip('zoneStation', { zoneId: zone.id }, { zoneId: () => copiedZone.id })).toBe(2);
    expect(await kit.roundTrip('zoneRelationship', { zoneId: zone.id }, { relationType: () => 'Feeds' })).toBe(1);
    expect(await kit.roundTrip('equipment', { layoutId: site.layout.id }, { layoutId: toCopy })).toBe(1);
    expect((await kit.list('equipment', { layoutId: copy.id })).result.records[0]).toMatchObject({ equipmentCode: 'SITE_D1', stationCode: 'S2', customInfo: '{"openMs": 4000}' });
    expect(await kit.roundTrip('layoutLinkStation', {}, { linkCode: () => 'SITE_LIFT2', layoutId: toCopy })).toBe(1);
    expect((await kit.list('layoutLinkStation', { layoutId: copy.id })).result.records[0]).toMatchObject({ linkCode: 'SITE_LIFT2', stationCode: 'S3', linkStationCode: 'U1' });
  });
});

describe('permissions and tenants', () => {
  it('refuses callers without the page codes', async () => {
    expect((await kit.list('station', {}, nobody)).code).toBe(403);
    expect((await h.call('POST', '/agvserver/map/add', { token: operator, body: { mapCode: 'SITE_OP', mapName: 'X' } })).status).toBe(403);
    expect((await h.call('DELETE', '/agvserver/segment/delete', { token: operator, query: { id: 'x' } })).status).toBe(403);
    expect((await h.call('GET', '/agvserver/zoneRelationship/exportXls', { token: nobody })).status).toBe(403);
  });

  it('keeps each tenant to its own site', async () => {
    for (const entity of ['map', 'layout', 'station', 'segment', 'zone', 'zoneStation', 'zoneRelationship', 'equipment', 'layoutLinkStation']) {
      const mine = await kit.list(entity, {}, admin);
      const theirs = await kit.list(entity, {}, other);
      const theirIds = new Set(theirs.result.records.map((r) => r.id));
      expect(mine.result.records.some((r) => theirIds.has(r.id)), entity).toBe(false);
    }
    expect((await kit.list('station', { layoutId: site.layout.id }, other)).result.total).toBe(0);
    const add = await h.call('POST', '/agvserver/station/add', {
      token: other,
      lang: 'en-GB',
      body: { layoutId: site.layout.id, stationCode: 'X1', stationName: 'X', mapX: 1, mapY: 1, width: 12, type: 'Public' },
    });
    expect(add.body.message).toBe(`Layout ${site.layout.id} does not exist`);
    expect((await h.call('DELETE', '/agvserver/station/delete', { token: other, query: { id: site.stations[0]!.id } })).body.success).toBe(false);
    // The same codes are free in another tenant.
    const theirMap = await h.call<SiteRow>('POST', '/agvserver/map/add', { token: other, body: { mapCode: 'SITE_M1', mapName: 'Theirs' } });
    expect(theirMap.body.success).toBe(true);
  });
});
