import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrders, CreateTaskRequest, PageResult, Transorder } from '@agvs/contract';
import { startWithCallers } from '../../test-support/callers.js';
import { download } from '../../test-support/files.js';
import { runUntil, setLoad, taskForm } from '../../test-support/fleet.js';
import type { Harness } from '../../test-support/harness.js';

/*
 * The task page (docs/agv-pages.md "Tasks"): one row per task, read from the view of migration
 * 0022 over the orders sharing a task code, on the generic list, queryById and exportXls.
 */

let h: Harness;
let admin: string;
let operator: string;
let nobody: string;
let other: string;
beforeAll(async () => {
  ({ h, admin, operator, nobody, other } = await startWithCallers('agvt'));
});
afterAll(async () => h?.close());

const BASE = '/agvserver/task';
type Row = Record<string, unknown> & { id: string };
const list = (query: Record<string, string> = {}, token = admin) =>
  h.call<PageResult<Row>>('GET', `${BASE}/list`, { token, lang: 'en-GB', query: { pageSize: '200', ...query } });
const codes = async (query: Record<string, string>) => (await list(query)).body.result.records.map((r) => r.taskCode);

/** A task made the console's way: a load on its source first (a pick at an empty station is refused). */
async function newTask(over: Partial<CreateTaskRequest>): Promise<CreatedOrders> {
  await setLoad(h, over.srcStationCode!);
  const { body } = await h.call<CreatedOrders>('POST', '/agvserver/task/createTask', { token: admin, body: taskForm(over) });
  expect(body.success, body.message).toBe(true);
  return body.result;
}
const closeOrder = (id: string) => h.call('DELETE', '/agvserver/transorder/delete', { token: admin, query: { id } });
const ordersOf = async (taskCode: string) =>
  (await h.call<PageResult<Transorder>>('GET', '/agvserver/transorder/list', { token: admin, query: { taskCode, pageSize: '50' } })).body.result.records;

let open: CreatedOrders;
let closed: CreatedOrders;
let openCode: string;
let closedCode: string;
beforeAll(async () => {
  // Two orders from one call (cycleTimes 2): one task. One of them is closed, the other stays open.
  open = await newTask({ srcStationCode: 'A01N01', destStationCode: 'A03S05', cycleTimes: 2, priority: 3 });
  h.advance(1_000);
  closed = await newTask({ srcStationCode: 'A05N01', destStationCode: 'A05N02' });
  [openCode, closedCode] = [open.transorderCodes[0]!, closed.transorderCodes[0]!];
  await h.runFleet(2_000);
  await closeOrder(open.ids[1]!);
  await closeOrder(closed.ids[0]!);
});

describe('GET /agvserver/task/list', () => {
  it('gives the orders of one create call one task code, and the order history lists a task by it', async () => {
    const orders = await ordersOf(openCode);
    expect(orders.map((o) => o.id).sort()).toEqual([...open.ids].sort());
    expect(orders.map((o) => o.seq).sort()).toEqual([1, 2]);
    expect((await ordersOf(closedCode)).map((o) => o.id)).toEqual(closed.ids);
  });

  it('lists one row per task with its counts, state, stations, vehicle and priority, newest first', async () => {
    const page = (await list()).body.result;
    const ours = page.records.filter((r) => r.taskCode === openCode || r.taskCode === closedCode);
    expect(ours.map((r) => r.taskCode)).toEqual([closedCode, openCode]);
    const [c, o] = ours;
    // The vehicle of the task's latest order that was given one.
    const agv = await h.app.db
      .selectFrom('transorders as t')
      .innerJoin('agvs as a', 'a.id', 't.agv_id')
      .select('a.agv_code')
      .where('t.task_code', '=', openCode)
      .orderBy('t.seq', 'desc')
      .executeTakeFirst();
    expect(o).toMatchObject({
      id: openCode,
      taskType: 'Material',
      taskState: 'Open',
      srcStationCode: 'A01N01',
      destStationCode: 'A03S05',
      orderCount: 2,
      completeCount: 0,
      openCount: 1,
      failedCount: 1,
      priority: 3,
      finishTime: null,
      agvCode: agv?.agv_code ?? null,
    });
    expect(o!['layoutName']).toEqual(expect.any(String));
    expect(c).toMatchObject({ taskState: 'Closed', orderCount: 1, openCount: 0, failedCount: 1, priority: 1, srcStationCode: 'A05N01', destStationCode: 'A05N02' });
    expect(c!['finishTime']).toEqual(expect.any(Number));
    expect(c!['createTime']).toBe((o!['createTime'] as number) + 1_000);
    const one = await h.call<Row>('GET', `${BASE}/queryById`, { token: admin, query: { id: openCode } });
    expect(one.body.result).toMatchObject({ taskCode: openCode, orderCount: 2, priority: 3 });
  });

  it('filters by state, code, station, vehicle and created time', async () => {
    expect(await codes({ taskState: 'Open' })).toContain(openCode);
    expect(await codes({ taskState: 'Open' })).not.toContain(closedCode);
    expect(await codes({ taskState: 'Closed' })).toContain(closedCode);
    expect(await codes({ taskState: 'Closed' })).not.toContain(openCode);
    expect(await codes({ taskCode: openCode.slice(-6).toLowerCase() })).toEqual([openCode]);
    expect(await codes({ srcStationCode: 'A05N01', taskType: 'Material' })).toEqual([closedCode]);
    expect(await codes({ destStationCode: 'A03S05' })).toEqual([openCode]);
    const created = (await list({ taskCode: closedCode })).body.result.records[0]!['createTime'] as number;
    expect(await codes({ createTime_begin: String(created), createTime_end: String(created) })).toEqual([closedCode]);
    expect(await codes({ agvCode: 'NO_SUCH_VEHICLE' })).toEqual([]);
  });

  it('exports the filtered tasks with translated headers', async () => {
    const file = await download(h, `${BASE}/exportXls`, admin, { taskState: 'Closed' });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    expect(headers).toEqual(expect.arrayContaining(['Task code', 'Task state', 'Orders', 'Finished']));
    const codeColumn = headers.indexOf('Task code');
    const exported = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String((sheet.getRow(i + 2).values as unknown[])[codeColumn]));
    expect(exported).toContain(closedCode);
    expect(exported).not.toContain(openCode);
  });

  it('is read-only, refused without agv:task:list or agv:task:export, and keeps tenants apart', async () => {
    expect((await list({}, nobody)).status).toBe(403);
    expect((await list({}, operator)).status).toBe(403);
    expect((await download(h, `${BASE}/exportXls`, operator)).status).toBe(403);
    for (const [method, path] of [['POST', 'add'], ['PUT', 'edit'], ['DELETE', 'delete'], ['POST', 'importExcel']] as const) {
      expect((await h.call(method, `${BASE}/${path}`, { token: admin, query: { id: openCode }, body: {} })).status).toBe(404);
    }
    const theirs = (await list({}, other)).body.result;
    expect(theirs.records.map((r) => r.taskCode)).not.toContain(openCode);
    expect((await h.call<Row>('GET', `${BASE}/queryById`, { token: other, query: { id: openCode } })).body.success).toBe(false);
  });

  // Last: running the fleet ends the other tasks' orders too.
  it('is Complete once every order completed, with the time the last one ended', async () => {
    const done = await newTask({ srcStationCode: 'A04N01', destStationCode: 'A04N02' });
    const code = done.transorderCodes[0]!;
    await runUntil(h, async () => (await ordersOf(code))[0]?.transorderStatus === 'Complete', 600_000, 500, 5_000);
    const [row] = (await list({ taskCode: code })).body.result.records;
    expect(row).toMatchObject({ taskState: 'Complete', orderCount: 1, completeCount: 1, openCount: 0, failedCount: 0, finishTime: (await ordersOf(code))[0]!.endTime });
    expect(row!['agvCode']).toEqual(expect.any(String));
    expect(await codes({ taskState: 'Complete', taskCode: code })).toEqual([code]);
  });
});
