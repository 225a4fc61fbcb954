import type { KanbanBoard, KanbanBoardIssued } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { api, setLoads, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { chooseOption, confirm } from '../support/ui.js';

const suite = useSuite();
const WAIT = { timeout: 20_000 };

interface Card {
  readonly agvUid: string;
  readonly agvVo: { readonly id: string; readonly agvCode: string; readonly isConnected: number };
}
interface Order {
  readonly transorderStatus: string;
  readonly agvId: string | null;
}

describe('public screens with board links (docs/public-screens.md)', () => {
  it('a monitor board opens read-only without sign-in, its vehicles move live, and it says when it is revoked', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);

    // The console: a board on the map monitor route, its link shown once.
    await page.goto(`${suite.server.url}/#/system/kanbanBoard`);
    await page.getByTestId('board-add').click();
    await page.getByTestId('board-name').fill('Hall map');
    await chooseOption(page, page.locator('.ant-modal .ant-select').first(), 'Warehouse ground floor');
    await chooseOption(page, page.locator('.ant-modal .ant-select').nth(1), '地图监控');
    await confirm(page);
    const link = (await page.locator('.ant-modal-confirm-content code').first().innerText()).trim();
    expect(link).toMatch(/#\/monitor\/MapMonitor\?board=[A-Za-z0-9_-]{43}$/);
    await confirm(page);
    await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });

    const [board] = await api<KanbanBoard[]>(suite.server.url, token, '/agvserver/kanban/board/list');
    const layoutId = board!.layoutId;
    const cards = await api<Card[]>(suite.server.url, token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${encodeURIComponent(layoutId)}`);
    const connected = cards.filter((c) => c.agvVo.isConnected === 1);

    // A wall screen: a fresh context, never signed in.
    const screen = await suite.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-GB' });
    const wall = await screen.newPage();
    const sessionCalls: string[] = [];
    wall.on('request', (request) => {
      if (request.headers()['x-access-token']) sessionCalls.push(request.url());
    });
    await wall.goto(link);
    await wall.getByTestId('board-map').waitFor(WAIT);
    await expect.poll(() => wall.getByTestId('board-map').getAttribute('data-live'), WAIT).toBe('1');
    await expect.poll(() => wall.locator('[data-testid="monitor-svg"] [data-agv]').count(), WAIT).toBe(connected.length);
    expect(await wall.getByText('Hall map').count()).toBe(1);
    // Read-only: none of the monitor's operations, and no session in this browser.
    expect(await wall.getByTestId('monitor-toolbar').count()).toBe(0);
    expect(sessionCalls).toEqual([]);

    // A task from the console: the vehicle that takes it drives, and the wall screen draws it moving.
    await setLoads(suite.server.url, token, layoutId, { A01N01: true });
    const created = await api<{ ids: string[] }>(suite.server.url, token, '/agvserver/task/createTask', {
      method: 'POST',
      body: JSON.stringify({ srcLayoutId: layoutId, destLayoutId: layoutId, srcStationCode: 'A01N01', destStationCode: 'A03S05', taskType: 'Material', cycleTimes: 1, priority: 1 }),
    });
    let agvId: string | null = null;
    await expect
      .poll(async () => {
        const order = await api<Order>(suite.server.url, token, `/agvserver/transorder/queryById?id=${encodeURIComponent(created.ids[0]!)}`);
        agvId = order.agvId;
        return !!agvId && order.transorderStatus === 'Running';
      }, { timeout: 30_000, interval: 500 })
      .toBe(true);
    const uid = connected.find((c) => c.agvVo.id === agvId)!.agvUid;
    const moving = wall.locator(`g[data-agv="${uid}"]`);
    const before = await moving.getAttribute('transform');
    await expect.poll(() => moving.getAttribute('transform'), WAIT).not.toBe(before);

    // Revoked in the console: the screen says so.
    await page.getByTestId('board-revoke').first().click();
    await page.locator('.ant-popconfirm-buttons .ant-btn-primary').first().click();
    await wall.getByTestId('board-revoked').waitFor(WAIT);
    expect(await wall.getByTestId('board-revoked').innerText()).toContain('This board has been revoked');

    await screen.close();
    await context.close();
  });

  it('the tw AGVInfo screen shows a vehicle’s state change without a reload', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const layouts = await api<{ id: string; name: string }[]>(suite.server.url, token, '/agvserver/kanban/board/layouts');
    const layout = layouts.find((l) => l.name === 'Warehouse ground floor');
    const issued = await api<KanbanBoardIssued>(suite.server.url, token, '/agvserver/kanban/board/add', {
      method: 'POST',
      body: JSON.stringify({ name: 'Vehicle wall', layoutId: layout!.id, page: 'twAGVInfo' }),
    });
    const cards = await api<Card[]>(suite.server.url, token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${encodeURIComponent(layout!.id)}`);
    const target = cards.find((c) => c.agvVo.isConnected === 1)!.agvVo;

    const screen = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-TW' });
    const tablet = await screen.newPage();
    await tablet.goto(`${suite.server.url}/#/agvs/customized/tw/AGVInfo?board=${issued.token}`);
    await tablet.getByTestId('public-screen').waitFor(WAIT);
    expect(await tablet.getByTestId('public-screen').getAttribute('data-screen')).toBe('agvInfo');
    await expect.poll(() => tablet.getByTestId('board-vehicle').count(), WAIT).toBe(cards.length);
    const tile = tablet.locator(`[data-testid="board-vehicle"][data-code="${target.agvCode}"]`);
    expect(await tile.getAttribute('data-state')).not.toBe('offline');

    await api(suite.server.url, token, '/agvserver/agv/shutdownAgv', { method: 'POST', body: JSON.stringify([{ id: target.id }]) });
    await expect.poll(() => tile.getAttribute('data-state'), WAIT).toBe('offline');
    expect(await tile.innerText()).toContain('離線');

    await screen.close();
    await context.close();
  });

  it('a monitor signed in from a password in its address warns and suggests a board link', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?username=admin&password=${encodeURIComponent(ADMIN_PASSWORD)}`);
    // The monitor itself is there, and once it has chosen its layout (which rewrites the address)
    // the warning is still over it.
    await page.getByTestId('map-monitor').waitFor(WAIT);
    await expect.poll(() => page.url(), WAIT).toContain('layoutId=');
    await page.getByTestId('password-url-warning').waitFor(WAIT);
    expect(page.url()).not.toContain('password');
    await context.close();
  });
});
