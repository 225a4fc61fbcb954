import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import vda5050Lib from 'vda-5050-lib';
import { api, setLoads, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { chooseOption, waitForRoute } from '../support/ui.js';

const { AgvController, VirtualAgvAdapter } = vda5050Lib;

/** A port nobody listens on, for this server's embedded MQTT broker (the other browser servers run without one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const mqttPort = await freePort();
const suite = useSuite(undefined, { MQTT_PORT: String(mqttPort) });
const call = <T>(token: string, path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);

interface Card {
  agvUid: string;
  stationCode: string | null;
  agvVo: { isConnected: number };
}
interface Order {
  id: string;
  transorderCode: string;
  transorderStatus: string;
}

const SERIAL = 'E2E-VIRT1';
const AGV_UID = 'VDA-E2E1';
const SOURCE = 'A01N02';
const DESTINATION = 'A03S05';

async function firstLayout(token: string): Promise<string> {
  const [warehouse] = await call<{ value: string }[]>(token, '/agvserver/common/selectList/map_layout');
  return warehouse!.value;
}

/** Adds the VDA 5050 vehicle as the AGV dialog would, with the model and group of a demo vehicle. */
async function addVdaVehicle(token: string, layoutId: string): Promise<string> {
  const { records } = await call<{ records: { modelId: string; groupId: string | null; currentLayoutId: string | null }[] }>(token, '/agvserver/agv/list?pageSize=100');
  const demo = records.find((r) => r.currentLayoutId === layoutId)!;
  const added = await call<{ id: string }>(token, '/agvserver/agv/add', {
    method: 'POST',
    body: JSON.stringify({
      currentLayoutId: layoutId,
      agvUid: AGV_UID,
      agvCode: 'VE2E1',
      agvName: 'VE2E1',
      groupId: demo.groupId,
      modelId: demo.modelId,
      isValid: 1,
      agvType: 'Laser',
      agvHeadType: 'Forklift',
      agvProtocol: 'VDA5050',
      vdaManufacturer: 'agvs-e2e',
      vdaSerialNumber: SERIAL,
      vdaVersion: '2.0.0',
      agvSpeed: 1500,
      agvIp: '192.168.10.250',
      isCommunicationLog: 0,
      taskStrategy: 'Nearest',
      isLock: 0,
      isAutoAllocation: 1,
      controlTaskType: [{ taskType: 'Delivery' }],
      batteryLowLevel: 20,
      runOrderBatteryLevel: 40,
      freeBatteryLevel: 60,
      batteryFullLevel: 95,
      batteryFullTime: 90,
      agvImageSize: 30,
    }),
  });
  return added.id;
}

const cardOf = async (token: string, layoutId: string) =>
  (await call<Card[]>(token, `/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${encodeURIComponent(layoutId)}`)).find((c) => c.agvUid === AGV_UID)!;

/** Where the station stands in the site frame the vehicle uses (metres, y up; docs/vda5050.md "Frame"). */
async function siteOf(token: string, layoutId: string, station: string): Promise<{ x: number; y: number }> {
  const graph = await call<{ mmPerUnit: number; originX: number; originY: number; stationList: { stationCode: string; mapX: number; mapY: number }[] }>(token, '/agvserver/layoutGraph/getGraphData', {
    method: 'POST',
    body: JSON.stringify({ layoutId }),
  });
  const s = graph.stationList.find((x) => x.stationCode === station)!;
  return { x: (graph.originX + s.mapX * graph.mmPerUnit) / 1000, y: (graph.originY - s.mapY * graph.mmPerUnit) / 1000 };
}

async function pickStation(page: Page, testId: string, code: string): Promise<void> {
  await chooseOption(page, page.getByTestId('create-task-dialog').getByTestId(testId), code, code);
}

describe('a VDA 5050 vehicle in the console (issue 14)', () => {
  it('driven by the virtual AGV of vda-5050-lib, it shows on the monitor and the adapter page, moves and completes a task created in the console', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const layoutId = await firstLayout(token);
    const agvId = await addVdaVehicle(token, layoutId);
    // AGVS puts a new vehicle on a free station; the virtual AGV starts there.
    await expect.poll(async () => (await cardOf(token, layoutId)).stationCode, { timeout: 20_000 }).toBeTruthy();
    const start = (await cardOf(token, layoutId)).stationCode!;
    expect((await cardOf(token, layoutId)).agvVo.isConnected).toBe(0);
    const at = await siteOf(token, layoutId, start);
    const controller = new AgvController(
      { manufacturer: 'agvs-e2e', serialNumber: SERIAL },
      { interfaceName: 'uagv', transport: { brokerUrl: `mqtt://127.0.0.1:${mqttPort}` }, vdaVersion: '2.0.0' },
      { agvAdapterType: VirtualAgvAdapter },
      { initialPosition: { mapId: layoutId, x: at.x, y: at.y, theta: 0, lastNodeId: start }, timeLapse: 5, vehicleSpeed: 1.5 } as never,
    );
    await controller.start();
    try {
      await expect.poll(async () => (await cardOf(token, layoutId)).agvVo.isConnected, { timeout: 20_000 }).toBe(1);

      // The adapter page shows it online, with messages counted.
      await page.goto(`${suite.server.url}/#/agv/adapter`);
      await waitForRoute(page, /#\/agv\/adapter$/);
      const connection = page.getByTestId('vda-connection-VE2E1');
      await expect.poll(() => connection.getAttribute('data-connection'), { timeout: 20_000 }).toBe('ONLINE');
      await expect.poll(async () => Number(await page.getByTestId('vda-received-VE2E1').textContent()), { timeout: 20_000 }).toBeGreaterThan(1);

      // On the monitor where AGVS placed it.
      await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(layoutId)}`);
      await page.getByTestId('monitor-svg').waitFor();
      const vehicle = page.locator(`[data-testid="monitor-svg"] g[data-agv="${AGV_UID}"]`);
      await vehicle.waitFor({ timeout: 20_000 });
      const standing = await vehicle.getAttribute('transform');
      expect(standing).toMatch(/^translate\(/);

      // A task for it, created in the console's dialog.
      await setLoads(suite.server.url, token, layoutId, { [SOURCE]: true, [DESTINATION]: false });
      await page.getByTestId('toolbar-create-task').click();
      const dialog = page.getByTestId('create-task-dialog');
      await dialog.waitFor();
      await pickStation(page, 'task-src-station', SOURCE);
      await pickStation(page, 'task-dest-station', DESTINATION);
      await chooseOption(page, dialog.getByTestId('task-agv'), AGV_UID, 'VE2E1');
      await dialog.getByTestId('task-submit').click();
      await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
      // The fleet assigns it at its next step.
      const assigned = async () =>
        (await call<{ records: (Order & { agvId: string | null })[] }>(token, '/agvserver/transorder/list?pageSize=50&column=updateTime')).records.find((r) => r.agvId === agvId);
      await expect.poll(assigned, { timeout: 20_000 }).toBeDefined();
      const order = (await assigned())!;

      // The virtual AGV drives it: its mark moves on the map, and the order completes.
      await expect.poll(() => vehicle.getAttribute('transform'), { timeout: 60_000 }).not.toBe(standing);
      await expect
        .poll(async () => (await call<Order>(token, `/agvserver/transorder/queryById?id=${encodeURIComponent(order.id)}`)).transorderStatus, { timeout: 200_000, interval: 2_000 })
        .toBe('Complete');
      await expect.poll(async () => (await cardOf(token, layoutId)).stationCode, { timeout: 20_000 }).toBe(DESTINATION);

      // Its card's AGV dialog has the factsheet part (the virtual AGV of 2.0 sends none).
      await page.locator(`[data-testid="agv-card"][data-card="${AGV_UID}"]`).getByTestId('agv-edit').click();
      await expect.poll(() => page.getByTestId('agv-vda-factsheet').textContent(), { timeout: 20_000 }).toContain('未收到');
    } finally {
      await controller.stop();
      await context.close();
    }
  }, 330_000);
});
