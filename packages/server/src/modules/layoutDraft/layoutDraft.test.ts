import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_MAX_BYTES, type ApiResponse, type BackgroundUploadResult, type LayoutDraft, type PublishResult, type SaveDraftRequest, type SaveDraftResult } from '@agvs/contract';
import { stationId } from '@agvs/core';
import { LAYOUT1 } from '../../test-support/fleet.js';
import { startWithCallers } from '../../test-support/callers.js';
import type { Harness } from '../../test-support/harness.js';
import { segmentLengthMm } from '../agvSite/geometry.js';

/*
 * Issue 13 "Layout editor", server side: a layout's draft read and saved whole (all or nothing,
 * refused on a stale revision), published through layout/publish, and the site drawing.
 */

let h: Harness;
let admin: string;
let nobody: string;
let other: string;
let hall: string;
beforeAll(async () => {
  ({ h, admin, nobody, other } = await startWithCallers('draft'));
  const map = await h.call<{ id: string }>('POST', '/agvserver/map/add', { token: admin, body: { mapCode: 'EDIT1', mapName: 'Editor hall' } });
  const layout = await h.call<{ id: string }>('POST', '/agvserver/layout/add', {
    token: admin,
    body: { mapId: map.body.result.id, layoutCode: 'EDIT1_L1', layoutName: 'Editor floor', width: 1000, height: 600, mmPerUnit: 10 },
  });
  hall = layout.body.result.id;
});
afterAll(async () => h?.close());

const readDraft = async (id: string, token = admin) => h.call<LayoutDraft>('GET', '/agvserver/layout/draft', { token, query: { id }, lang: 'en-GB' });
const draftOf = async (id: string) => {
  const { body } = await readDraft(id);
  expect(body.success, body.message).toBe(true);
  return body.result;
};
const save = (body: SaveDraftRequest, token = admin) => h.call<SaveDraftResult>('POST', '/agvserver/layout/saveDraft', { token, body, lang: 'en-GB' });

/** The draft as the editor sends it back: the answer's fields, the equipment's places. */
function asRequest(d: LayoutDraft): Omit<SaveDraftRequest, 'stations' | 'segments' | 'zones'> & Pick<LayoutDraft, 'stations' | 'segments' | 'zones'> {
  return {
    id: d.layoutId,
    revision: d.revision,
    width: d.width,
    height: d.height,
    mmPerUnit: d.mmPerUnit,
    background: d.background,
    stations: structuredClone(d.stations),
    segments: structuredClone(d.segments),
    zones: structuredClone(d.zones),
    equipment: d.equipment.map((e) => ({ id: e.id, stationCode: e.stationCode })),
  };
}

const station = (code: string, mapX: number, mapY: number, type: 'Public' | 'Working' | 'Charging' = 'Working') => ({ stationCode: code, stationName: code, type, mapX, mapY, width: 20 });
const straight = (src: string, dest: string) => ({ srcStationCode: src, destStationCode: dest, type: 'straight' as const, direction: 'double-forward' as const, controlPoints: [] });
/** Without ids and sorted: what a draft holds, to compare a request with an answer. */
const shape = (d: Pick<SaveDraftRequest, 'stations' | 'segments' | 'zones'>) => ({
  stations: d.stations.map(({ id: _id, ...s }) => s).sort((a, b) => a.stationCode.localeCompare(b.stationCode)),
  segments: d.segments.map(({ id: _id, ...g }) => g).sort((a, b) => `${a.srcStationCode}${a.destStationCode}`.localeCompare(`${b.srcStationCode}${b.destStationCode}`)),
  zones: d.zones.map(({ id: _id, ...z }) => z).sort((a, b) => a.zoneCode.localeCompare(b.zoneCode)),
});

describe('reading the draft', () => {
  it('answers the demo layout: its tables, revision 0, published version 1, nothing to publish', async () => {
    const d = await draftOf(LAYOUT1);
    const db = h.app.db;
    const count = async (table: 'stations' | 'segments' | 'zones' | 'equipment') =>
      Number((await db.selectFrom(table).select((e) => e.fn.countAll<number>().as('n')).where('layout_id', '=', LAYOUT1).executeTakeFirstOrThrow()).n);
    expect(d).toMatchObject({ layoutId: LAYOUT1, revision: 0, publishedVersion: 1, unpublished: false, backgroundType: null, background: null });
    expect(d.stations.length).toBe(await count('stations'));
    expect(d.segments.length).toBe(await count('segments'));
    expect(d.zones.length).toBe(await count('zones'));
    expect(d.equipment.length).toBe(await count('equipment'));
    const zoned = d.zones.find((z) => z.stationCodes.length > 0)!;
    const members = await db.selectFrom('zone_stations').select('station_id').where('zone_id', '=', zoned.id).execute();
    expect(zoned.stationCodes).toHaveLength(members.length);
  });

  it('saving the demo layout unchanged counts a revision and leaves nothing to publish', async () => {
    const before = await draftOf(LAYOUT1);
    const { status, body } = await save(asRequest(before));
    expect(status, body.message).toBe(200);
    expect(body.result.draft).toEqual({ ...before, revision: 1 });
    expect(body.result.check).toMatchObject({ layoutId: LAYOUT1, errors: 0 });
  });
});

describe('saving the draft', () => {
  /** The hall of README "Your own site", drawn in one save from an empty layout. */
  const first = {
    stations: [station('CH01', 100, 300, 'Charging'), station('X01', 400, 300, 'Public'), station('WS01', 700, 300), station('WS02', 400, 100)],
    segments: [straight('CH01', 'X01'), straight('X01', 'WS01'), straight('X01', 'WS02')],
    zones: [],
  };

  it('draws a layout from nothing: every row inserted, lengths measured, the check answered', async () => {
    const empty = await draftOf(hall);
    expect(empty).toMatchObject({ revision: 0, publishedVersion: null, unpublished: false, stations: [], segments: [], zones: [], equipment: [] });
    const { status, body } = await save({ ...asRequest(empty), ...first });
    expect(status, body.message).toBe(200);
    expect(shape(body.result.draft)).toEqual(shape(first));
    expect(body.result.draft).toMatchObject({ revision: 1, publishedVersion: null, unpublished: true });
    expect(body.result.check).toMatchObject({ layoutId: hall, errors: 0 });
    const lengths = await h.app.db.selectFrom('segments').select('length').where('layout_id', '=', hall).execute();
    expect(lengths.map((l) => l.length).sort()).toEqual([2000, 3000, 3000]);
    expect(await draftOf(hall)).toEqual(body.result.draft);
  });

  it('adds three stations, a Bezier segment and a zone, moves one station and deletes one; reads back equal', async () => {
    const equipment = await h.call<{ id: string }>('POST', '/agvserver/equipment/add', {
      token: admin,
      body: { layoutId: hall, equipmentCode: 'DOOR1', equipmentName: 'Door', stationCode: 'WS02' },
    });
    expect(equipment.body.success, equipment.body.message).toBe(true);
    const d = asRequest(await draftOf(hall));
    const ws01 = d.stations.find((s) => s.stationCode === 'WS01')!;
    ws01.mapX = 750;
    const bezier = { srcStationCode: 'X01', destStationCode: 'WS03', type: 'Bezier' as const, direction: 'double-forward' as const, controlPoints: [{ x: 450, y: 200 }, { x: 600, y: 100 }] };
    const next: SaveDraftRequest = {
      ...d,
      stations: [...d.stations.filter((s) => s.stationCode !== 'WS02'), station('WS03', 700, 100), station('X02', 400, 500, 'Public'), station('WS04', 700, 500)],
      segments: [...d.segments.filter((g) => g.destStationCode !== 'WS02'), bezier, straight('X01', 'X02'), straight('X02', 'WS04')],
      zones: [{ zoneCode: 'ZW01', zoneName: 'Outfeed', zoneType: 'Working', stationCodes: ['WS03', 'WS04'] }],
      equipment: [{ id: equipment.body.result.id, stationCode: 'WS03' }],
    };
    const { status, body } = await save(next);
    expect(status, body.message).toBe(200);
    const saved = body.result.draft;
    expect(shape(saved)).toEqual(shape(next));
    expect(saved.revision).toBe(2);
    expect(saved.equipment).toEqual([{ id: equipment.body.result.id, equipmentCode: 'DOOR1', equipmentName: 'Door', stationCode: 'WS03' }]);
    // Kept rows keep their ids.
    expect(saved.stations.find((s) => s.stationCode === 'WS01')!.id).toBe(ws01.id);
    expect(await draftOf(hall)).toEqual(saved);
    // The Bezier's length is measured as segment/add measures it; the moved station's segment again.
    const db = h.app.db;
    const lengthOf = async (id: string) => (await db.selectFrom('segments').select('length').where('id', '=', id).executeTakeFirstOrThrow()).length;
    const savedBezier = saved.segments.find((g) => g.type === 'Bezier')!;
    expect(await lengthOf(savedBezier.id)).toBe(segmentLengthMm({ x: 400, y: 300 }, { x: 700, y: 100 }, [{ x: 450, y: 200 }, { x: 600, y: 100 }], 10));
    expect(await lengthOf(saved.segments.find((g) => g.destStationCode === 'WS01')!.id)).toBe(3500);
    expect(await db.selectFrom('stations').select('id').where('layout_id', '=', hall).where('station_code', '=', 'WS02').executeTakeFirst()).toBeUndefined();
  });

  it('swaps two station codes in one save', async () => {
    const d = asRequest(await draftOf(hall));
    const swap = (code: string) => (code === 'WS03' ? 'WS04' : code === 'WS04' ? 'WS03' : code);
    const next = {
      ...d,
      stations: d.stations.map((s) => ({ ...s, stationCode: swap(s.stationCode) })),
      segments: d.segments.map((g) => ({ ...g, srcStationCode: swap(g.srcStationCode), destStationCode: swap(g.destStationCode) })),
      zones: d.zones.map((z) => ({ ...z, stationCodes: z.stationCodes.map(swap) })),
    };
    const { status, body } = await save(next);
    expect(status, body.message).toBe(200);
    expect(shape(body.result.draft)).toEqual(shape(next));
    // And back, so the tests below see the hall as drawn.
    const back = await save({ ...asRequest(body.result.draft), stations: d.stations, segments: d.segments, zones: d.zones, revision: body.result.draft.revision });
    expect(back.status, back.body.message).toBe(200);
  });

  it('refuses a save naming an older revision with 409, and changes nothing', async () => {
    const before = await draftOf(hall);
    const stale = { ...asRequest(before), revision: before.revision - 1, stations: before.stations.map((s) => ({ ...s, mapX: s.mapX + 1 })) };
    const { status, body } = await save(stale);
    expect(status).toBe(409);
    expect(body.success).toBe(false);
    expect(body.message).toContain('Someone else saved this layout since you opened it');
    expect(await draftOf(hall)).toEqual(before);
  });

  it('of two saves of the same revision at once, exactly one is stored', async () => {
    const before = asRequest(await draftOf(hall));
    const moved = (dx: number) => ({ ...before, stations: before.stations.map((s) => (s.stationCode === 'X02' ? { ...s, mapX: s.mapX + dx } : s)) });
    const answers = await Promise.all([save(moved(5)), save(moved(-5))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.result.draft;
    expect(await draftOf(hall)).toEqual(winner);
    const back = await save({ ...before, revision: winner.revision });
    expect(back.status, back.body.message).toBe(200);
  });

  it('refuses each bad draft with 400 naming the field and the value, and changes nothing', async () => {
    const before = await draftOf(hall);
    const demo = await draftOf(LAYOUT1);
    const base = () => asRequest(before);
    const cases: [string, SaveDraftRequest, string, string][] = [
      ['duplicate station code', { ...base(), stations: [...base().stations, station('WS01', 900, 100)] }, 'stations[6].stationCode', 'WS01'],
      ['segment to an unknown station', { ...base(), segments: [...base().segments, straight('X01', 'NOPE01')] }, 'segments[5].destStationCode', 'NOPE01'],
      ['segment from a station to itself', { ...base(), segments: [...base().segments, straight('X01', 'X01')] }, 'segments[5].destStationCode', 'X01'],
      ['duplicate zone code', { ...base(), zones: [...base().zones, { zoneCode: 'ZW01', zoneName: 'Again', zoneType: 'Public', stationCodes: [] }] }, 'zones[1].zoneCode', 'ZW01'],
      ['zone naming an unknown station', { ...base(), zones: [{ ...base().zones[0]!, stationCodes: ['WS03', 'GHOST1'] }] }, 'zones[0].stationCodes[1]', 'GHOST1'],
      ['station twice in a zone', { ...base(), zones: [{ ...base().zones[0]!, stationCodes: ['WS03', 'WS03'] }] }, 'zones[0].stationCodes[1]', 'WS03'],
      ['equipment of another layout', { ...base(), equipment: [{ id: demo.equipment[0]!.id, stationCode: null }] }, 'equipment[0].id', demo.equipment[0]!.id],
      ['a station row of another layout', { ...base(), stations: [{ ...base().stations[0]!, id: demo.stations[0]!.id }, ...base().stations.slice(1)] }, 'stations[0].id', demo.stations[0]!.id],
      ['Bezier with one control point', { ...base(), segments: [...base().segments, { ...straight('WS01', 'WS03'), type: 'Bezier', controlPoints: [{ x: 1, y: 1 }] }] }, 'segments[5].controlPoints', '1'],
      ['straight with control points', { ...base(), segments: [...base().segments, { ...straight('WS01', 'WS03'), controlPoints: [{ x: 1, y: 1 }, { x: 2, y: 2 }] }] }, 'segments[5].controlPoints', '2'],
    ];
    for (const [what, request, field, value] of cases) {
      const { status, body } = await save(request);
      expect(status, what).toBe(400);
      expect(body.success, what).toBe(false);
      expect(body.message, what).toContain(field);
      expect(body.message, what).toContain(value);
    }
    expect(await draftOf(hall)).toEqual(before);
    // The same refusal in the caller's language.
    const zh = await h.call('POST', '/agvserver/layout/saveDraft', { token: admin, lang: 'zh-CN', body: cases[0]![1] });
    expect(zh.body.message).toBe('stations[6].stationCode：站点编码 WS01 在此布局中使用了两次');
  });
});

describe('who may edit', () => {
  it('refuses a caller without agv:layout:design with 403', async () => {
    expect((await readDraft(hall, nobody)).status).toBe(403);
    expect((await save(asRequest(await draftOf(hall)), nobody)).status).toBe(403);
    expect((await h.call('GET', '/agvserver/layout/background', { token: nobody, query: { id: hall } })).status).toBe(403);
    expect((await h.call('POST', '/agvserver/layout/background/delete', { token: nobody, body: { id: hall } })).status).toBe(403);
  });

  it("answers another tenant's admin as if the layout did not exist, and changes nothing", async () => {
    const before = await draftOf(hall);
    const read = await readDraft(hall, other);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe(`Layout ${hall} does not exist`);
    expect((await save({ ...asRequest(before), stations: [] }, other)).status).toBe(404);
    expect((await h.call('POST', '/agvserver/layout/background/delete', { token: other, body: { id: hall } })).status).toBe(404);
    expect(await draftOf(hall)).toEqual(before);
  });
});

describe('publishing the saved draft', () => {
  it('layout/publish makes the saved draft what the fleet runs', async () => {
    const d = await draftOf(hall);
    const { body } = await h.call<PublishResult>('POST', '/agvserver/layout/publish', { token: admin, body: { id: hall } });
    expect(body.success, body.message).toBe(true);
    expect(body.result).toMatchObject({ published: true, version: 1 });
    const running = h.app.fleets.get(1000, hall)!;
    expect(running.site.layout.stations.map((s) => s.code).sort()).toEqual(d.stations.map((s) => s.stationCode).sort());
    expect(running.site.layout.segments.map((g) => `${g.from}>${g.to}`).sort()).toEqual(d.segments.map((g) => `${stationId(g.srcStationCode)}>${stationId(g.destStationCode)}`).sort());
    const bezier = running.site.layout.segments.find((g) => g.shape.kind === 'bezier')!;
    expect(bezier.shape).toEqual({ kind: 'bezier', c1: { x: 4500, y: 2000 }, c2: { x: 6000, y: 1000 } });
    expect(await draftOf(hall)).toMatchObject({ publishedVersion: 1, unpublished: false });

    // A later save is a draft again: the fleet keeps running version 1.
    const moved = asRequest(await draftOf(hall));
    moved.stations.find((s) => s.stationCode === 'WS04')!.mapY = 520;
    const { body: saved } = await save(moved);
    expect(saved.result.draft).toMatchObject({ publishedVersion: 1, unpublished: true });
    expect(h.app.fleets.get(1000, hall)!.site.version).toBe(1);
  });

  it('deletes a station a vehicle stands on from the draft; publish is what refuses it', async () => {
    const vehicle = await h.app.db
      .selectFrom('agvs')
      .select(['agv_code', 'current_station_code'])
      .where('current_layout_id', '=', LAYOUT1)
      .where('current_station_code', 'is not', null)
      .orderBy('agv_code')
      .executeTakeFirstOrThrow();
    const held = vehicle.current_station_code!;
    const d = asRequest(await draftOf(LAYOUT1));
    const { status, body } = await save({
      ...d,
      stations: d.stations.filter((s) => s.stationCode !== held),
      segments: d.segments.filter((g) => g.srcStationCode !== held && g.destStationCode !== held),
      zones: d.zones.map((z) => ({ ...z, stationCodes: z.stationCodes.filter((c) => c !== held) })),
      equipment: d.equipment.map((e) => ({ ...e, stationCode: e.stationCode === held ? null : e.stationCode })),
    });
    expect(status, body.message).toBe(200);
    expect(body.result.draft.stations.some((s) => s.stationCode === held)).toBe(false);
    expect(body.result.draft.unpublished).toBe(true);
    const refused = await h.call<PublishResult>('POST', '/agvserver/layout/publish', { token: admin, body: { id: LAYOUT1 } });
    expect(refused.body.success).toBe(false);
    expect(refused.body.result.holds).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'vehicleStation', stationCode: held })]));
    expect(h.app.fleets.get(1000, LAYOUT1)!.site.version).toBe(1);
  });
});

describe('the site drawing', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');
  const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

  async function upload(content: Buffer, options: { filename?: string; type?: string; id?: string; token?: string } = {}) {
    const boundary = '----agvsdrawing';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename ?? 'hall.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`),
      content,
      // The layout id after the file: the fields may come in either order.
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${options.id ?? hall}\r\n--${boundary}--\r\n`),
    ]);
    const response = await h.app.inject({
      method: 'POST',
      url: '/agvs/agvserver/layout/background',
      headers: { 'x-access-token': options.token ?? admin, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en-GB' },
      payload,
    });
    return { status: response.statusCode, body: response.json() as ApiResponse<BackgroundUploadResult> };
  }
  const download = (token = admin) => h.app.inject({ method: 'GET', url: '/agvs/agvserver/layout/background', query: { id: hall }, headers: { 'x-access-token': token } });

  it('stores a PNG and answers its bytes; the draft names its type and places it over the layout', async () => {
    const revision = (await draftOf(hall)).revision;
    const { status, body } = await upload(PNG);
    expect(status, body.message).toBe(200);
    expect(body.result).toEqual({ layoutId: hall, backgroundType: 'image/png', bytes: PNG.length });
    const got = await download();
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    // Uploading is not a draft save: an editor open on the layout may still save.
    expect(await draftOf(hall)).toMatchObject({ revision, backgroundType: 'image/png', background: { x: 0, y: 0, width: 1000, height: 600, opacity: 0.5 } });
  });

  it('replaces it with an SVG, served in a sandbox; the placement is saved with the draft', async () => {
    const { status, body } = await upload(SVG, { filename: 'hall.svg', type: 'image/svg+xml' });
    expect(status, body.message).toBe(200);
    expect(body.result.backgroundType).toBe('image/svg+xml');
    const got = await download();
    expect(got.headers['content-type']).toBe('image/svg+xml');
    expect(got.headers['content-security-policy']).toBe('sandbox');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(SVG)).toBe(true);
    const placed = { x: -20, y: 10, width: 1200, height: 700, opacity: 0.3 };
    const { body: saved } = await save({ ...asRequest(await draftOf(hall)), background: placed });
    expect(saved.result.draft).toMatchObject({ backgroundType: 'image/svg+xml', background: placed });
  });

  it('refuses a file that is not PNG, JPEG or SVG, naming its type, whatever the name claims', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.4\n1 0 obj\n'), { filename: 'hall.png', type: 'image/png' });
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('The site drawing must be a PNG, JPEG or SVG image; this file is PDF');
    const text = await upload(Buffer.from('just some text'), { filename: 'notes.txt', type: 'text/plain' });
    expect(text.status).toBe(400);
    expect(text.body.message).toContain('text/plain');
    expect((await download()).headers['content-type']).toBe('image/svg+xml');
  });

  it('refuses a drawing above the limit with 413', async () => {
    const big = Buffer.alloc(BACKGROUND_MAX_BYTES + 1);
    PNG.copy(big);
    const { status, body } = await upload(big);
    expect(status).toBe(413);
    expect(body.message).toBe('The site drawing is larger than 10 MB');
    expect((await download()).headers['content-type']).toBe('image/svg+xml');
  });

  it("refuses another tenant's layout, and removes the drawing on delete", async () => {
    expect((await upload(PNG, { token: other })).status).toBe(404);
    expect((await download(other)).statusCode).toBe(404);
    const removed = await h.call('POST', '/agvserver/layout/background/delete', { token: admin, body: { id: hall } });
    expect(removed.body).toMatchObject({ success: true, result: { layoutId: hall } });
    const gone = await download();
    expect(gone.statusCode).toBe(404);
    expect(await draftOf(hall)).toMatchObject({ backgroundType: null, background: null });
  });
});
