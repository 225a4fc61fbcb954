import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { api, signInAsAdmin as signInAdmin } from '../support/api.js';
import { chooseOption } from '../support/ui.js';

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

const MONITOR = JSON.parse(readFileSync(new URL('../../packages/web/src/locales/zh_CN/monitor.json', import.meta.url), 'utf8')) as {
  switcher: { tooFrequent: string; sameModel: string };
};

interface Node3D {
  name?: string;
  mesh?: number;
  translation?: [number, number, number];
  /** Column-major; three's exporter writes a matrix unless asked for TRS. */
  matrix?: number[];
}

/** Where a node is (its parents in this scene stand at the origin). */
const placeOf = (node: Node3D): [number, number, number] =>
  node.matrix ? [node.matrix[12]!, node.matrix[13]!, node.matrix[14]!] : (node.translation ?? [0, 0, 0]);
interface LayoutModel {
  id: string;
  modelName: string;
  threeData: string | null;
}

/**
 * Where a point of the scene is on the canvas, for the camera the 3D view starts with
 * (Monitor3D: at [w/2, 0.75 s, h/2 + 0.75 s] looking at the area's middle, FOV 45, s the longer side).
 */
function onCanvas(point: readonly number[], area: { width: number; height: number }, box: { x: number; y: number; width: number; height: number }) {
  const span = Math.max(area.width, area.height);
  const eye = [area.width / 2, span * 0.75, area.height / 2 + span * 0.75];
  const target = [area.width / 2, 0, area.height / 2];
  const sub = (a: readonly number[], b: readonly number[]) => a.map((v, i) => v - b[i]!);
  const dot = (a: readonly number[], b: readonly number[]) => a.reduce((n, v, i) => n + v * b[i]!, 0);
  const norm = (a: readonly number[]) => a.map((v) => v / Math.hypot(...a));
  const cross = (a: readonly number[], b: readonly number[]) => [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!];
  const forward = norm(sub(target, eye));
  const right = norm(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const d = sub(point, eye);
  const tan = Math.tan((45 / 2) * (Math.PI / 180));
  const x = dot(d, right) / dot(d, forward) / (tan * (box.width / box.height));
  const y = dot(d, up) / dot(d, forward) / tan;
  return { x: box.x + ((x + 1) / 2) * box.width, y: box.y + ((1 - y) / 2) * box.height };
}

/** Exports the scene; the button does nothing until the scene has mounted, so it is pressed again. */
async function exportScene(page: Page): Promise<{ nodes: Node3D[] }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 5000 }), page.getByTestId('toolbar-export-gltf').click()]);
      return JSON.parse(readFileSync((await download.path())!, 'utf8')) as { nodes: Node3D[] };
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

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

  it('draws a pallet on a loaded working station and opens the popup of a clicked station', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page);
    const [warehouse] = await call<{ value: string }[]>(token, '/agvserver/common/selectList/map_layout');
    const layoutId = warehouse!.value;
    const working = await call<{ stationId: string; stationCode: string; isOccupied: number }[]>(
      token,
      `/agvserver/zoneStation/querySimpleByLayoutId?layoutId=${encodeURIComponent(layoutId)}&zoneType=Working`,
    );
    const rack = working.filter((s) => s.isOccupied === 0).at(-1)!;
    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(layoutId)}`);
    await svg(page).waitFor();
    await choose(page, '3D');
    await canvas(page).waitFor(WAIT);
    const before = await exportScene(page);
    expect(before.nodes.some((n) => n.name === `pallet-${rack.stationCode}`)).toBe(false);

    // A load put on the rack through the API shows as a pallet with freight at the next poll.
    await call(token, '/agvserver/zoneStation/updateStationOccupiedStatus', {
      method: 'PUT',
      body: JSON.stringify({ id: rack.stationId, isOccupied: 1, stationContainerType: 'pallet', externalInfo: '' }),
    });
    let scene = before;
    await expect
      .poll(async () => {
        scene = await exportScene(page);
        return scene.nodes.filter((n) => n.name === `pallet-${rack.stationCode}` || n.name === `freight-${rack.stationCode}`).length;
      }, WAIT)
      .toBe(2);

    // The station drawn nearest the middle of the view, away from vehicles, opens its popup.
    const half = (name: string, axis: 0 | 2) => 2 * Math.abs(placeOf(scene.nodes.find((n) => n.name === name)!)[axis]);
    const area = { width: half('wall-north', 0), height: half('wall-west', 2) };
    const box = (await canvas(page).boundingBox())!;
    const cards = await call<{ stationCode: string | null }[]>(token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${encodeURIComponent(layoutId)}`);
    const standing = new Set(cards.map((c) => c.stationCode));
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const target = scene.nodes
      .filter((n) => n.name?.startsWith('station-') && !standing.has(n.name.slice('station-'.length)))
      .map((n) => ({ code: n.name!.slice('station-'.length), at: onCanvas(placeOf(n), area, box) }))
      .sort((a, b) => Math.hypot(a.at.x - middle.x, a.at.y - middle.y) - Math.hypot(b.at.x - middle.x, b.at.y - middle.y))[0]!;
    await page.mouse.click(target.at.x, target.at.y);
    const popup = page.getByTestId('monitor-3d-station-popup');
    await popup.waitFor(WAIT);
    expect(await page.getByTestId('monitor-3d-popup-code').textContent()).toBe(target.code);
    await page.mouse.click(box.x + 5, box.y + 5);
    await popup.waitFor({ state: 'detached', ...WAIT });
    await context.close();
  }, 90_000);

  it("switches among the layout's models; the chosen model drives the 3D data", async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page);
    const layouts = await call<{ value: string }[]>(token, '/agvserver/common/selectList/map_layout');
    const q = encodeURIComponent;
    const models = await call<LayoutModel[]>(token, `/agvserver/layoutModel/queryByLayoutId?layoutId=${q(layouts[0]!.value)}`);
    const withThree = models.find((m) => m.threeData)!;
    const plan = models.find((m) => !m.threeData)!;
    expect(models.length).toBeGreaterThanOrEqual(2);

    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${q(layouts[0]!.value)}&modelId=${q(plan.id)}`);
    await svg(page).waitFor();
    const switcher = page.getByTestId('model-switcher');
    expect(await switcher.textContent()).toContain(plan.modelName);
    // The 2D-only plan has no 3D data: 3D goes back to 2D with the error.
    await choose(page, '3D');
    await page.locator('.ant-message').getByText(NO_3D).waitFor(WAIT);
    expect(await svg(page).count()).toBe(1);

    const pick = (name: string) => chooseOption(page, switcher, name);
    await pick(plan.modelName);
    await page.locator('.ant-message').getByText(MONITOR.switcher.sameModel).waitFor(WAIT);
    await pick(withThree.modelName);
    await expect.poll(() => new URL(page.url().replace('/#/', '/')).searchParams.get('modelId'), WAIT).toBe(withThree.id);
    // A second switch within 3 s is refused with the warning.
    await pick(plan.modelName);
    await page.locator('.ant-message').getByText(MONITOR.switcher.tooFrequent).waitFor(WAIT);
    expect(new URL(page.url().replace('/#/', '/')).searchParams.get('modelId')).toBe(withThree.id);
    await svg(page).waitFor(WAIT);
    await choose(page, '3D');
    await canvas(page).waitFor(WAIT);

    // The production floor has one model: shown, with no choice.
    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${q(layouts[1]!.value)}`);
    await svg(page).waitFor(WAIT);
    await expect.poll(() => switcher.getAttribute('data-models'), WAIT).toBe('1');
    expect(await switcher.getAttribute('class')).toContain('ant-select-disabled');
    await context.close();
  }, 90_000);
});
