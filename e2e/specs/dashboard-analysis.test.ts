import type { DashboardAnalysis, DashboardTrend } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { api, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { signIn } from '../support/session.js';
import { useSuite } from '../support/suite.js';
import { chooseOption, waitForRoute } from '../support/ui.js';

const OPERATOR_PASSWORD = 'Operator#2026';

const suite = useSuite((server) => {
  server.cli(['user:add', '--username', 'dash_operator', '--password', OPERATOR_PASSWORD, '--role', 'operator', '--keep-password']);
});

const CHARTS = ['chart-completed', 'chart-orders-per-vehicle', 'chart-battery', 'chart-run-time', 'chart-errors', 'chart-mileage'];

describe('dashboard: analysis', () => {
  it('draws the charts with the numbers the server computes for today', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    await page.getByTestId('dashboard-kpis').waitFor();
    for (const id of CHARTS) await page.getByTestId(id).locator('canvas').first().waitFor();

    // Today as the page asks for it: the browser's midnight to the next.
    const range = await page.evaluate(() => {
      const d = new Date();
      d.setHours(0, 0, 0, 0);
      const from = d.getTime();
      d.setDate(d.getDate() + 1);
      return { from, to: d.getTime() };
    });
    const figures = await api<DashboardAnalysis>(suite.server.url, token, `/agvserver/dashboard/analysis?from=${range.from}&to=${range.to}`);
    expect(figures.bucket).toBe('hour');
    expect(figures.completedSeries).toHaveLength(24);
    expect(figures.battery.length).toBeGreaterThan(0);

    await expect.poll(() => page.getByTestId('chart-battery').getAttribute('data-total')).toBe(String(figures.battery.length));
    const completed = figures.completedSeries.reduce((s, b) => s + b.count, 0);
    // The demo's scheduled orders may complete meanwhile: the page shows at least what the server said.
    expect(Number(await page.getByTestId('chart-completed').getAttribute('data-total'))).toBeGreaterThanOrEqual(completed);
    expect(await page.getByTestId('kpi-online').innerText()).toContain(`/ ${figures.kpi.vehiclesTotal}`);
    expect(await page.getByTestId('dashboard-open-orders').innerText()).toContain('执行中');

    // One layout: its vehicles only, as the server counts them for that layout.
    const [warehouse] = await api<{ value: string; text: string }[]>(suite.server.url, token, '/agvserver/common/selectList/map_layout');
    const one = await api<DashboardAnalysis>(suite.server.url, token, `/agvserver/dashboard/analysis?from=${range.from}&to=${range.to}&layoutId=${warehouse!.value}`);
    expect(one.kpi.vehiclesTotal).toBeLessThan(figures.kpi.vehiclesTotal);
    await chooseOption(page, page.getByTestId('dashboard-layout'), warehouse!.text);
    await expect.poll(() => page.getByTestId('kpi-online').innerText()).toContain(`/ ${one.kpi.vehiclesTotal}`);

    // Last 7 days: per day, seven bars.
    await page.getByTestId('dashboard-range').first().click();
    await page.getByText('最近 7 天').click();
    await expect.poll(() => page.getByTestId('chart-completed').innerText()).toContain('每日完成订单');
    await context.close();
  });

  it('shows an operator the figures too', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'dash_operator', OPERATOR_PASSWORD);
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await page.getByTestId('chart-battery').locator('canvas').first().waitFor();
    await context.close();
  });

  it('opens the per-day pages from the menu: the recent trend over 15 days, and run time per vehicle and day', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    await page.goto(`${suite.server.url}/#/dashboard/indexChart`);
    await page.getByTestId('trend-chart-completed').locator('canvas').first().waitFor();
    // The page asks for the last 15 days up to the browser's next midnight.
    const range = await page.evaluate(() => {
      const d = new Date();
      d.setHours(0, 0, 0, 0);
      d.setDate(d.getDate() + 1);
      const to = d.getTime();
      d.setDate(d.getDate() - 15);
      return { from: d.getTime(), to };
    });
    const trend = await api<DashboardTrend>(suite.server.url, token, `/agvserver/dashboard/trend?from=${range.from}&to=${range.to}`);
    expect(trend.days).toHaveLength(15);
    const completed = trend.days.reduce((s, d) => s + d.completed, 0);
    // Scheduled demo orders may complete meanwhile: at least what the server said.
    expect(Number(await page.getByTestId('trend-chart-completed').getAttribute('data-total'))).toBeGreaterThanOrEqual(completed);
    await page.getByTestId('trend-chart-run-time').locator('canvas').first().waitFor();

    await page.goto(`${suite.server.url}/#/dashboard/runTime`);
    const table = page.getByTestId('trend-table');
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(trend.vehicles.length);
    expect(await table.innerText()).toContain('每辆车每日运行时间');
    expect(await table.locator('thead th').count()).toBe(1 + 7 + 1);
    await context.close();
  });
});
