import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { api, signInAsAdmin as signInAdmin } from '../support/api.js';

interface Card {
  agvUid: string;
  agvVo: { isConnected: number; agvName: string };
}
interface Graph {
  stationList: { stationCode: string }[];
}
interface Gltf {
  asset: { version: string };
  nodes: { name?: string; mesh?: number }[];
  meshes: unknown[];
}

const suite = useSuite();
const call = <T>(token: string, path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);
const signInAsAdmin = (page: Page) => signInAdmin(page, suite.server.url);
const WAIT = { timeout: 20_000 };
/** The console's own text for the missing 3D data (the browser runs in simplified Chinese). */
const NO_3D = (JSON.parse(readFileSync(new URL('../../packages/web/src/locales/zh_CN/monitor3d.json', import.meta.url), 'utf8')) as { noThreeData: string })
  .noThreeData;

const canvas = (page: Page) => page.locator('[data-testid="monitor-3d"] canvas');
const svg = (page: Page) => page.getByTestId('monitor-svg');
const choose = (page: Page, dimension: '2D' | '3D') => page.getByTestId('toolbar-2d3d').getByText(dimension, { exact: true }).click();

describe('3D map monitor (SPEC §2 "3D monitor")', () => {
  it('switches to 3D and back, and exports the scene as agv_map.gltf with a node per station and vehicle', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page);
    const [warehouse] = await call<{ value: string }[]>(token, '/agvserver/common/selectList/map_layout');
    const layoutId = warehouse!.value;
    const graph = await call<Graph>(token, '/agvserver/layoutGraph/getGraphData', { method: 'POST', body: JSON.stringify({ layoutId }) });
    const cards = await call<Card[]>(token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${encodeURIComponent(layoutId)}`);
    const online = cards.filter((c) => c.agvVo.isConnected === 1);
    const connected = online.map((c) => c.agvUid);
    expect(connected.length).toBeGreaterThan(0);

    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(layoutId)}`);
    await svg(page).waitFor();
    await expect.poll(() => page.locator('[data-testid="monitor-svg"] [data-agv]').count(), WAIT).toBe(connected.length);

    await choose(page, '3D');
    await canvas(page).waitFor(WAIT);
    expect(await svg(page).count()).toBe(0);
    // The WebGL context exists (three.js renders through it; SwiftShader without a GPU).
    expect(await canvas(page).evaluate((c) => !!(c as unknown as { getContext(id: string): unknown }).getContext('webgl2'))).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download', WAIT), page.getByTestId('toolbar-export-gltf').click()]);
    expect(download.suggestedFilename()).toBe('agv_map.gltf');
    const gltf = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Gltf;
    expect(gltf.asset.version).toBe('2.0');
    expect(gltf.meshes.length).toBeGreaterThan(0);
    const names = new Set(gltf.nodes.map((n) => n.name));
    for (const wall of ['wall-north', 'wall-south', 'wall-west', 'wall-east']) expect(names).toContain(wall);
    // Every station is its own node with a mesh, and every connected vehicle is a node.
    const stationNodes = gltf.nodes.filter((n) => n.name?.startsWith('station-') && n.mesh !== undefined);
    expect(stationNodes).toHaveLength(graph.stationList.length);
    expect(names).toContain(`station-${graph.stationList[0]!.stationCode}`);
    for (const uid of connected) expect(names).toContain(`agv-${uid}`);

    // Following a vehicle brings it to the middle of the view; clicking it opens its popup,
    // clicking empty space (the sky in the top corner) closes it.
    const followed = online[0]!;
    await page.getByTestId('monitor-3d-focus').click();
    await page.keyboard.type(followed.agvVo.agvName);
    await page.keyboard.press('Enter');
    const box = (await canvas(page).boundingBox())!;
    const popup = page.getByTestId('monitor-3d-vehicle-popup');
    await expect
      .poll(async () => {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        return popup.isVisible();
      }, WAIT)
      .toBe(true);
    expect(await page.getByTestId('monitor-3d-popup-uid').textContent()).toBe(followed.agvUid);
    await page.mouse.click(box.x + 5, box.y + 5);
    await popup.waitFor({ state: 'detached', ...WAIT });

    await choose(page, '2D');
    await svg(page).waitFor(WAIT);
    expect(await canvas(page).count()).toBe(0);
    await context.close();
  });

  it('goes back to 2D with "no 3D map data" on a layout without 3D data', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page);
    const layouts = await call<{ value: string }[]>(token, '/agvserver/common/selectList/map_layout');
    const production = layouts[1]!.value;
    const models = await call<{ threeData: string | null }[]>(token, `/agvserver/layoutModel/queryByLayoutId?layoutId=${encodeURIComponent(production)}`);
    expect(models.every((m) => !m.threeData)).toBe(true);

    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(production)}`);
    await svg(page).waitFor();
    await choose(page, '3D');
    await page.locator('.ant-message').getByText(NO_3D).waitFor(WAIT);
    expect(await canvas(page).count()).toBe(0);
    expect(await svg(page).count()).toBe(1);
    expect(await page.getByTestId('toolbar-2d3d').locator('label:has(input:checked)').textContent()).toBe('2D');
    await context.close();
  });
});
