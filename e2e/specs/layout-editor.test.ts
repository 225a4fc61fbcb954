import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, setLoads, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { chooseOption } from '../support/ui.js';

/*
 * Issue 13 "Layout editor": on an installation without the demo site, a planner draws three
 * stations and two segments (one a curve) in the editor, undoes and redoes, saves and publishes;
 * a vehicle then completes a task on the drawn layout, seen on the monitor. Deleting the station
 * a vehicle stands on is refused at publish, naming it.
 */

const suite = useSuite(undefined, { AGVS_DEMO: 'off' });
const call = <T>(token: string, path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);
const post = <T>(token: string, path: string, body: unknown) => call<T>(token, path, { method: 'POST', body: JSON.stringify(body) });
const WAIT = { timeout: 20_000 };

interface Draft {
  revision: number;
  stations: { stationCode: string; type: string; mapX: number; mapY: number }[];
  segments: { srcStationCode: string; destStationCode: string; type: string; controlPoints: unknown[] }[];
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses on one station and releases on another: the segment tools draw between them. */
async function dragBetween(page: Page, from: string, to: string): Promise<void> {
  const a = await centre(page.locator(`[data-station="${from}"] rect`).first());
  const b = await centre(page.locator(`[data-station="${to}"] rect`).first());
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

const counts = (page: Page) => page.getByTestId('editor-counts');
const expectCounts = async (page: Page, stations: number, segments: number) => {
  await expect.poll(() => counts(page).getAttribute('data-stations'), WAIT).toBe(String(stations));
  await expect.poll(() => counts(page).getAttribute('data-segments'), WAIT).toBe(String(segments));
};

describe('layout editor (issue 13)', () => {
  it('draws a site, publishes it, runs a task on it and refuses to publish away an occupied station', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const map = await post<{ id: string }>(token, '/agvserver/map/add', { mapCode: 'HALL1', mapName: 'Hall 1' });
    // 20 mm per map unit: the stations placed below lie metres apart.
    const layout = await post<{ id: string }>(token, '/agvserver/layout/add', { mapId: map.id, layoutCode: 'HALL1_L1', layoutName: 'Ground', width: 600, height: 400, mmPerUnit: 20 });

    // The layout page opens the editor on its row.
    await page.goto(`${suite.server.url}/#/agv/layout`);
    await page.getByTestId('layout-open-editor').first().click();
    await page.getByTestId('layout-editor').waitFor(WAIT);
    expect(page.url()).toContain(`layoutId=${layout.id}`);
    const stage = page.getByTestId('editor-stage');
    // Where a fraction of the stage's visible part is now (choosing in a dropdown may scroll the page).
    const at = async (fx: number, fy: number) => {
      await stage.scrollIntoViewIfNeeded();
      const box = (await stage.boundingBox())!;
      const visible = Math.min(box.height, page.viewportSize()!.height - box.y - 10);
      return { x: box.x + box.width * fx, y: box.y + visible * fy };
    };

    await page.getByTestId('editor-tool-station').click();
    const place = async (type: string, fx: number, fy: number) => {
      await chooseOption(page, page.getByTestId('editor-station-type'), type);
      const p = await at(fx, fy);
      await page.mouse.click(p.x, p.y);
    };
    await place('充电', 0.3, 0.55);
    await place('工作', 0.5, 0.55);
    await place('工作', 0.7, 0.35);
    await expectCounts(page, 3, 0);

    await page.getByTestId('editor-tool-segment').click();
    await dragBetween(page, 'S1', 'S2');
    await page.getByTestId('editor-tool-bezier').click();
    await dragBetween(page, 'S2', 'S3');
    await expectCounts(page, 3, 2);
    // A selected curve shows its two handles.
    expect(await page.getByTestId('bezier-handle').count()).toBe(2);

    // Undo takes the curve away, redo brings it back; undo twice more and the straight one and S3 go.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+z');
    await expectCounts(page, 3, 1);
    await page.keyboard.press('Control+Shift+z');
    await expectCounts(page, 3, 2);
    await page.getByTestId('editor-undo').click();
    await page.getByTestId('editor-undo').click();
    await expectCounts(page, 3, 0);
    await page.getByTestId('editor-redo').click();
    await page.getByTestId('editor-redo').click();
    await expectCounts(page, 3, 2);

    // A station placed on the straight segment cuts it in two; undo puts it back whole.
    await page.getByTestId('editor-tool-station').click();
    const s1 = await centre(page.locator('[data-station="S1"] rect').first());
    const s2 = await centre(page.locator('[data-station="S2"] rect').first());
    await page.mouse.click((s1.x + s2.x) / 2, (s1.y + s2.y) / 2);
    await expectCounts(page, 4, 3);
    await page.keyboard.press('Control+z');
    await expectCounts(page, 3, 2);

    await page.getByTestId('editor-save').click();
    await expect.poll(async () => (await call<Draft>(token, `/agvserver/layout/draft?id=${layout.id}`)).revision, WAIT).toBeGreaterThan(0);
    const draft = await call<Draft>(token, `/agvserver/layout/draft?id=${layout.id}`);
    expect(draft.stations.map((s) => [s.stationCode, s.type]).sort()).toEqual([
      ['S1', 'Charging'],
      ['S2', 'Working'],
      ['S3', 'Working'],
    ]);
    expect(draft.segments.map((s) => [s.srcStationCode, s.destStationCode, s.type, s.controlPoints.length]).sort()).toEqual([
      ['S1', 'S2', 'straight', 0],
      ['S2', 'S3', 'Bezier', 2],
    ]);

    await page.getByTestId('editor-publish').click();
    await page.getByTestId('publish-dialog-note').fill('First drawing');
    await page.getByTestId('publish-dialog-ok').click();
    await expect.poll(() => page.getByTestId('editor-running').getAttribute('data-version'), WAIT).toBe('1');

    // A simulated vehicle on the charger, and a task from S2 to S3.
    const model = await post<{ id: string }>(token, '/agvserver/agvModel/add', { modelCode: 'MOVER', modelName: 'Mover', width: 600, length: 900 });
    await post(token, '/agvserver/agv/add', {
      currentLayoutId: layout.id,
      agvUid: 'ED-0001',
      agvCode: 'ED01',
      agvName: 'ED01',
      modelId: model.id,
      isValid: 1,
      agvType: 'Laser',
      agvHeadType: 'Forklift',
      agvProtocol: 'SIMULATION',
      agvSpeed: 1000,
      agvIp: '10.0.0.21',
      isCommunicationLog: 0,
      taskStrategy: 'Nearest',
      isLock: 0,
      isAutoAllocation: 1,
      controlTaskType: [{ taskType: 'Delivery' }, { taskType: 'Charge' }, { taskType: 'Park' }],
      batteryLowLevel: 20,
      batteryFullLevel: 95,
      batteryFullTime: 90,
      agvImageSize: 30,
      currentStationCode: 'S1',
    });

    // Deleting the station the vehicle stands on: the draft takes it, publishing refuses it.
    await page.getByTestId('editor-tool-select').click();
    await page.locator('[data-station="S1"] rect').first().click();
    await page.keyboard.press('Delete');
    await expectCounts(page, 2, 1);
    await page.getByTestId('editor-publish').click();
    await page.getByTestId('publish-dialog-ok').click();
    const refusal = page.getByTestId('publish-refusal-item').filter({ hasText: 'ED01' });
    await refusal.first().waitFor(WAIT);
    expect(await refusal.first().textContent()).toContain('S1');
    await page.getByTestId('publish-refusal-ok').click();
    // The drawing's keys are back once the dialog has gone.
    await page.getByTestId('publish-refusal-ok').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('editor-running').getAttribute('data-version')).toBe('1');
    await page.keyboard.press('Control+z');
    await expectCounts(page, 3, 2);
    await page.getByTestId('editor-save').click();
    await expect.poll(async () => (await call<Draft>(token, `/agvserver/layout/draft?id=${layout.id}`)).stations.length, WAIT).toBe(3);

    // The task is created in the monitor's dialog and watched there until it leaves the open orders.
    await setLoads(suite.server.url, token, layout.id, { S2: true });
    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(layout.id)}`);
    await page.getByTestId('monitor-svg').waitFor();
    await page.locator('[data-station="S3"]').first().waitFor(WAIT);
    await page.locator('[data-agv]').first().waitFor(WAIT);
    await page.getByTestId('toolbar-create-task').click();
    const dialog = page.getByTestId('create-task-dialog');
    await dialog.waitFor();
    await chooseOption(page, dialog.getByTestId('task-src-station'), 'S2', 'S2');
    await chooseOption(page, dialog.getByTestId('task-dest-station'), 'S3', 'S3');
    await dialog.getByTestId('task-submit').click();
    const created = page.locator('.ant-message-notice', { hasText: '任务已创建' });
    await created.waitFor(WAIT);
    const code = /：\s*(\S+)/.exec((await created.textContent()) ?? '')![1]!;
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('toolbar-order-list').click();
    await page.getByTestId('order-list-dialog').waitFor();
    const row = page.getByTestId('transorder-table').locator('tr', { hasText: code });
    await expect
      .poll(
        async () => {
          await page.getByTestId('transorder-refresh').click();
          await page.waitForTimeout(300);
          return row.count();
        },
        { timeout: 180_000, interval: 2000 },
      )
      .toBe(0);
    const { records } = await call<{ records: { transorderCode: string; transorderStatus: string }[] }>(token, '/agvserver/transorder/list?pageSize=50&transorderStatus=Complete');
    expect(records.map((r) => r.transorderCode)).toContain(code);
    await context.close();
  }, 300_000);
});
