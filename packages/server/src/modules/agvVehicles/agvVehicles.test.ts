import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { startWithCallers } from '../../test-support/callers.js';
import { download, upload } from '../../test-support/files.js';
import { LAYOUT1 } from '../../test-support/fleet.js';
import type { Harness } from '../../test-support/harness.js';

/*
 * The vehicle-side AGV pages on the generic routes: models, brands, groups, group classes, the
 * error dictionary and the error history (the AGV list has agvs.test.ts).
 */

let h: Harness;
let admin: string;
let operator: string;
let nobody: string;
let other: string;
beforeAll(async () => {
  ({ h, admin, operator, nobody, other } = await startWithCallers('agvv'));
});
afterAll(async () => h?.close());

type Row = Record<string, unknown> & { id: string };
const list = (base: string, token: string, query: Record<string, string> = {}) =>
  h.call<PageResult<Row>>('GET', `${base}/list`, { token, lang: 'en-GB', query: { pageSize: '200', ...query } });
const add = (base: string, body: Record<string, unknown>, token = admin) => h.call<Row>('POST', `${base}/add`, { token, lang: 'en-GB', body });
const edit = (base: string, body: Record<string, unknown>, token = admin) => h.call<Row>('PUT', `${base}/edit`, { token, lang: 'en-GB', body });
const remove = (base: string, id: string, token = admin) => h.call('DELETE', `${base}/delete`, { token, lang: 'en-GB', query: { id } });

/** Exports the rows a filter finds, then imports the sheet back with `change` applied to each data row's values. */
async function roundTrip(base: string, filter: Record<string, string>, change: (values: Record<string, unknown>) => void) {
  const file = await download(h, `${base}/exportXls`, admin, filter);
  expect(file.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const out = new ExcelJS.Workbook();
  const ws = out.addWorksheet('in');
  ws.addRow(headers);
  for (let i = 2; i <= sheet.rowCount; i++) {
    const values = Object.fromEntries(headers.map((name, j) => [name, (sheet.getRow(i).values as unknown[])[j + 1] ?? null]));
    change(values);
    ws.addRow(headers.map((name) => values[name]));
  }
  return upload(h, `${base}/importExcel`, admin, Buffer.from(await out.xlsx.writeBuffer()));
}

const MODEL = '/agvserver/agvModel';
const BRAND = '/agvserver/agvBrand';
const GROUP = '/agvserver/agvGroup';
const CLASS = '/agvserver/agvGroupClass';
const DICT = '/agvserver/agvErrorDict';
const INFO = '/agvserver/agvErrorInfo';

describe('AGV models', () => {
  it('adds a model from its code and name alone, with defaults, and answers the stored row', async () => {
    const r = await add(MODEL, { modelCode: 'M_MINI', modelName: 'Mini mover' });
    expect(r.body).toMatchObject({ success: true, message: 'Added' });
    expect(r.body.result).toMatchObject({
      modelCode: 'M_MINI',
      modelName: 'Mini mover',
      length: 1000,
      width: 700,
      height: 300,
      footprintRadius: 610,
      maxSpeed: 1000,
      acceleration: 500,
      rotationSpeed: 45,
      batteryCapacity: 2000,
      allowedDirections: 'Forward,Backward',
      agvCount: 0,
      brandName: null,
    });
  });

  it('lists with a filter, names the brand and counts the vehicles of each model', async () => {
    const page = (await list(MODEL, operator === '' ? admin : admin, { modelCode: 'FL15' })).body.result;
    expect(page.records.map((m) => m['modelCode'])).toEqual(['FL1500']);
    expect(page.records[0]).toMatchObject({ brandName: 'Mushiny', agvCount: 9, footprintRadius: 1006 });
  });

  it('edits figures and directions, refusing impossible ones and unknown brands', async () => {
    const id = (await list(MODEL, admin, { modelCode: 'M_MINI' })).body.result.records[0]!.id;
    const ok = await edit(MODEL, { id, modelName: 'Mini mover 2', maxSpeed: 1600, allowedDirections: 'Rotate,Forward', brandId: demoIds.brand('MUSHINY') });
    expect(ok.body.result).toMatchObject({ modelName: 'Mini mover 2', maxSpeed: 1600, allowedDirections: 'Forward,Rotate', brandName: 'Mushiny', length: 1000 });
    const speed = await edit(MODEL, { id, modelName: 'x', maxSpeed: 0 });
    expect(speed.status).toBe(400);
    expect(speed.body.message).toContain('maxSpeed');
    const direction = await edit(MODEL, { id, modelName: 'x', allowedDirections: 'Sideways' });
    expect(direction.body.message).toContain('allowedDirections');
    const brand = await edit(MODEL, { id, modelName: 'x', brandId: 'brand-nope' });
    expect(brand.body.success).toBe(false);
    expect(brand.body.message).toContain('brandId');
    expect((await list(MODEL, admin, { modelCode: 'M_MINI' })).body.result.records[0]).toMatchObject({ modelName: 'Mini mover 2' });
  });

  it("gives the model's turning circle to its vehicles in the fleet, and an edit reaches them at once", async () => {
    const fl = demoIds.model('FL1500');
    const radii = () =>
      h.app.fleets
        .get(1000, LAYOUT1)!
        .fleet.vehicles.filter((v) => v.config.modelId === fl)
        .map((v) => v.config.footprintRadiusMm);
    const stored = (await list(MODEL, admin, { modelCode: 'FL1500' })).body.result.records[0]!;
    expect(stored['footprintRadius']).toBe(1006);
    expect(radii().length).toBeGreaterThan(0);
    expect(new Set(radii())).toEqual(new Set([1006]));
    expect((await edit(MODEL, { id: fl, modelName: 'Pallet forklift FL1500', footprintRadius: 1200 })).body.success).toBe(true);
    expect(new Set(radii())).toEqual(new Set([1200]));
    await edit(MODEL, { id: fl, modelName: 'Pallet forklift FL1500', footprintRadius: 1006 });
  });

  it('refuses deleting a model with vehicles, naming them, and deletes an unused one', async () => {
    const r = await remove(MODEL, demoIds.model('JK600'));
    expect(r.body).toMatchObject({ success: false });
    expect(r.body.message).toMatch(/^The model cannot be deleted: 3 vehicle\(s\) use it \(.+\)$/);
    expect((await list(MODEL, admin, { modelCode: 'JK600' })).body.result.total).toBe(1);
    const id = (await list(MODEL, admin, { modelCode: 'M_MINI' })).body.result.records[0]!.id;
    expect((await remove(MODEL, id)).body.success).toBe(true);
  });

  it('exports models and imports them back under new codes', async () => {
    const result = await roundTrip(MODEL, { modelCode: 'JK600' }, (v) => {
      v['modelCode'] = 'JK600_B';
    });
    expect(result.body).toMatchObject({ success: true, code: 200, message: 'Rows uploaded: 1, imported: 1, failed: 0' });
    const copy = (await list(MODEL, admin, { modelCode: 'JK600_B' })).body.result.records[0]!;
    expect(copy).toMatchObject({ modelName: 'Jacking AGV JK600', length: 1100, width: 700, brandName: 'Mushiny', agvCount: 0 });
  });

  it('keeps models from callers without the permission and from other tenants', async () => {
    expect((await list(MODEL, nobody)).status).toBe(403);
    expect((await list(MODEL, operator)).status).toBe(403);
    expect((await list(MODEL, other)).body.result.total).toBe(0);
    expect((await remove(MODEL, demoIds.model('JK600'), other)).body.success).toBe(false);
    const mine = await add(MODEL, { modelCode: 'FL1500', modelName: 'Same code, other tenant' }, other);
    expect(mine.body.success).toBe(true);
  });
});

describe('AGV brands, groups and group classes', () => {
  it('refuses deleting a brand with models, naming them', async () => {
    const r = await remove(BRAND, demoIds.brand('MUSHINY'));
    expect(r.body.success).toBe(false);
    expect(r.body.message).toContain('FL1500');
    const b = await add(BRAND, { brandCode: 'ACME', brandName: 'Acme', remark: 'test' });
    expect(b.body.result).toMatchObject({ brandCode: 'ACME', modelCount: 0 });
    expect((await list(BRAND, admin, { brandName: 'acm' })).body.result.records.map((r) => r['brandCode'])).toEqual(['ACME']);
    expect((await remove(BRAND, b.body.result.id)).body.success).toBe(true);
    expect((await list(BRAND, other)).body.result.total).toBe(0);
  });

  it('classifies groups, refusing to delete a class with groups or a group with vehicles', async () => {
    const cls = await add(CLASS, { classCode: 'FORKLIFTS', className: 'Forklifts', sortNo: 1 });
    expect(cls.body.result).toMatchObject({ classCode: 'FORKLIFTS', groupCount: 0 });
    const group = demoIds.group('WH_FORKLIFTS');
    const edited = await edit(GROUP, { id: group, groupName: 'Warehouse forklifts', groupClassId: cls.body.result.id });
    expect(edited.body.result).toMatchObject({ groupClassName: 'Forklifts', agvCount: 9, mapName: expect.any(String) });
    const held = await remove(CLASS, cls.body.result.id);
    expect(held.body.message).toBe('The group class cannot be deleted: 1 group(s) belong to it (WH_FORKLIFTS)');
    const busy = await remove(GROUP, group);
    expect(busy.body.message).toMatch(/^The group cannot be deleted: 9 vehicle\(s\) are in it/);
    const spare = await add(GROUP, { groupCode: 'SPARE', groupName: 'Spare', groupClassId: cls.body.result.id });
    expect(spare.body.result).toMatchObject({ groupClassName: 'Forklifts', agvCount: 0, mapName: null });
    expect((await list(GROUP, admin)).body.result.records.filter((g) => g['groupClassId'] === cls.body.result.id)).toHaveLength(2);
    expect((await remove(GROUP, spare.body.result.id)).body.success).toBe(true);
    const roundTrip1 = await roundTrip(CLASS, { classCode: 'FORKLIFTS' }, (v) => {
      v['classCode'] = 'TUGGERS';
      v['className'] = 'Tuggers';
    });
    expect(roundTrip1.body.code).toBe(200);
    expect((await list(CLASS, admin, { classCode: 'TUGGERS' })).body.result.records[0]).toMatchObject({ className: 'Tuggers', groupCount: 0 });
    // Another tenant can neither see nor name this tenant's class.
    expect((await list(CLASS, other)).body.result.total).toBe(0);
    const foreign = await add(GROUP, { groupCode: 'G_OTHER', groupName: 'Other', groupClassId: cls.body.result.id }, other);
    expect(foreign.body.success).toBe(false);
    expect(foreign.body.message).toContain('groupClassId');
  });
});

describe('the error dictionary and the error history', () => {
  it('adds entries with a known level and category only', async () => {
    const r = await add(DICT, { errorCode: 'E9001', errorLevel: 'Fatal', category: 'SystemError', errorName: 'Lost_heartbeat', solution: 'Check the network' });
    expect(r.body.result).toMatchObject({ errorCode: 'E9001', errorLevel: 'Fatal', description: '', solution: 'Check the network' });
    const bad = await add(DICT, { errorCode: 'E9002', errorLevel: 'Oops', category: 'SystemError', errorName: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('errorLevel');
    expect((await list(DICT, admin, { errorLevel: 'Fatal' })).body.result.records.every((e) => e['errorLevel'] === 'Fatal')).toBe(true);
    const rt = await roundTrip(DICT, { errorCode: 'E9001' }, (v) => {
      v['errorCode'] = 'E9003';
    });
    expect(rt.body.code).toBe(200);
    expect((await list(DICT, admin, { errorCode: 'E9003' })).body.result.records[0]).toMatchObject({ errorLevel: 'Fatal', solution: 'Check the network' });
    expect((await list(DICT, other)).body.result.total).toBe(0);
  });

  it('lists recorded errors with their vehicle and dictionary names, searchable by vehicle, level and time', async () => {
    const agv = demoIds.agv('FL01');
    const now = h.app.clock();
    await h.app.db
      .insertInto('error_records')
      .values([
        { id: 'er-test-1', tenant_id: 1000, agv_id: agv, transorder_id: null, error_code: 'E9001', error_level: 'Fatal', category: 'SystemError', error_type: 'AgvError', error_data: '{"x":1}', error_desc: 'lost', create_time: now - 60_000, closed_time: null },
        { id: 'er-test-2', tenant_id: 1000, agv_id: agv, transorder_id: null, error_code: 'A1001', error_level: 'Warning', category: 'AgvError', error_type: 'AgvError', error_data: null, error_desc: null, create_time: now - 3_600_000, closed_time: now },
      ])
      .execute();
    const code = (await h.app.db.selectFrom('agvs').select('agv_code').where('id', '=', agv).executeTakeFirstOrThrow()).agv_code;
    const page = (await list(INFO, admin, { agvCode: code, errorLevel: 'Fatal', createTime_begin: String(now - 120_000), createTime_end: String(now) })).body.result;
    expect(page.records.map((r) => r.id)).toEqual(['er-test-1']);
    expect(page.records[0]).toMatchObject({ agvCode: code, errorName: 'Lost_heartbeat', solution: 'Check the network', category: 'SystemError' });
    const file = await download(h, `${INFO}/exportXls`, admin, { agvCode: code });
    expect(file.status).toBe(200);
    expect((await list(INFO, other)).body.result.records.some((r) => r.id.startsWith('er-test'))).toBe(false);
    expect((await list(INFO, nobody)).status).toBe(403);
    // The monitor's own call at the same base path stays.
    const open = await h.call<unknown[]>('GET', `${INFO}/queryErrorInfoByType`, { token: admin, query: { agvId: agv, errorType: 'all' } });
    expect(open.body.success).toBe(true);
  });
});
