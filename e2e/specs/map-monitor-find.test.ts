import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { api, signInAsAdmin } from '../support/api.js';

interface Card {
  agvUid: string;
  stationCode: string | null;
  agvVo: { agvName: string; isConnected: number };
}

const suite = useSuite();
/** Above the vehicle canvas threshold (100): vehicles are drawn on one canvas, not as elements. */
const fleet = useSuite(undefined, undefined, { generate: { stations: 300, vehicles: 120 } });
const WAIT = { timeout: 15_000 };
const q = encodeURIComponent;

/** Signs in, opens the monitor on the first layout, waits for the cards; a connected vehicle standing on a station. */
async function openMonitor(page: Page): Promise<Card> {
  const token = await signInAsAdmin(page, suite.server.url);
  const [layout] = await api<{ value: string }[]>(suite.server.url, token, '/agvserver/common/selectList/map_layout');
  const cards = await api<Card[]>(suite.server.url, token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${q(layout!.value)}`);
  const parked = cards.find((c) => c.agvVo.isConnected === 1 && c.stationCode)!;
  expect(parked).toBeTruthy();
  await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${q(layout!.value)}`);
  await page.getByTestId('monitor-svg').waitFor();
  await page.locator(`[data-testid="agv-card"][data-card="${parked.agvUid}"]`).waitFor(WAIT);
  return parked;
}

const drawn = (page: Page, uid: string) => page.locator(`[data-testid="monitor-svg"] g[data-agv="${uid}"]`);
const marked = (page: Page, uid: string) => drawn(page, uid).evaluate((g) => g.classList.contains('mm-agv-found'));
const cardMarked = (page: Page, uid: string) =>
  page.locator(`[data-slot="${uid}"]`).evaluate((slot) => slot.classList.contains('mm-card-found'));

describe('finding a vehicle on the map monitor (issue 12)', () => {
  it('finds a vehicle by code: centred and zoomed in, marked, its card shown; an unknown code says so', async () => {
    const { context, page } = await newPage(suite.browser);
    const vehicle = await openMonitor(page);
    expect(await marked(page, vehicle.agvUid)).toBe(false);

    const search = page.getByTestId('vehicle-search-input');
    await search.fill(vehicle.agvUid.toLowerCase());
    await page.locator('.ant-select-item-option').first().waitFor();
    await search.press('Enter');

    await expect.poll(() => marked(page, vehicle.agvUid), WAIT).toBe(true);
    await expect.poll(() => cardMarked(page, vehicle.agvUid), WAIT).toBe(true);
    expect(await page.locator(`[data-slot="${vehicle.agvUid}"]`).isVisible()).toBe(true);
    // Centred: the vehicle sits in the middle of the map, shown at least 200 %.
    const map = (await page.getByTestId('monitor-svg').boundingBox())!;
    const box = (await drawn(page, vehicle.agvUid).locator('.mm-agv-shape').boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - (map.x + map.width / 2))).toBeLessThan(20);
    expect(Math.abs(box.y + box.height / 2 - (map.y + map.height / 2))).toBeLessThan(20);
    expect(parseInt((await page.getByTestId('monitor-zoom').textContent())!, 10)).toBeGreaterThanOrEqual(200);

    await search.fill('no-such-vehicle');
    await search.press('Enter');
    await page.locator('.ant-message-notice').filter({ hasText: 'no-such-vehicle' }).waitFor(WAIT);
    await context.close();
  });

  it('a click on a vehicle standing on a station selects the vehicle, not the station', async () => {
    const { context, page } = await newPage(suite.browser);
    const vehicle = await openMonitor(page);
    await page.getByTestId('toolbar-fit').click();
    const body = (await drawn(page, vehicle.agvUid).locator('.mm-agv-shape').boundingBox())!;
    const station = (await page.locator(`[data-station="${vehicle.stationCode}"]`).boundingBox())!;
    const x = body.x + body.width / 2;
    const y = body.y + body.height / 2;
    // The vehicle covers its station: the click lands on both.
    expect(x > station.x && x < station.x + station.width && y > station.y && y < station.y + station.height).toBe(true);

    await page.mouse.click(x, y);
    await expect.poll(() => marked(page, vehicle.agvUid), WAIT).toBe(true);
    await expect.poll(() => cardMarked(page, vehicle.agvUid), WAIT).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.getByTestId('station-dialog').count()).toBe(0);
    await context.close();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 720 },
  ]) {
    it(`shows the whole clock and keeps the legend off the stations at ${viewport.width}x${viewport.height}`, async () => {
      const { context, page } = await newPage(suite.browser);
      await page.setViewportSize(viewport);
      await openMonitor(page);
      const clock = page.getByTestId('monitor-clock');
      const clockBox = (await clock.boundingBox())!;
      expect(clockBox.x + clockBox.width).toBeLessThanOrEqual(viewport.width);
      expect(await clock.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);

      await page.getByTestId('toolbar-fit').click();
      const legend = (await page.getByTestId('monitor-legend').boundingBox())!;
      const covered = await page.locator('[data-testid="monitor-svg"] [data-station]').evaluateAll(
        (elements, l) =>
          elements.filter((el) => {
            const r = el.getBoundingClientRect();
            return r.right > l.x && r.left < l.x + l.width && r.bottom > l.y && r.top < l.y + l.height;
          }).length,
        legend,
      );
      expect(covered).toBe(0);
      await context.close();
    });
  }

  it('on the large-fleet canvas a click on a vehicle standing on a station selects the vehicle, not the station', async () => {
    const { context, page } = await newPage(fleet.browser);
    const token = await signInAsAdmin(page, fleet.server.url);
    const layoutId = fleet.server.generatedLayoutId ?? '';
    const cards = await api<Card[]>(fleet.server.url, token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${q(layoutId)}`);
    const parked = cards.find((c) => c.agvVo.isConnected === 1 && c.stationCode)!;
    await page.goto(`${fleet.server.url}/#/monitor/MapMonitor?layoutId=${q(layoutId)}`);
    await page.getByTestId('monitor-vehicle-canvas').waitFor(WAIT);
    expect(await page.locator('[data-testid="monitor-svg"] [data-agv]').count()).toBe(0);

    // The search centres the vehicle (its card scrolled into the windowed column); once its mark is
    // gone, a click in the middle of the map lands on the vehicle and on the station under it.
    const search = page.getByTestId('vehicle-search-input');
    await search.fill(parked.agvUid);
    await page.locator('.ant-select-item-option').first().waitFor();
    await search.press('Enter');
    await expect.poll(() => cardMarked(page, parked.agvUid), WAIT).toBe(true);
    await expect.poll(() => cardMarked(page, parked.agvUid), WAIT).toBe(false);

    const map = (await page.getByTestId('monitor-svg').boundingBox())!;
    const station = (await page.locator(`[data-station="${parked.stationCode}"]`).boundingBox())!;
    const x = map.x + map.width / 2;
    const y = map.y + map.height / 2;
    expect(x > station.x && x < station.x + station.width && y > station.y && y < station.y + station.height).toBe(true);
    await page.mouse.click(x, y);
    await expect.poll(() => cardMarked(page, parked.agvUid), WAIT).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.getByTestId('station-dialog').count()).toBe(0);
    await context.close();
  });
});
