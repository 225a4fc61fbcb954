import { readFileSync } from 'node:fs';
import type { ReportData } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, setLoads, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { waitForRoute } from '../support/ui.js';

const suite = useSuite();
const call = <T>(token: string, path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);
const WAIT = { timeout: 30_000 };
const menu = (page: Page) => page.locator('.ant-layout-sider, .ant-pro-sider');

describe('reports (SPEC §2 reports, §7 report data)', () => {
  it('opens the order frequency report, filters it by a vehicle, draws it, sorts it and exports it', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);

    // An order of our own, so the report has a vehicle with at least one order today.
    const [layout] = await call<{ value: string }[]>(token, '/agvserver/common/selectList/map_layout');
    await setLoads(suite.server.url, token, layout!.value, { A02N03: true });
    const created = await call<{ ids: string[] }>(token, '/agvserver/task/createTask', {
      method: 'POST',
      body: JSON.stringify({ srcLayoutId: layout!.value, destLayoutId: layout!.value, srcStationCode: 'A02N03', destStationCode: 'A04S07' }),
    });
    const byId = () => call<{ agvName: string | null }>(token, `/agvserver/transorder/queryById?id=${encodeURIComponent(created.ids[0]!)}`);
    await expect.poll(async () => (await byId()).agvName, WAIT).toBeTruthy();
    const agvName = (await byId()).agvName!;

    await menu(page).getByText('报表', { exact: true }).click();
    await menu(page).getByText('任务频次', { exact: true }).click();
    await waitForRoute(page, /#\/report\/frequency$/);
    const table = page.getByTestId('report-table');
    await expect.poll(() => table.locator('tr.ant-table-row').count(), WAIT).toBeGreaterThan(0);
    await page.getByTestId('report-chart').locator('canvas').first().waitFor(WAIT);

    // Filtered by the vehicle: its rows only, one line in the chart, today among the days drawn.
    await page.getByTestId('report-field-agvName').fill(agvName);
    await page.getByTestId('report-search-submit').click();
    await expect.poll(async () => [...new Set(await table.locator('tr.ant-table-row td:first-child').allInnerTexts())], WAIT).toEqual([agvName]);
    await expect.poll(() => page.getByTestId('report-chart').getAttribute('data-series'), WAIT).toBe('1');
    const today = new Date().toISOString().slice(0, 10);
    expect((await page.getByTestId('report-chart').getAttribute('data-categories'))!.split(',')).toContain(today);

    // The totals row says what the server counts for that search (the same query, answered from its 30 s cache).
    const data = await call<ReportData>(token, `/online/cgreport/api/getData/report-frequency?pageNo=1&pageSize=10&agvName=${encodeURIComponent(agvName)}`);
    expect(data.totals['orderCount']).toBeGreaterThanOrEqual(1);
    const totals = await page.getByTestId('report-totals').locator('td').allInnerTexts();
    expect(totals[0]).toBe('合计');
    expect(totals[2]).toBe(String(data.totals['orderCount']));

    // Sorting by a column asks the server for that order.
    const sorted = page.waitForRequest((r) => r.url().includes('/getData/report-frequency') && r.url().includes('column=orderCount'));
    await table.locator('th', { hasText: '任务数' }).click();
    expect(new URL((await sorted).url()).searchParams.get('agvName')).toBe(agvName);

    // Excel: the same search, as a workbook (xlsx is a zip: it starts with PK).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click()]);
    expect(download.suggestedFilename()).toBe('frequency.xlsx');
    expect(readFileSync((await download.path())!).subarray(0, 2).toString()).toBe('PK');
    await context.close();
  });
});
