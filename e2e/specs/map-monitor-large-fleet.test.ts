import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { api, setLoads, signInAsAdmin } from '../support/api.js';

interface Card {
  agvUid: string;
  agvVo: { isConnected: number };
}

/** Above the vehicle canvas threshold (CANVAS_VEHICLES_FROM, 100) and the card windowing (40). */
const VEHICLES = 160;
// A generated warehouse with a fleet large enough for the vehicle canvas and the card windowing,
// made before the server starts so its fleet runtime drives the vehicles from the start.
const suite = useSuite(undefined, undefined, { generate: { stations: 500, vehicles: VEHICLES } });
const generatedLayout = () => suite.server.generatedLayoutId ?? '';

const WAIT = { timeout: 20_000 };

/** The canvas element as the page sees it (the e2e project has no DOM types). */
interface DrawnCanvas {
  readonly width: number;
  readonly height: number;
  toDataURL(): string;
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { readonly data: Uint8ClampedArray } } | null;
}

const canvas = (page: Page) => page.getByTestId('monitor-vehicle-canvas');
const drawnCount = async (page: Page) => Number((await canvas(page).getAttribute('data-drawn')) ?? -1);

/** How many canvas pixels have exactly this colour (a vehicle body's inside is drawn without blending). */
const pixelsOf = (page: Page, [r, g, b]: readonly [number, number, number]) =>
  canvas(page).evaluate(
    (element, rgb) => {
      const c = element as unknown as DrawnCanvas;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] === rgb[0] && data[i + 1] === rgb[1] && data[i + 2] === rgb[2] && data[i + 3] === 255) n++;
      return n;
    },
    [r, g, b] as const,
  );

describe('map monitor with a large fleet (SPEC §2 map monitor, floating AGV cards)', () => {
  it('draws the fleet on the vehicle canvas in run-status colours, moving between polls, a vehicle hidden for 5 s', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const layoutId = generatedLayout();
    const q = encodeURIComponent(layoutId);
    const cards = await api<Card[]>(suite.server.url, token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${q}`);
    const connected = cards.filter((c) => c.agvVo.isConnected === 1);
    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${q}`);
    // Every connected vehicle is drawn on the canvas at the fitted view, none as an SVG element.
    await expect.poll(() => drawnCount(page), WAIT).toBe(connected.length);
    expect(await page.locator('[data-testid="monitor-svg"] [data-agv]').count()).toBe(0);

    // Tasks between working stations set vehicles driving: RUNNING is drawn green (SPEC §4).
    const working = await api<{ stationCode: string }[]>(suite.server.url, token, `/agvserver/zoneStation/querySimpleByLayoutId?layoutId=${q}&zoneType=Working`);
    const blocked = new Set(
      (await api<{ stationCode: string }[]>(suite.server.url, token, `/agvserver/zoneStation/querySimpleByLayoutId?layoutId=${q}&zoneType=Block`)).map((s) => s.stationCode),
    );
    const free = working.map((s) => s.stationCode).filter((code) => !blocked.has(code));
    await setLoads(suite.server.url, token, layoutId, Object.fromEntries(free.slice(0, 12).map((code) => [code, true])));
    for (let i = 0; i < 12; i++) {
      const task = { srcLayoutId: layoutId, destLayoutId: layoutId, srcStationCode: free[i]!, destStationCode: free[free.length - 1 - i]!, taskType: 'Material', cycleTimes: 1, priority: 1 };
      await api(suite.server.url, token, '/agvserver/task/createTask', { method: 'POST', body: JSON.stringify(task) });
    }
    await expect.poll(() => pixelsOf(page, [0x22, 0xc5, 0x5e]), { timeout: 40_000 }).toBeGreaterThan(0);
    const before = await canvas(page).evaluate((c) => (c as unknown as DrawnCanvas).toDataURL());
    await expect.poll(() => canvas(page).evaluate((c) => (c as unknown as DrawnCanvas).toDataURL()), WAIT).not.toBe(before);

    // Hide AGV on a card: that vehicle is left out for 5 s, then drawn again.
    const first = page.getByTestId('agv-card').first();
    await first.getByTestId('agv-hide-vehicle').click();
    await expect.poll(() => drawnCount(page), WAIT).toBe(connected.length - 1);
    await expect.poll(() => drawnCount(page), WAIT).toBe(connected.length);
    await context.close();
  }, 120_000);

  it('mounts only a window of the cards and shows later cards when the column scrolls', async () => {
    const layoutId = generatedLayout();
    expect(layoutId).not.toBe('');
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const cards = await api<Card[]>(suite.server.url, token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${encodeURIComponent(layoutId)}`);
    const connected = cards.filter((c) => c.agvVo.isConnected === 1);
    expect(connected.length).toBeGreaterThanOrEqual(VEHICLES);

    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(layoutId)}`);
    await expect.poll(() => drawnCount(page), WAIT).toBe(connected.length);
    const mounted = page.getByTestId('agv-card');
    await expect.poll(() => mounted.count(), WAIT).toBeGreaterThan(0);
    // Every vehicle is on the map, but only the cards near the visible part of the column exist.
    expect(await mounted.count()).toBeLessThan(connected.length);
    const last = connected[connected.length - 1]!.agvUid;
    const lastCard = page.locator(`[data-testid="agv-card"][data-card="${last}"]`);
    expect(await lastCard.count()).toBe(0);

    // Scrolled to the end, the last vehicle's card is drawn.
    await page.getByTestId('monitor-agv-cards').evaluate((column) => column.scrollTo({ top: column.scrollHeight }));
    await expect.poll(() => lastCard.count(), WAIT).toBe(1);
    await expect.poll(() => lastCard.isVisible(), WAIT).toBe(true);
    expect(await mounted.count()).toBeLessThan(connected.length);
    await context.close();
  }, 90_000);
});
