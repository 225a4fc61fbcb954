import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportColumns, ReportData, ReportQueryInfo } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { createTask, order, runUntil } from '../../test-support/fleet.js';

let h: Harness;
let admin: string;
let operator: string;
const FL01 = demoIds.agv('FL01');
const FL02 = demoIds.agv('FL02');
let fl01Name: string;

const DAY1 = Date.parse('2020-03-01T08:00:00Z');
const DAY2 = Date.parse('2020-03-02T09:00:00Z');
let errorSeq = 0;
const recordError = (agvId: string, level: 'Warning' | 'Error', at: number) =>
  h.app.db
    .insertInto('error_records')
    .values({ id: `rpt-err-${++errorSeq}`, tenant_id: 1000, agv_id: agvId, transorder_id: null, error_code: 'E1', error_level: level, category: 'AgvError', error_type: 'agv', error_data: null, error_desc: null, create_time: at, closed_time: null })
    .execute();

const data = async (id: string, query: Record<string, string>, token = admin) => h.call<ReportData>('GET', `/online/cgreport/api/getData/${id}`, { token, query, lang: 'en-GB' });

beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'rpt_op', roles: ['operator'] });
  admin = await h.token('admin', ADMIN_PASSWORD);
  operator = await h.token('rpt_op', ADMIN_PASSWORD);
  fl01Name = (await h.app.db.selectFrom('agvs').select('agv_name').where('id', '=', FL01).executeTakeFirstOrThrow()).agv_name;
  await recordError(FL01, 'Error', DAY1);
  await recordError(FL01, 'Error', DAY1 + 3_600_000);
  await recordError(FL01, 'Warning', DAY1);
  await recordError(FL02, 'Error', DAY2);
});
afterAll(async () => h?.close());

const IN_2020 = { day_begin: '2020-03-01', day_end: '2020-03-02' };

describe('report definitions (getRpColumns, getQueryInfo)', () => {
  it('answers the columns of each report by code, and its search fields by id', async () => {
    const columns = await h.call('GET', '/online/cgreport/api/getRpColumns/fail', { token: admin, lang: 'en-GB' });
    const parsed = ReportColumns.parse(columns.body.result);
    expect(parsed).toMatchObject({ cgRpConfigId: 'report-fail', cgRpConfigCode: 'fail', cgRpConfigName: 'Fault report' });
    expect(parsed.columns.map((c) => c.dataIndex)).toEqual(['agvName', 'day', 'errorLevel', 'errorCount']);
    for (const code of ['frequency', 'moduleStatusLog', 'useTimes']) {
      expect(ReportColumns.parse((await h.call('GET', `/online/cgreport/api/getRpColumns/${code}`, { token: admin })).body.result).cgRpConfigCode).toBe(code);
    }
    const fields = ReportQueryInfo.parse((await h.call('GET', '/online/cgreport/api/getQueryInfo/report-fail', { token: admin, lang: 'en-GB' })).body.result);
    expect(fields.map((f) => f.field)).toEqual(['agvName', 'errorLevel', 'day']);
    expect(fields[1]).toMatchObject({ view: 'list', options: ['Notice', 'Warning', 'Error', 'Fatal'] });
  });

  it('refuses unknown reports, and callers without report:view', async () => {
    expect((await h.call('GET', '/online/cgreport/api/getRpColumns/users', { token: admin })).status).toBe(400);
    expect((await h.call('GET', '/online/cgreport/api/getQueryInfo/report-nope', { token: admin })).status).toBe(404);
    expect((await h.call('GET', '/online/cgreport/api/getData/report-nope', { token: admin })).status).toBe(404);
    expect((await h.call('GET', '/online/cgreport/api/getRpColumns/fail', { token: operator })).status).toBe(403);
    expect((await data('report-fail', {}, operator)).status).toBe(403);
  });
});

describe('fail report (getData)', () => {
  it('counts error records by vehicle, day and level, filtered, sorted and paged', async () => {
    const all = ReportData.parse((await data('report-fail', { ...IN_2020, column: 'errorCount', order: 'desc' })).body.result);
    expect(all.total).toBe(3);
    expect(all.records[0]).toEqual({ agvName: fl01Name, day: '2020-03-01', errorLevel: 'Error', errorCount: 2 });
    expect(all.records.map((r) => r['day']).sort()).toEqual(['2020-03-01', '2020-03-01', '2020-03-02']);

    const errorsOnly = (await data('report-fail', { ...IN_2020, errorLevel: 'Error' })).body.result;
    expect(errorsOnly.records.map((r) => r['day'])).toEqual(['2020-03-02', '2020-03-01']);

    const page2 = (await data('report-fail', { ...IN_2020, pageNo: '2', pageSize: '2', column: 'day', order: 'asc' })).body.result;
    expect(page2).toMatchObject({ total: 3, current: 2, size: 2 });
    expect(page2.records).toEqual([expect.objectContaining({ day: '2020-03-02', errorCount: 1 })]);

    const oneDay = (await data('report-fail', { day_begin: '2020-03-02', day_end: '2020-03-02' })).body.result;
    expect(oneDay.total).toBe(1);
  });

  it('answers bad parameters with 400 naming the field: unknown sort columns, unknown fields, bad values', async () => {
    for (const [query, field] of [
      [{ column: 'agv_name; drop table agvs' }, 'column'],
      [{ column: 'errorDesc' }, 'column'],
      [{ tableName: 'users' }, 'tableName'],
      [{ errorLevel: 'Bad' }, 'errorLevel'],
      [{ day_begin: '2020-13-45' }, 'day_begin'],
      [{ pageSize: '100000' }, 'pageSize'],
    ] as const) {
      const res = await data('report-fail', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toContain(field);
    }
  });

  it('keeps an answer 30 s, then reads the records again', async () => {
    const query = { ...IN_2020, agvName: fl01Name };
    expect((await data('report-fail', query)).body.result.total).toBe(2);
    await recordError(FL01, 'Error', DAY2);
    expect((await data('report-fail', query)).body.result.total).toBe(2);
    h.advance(30_001);
    expect((await data('report-fail', query)).body.result.total).toBe(3);
  });
});

describe('order reports (frequency, use times) and module status log', () => {
  it('count a finished order for its vehicle and day, with the time it took', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A01N01', destStationCode: 'A03S05' });
    await runUntil(h, async () => (await order(h, admin, id)).transorderStatus === 'Complete');
    const done = await order(h, admin, id);
    const agvName = done.agvName ?? '';
    expect(agvName).not.toBe('');
    const today = new Date(h.app.clock()).toISOString().slice(0, 10);
    const frequency = ReportData.parse((await data('report-frequency', { agvName, day_begin: today, day_end: today })).body.result);
    expect(frequency.records).toEqual([{ agvName: done.agvName, day: today, orderCount: 1, completeCount: 1, closeCount: 0 }]);
    const use = ReportData.parse((await data('report-use-times', { agvName })).body.result);
    expect(use.records).toHaveLength(1);
    expect(use.records[0]).toMatchObject({ agvName: done.agvName, day: today, orderCount: 1 });
    expect(use.records[0]!['runMinutes']).toBeGreaterThan(0);
  });

  it('answers the module status log empty but well formed: AGVS has no module data yet', async () => {
    expect(ReportData.parse((await data('report-module-status-log', { moduleCode: 'M1' })).body.result)).toEqual({ records: [], total: 0, current: 1, size: 10 });
    expect((await data('report-module-status-log', { agvName: 'x' })).status).toBe(400);
  });
});
