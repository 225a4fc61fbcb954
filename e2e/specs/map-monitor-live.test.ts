import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { api, setLoads, signInAsAdmin as signInAdmin } from '../support/api.js';

interface Card {
  agvUid: string;
  agvVo: { id: string; agvName: string; isConnected: number };
  stationCode: string | null;
}
interface Order {
  transorderStatus: string;
  agvId: string | null;
}

const suite = useSuite();

const call = <T>(token: string, path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);

const signInAsAdmin = (page: Page) => signInAdmin(page, suite.server.url);

const WAIT = { timeout: 15_000 };
const vehicles = (page: Page) => page.locator('[data-testid="monitor-svg"] [data-agv]');

/** What the page asks and hears: the SPEC polling calls it makes, and the fleet socket's frames. */
function watchTraffic(page: Page) {
  const polled: string[] = [];
  /** The working stations' loads: asked once for the stations, then followed on the socket. */
  const working: string[] = [];
  const sockets: string[] = [];
  const frames: string[] = [];
  page.on('request', (request) => {
    if (/getLayoutSimpleAgvInfo|getMapSimpleAgvInfo|getOccupiedStationSimpleList|queryByUid/.test(request.url())) polled.push(request.url());
    if (/querySimpleByLayoutId\?.*zoneType=Working/.test(request.url())) working.push(request.url());
  });
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/ws/fleet')) return;
    sockets.push(ws.url());
    ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  return { polled, working, sockets, frames };
}

describe('map monitor live vehicles (SPEC §2, §4; one live channel)', () => {
  it('draws the connected vehicles with cards, marks occupied stations and moves a vehicle of a new task', async () => {
    const { context, page } = await newPage(suite.browser);
    const traffic = watchTraffic(page);
    const token = await signInAsAdmin(page);
    const [warehouse] = await call<{ value: string }[]>(token, '/agvserver/common/selectList/map_layout');
    const layoutId = warehouse!.value;
    const cards = await call<Card[]>(token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${encodeURIComponent(layoutId)}`);
    const connected = cards.filter((c) => c.agvVo.isConnected === 1);
    expect(connected.length).toBeGreaterThan(0);

    await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(layoutId)}`);
    await page.getByTestId('monitor-svg').waitFor();
    await expect.poll(() => page.getByTestId('map-monitor').getAttribute('data-live'), WAIT).toBe('1');
    const workingAsked = traffic.working.length;
    // One vehicle per connected AGV, each with its 240 px column card.
    await expect.poll(() => vehicles(page).count(), WAIT).toBe(connected.length);
    for (const card of connected) expect(await page.locator(`g[data-agv="${card.agvUid}"] .mm-agv-shape`).count()).toBe(1);
    await expect.poll(() => page.getByTestId('agv-card').count(), WAIT).toBe(connected.length);
    const first = page.locator(`[data-testid="agv-card"][data-card="${connected[0]!.agvUid}"]`);
    expect(await first.textContent()).toContain(connected[0]!.agvVo.agvName);
    expect(['low', 'normal', 'healthy']).toContain(await first.getByTestId('agv-card-battery').getAttribute('data-band'));
    // Vehicles stand on parking stations: those are marked occupied from the socket's snapshot.
    await expect.poll(() => page.locator('[data-station][data-occupied="1"]').count(), WAIT).toBeGreaterThan(0);
    // Parked vehicles stand still: the transform is their station's position.
    const parked = page.locator(`g[data-agv="${connected[0]!.agvUid}"]`);
    expect(await parked.getAttribute('transform')).toMatch(/^translate\(/);

    // A task through the API: a vehicle takes it and drives; its drawn position follows the socket.
    await setLoads(suite.server.url, token, layoutId, { A01N01: true });
    const created = await call<{ ids: string[] }>(token, '/agvserver/task/createTask', {
      method: 'POST',
      body: JSON.stringify({
        srcLayoutId: layoutId,
        destLayoutId: layoutId,
        srcStationCode: 'A01N01',
        destStationCode: 'A03S05',
        taskType: 'Material',
        cycleTimes: 1,
        priority: 1,
      }),
    });
    const orderId = created.ids[0]!;
    let agvId: string | null = null;
    await expect
      .poll(
        async () => {
          const order = await call<Order>(token, `/agvserver/transorder/queryById?id=${encodeURIComponent(orderId)}`);
          agvId = order.agvId;
          return !!agvId && order.transorderStatus === 'Running';
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    const uid = connected.find((c) => c.agvVo.id === agvId)!.agvUid;
    const moving = page.locator(`g[data-agv="${uid}"]`);
    const before = await moving.getAttribute('transform');
    const framesBefore = traffic.frames.length;
    // Two seconds later the vehicle has moved on screen.
    await page.waitForTimeout(2200);
    await expect.poll(() => moving.getAttribute('transform'), WAIT).not.toBe(before);
    const after = await moving.getAttribute('transform');
    await page.waitForTimeout(2200);
    await expect.poll(() => moving.getAttribute('transform'), WAIT).not.toBe(after);
    // Its moves came as deltas naming only the vehicles that changed, not the whole fleet each time.
    // Cards come whole (agvs) or as their changed fields (agvPatch).
    const deltas = traffic.frames.slice(framesBefore).map((f) => JSON.parse(f) as { type: string; agvs?: { agvUid: string }[]; patches?: { agvUid: string }[] });
    const named = (m: (typeof deltas)[number]) => (m.agvs ?? m.patches ?? []).map((c) => c.agvUid);
    const cardDeltas = deltas.filter((m) => m.type === 'agvs' || m.type === 'agvPatch');
    expect(cardDeltas.some((m) => named(m).includes(uid))).toBe(true);
    // (A loaded machine may fold several ticks into one batch that touches every card, so not every one.)
    expect(cardDeltas.some((m) => named(m).length < cards.length)).toBe(true);
    expect(deltas.filter((m) => m.type === 'snapshot')).toHaveLength(0);
    // Moves are animated over 1,000 ms: within a second the drawn position passes through several
    // in-between places, not one jump per poll.
    await expect
      .poll(
        () =>
          moving.evaluate(
            (element) =>
              new Promise<number>((resolve) => {
                const seen = new Set<string>();
                const start = performance.now();
                const sample = () => {
                  seen.add(element.getAttribute('transform') ?? '');
                  if (performance.now() - start < 1200) setTimeout(sample, 40);
                  else resolve(seen.size);
                };
                sample();
              }),
          ),
        WAIT,
      )
      .toBeGreaterThan(3);
    // The card shows the order's source and destination.
    await expect
      .poll(() => page.locator(`[data-testid="agv-card"][data-card="${uid}"]`).getByTestId('agv-card-order').textContent(), WAIT)
      .toContain('A03S05');
    // After the pickup at the source the vehicle carries freight.
    await expect.poll(() => moving.getAttribute('class'), { timeout: 70_000 }).toContain('mm-agv-loaded');
    // All of it over one socket: no card, occupancy or per-vehicle record call while it was open,
    // and the working stations asked only until the socket was live (a poll in flight then at most),
    // their loads followed on the socket since: a minute of polling would have been 60 calls.
    expect(traffic.sockets).toHaveLength(1);
    expect(traffic.polled).toEqual([]);
    expect(traffic.working.length).toBeLessThanOrEqual(workingAsked + 1);
    expect(traffic.frames.some((f) => f.startsWith('{"type":"loads"'))).toBe(true);
    await context.close();
  }, 150_000);
});
