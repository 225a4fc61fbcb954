import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportChart, ReportColumns, ReportData, ReportQueryInfo, type PublicConfig } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { loose } from '../../resources/definition.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { createTask, order, runUntil } from '../../test-support/fleet.js';

let h: Harness;
let admin: string;
let operator: string;
let otherAdmin: string;
const FL01 = demoIds.agv('FL01');
const FL02 = demoIds.agv('FL02');
const LAYOUT = demoIds.layout('LAYOUT01');
let fl01Name: string;
let fl02Name: string;

const HOUR = 3_600_000;
const DAY1 = Date.parse('2020-03-01T08:00:00Z');
const DAY2 = Date.parse('2020-03-02T09:00:00Z');
let seq = 0;
const recordError = (agvId: string, level: 'Warning' | 'Error', at: number) =>
  h.app.db
    .insertInto('error_records')
    .values({ id: `rpt-err-${++seq}`, tenant_id: 1000, agv_id: agvId, transorder_id: null, error_code: 'E1', error_level: level, category: 'AgvError', error_type: 'agv', error_data: null, error_desc: null, create_time: at, closed_time: null })
    .execute();
const recordActivity = (agvId: string, hourStart: number, ms: { driving?: number; charging?: number; idle?: number }, distanceMm: number) =>
  h.app.db
    .insertInto('vehicle_activity')
    .values({ tenant_id: 1000, agv_id: agvId, layout_id: LAYOUT, hour_start: hourStart, driving_ms: ms.driving ?? 0, working_ms: 0, charging_ms: ms.charging ?? 0, idle_ms: ms.idle ?? 0, waiting_ms: 0, other_ms: 0, distance_mm: distanceMm })
    .execute();

const get = <T>(path: string, query: Record<string, string>, token = admin) => h.call<T>('GET', `/online/cgreport/api/${path}`, { token, query, lang: 'en-GB' });
const data = (id: string, query: Record<string, string>, token = admin) => get<ReportData>(`getData/${id}`, query, token);
const chart = async (id: string, query: Record<string, string>, token = admin) => ReportChart.parse((await get(`getChart/${id}`, query, token)).body.result);

beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'rpt_op', roles: ['operator'] });
  await h.addTenant(3000, 'Other plant', [['C01', 'Other HQ']]);
  await h.createUser({ username: 'rpt_other', roles: ['admin'], tenants: [3000], departs: ['C01'] });
  admin = await h.token('admin', ADMIN_PASSWORD);
  operator = await h.token('rpt_op', ADMIN_PASSWORD);
  otherAdmin = await h.token('rpt_other', ADMIN_PASSWORD);
  const names = await h.app.db.selectFrom('agvs').select(['id', 'agv_name']).where('id', 'in', [FL01, FL02]).execute();
  fl01Name = names.find((n) => n.id === FL01)!.agv_name;
  fl02Name = names.find((n) => n.id === FL02)!.agv_name;
  await recordError(FL01, 'Error', DAY1);
  await recordError(FL01, 'Error', DAY1 + HOUR);
  await recordError(FL01, 'Warning', DAY1);
  await recordError(FL02, 'Error', DAY2);
});
afterAll(async () => h?.close());

const IN_2020 = { day_begin: '2020-03-01', day_end: '2020-03-02' };

describe('report definitions (report_configs, getRpColumns, getQueryInfo)', () => {
  it('answers the columns, chart and search fields of each report kept in report_configs', async () => {
    const rows = await h.app.db.selectFrom('report_configs').select(['id', 'report_code', 'chart_kind']).orderBy('sort_no').execute();
    expect(rows.map((r) => r.report_code)).toEqual(['fail', 'frequency', 'moduleStatusLog', 'useTimes']);
    const parsed = ReportColumns.parse((await get('getRpColumns/fail', {})).body.result);
    expect(parsed).toMatchObject({ cgRpConfigId: 'report-fail', cgRpConfigCode: 'fail', cgRpConfigName: 'Fault report', chartKind: 'line' });
    expect(parsed.columns.map((c) => [c.dataIndex, c.total])).toEqual([['agvName', false], ['day', false], ['errorLevel', false], ['errorCount', true]]);
    const use = ReportColumns.parse((await get('getRpColumns/useTimes', {})).body.result);
    expect(use.chartKind).toBe('stackedBar');
    expect(use.columns.map((c) => c.dataIndex)).toContain('drivingMinutes');
    expect(ReportColumns.parse((await get('getRpColumns/moduleStatusLog', {})).body.result).chartKind).toBe('none');
    const fields = ReportQueryInfo.parse((await get('getQueryInfo/report-fail', {})).body.result);
    expect(fields.map((f) => f.field)).toEqual(['agvName', 'errorLevel', 'day']);
    expect(fields[1]).toMatchObject({ view: 'list', options: ['Notice', 'Warning', 'Error', 'Fatal'] });
  });

  it('follows the database: a report switched off there answers 404, its chart kind comes from its row', async () => {
    await h.app.db.updateTable('report_configs').set({ chart_kind: 'bar' }).where('id', '=', 'report-fail').execute();
    expect(ReportColumns.parse((await get('getRpColumns/fail', {})).body.result).chartKind).toBe('bar');
    await h.app.db.updateTable('report_configs').set({ enabled: 0 }).where('id', '=', 'report-frequency').execute();
    expect((await get('getRpColumns/frequency', {})).status).toBe(404);
    expect((await data('report-frequency', {})).status).toBe(404);
    await h.app.db.updateTable('report_configs').set({ chart_kind: 'line' }).where('id', '=', 'report-fail').execute();
    await h.app.db.updateTable('report_configs').set({ enabled: 1 }).where('id', '=', 'report-frequency').execute();
  });

  it('refuses unknown reports, and callers without report:view', async () => {
    expect((await get('getRpColumns/users', {})).status).toBe(400);
    expect((await get('getQueryInfo/report-nope', {})).status).toBe(404);
    expect((await data('report-nope', {})).status).toBe(404);
    expect((await get('getRpColumns/fail', {}, operator)).status).toBe(403);
    expect((await data('report-fail', {}, operator)).status).toBe(403);
    expect((await get('getChart/report-fail', {}, operator)).status).toBe(403);
    expect((await get('exportXls/report-fail', {}, operator)).status).toBe(403);
  });
});

describe('fail report', () => {
  it('counts error records by vehicle, day and level, filtered, sorted and paged, with totals over every page', async () => {
    const all = ReportData.parse((await data('report-fail', { ...IN_2020, column: 'errorCount', order: 'desc' })).body.result);
    expect(all.total).toBe(3);
    expect(all.totals).toEqual({ errorCount: 4 });
    expect(all.records[0]).toEqual({ agvName: fl01Name, day: '2020-03-01', errorLevel: 'Error', errorCount: 2 });
    expect(all.records.map((r) => r['day']).sort()).toEqual(['2020-03-01', '2020-03-01', '2020-03-02']);

    const errorsOnly = ReportData.parse((await data('report-fail', { ...IN_2020, errorLevel: 'Error' })).body.result);
    expect(errorsOnly.records.map((r) => r['day'])).toEqual(['2020-03-02', '2020-03-01']);
    expect(errorsOnly.totals).toEqual({ errorCount: 3 });

    const page2 = ReportData.parse((await data('report-fail', { ...IN_2020, pageNo: '2', pageSize: '2', column: 'day', order: 'asc' })).body.result);
    expect(page2).toMatchObject({ total: 3, current: 2, size: 2, totals: { errorCount: 4 } });
    expect(page2.records).toEqual([expect.objectContaining({ day: '2020-03-02', errorCount: 1 })]);

    expect((await data('report-fail', { day_begin: '2020-03-02', day_end: '2020-03-02' })).body.result.total).toBe(1);
  });

  it('draws faults per day, one line per vehicle, over every row of the search', async () => {
    const drawn = await chart('report-fail', IN_2020);
    expect(drawn).toMatchObject({ kind: 'line', categories: ['2020-03-01', '2020-03-02'], title: 'Faults per day by vehicle' });
    expect(drawn.series).toEqual(expect.arrayContaining([{ name: fl01Name, data: [3, 0] }, { name: fl02Name, data: [0, 1] }]));
    expect((await get('getChart/report-fail', { pageNo: '1' })).status).toBe(400);
  });

  it('answers parameters outside the whitelist with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ column: 'agv_name; drop table agvs' }, 'column'],
      [{ column: 'errorDesc' }, 'column'],
      [{ tableName: 'users' }, 'tableName'],
      [{ errorLevel: 'Bad' }, 'errorLevel'],
      [{ day_begin: '2020-13-45' }, 'day_begin'],
      [{ pageSize: '100000' }, 'pageSize'],
    ] as const) {
      for (const path of ['getData', 'exportXls']) {
        const res = await get<unknown>(`${path}/report-fail`, query);
        expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(res.body.message).toContain(field);
      }
    }
    const chartRes = await get<unknown>('getChart/report-fail', { sql: 'select 1' });
    expect(chartRes.status).toBe(400);
    expect(chartRes.body.message).toContain('sql');
  });

  it('keeps an answer 30 s, then reads the records again', async () => {
    const query = { ...IN_2020, agvName: fl01Name };
    expect((await data('report-fail', query)).body.result.total).toBe(2);
    await recordError(FL01, 'Error', DAY2);
    expect((await data('report-fail', query)).body.result.total).toBe(2);
    h.advance(30_001);
    expect((await data('report-fail', query)).body.result.total).toBe(3);
  });

  it('exports every row of the search and a totals row to Excel', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/agvs/online/cgreport/api/exportXls/report-fail?day_begin=2020-03-01&day_end=2020-03-02&pageSize=1&column=day&order=asc`, headers: { 'x-access-token': admin, 'accept-language': 'en-GB' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('fail.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Vehicle', 'Day', 'Error level', 'Errors']);
    // Paging is ignored: four groups now (FL01 got a second day above), then the totals.
    expect(rows.slice(1, -1).map((r) => r[1])).toEqual(['2020-03-01', '2020-03-01', '2020-03-02', '2020-03-02']);
    expect(rows.at(-1)![0]).toBe('Total');
    expect(rows.at(-1)![3]).toBe(5);
  });
});

describe('other tenants', () => {
  it("see none of this tenant's records in any report", async () => {
    for (const id of ['report-fail', 'report-frequency', 'report-use-times']) {
      const res = ReportData.parse((await data(id, {}, otherAdmin)).body.result);
      expect(res.total, id).toBe(0);
      expect(Object.values(res.totals).every((v) => v === 0), id).toBe(true);
    }
    expect((await chart('report-fail', {}, otherAdmin)).series).toEqual([]);
    const logs = ReportData.parse((await data('report-module-status-log', { moduleCode: 'FLEET' }, otherAdmin)).body.result);
    expect(logs.total).toBe(0);
  });
});

describe('usage time report', () => {
  it('sums the hourly activity of each vehicle per day into minutes and kilometres, and stacks it per vehicle', async () => {
    const D = Date.parse('2021-05-10T00:00:00Z');
    await recordActivity(FL01, D + 8 * HOUR, { driving: 30 * 60_000, idle: 30 * 60_000 }, 1_250_000);
    await recordActivity(FL01, D + 9 * HOUR, { driving: 15 * 60_000, charging: 45 * 60_000 }, 500_000);
    await recordActivity(FL02, D + 9 * HOUR, { idle: 60 * 60_000 }, 0);
    const day = { day_begin: '2021-05-10', day_end: '2021-05-10' };
    const res = ReportData.parse((await data('report-use-times', { ...day, column: 'drivingMinutes', order: 'desc' })).body.result);
    expect(res.records).toEqual([
      { agvName: fl01Name, day: '2021-05-10', drivingMinutes: 45, workingMinutes: 0, chargingMinutes: 45, idleMinutes: 30, waitingMinutes: 0, otherMinutes: 0, distanceKm: 1.75 },
      { agvName: fl02Name, day: '2021-05-10', drivingMinutes: 0, workingMinutes: 0, chargingMinutes: 0, idleMinutes: 60, waitingMinutes: 0, otherMinutes: 0, distanceKm: 0 },
    ]);
    expect(res.totals).toMatchObject({ drivingMinutes: 45, idleMinutes: 90, distanceKm: 1.75 });
    const drawn = await chart('report-use-times', day);
    expect(drawn.kind).toBe('stackedBar');
    expect(drawn.categories).toEqual([fl01Name, fl02Name].sort());
    expect(drawn.series.find((s) => s.name === 'Idle (min)')!.data).toEqual([fl01Name, fl02Name].sort().map((n) => (n === fl01Name ? 30 : 60)));
  });
});

describe('frequency report', () => {
  it('counts a finished order for its vehicle and day', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A01N01', destStationCode: 'A03S05' });
    await runUntil(h, async () => (await order(h, admin, id)).transorderStatus === 'Complete');
    const done = await order(h, admin, id);
    const agvName = done.agvName ?? '';
    expect(agvName).not.toBe('');
    const today = new Date(h.app.clock()).toISOString().slice(0, 10);
    const frequency = ReportData.parse((await data('report-frequency', { agvName, day_begin: today, day_end: today })).body.result);
    expect(frequency.records).toEqual([{ agvName: done.agvName, day: today, orderCount: 1, completeCount: 1, closeCount: 0 }]);
    expect(frequency.totals).toEqual({ orderCount: 1, completeCount: 1, closeCount: 0 });
  });
});

describe('module status log report', () => {
  it('lists the status changes the server recorded for its parts, newest first, searchable by status', async () => {
    await h.app.db.insertInto('modules').values({ id: 'rpt-module', tenant_id: 1000, module_code: 'RPT_FLEET', module_name: 'Report fleet', module_type: 'FleetRuntime', layout_id: null, created_at: DAY1 }).execute();
    await h.app.db
      .insertInto('module_status_logs')
      .values([
        { id: 'rpt-log-1', tenant_id: 1000, module_id: 'rpt-module', from_status: null, to_status: 'UP', message: null, created_at: DAY1 },
        { id: 'rpt-log-2', tenant_id: 1000, module_id: 'rpt-module', from_status: 'UP', to_status: 'HALTED', message: 'traffic halted', created_at: DAY1 + HOUR },
      ])
      .execute();
    const res = ReportData.parse((await data('report-module-status-log', { moduleCode: 'rpt_' })).body.result);
    expect(res.records).toEqual([
      { moduleCode: 'RPT_FLEET', moduleName: 'Report fleet', fromStatus: 'UP', toStatus: 'HALTED', message: 'traffic halted', createTime: '2020-03-01 09:00:00' },
      { moduleCode: 'RPT_FLEET', moduleName: 'Report fleet', fromStatus: null, toStatus: 'UP', message: null, createTime: '2020-03-01 08:00:00' },
    ]);
    expect((await data('report-module-status-log', { moduleCode: 'RPT_', toStatus: 'HALTED' })).body.result.total).toBe(1);
    expect((await data('report-module-status-log', { moduleCode: 'RPT_' }, otherAdmin)).body.result.total).toBe(0);
    expect((await data('report-module-status-log', { agvName: 'x' })).status).toBe(400);
  });
});

describe("plant days (site.timeZone)", () => {
  const setZone = (paramValue: string) => h.call<unknown>('PUT', '/sys/param/edit', { token: admin, lang: 'en-GB', body: { id: 'param-site.timeZone', paramValue } });
  const failDays = async (query: Record<string, string>) =>
    ReportData.parse((await data('report-fail', { ...query, agvName: fl02Name, errorLevel: 'Warning' })).body.result).records.map((r) => [r['day'], r['errorCount']]);

  it('counts a record on the day of the zone set, and searches its days; UTC keeps the UTC days', async () => {
    // 20:00 UTC is 04:00 the next morning in Shanghai; 15:59 UTC is 23:59 the same day there.
    await recordError(FL02, 'Warning', Date.parse('2026-11-27T20:00:00Z'));
    await recordError(FL02, 'Warning', Date.parse('2026-11-27T15:59:00Z'));
    expect((await setZone('Asia/Shanghai')).status).toBe(200);
    const nov28 = { day_begin: '2026-11-28', day_end: '2026-11-28' };
    expect(await failDays(nov28)).toEqual([['2026-11-28', 1]]);
    expect(await failDays({ day_begin: '2026-11-27', day_end: '2026-11-27' })).toEqual([['2026-11-27', 1]]);
    expect((await chart('report-fail', { ...nov28, agvName: fl02Name, errorLevel: 'Warning' })).categories).toEqual(['2026-11-28']);
    // The console asks for the dashboard's days in the same zone.
    expect((await h.call<PublicConfig>('GET', '/sys/publicConfig')).body.result.siteTimeZone).toBe('Asia/Shanghai');

    expect((await setZone('UTC')).status).toBe(200);
    expect(await failDays(nov28)).toEqual([]);
    expect(await failDays({ day_begin: '2026-11-27', day_end: '2026-11-27' })).toEqual([['2026-11-27', 2]]);
    // Back to the seeded empty value (the server's zone, UTC here); the form requires a value, so by hand.
    await loose(h.app.db).updateTable('sys_params').set({ param_value: '' }).where(sql.ref('param_key'), '=', 'site.timeZone').execute();
  });

  it('refuses a zone the runtime does not know with 400 naming the field', async () => {
    const res = await setZone('Mars/Olympus_Mons');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('paramValue');
    expect(res.body.message).toContain('time zone');
    const kept = await loose(h.app.db).selectFrom('sys_params').select(sql.ref<string>('param_value').as('value')).where(sql.ref('param_key'), '=', 'site.timeZone').executeTakeFirstOrThrow();
    expect(kept['value']).toBe('');
  });
});
