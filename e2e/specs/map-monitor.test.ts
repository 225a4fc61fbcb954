import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { api, signInAsAdmin as signInAdmin } from '../support/api.js';
import { closeModal, waitForRoute } from '../support/ui.js';

interface GraphStation {
  stationCode: string;
}
interface GraphSegment {
  id: string;
  srcStationCode: string;
  destStationCode: string;
  type: string;
}
interface Graph {
  stationList: GraphStation[];
  segmentList: GraphSegment[];
}

const suite = useSuite();

const call = <T>(token: string, path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);

const signInAsAdmin = (page: Page) => signInAdmin(page, suite.server.url);

/** The demo layouts in cascader order: warehouse (map 1), then production floor (map 2). */
async function demoLayouts(token: string): Promise<{ value: string; text: string }[]> {
  return call(token, '/agvserver/common/selectList/map_layout');
}

/** Map loads take a few requests; polls wait up to 10 s. */
const WAIT = { timeout: 10_000 };

const stations = (page: Page) => page.locator('[data-testid="monitor-svg"] [data-station]');

describe('map monitor (SPEC §2)', () => {
  it('sends a visitor without a token from the public monitor to login, keeping the monitor', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=L1`);
    await waitForRoute(page, /#\/user\/login\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain('redirect=/monitor/MapMonitor?layoutId=L1');
    await context.close();
  });

  it('draws the warehouse, opens a station, highlights a path and zooms with the wheel', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page);
    const [warehouse] = await demoLayouts(token);
    const graph = await call<Graph>(token, '/agvserver/layoutGraph/getGraphData', {
      method: 'POST',
      body: JSON.stringify({ layoutId: warehouse!.value }),
    });
    expect(graph.stationList).toHaveLength(360);

    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(warehouse!.value)}`);
    await page.getByTestId('monitor-svg').waitFor();
    await expect.poll(() => stations(page).count(), WAIT).toBe(graph.stationList.length);
    expect(await page.locator('[data-testid="monitor-svg"] [data-segment]').count()).toBe(graph.segmentList.length);
    // Codes are drawn below 1,000 stations.
    expect(await page.locator('.mm-station-text').count()).toBe(360);

    // Station click: the dialog with its code.
    await page.locator('[data-station="A03P05"]').click();
    await expect.poll(() => page.getByTestId('station-dialog-code').textContent(), WAIT).toBe('A03P05');
    await closeModal(page, page.getByTestId('station-dialog'));

    // Path click: one highlight and the tooltip with its ends.
    const lane = graph.segmentList.find((s) => s.srcStationCode.startsWith('A03P') && s.destStationCode.startsWith('A03P'))!;
    // A horizontal line has no height to aim at; its direction arrow sits on it.
    const arrow = (await page.locator(`[data-segment="${lane.id}"] .mm-segment-arrow`).first().boundingBox())!;
    await page.mouse.click(arrow.x + arrow.width / 2, arrow.y + arrow.height / 2);
    await page.getByTestId('path-tooltip').waitFor();
    expect(await page.getByTestId('path-start').textContent()).toBe(lane.srcStationCode);
    expect(await page.getByTestId('path-end').textContent()).toBe(lane.destStationCode);
    expect(await page.getByTestId('path-direction').textContent()).toBeTruthy();
    expect(await page.getByTestId('path-highlight').getAttribute('data-highlight')).toBe(lane.id);
    expect(await page.getByTestId('path-highlight').count()).toBe(1);

    // Wheel: zoom in one 0.1 step around the pointer, the transform changes.
    const viewport = page.getByTestId('monitor-viewport');
    const before = await viewport.getAttribute('transform');
    const scaleBefore = Number(await page.getByTestId('monitor-svg').getAttribute('data-scale'));
    const box = (await page.getByTestId('monitor-svg').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -120);
    await expect.poll(() => viewport.getAttribute('transform')).not.toBe(before);
    const scaleAfter = Number(await page.getByTestId('monitor-svg').getAttribute('data-scale'));
    expect(scaleAfter).toBeCloseTo(scaleBefore + 0.1, 5);
    // With ctrl held a notch is 0.5.
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -120);
    await page.keyboard.up('Control');
    await expect.poll(async () => Number(await page.getByTestId('monitor-svg').getAttribute('data-scale'))).toBeCloseTo(scaleAfter + 0.5, 5);
    await context.close();
  });

  it('applies the display config at once and keeps it in this browser', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page);
    const [warehouse] = await demoLayouts(token);
    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(warehouse!.value)}`);
    await expect.poll(() => stations(page).count(), WAIT).toBe(360);
    expect(await page.locator('.mm-station-text').count()).toBe(360);
    await page.getByTestId('monitor-clock').waitFor();

    await page.getByTestId('toolbar-config').click();
    await page.getByTestId('config-displayStationName').click();
    await page.getByTestId('config-displayTimeCard').click();
    await expect.poll(() => page.locator('.mm-station-text').count()).toBe(0);
    expect(await page.getByTestId('monitor-clock').count()).toBe(0);

    await page.reload();
    await expect.poll(() => stations(page).count(), WAIT).toBe(360);
    expect(await page.locator('.mm-station-text').count()).toBe(0);
    expect(await page.getByTestId('monitor-clock').count()).toBe(0);

    // The toolbar folds to its one button and unfolds again.
    await page.getByTestId('toolbar-fold').click();
    expect(await page.getByTestId('toolbar-config').count()).toBe(0);
    await page.getByTestId('toolbar-fold').click();
    await page.getByTestId('toolbar-config').click();
    // The unfolded toolbar lays out again (search box, switches): click reset once it stands.
    const reset = page.getByTestId('monitor-config-reset');
    await reset.waitFor();
    await expect
      .poll(async () => {
        if (await reset.isVisible()) await reset.click();
        return page.locator('.mm-station-text').count();
      }, WAIT)
      .toBe(360);
    await context.close();
  });

  it('shows the zones of a station after a 1 s press, blocked-zone stations purple', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page);
    const [warehouse] = await demoLayouts(token);
    const blocked = await call<GraphStation[]>(
      token,
      `/agvserver/zoneStation/querySimpleByLayoutId?layoutId=${encodeURIComponent(warehouse!.value)}&zoneType=Block`,
    );
    expect(blocked.length).toBeGreaterThan(0);
    const code = blocked[0]!.stationCode;

    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(warehouse!.value)}`);
    const station = page.locator(`[data-station="${code}"]`);
    await station.waitFor();
    expect(await station.locator('rect').first().getAttribute('fill')).toBe('#a855f7');

    const box = (await station.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.getByTestId('station-zones').waitFor({ timeout: 3000 });
    await page.mouse.up();
    expect(await page.getByTestId('station-zones').textContent()).toContain(code);
    // A long press is not a click: no station dialog.
    expect(await page.getByTestId('station-dialog').count()).toBe(0);
    await context.close();
  });

  it('switches layouts, refusing a second switch within 3 s', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page);
    const layouts = await demoLayouts(token);
    expect(layouts.length).toBeGreaterThanOrEqual(2);

    await page.goto(`${suite.server.url}/#/monitor/MapMonitor`);
    // Without a layout in the query the first one opens.
    await expect.poll(() => stations(page).count(), WAIT).toBe(360);
    expect(page.url()).toContain(`layoutId=${layouts[0]!.value}`);

    const pickSecond = async () => {
      await page.getByTestId('map-switcher').click();
      await page.locator('.mm-switcher-popup .ant-cascader-menu').first().locator('.ant-cascader-menu-item').nth(1).click();
      await page.locator('.mm-switcher-popup .ant-cascader-menu').nth(1).locator('.ant-cascader-menu-item').first().click();
    };
    await pickSecond();
    await expect.poll(() => stations(page).count(), WAIT).toBe(50);
    expect(page.url()).toContain(`layoutId=${layouts[1]!.value}`);

    await page.getByTestId('map-switcher').click();
    await page.locator('.mm-switcher-popup .ant-cascader-menu').first().locator('.ant-cascader-menu-item').first().click();
    await page.locator('.mm-switcher-popup .ant-cascader-menu').nth(1).locator('.ant-cascader-menu-item').first().click();
    await page.locator('.ant-message-notice-warning').waitFor();
    expect(await stations(page).count()).toBe(50);
    await context.close();
  });

  it("says 'no map data' for a layout without a map", async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsAdmin(page);
    await page.goto(`${suite.server.url}/#/monitor/MapMonitorForRouting?layoutId=no-such-layout`);
    await page.getByTestId('monitor-no-data').waitFor();
    expect(await stations(page).count()).toBe(0);
    await context.close();
  });

  it('signs in from the query and drops the credentials from the address', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/#/monitor/MapMonitorNew?username=admin&password=${encodeURIComponent(ADMIN_PASSWORD)}`);
    await expect.poll(() => stations(page).count(), { timeout: 20_000 }).toBe(360);
    expect(page.url()).toContain('#/monitor/MapMonitorNew');
    expect(page.url()).not.toContain('password');
    await context.close();
  });
});
