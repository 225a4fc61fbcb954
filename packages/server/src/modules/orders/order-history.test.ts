import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, Transorder } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { download } from '../../test-support/files.js';
import { createTask, order, runUntil } from '../../test-support/fleet.js';

let h: Harness;
let operator: string;
let nobody: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'hist_operator', roles: ['operator'] });
  await h.createUser({ username: 'hist_nobody', roles: [] });
  [operator, nobody] = await Promise.all([h.token('hist_operator', ADMIN_PASSWORD), h.token('hist_nobody', ADMIN_PASSWORD)]);
});
afterAll(async () => h?.close());

const listed = async (query: Record<string, string | number>) =>
  (
    await h.call<PageResult<Transorder>>('GET', '/agvserver/transorder/list', {
      token: operator,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    })
  ).body.result.records.map((o) => o.id);

describe('GET /agvserver/transorder/list: order history filters', () => {
  it('filters by vehicle and by a release time range', async () => {
    const id = await createTask(h, operator);
    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Running', 60_000, 500, 500);
    const { agvId, releaseTime } = await order(h, operator, id);
    expect(agvId).toBeTruthy();
    expect(releaseTime).toBeTypeOf('number');

    expect(await listed({ agvId: agvId! })).toContain(id);
    expect(await listed({ agvId: 'no-such-vehicle' })).not.toContain(id);
    expect(await listed({ releaseTimeBegin: releaseTime!, releaseTimeEnd: releaseTime! })).toEqual([id]);
    expect(await listed({ releaseTimeBegin: releaseTime! + 1 })).not.toContain(id);
    expect(await listed({ releaseTimeEnd: releaseTime! - 1 })).not.toContain(id);
  });

  it('answers a time that is not a number with 400 naming the field', async () => {
    const bad = await h.call('GET', '/agvserver/transorder/list', { token: operator, lang: 'en-GB', query: { releaseTimeBegin: 'yesterday' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/releaseTimeBegin/);
  });
});

describe('GET /agvserver/transorder/exportXls', () => {
  it('exports the filtered orders with translated headers, and only to callers who may list orders', async () => {
    const closedId = await createTask(h, operator, { srcStationCode: 'A02N01', destStationCode: 'A04S05' });
    await h.call('DELETE', '/agvserver/transorder/delete', { token: operator, query: { id: closedId } });
    const closed = await order(h, operator, closedId);
    expect(closed.transorderStatus).toBe('Close');

    const file = await download(h, '/agvserver/transorder/exportXls', operator, { transorderStatus: 'Close' });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 2)).toEqual(['Order code', 'Status']);
    const codes = sheet.getColumn(1).values.slice(2);
    expect(codes).toEqual([closed.transorderCode]);

    expect((await download(h, '/agvserver/transorder/exportXls', nobody)).status).toBe(403);
    expect((await download(h, '/agvserver/transorder/exportXls', operator, { transorderStatus: 'Bogus' })).status).toBe(400);
  });
});
