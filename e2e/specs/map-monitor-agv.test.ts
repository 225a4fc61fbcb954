import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { useSuite, type Suite } from '../support/suite.js';
import { api, setLoads, signInAsAdmin as signInAdmin } from '../support/api.js';
import { closeModal } from '../support/ui.js';

interface Card {
  agvUid: string;
  agvVo: { id: string; agvName: string; isConnected: number };
}
interface Agv {
  id: string;
  agvUid: string;
  agvName: string;
  isLock: number;
  agvSpeed: number;
}
interface Occupied {
  id: string;
  manual: number;
  stationVo: { stationCode: string };
}
interface Graph {
  stationList: { stationCode: string; type: string }[];
}

const suite = useSuite();
const call = <T>(token: string, path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);
const WAIT = { timeout: 15_000 };
const q = encodeURIComponent;

/** Signs in, opens the monitor on the first layout and waits for the vehicle cards. */
async function openMonitor(page: Page, on: Suite = suite): Promise<{ token: string; layoutId: string; first: Card }> {
  const token = await signInAdmin(page, on.server.url);
  const [layout] = await api<{ value: string }[]>(on.server.url, token, '/agvserver/common/selectList/map_layout');
  const layoutId = layout!.value;
  const cards = await api<Card[]>(on.server.url, token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${q(layoutId)}`);
  const first = cards.find((c) => c.agvVo.isConnected === 1)!;
  await page.goto(`${on.server.url}/#/monitor/MapMonitor?layoutId=${q(layoutId)}`);
  await page.getByTestId('monitor-svg').waitFor();
  await page.locator(`[data-testid="agv-card"][data-card="${first.agvUid}"]`).waitFor(WAIT);
  return { token, layoutId, first };
}

describe('map monitor vehicle and station dialogs (SPEC §2, §4 AGV lock)', () => {
  it('locks and unlocks a vehicle from its card; the card, the online list and the API follow', async () => {
    const { context, page } = await newPage(suite.browser);
    const { token, first } = await openMonitor(page);
    const card = page.locator(`[data-testid="agv-card"][data-card="${first.agvUid}"]`);
    const lockOf = async () => (await call<Agv>(token, `/agvserver/agv/queryByUid?agvUid=${q(first.agvUid)}`)).isLock;
    expect(await lockOf()).toBe(0);
    expect(await card.getByTestId('agv-lock-state').getAttribute('data-locked')).toBe('0');
    // The AGV image is drawn on the card, served by the server under /AgvImg/.
    const cardImage = card.getByTestId('agv-card-image');
    await expect.poll(() => cardImage.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), WAIT).toBe(64);
    expect(await cardImage.evaluate((img) => (img as unknown as { src: string }).src)).toMatch(/\/AgvImg\/\w+\.png$/);

    // Hiding the vehicle or the card's details lasts 5 s.
    const drawn = page.locator(`[data-testid="monitor-svg"] g[data-agv="${first.agvUid}"]`);
    await card.getByTestId('agv-hide-vehicle').click();
    await card.getByTestId('agv-hide-details').click();
    expect(await drawn.isVisible()).toBe(false);
    expect(await card.getByTestId('agv-card-details').isVisible()).toBe(false);
    await expect.poll(() => drawn.isVisible(), { timeout: 8000 }).toBe(true);
    await expect.poll(() => card.getByTestId('agv-card-details').isVisible(), { timeout: 3000 }).toBe(true);

    await card.getByTestId('agv-lock-toggle').click();
    await expect.poll(() => card.getByTestId('agv-lock-state').getAttribute('data-locked'), WAIT).toBe('1');
    await page.locator('.ant-notification-notice').first().waitFor();
    expect(await lockOf()).toBe(1);

    // The online AGV list shows it locked, and the lock filter finds it.
    await page.getByTestId('toolbar-online-agvs').click();
    const row = page.locator(`[data-testid="online-agv-table"] tr[data-agv="${first.agvUid}"]`);
    await expect.poll(() => row.getByTestId('online-lock-state').getAttribute('data-locked'), WAIT).toBe('1');
    // Without a selection the actions ask for one.
    await page.getByTestId('online-lock').click();
    await page.locator('.ant-message-notice').filter({ hasText: '请选择一条记录' }).waitFor();
    await page.getByTestId('online-cancel').click();

    await card.getByTestId('agv-lock-toggle').click();
    await expect.poll(() => card.getByTestId('agv-lock-state').getAttribute('data-locked'), WAIT).toBe('0');
    expect(await lockOf()).toBe(0);

    // Locking the selected rows from the list locks them on the server.
    await page.getByTestId('toolbar-online-agvs').click();
    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('online-lock').click();
    await expect.poll(lockOf, WAIT).toBe(1);
    await expect.poll(() => row.getByTestId('online-lock-state').getAttribute('data-locked'), WAIT).toBe('1');
    await context.close();
  }, 90_000);

  it('holds a station from the station dialog; the map marks it at the next poll', async () => {
    const { context, page } = await newPage(suite.browser);
    const { token, layoutId } = await openMonitor(page);
    const graph = await call<Graph>(token, '/agvserver/layoutGraph/getGraphData', { method: 'POST', body: JSON.stringify({ layoutId }) });
    const taken = new Set((await call<Occupied[]>(token, `/agvserver/station/getOccupiedStationSimpleList?layoutId=${q(layoutId)}`)).map((o) => o.stationVo.stationCode));
    const free = graph.stationList.filter((s) => s.type === 'Public' && !taken.has(s.stationCode));
    const code = free[Math.floor(free.length / 2)]!.stationCode;
    const station = page.locator(`[data-testid="monitor-svg"] [data-station="${code}"]`);
    expect(await station.getAttribute('data-occupied')).toBeNull();

    await station.click();
    await page.getByTestId('station-operation').waitFor(WAIT);
    await expect.poll(() => page.getByTestId('station-hold-state').getAttribute('data-held'), WAIT).toBe('0');
    await page.getByTestId('station-hold').click();
    await expect.poll(() => page.getByTestId('station-hold-state').getAttribute('data-held'), WAIT).toBe('1');
    const held = await call<Occupied[]>(token, `/agvserver/station/getOccupiedStationSimpleList?layoutId=${q(layoutId)}`);
    expect(held.some((o) => o.stationVo.stationCode === code && o.manual === 1)).toBe(true);
    await closeModal(page, page.getByTestId('station-operation'));
    await expect.poll(() => station.getAttribute('data-occupied'), WAIT).toBe('1');

    // Released again, the mark goes at the next poll.
    await station.click();
    await page.getByTestId('station-release').click();
    await expect.poll(() => page.getByTestId('station-hold-state').getAttribute('data-held'), WAIT).toBe('0');
    await closeModal(page, page.getByTestId('station-operation'));
    await expect.poll(() => station.getAttribute('data-occupied'), WAIT).toBeNull();

    // A load put on a working station shows as a pallet at the next poll.
    const working = await call<{ stationId: string; stationCode: string; isOccupied: number }[]>(token, `/agvserver/zoneStation/querySimpleByLayoutId?layoutId=${q(layoutId)}&zoneType=Working`);
    const empty = working.filter((s) => s.isOccupied === 0 && !taken.has(s.stationCode));
    const target = page.locator(`[data-testid="monitor-svg"] [data-station="${empty[Math.floor(empty.length / 2)]!.stationCode}"]`);
    await expect.poll(() => target.getAttribute('data-loaded'), WAIT).toBe('0');
    expect(await target.locator('.mm-pallet').count()).toBe(0);
    await target.click();
    await page.getByTestId('station-load-switch').click();
    await page.getByTestId('station-load-save').click();
    await expect.poll(() => target.getAttribute('data-loaded'), WAIT).toBe('1');
    expect(await target.locator('.mm-pallet').isVisible()).toBe(true);

    // The dialog's occupancy row is live: it shows the saved load, and a change made elsewhere
    // (here through the API) while it stays open.
    const occupancy = page.getByTestId('station-dialog-occupancy');
    await expect.poll(() => occupancy.getAttribute('data-occupied'), WAIT).toBe('1');
    const loaded = working.find((s) => s.stationCode === empty[Math.floor(empty.length / 2)]!.stationCode)!;
    await call(token, '/agvserver/zoneStation/updateStationOccupiedStatus', {
      method: 'PUT',
      body: JSON.stringify({ id: loaded.stationId, isOccupied: 0, stationContainerType: '', externalInfo: '' }),
    });
    await expect.poll(() => occupancy.getAttribute('data-occupied'), WAIT).toBe('0');
    await context.close();
  }, 90_000);

  it('reports a vehicle rotation once its move ends, and nothing for vehicles that stand still', async () => {
    const { context, page } = await newPage(suite.browser);
    const reports: { id: string; currentRotation: number }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/agvserver/agv/updateCurrentRotationById')) reports.push(request.postDataJSON() as { id: string; currentRotation: number });
    });
    const { token, layoutId } = await openMonitor(page);
    const cards = await call<Card[]>(token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${q(layoutId)}`);
    const transforms = () =>
      Promise.all(cards.map(async (c) => [c.agvVo.id, await page.locator(`g[data-agv="${c.agvUid}"]`).getAttribute('transform')] as const));
    const before = new Map(await transforms());
    await page.waitForTimeout(3000);
    const moved = new Set((await transforms()).filter(([id, t]) => before.get(id) !== t).map(([id]) => id));
    for (const report of reports) expect(moved.has(report.id)).toBe(true);

    await setLoads(suite.server.url, token, layoutId, { A01N01: true, A03S05: false });
    const created = await call<{ ids: string[] }>(token, '/agvserver/task/createTask', {
      method: 'POST',
      body: JSON.stringify({ srcLayoutId: layoutId, destLayoutId: layoutId, srcStationCode: 'A01N01', destStationCode: 'A03S05', taskType: 'Material', cycleTimes: 1, priority: 1 }),
    });
    let agvId: string | null = null;
    await expect
      .poll(async () => (agvId = (await call<{ agvId: string | null }>(token, `/agvserver/transorder/queryById?id=${q(created.ids[0]!)}`)).agvId), { timeout: 30_000, interval: 500 })
      .toBeTruthy();
    await expect.poll(() => reports.some((r) => r.id === agvId), { timeout: 20_000 }).toBe(true);
    const report = reports.find((r) => r.id === agvId)!;
    expect(report.currentRotation).toBeGreaterThanOrEqual(0);
    expect(report.currentRotation).toBeLessThan(360);
    await context.close();
  }, 90_000);

  it('edits a vehicle: changes the speed, Determine, and the API reads it back', async () => {
    const { context, page } = await newPage(suite.browser);
    const { token, first } = await openMonitor(page);
    const before = await call<Agv>(token, `/agvserver/agv/queryByUid?agvUid=${q(first.agvUid)}`);
    const card = page.locator(`[data-testid="agv-card"][data-card="${first.agvUid}"]`);
    await card.getByTestId('agv-edit').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('agv-edit-form') });
    await dialog.waitFor();
    expect(await dialog.locator('.ant-modal-title').textContent()).toBe(`AGV ${before.agvName}（${before.agvUid}）`);
    const speed = dialog.getByTestId('agv-field-agvSpeed').locator('input');
    await expect.poll(() => speed.inputValue(), WAIT).toBe(String(before.agvSpeed));

    // A bad IP is refused in the form and nothing is saved.
    const ip = dialog.getByTestId('agv-field-agvIp').locator('input');
    const goodIp = await ip.inputValue();
    await ip.fill('300.1.1.1');
    await dialog.getByTestId('agv-edit-determine').click();
    await dialog.getByText('IP地址格式不正确').waitFor();
    await ip.fill(goodIp);

    // A new image from the chooser and a new speed.
    await dialog.getByTestId('agv-image-button').click();
    await expect.poll(() => page.locator('[data-testid="agv-image-chooser"] [data-image]').count()).toBe(15);
    await page.locator('[data-testid="agv-image-chooser"] [data-image="greenAGV.png"]').click();
    const newSpeed = before.agvSpeed === 900 ? 950 : 900;
    await speed.fill(String(newSpeed));
    await dialog.getByTestId('agv-edit-determine').click();
    await dialog.waitFor({ state: 'hidden' });
    const after = await call<Agv & { agvImage: string }>(token, `/agvserver/agv/queryByUid?agvUid=${q(first.agvUid)}`);
    expect(after.agvSpeed).toBe(newSpeed);
    expect(after.agvImage).toBe('greenAGV.png');
    expect(after.agvName).toBe(before.agvName);
    // The card draws the new image at the next poll.
    await expect.poll(() => card.getByTestId('agv-card-image').getAttribute('src'), WAIT).toBe('AgvImg/greenAGV.png');
    await context.close();
  }, 90_000);
});

describe('map monitor error dialogs (SPEC §2 AGV error detail and summary)', () => {
  // Vehicles fail at random here (about once a minute each), and errors stay open for 10 minutes.
  const faulty = useSuite(undefined, { FLEET_ERROR_RATE: '60', FLEET_ERROR_SECONDS: '600' });
  const callFaulty = <T>(token: string, path: string) => api<T>(faulty.server.url, token, path);

  it("shows a failing vehicle's errors by type from its card, and the map's errors in the summary", async () => {
    const { context, page } = await newPage(suite.browser);
    const { token, layoutId } = await openMonitor(page, faulty);
    const [map] = await callFaulty<{ value: string; children: { value: string }[] }[]>(token, '/agvserver/common/selecCascadertList/map_layout');
    expect(map!.children.some((layout) => layout.value === layoutId)).toBe(true);
    type ErrorCard = Card & { agvErrorInfoVoList: { errorCode: string }[] };
    let failing: ErrorCard | undefined;
    await expect
      .poll(
        async () => {
          const cards = await callFaulty<ErrorCard[]>(token, `/agvserver/map/getMapSimpleAgvInfo?mapId=${q(map!.value)}`);
          failing = cards.find((c) => c.agvErrorInfoVoList.length > 0 && c.agvVo.isConnected === 1);
          return !!failing;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(true);
    const errors = await callFaulty<{ errorCode: string; category: string }[]>(token, `/agvserver/agvErrorInfo/queryErrorInfoByType?agvId=${q(failing!.agvVo.id)}`);
    expect(errors.length).toBeGreaterThan(0);

    const card = page.locator(`[data-testid="agv-card"][data-card="${failing!.agvUid}"]`);
    await card.getByTestId('agv-errors').click();
    const table = page.getByTestId('agv-error-table');
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count(), WAIT).toBeGreaterThan(0);
    expect(await table.textContent()).toContain(errors[0]!.errorCode);
    // Filtered by the other type (category), the vehicle's rows are exactly the server's of that type.
    const other = errors[0]!.category === 'AgvError' ? 'SystemError' : 'AgvError';
    const ofOther = errors.filter((e) => e.category === other).length;
    await page.getByTestId('agv-error-type').click();
    await page.locator('.ant-select-item-option').filter({ hasText: other === 'AgvError' ? 'AGV异常' : '系统异常' }).click();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count(), WAIT).toBe(ofOther);
    await closeModal(page, table);

    await page.getByTestId('toolbar-error-summary').click();
    const summary = page.getByTestId('error-summary-agv');
    await expect.poll(() => summary.textContent(), WAIT).toContain(failing!.agvErrorInfoVoList[0]!.errorCode);
    await context.close();
  }, 120_000);
});
