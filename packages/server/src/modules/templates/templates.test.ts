import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportFailure, PageResult, Transorder, TransorderTemplate } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { download, upload } from '../../test-support/files.js';
import { LAYOUT1, setLoad } from '../../test-support/fleet.js';
import { startWithCallers } from '../../test-support/callers.js';
import type { Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
let operator: string;
let nobody: string;
let other: string;
beforeAll(async () => {
  ({ h, admin, operator, nobody, other } = await startWithCallers('tpl'));
});
afterAll(async () => h?.close());

const BASE = '/agvserver/transorderTemplate';
const CASCADER = `${demoIds.map('MAP01')},${LAYOUT1}`;

/** The template form as the console sends it. */
const form = (over: Record<string, unknown> = {}) => ({
  templateCode: 'TPL_T01',
  templateName: 'A01ToA03',
  taskChainRow: '1',
  taskType: 'Material',
  cycleTimes: '1',
  srcLayoutId: CASCADER,
  srcStationCode: 'A01N01',
  destLayoutId: CASCADER,
  destStationCode: 'A03S05',
  groupId: demoIds.group('WH_FORKLIFTS'),
  ...over,
});

async function list(token: string, query: Record<string, string> = {}) {
  return h.call<PageResult<TransorderTemplate>>('GET', `${BASE}/list`, { token, query: { pageSize: '100', ...query } });
}

async function byCode(code: string): Promise<TransorderTemplate | undefined> {
  return (await list(admin, { templateCode: code })).body.result.records.find((t) => t.templateCode === code);
}

describe('transport-order templates', () => {
  it('adds a template and lists it with the names of its layout, stations, group and the cascader layout ids', async () => {
    const added = await h.call<{ id: string }>('POST', `${BASE}/add`, { token: admin, lang: 'en-GB', body: form() });
    expect(added.body).toMatchObject({ success: true, message: 'Added' });
    const t = await byCode('TPL_T01');
    expect(t).toMatchObject({
      id: added.body.result.id,
      templateName: 'A01ToA03',
      srcLayoutId: CASCADER,
      destLayoutId: CASCADER,
      srcLayoutName: expect.any(String),
      srcStationName: expect.any(String),
      destStationName: expect.any(String),
      groupName: expect.any(String),
      taskCreateTime: null,
    });
    const seeded = (await list(operator)).body.result;
    expect(seeded.total).toBeGreaterThanOrEqual(5);
    const dock = seeded.records.find((r) => r.templateCode === 'TPL_DK01_A01')!;
    expect(dock).toMatchObject({ srcStationCode: 'DK01', destStationCode: 'A01N01', srcLayoutId: CASCADER });
  });

  it('refuses unknown stations, layouts and a missing destination in the caller language, storing nothing', async () => {
    const station = await h.call('POST', `${BASE}/add`, { token: admin, lang: 'en-GB', body: form({ templateCode: 'TPL_BAD1', destStationCode: 'NOPE' }) });
    expect(station.body).toMatchObject({ success: false, message: 'Station NOPE does not exist' });
    const layout = await h.call('POST', `${BASE}/add`, { token: admin, lang: 'zh-CN', body: form({ templateCode: 'TPL_BAD2', srcLayoutId: 'map-x,lay-x', destLayoutId: '' }) });
    expect(layout.body).toMatchObject({ success: false, message: '布局 lay-x 不存在' });
    const noDest = await h.call('POST', `${BASE}/add`, { token: admin, lang: 'en-GB', body: form({ templateCode: 'TPL_BAD3', destStationCode: '' }) });
    expect(noDest.body).toMatchObject({ success: false, message: 'A template needs a destination station or zone' });
    const cycles = await h.call('POST', `${BASE}/add`, { token: admin, lang: 'en-GB', body: form({ templateCode: 'TPL_BAD4', cycleTimes: '0' }) });
    expect(cycles.body).toMatchObject({ success: false, message: 'cycleTimes must be between 1 and 999' });
    const name = await h.call('POST', `${BASE}/add`, { token: admin, lang: 'en-GB', body: form({ templateCode: 'TPL_BAD5', templateName: 'has space' }) });
    expect(name.status).toBe(400);
    expect(name.body.message).toContain('templateName');
    const zone = await h.call('POST', `${BASE}/add`, { token: admin, lang: 'en-GB', body: form({ templateCode: 'TPL_BAD6', destStationCode: '', destZoneId: 'zn-nope' }) });
    expect(zone.body).toMatchObject({ success: false, message: 'Zone zn-nope does not exist' });
    for (const code of ['TPL_BAD1', 'TPL_BAD2', 'TPL_BAD3', 'TPL_BAD4', 'TPL_BAD5', 'TPL_BAD6']) expect(await byCode(code)).toBeUndefined();
    // A zone of the layout is a destination too.
    const byZone = await h.call('POST', `${BASE}/add`, { token: admin, body: form({ templateCode: 'TPL_ZONE', destStationCode: '', destZoneId: demoIds.zone('LAYOUT01', 'ZA01') }) });
    expect(byZone.body.success).toBe(true);
    expect(await byCode('TPL_ZONE')).toMatchObject({ destStationCode: null, destZoneId: demoIds.zone('LAYOUT01', 'ZA01') });
  });

  it('edits and deletes, and is refused without the template codes', async () => {
    await h.call('POST', `${BASE}/add`, { token: admin, body: form({ templateCode: 'TPL_T02', templateName: 'Second' }) });
    await h.call('POST', `${BASE}/add`, { token: admin, body: form({ templateCode: 'TPL_T03', templateName: 'Third' }) });
    const t2 = (await byCode('TPL_T02'))!;
    const t3 = (await byCode('TPL_T03'))!;
    expect((await h.call('PUT', `${BASE}/edit`, { token: operator, body: { ...form(), id: t2.id } })).status).toBe(403);
    expect((await h.call('POST', `${BASE}/add`, { token: operator, body: form({ templateCode: 'TPL_OP' }) })).status).toBe(403);
    expect((await list(nobody)).status).toBe(403);

    const badEdit = await h.call('PUT', `${BASE}/edit`, { token: admin, lang: 'en-GB', body: { ...form({ templateCode: 'TPL_T02', srcStationCode: 'NOPE' }), id: t2.id } });
    expect(badEdit.body.message).toBe('Station NOPE does not exist');
    expect((await byCode('TPL_T02'))!.srcStationCode).toBe('A01N01');
    const edited = await h.call('PUT', `${BASE}/edit`, { token: admin, body: { ...form({ templateCode: 'TPL_T02', templateName: 'Renamed', destStationCode: 'A03S06' }), id: t2.id } });
    expect(edited.body.success).toBe(true);
    expect(await byCode('TPL_T02')).toMatchObject({ templateName: 'Renamed', destStationCode: 'A03S06' });

    expect((await h.call('DELETE', `${BASE}/delete`, { token: operator, query: { id: t2.id } })).status).toBe(403);
    expect((await h.call('DELETE', `${BASE}/deleteBatch`, { token: admin, query: { ids: `${t2.id},${t3.id}` } })).body.success).toBe(true);
    expect(await byCode('TPL_T02')).toBeUndefined();
    expect(await byCode('TPL_T03')).toBeUndefined();
  });

  it('keeps tenants apart', async () => {
    expect((await list(other)).body.result.total).toBe(0);
    const t1 = (await byCode('TPL_T01'))!;
    const edit = await h.call('PUT', `${BASE}/edit`, { token: other, lang: 'en-GB', body: { ...form(), id: t1.id } });
    expect(edit.body).toMatchObject({ success: false, message: 'The record does not exist' });
    // Tenant 2000 has no layouts: tenant 1000's layout is unknown to it.
    const add = await h.call('POST', `${BASE}/add`, { token: other, lang: 'en-GB', body: form({ templateCode: 'TPL_X' }) });
    expect(add.body).toMatchObject({ success: false, message: `Layout ${LAYOUT1} does not exist` });
    expect((await h.call('DELETE', `${BASE}/delete`, { token: other, query: { id: t1.id } })).body.success).toBe(false);
    expect(await byCode('TPL_T01')).toBeDefined();
  });

  it('exports the list with names and imports a sheet all or nothing, reporting failed rows with code 201', async () => {
    const file = await download(h, `${BASE}/exportXls`, admin, { templateCode: 'TPL_T01' });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[headers.indexOf('templateCode')]).toBe('TPL_T01');
    expect(row[headers.indexOf('srcStationName')]).toBeTruthy();

    const sheetIn = new ExcelJS.Workbook();
    const ws = sheetIn.addWorksheet('t');
    ws.addRow(['templateCode', 'templateName', 'taskChainRow', 'taskType', 'cycleTimes', 'srcLayoutId', 'srcStationCode', 'destStationCode']);
    ws.addRow(['TPL_IMP1', 'Imported', 2, 'Material', 1, CASCADER, 'A02N01', 'A02N05']);
    ws.addRow(['TPL_IMP2', 'Broken', 3, 'Material', 1, CASCADER, 'NOPE', 'A02N05']);
    ws.addRow(['TPL_IMP3', 'Also_fine', 4, 'Material', 1, CASCADER, 'A02N02', 'A02N05']);
    const result = await upload<ImportFailure>(h, `${BASE}/importExcel`, admin, Buffer.from(await sheetIn.xlsx.writeBuffer()));
    expect(result.body).toMatchObject({ success: true, code: 201, message: 'Nothing was imported: some rows have errors. Correct them and import the file again.' });
    expect(result.body.result.msg).toBe('Rows uploaded: 3, imported: 0, failed: 1');
    // One bad row stores none of the file, the good rows before and after it included.
    for (const code of ['TPL_IMP1', 'TPL_IMP2', 'TPL_IMP3']) expect(await byCode(code)).toBeUndefined();
    const report = (await download(h, `/sys/common/importErrors/${result.body.result.fileName}`, admin)).body.toString();
    expect(report).toContain('Row 3: Station NOPE does not exist');

    ws.spliceRows(3, 1);
    const fixed = await upload(h, `${BASE}/importExcel`, admin, Buffer.from(await sheetIn.xlsx.writeBuffer()));
    expect(fixed.body).toMatchObject({ success: true, code: 200, message: 'Rows uploaded: 2, imported: 2, failed: 0' });
    expect(await byCode('TPL_IMP1')).toMatchObject({ srcStationCode: 'A02N01', srcLayoutId: CASCADER });
    expect(await byCode('TPL_IMP3')).toMatchObject({ srcStationCode: 'A02N02' });
  });
});

describe('template schedules', () => {
  it('creates the orders of a template every taskCreateInterval seconds of the app clock and records taskCreateTime', async () => {
    await setLoad(h, 'A04N02');
    const added = await h.call<{ id: string }>('POST', `${BASE}/add`, {
      token: admin,
      body: form({ templateCode: 'TPL_EVERY30', srcStationCode: 'A04N02', destStationCode: 'A04N03', taskCreateInterval: '30' }),
    });
    const id = added.body.result.id;
    const ordersOf = async () =>
      (await h.call<PageResult<Transorder>>('GET', '/agvserver/transorder/list', { token: admin, query: { srcStationCode: 'A04N02', pageSize: '100' } })).body.result.total;
    expect(await ordersOf()).toBe(0);

    h.advance(29_000);
    await h.app.templateSchedule.runDue();
    expect(await ordersOf()).toBe(0);

    h.advance(2_000);
    await h.app.templateSchedule.runDue();
    expect(await ordersOf()).toBe(1);
    const first = (await byCode('TPL_EVERY30'))!;
    expect(first.id).toBe(id);
    expect(first.taskCreateTime).toBe(h.app.clock());

    await h.app.templateSchedule.runDue();
    expect(await ordersOf()).toBe(1);
    h.advance(30_000);
    await h.app.templateSchedule.runDue();
    expect(await ordersOf()).toBe(2);

    // No interval: no schedule.
    await h.call('PUT', `${BASE}/edit`, { token: admin, body: { ...form({ templateCode: 'TPL_EVERY30', srcStationCode: 'A04N02', destStationCode: 'A04N03', taskCreateInterval: '' }), id } });
    h.advance(120_000);
    await h.app.templateSchedule.runDue();
    expect(await ordersOf()).toBe(2);
  });
});
