import type { DashboardScheduler, TrafficHeatmap } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, setLoads, signInAsAdmin as signInAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';

const suite = useSuite();

const call = <T>(token: string, path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);
const signInAsAdmin = (page: Page) => signInAdmin(page, suite.server.url);

/** Long trips across the demo hall: vehicles cross each other's ways and wait for one another. */
const TRIPS = [
  ['A01N02', 'A06S14'],
  ['A05N10', 'A01S01'],
  ['A03N08', 'A06S03'],
  ['A02N04', 'A05S12'],
  ['A06N01', 'A02S09'],
] as const;

describe('scheduler in the product: waiting orders on the dashboard, traffic heatmap on the monitor (issue 15)', () => {
  it('shows the scheduler section, then colours the places where vehicles waited once the layer is switched on', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page);
    const [warehouse] = await call<{ value: string }[]>(token, '/agvserver/common/selectList/map_layout');
    const layoutId = warehouse!.value;

    // The dashboard's section reads the running fleet: vehicles by activity, orders waiting (none yet or some).
    const section = page.getByTestId('dashboard-scheduler');
    await section.waitFor();
    await expect.poll(() => section.getAttribute('data-waiting'), { timeout: 15_000 }).toMatch(/^\d+$/);
    const now = await call<DashboardScheduler>(token, '/agvserver/dashboard/scheduler');
    expect(await section.getByTestId('dashboard-waiting-total').textContent()).toContain(String(now.waitingTotal));
    expect(await page.getByTestId('dashboard-activities').locator('[data-activity]').count()).toBe(now.vehiclesByActivity.filter((a) => a.count > 0).length);

    // Traffic: five long trips at once.
    await setLoads(suite.server.url, token, layoutId, Object.fromEntries(TRIPS.map(([src]) => [src, true])));
    for (const [src, dest] of TRIPS) {
      await call(token, '/agvserver/task/createTask', {
        method: 'POST',
        body: JSON.stringify({ srcLayoutId: layoutId, destLayoutId: layoutId, srcStationCode: src, destStationCode: dest, taskType: 'Material', cycleTimes: 1, priority: 1 }),
      });
    }
    // Until some vehicle has waited in traffic long enough to be drawn.
    const heat = () => call<TrafficHeatmap>(token, `/agvserver/monitor/trafficHeatmap?layoutId=${encodeURIComponent(layoutId)}&minutes=10`);
    await expect.poll(async () => (await heat()).cells.filter((c) => c.waitedMs >= 1000).length, { timeout: 180_000, interval: 2000 }).toBeGreaterThan(0);

    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(layoutId)}`);
    await page.getByTestId('monitor-svg').waitFor();
    // Off by default.
    expect(await page.getByTestId('traffic-heatmap').count()).toBe(0);
    await page.getByTestId('toolbar-config').click();
    await page.getByTestId('config-trafficHeatmap').click();
    const cells = page.getByTestId('heat-cell');
    await expect.poll(() => cells.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const first = cells.first();
    const colour = (await first.getAttribute('fill')) ?? (await first.getAttribute('stroke'));
    expect(colour).toMatch(/^rgb\(/);
    const drawn = await first.getAttribute('data-heat-id');
    expect((await heat()).cells.some((c) => c.id === drawn)).toBe(true);

    // Switched off again: the layer goes.
    await page.getByTestId('config-trafficHeatmap').click();
    await expect.poll(() => page.getByTestId('traffic-heatmap').count()).toBe(0);
    await context.close();
  }, 300_000);
});
