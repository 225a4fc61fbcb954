import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agv } from '@agvs/contract';
import { ADMIN_PASSWORD, EMBEDDED_BROKER, brokerUrlOf, startHarness, type Harness } from '../../test-support/harness.js';
import { agvForm } from '../../test-support/fleet.js';
import { RawVdaVehicle } from '../../test-support/vda-vehicle.js';

interface LogRow {
  caller: string;
  method: string;
  path: string;
  bodySummary: string | null;
  status: number;
  success: string | number;
  message: string;
}

/** Issue 14: a vehicle whose record has isCommunicationLog on has every message in and out in the interface log; off, only schema failures. */
describe('VDA 5050 communication log', () => {
  let h: Harness;
  let admin: string;
  let brokerUrl: string;
  const manufacturer = `agvs-log-${randomBytes(4).toString('hex')}`;
  const vehicles: RawVdaVehicle[] = [];

  beforeAll(async () => {
    h = await startHarness(EMBEDDED_BROKER);
    admin = await h.token('admin', ADMIN_PASSWORD);
    brokerUrl = brokerUrlOf(h);
  });
  afterAll(async () => {
    for (const v of vehicles) await v.close().catch(() => undefined);
    await h?.close();
  });

  const form = (serial: string, isCommunicationLog: 0 | 1) =>
    agvForm({ agvUid: `VDA-${serial}`, agvCode: serial, agvName: serial, agvProtocol: 'VDA5050', vdaManufacturer: manufacturer, vdaSerialNumber: serial, vdaVersion: '2.1.0', isCommunicationLog });

  async function addVehicle(serial: string, isCommunicationLog: 0 | 1): Promise<{ agvId: string; vehicle: RawVdaVehicle }> {
    const { body } = await h.call<Agv>('POST', '/agvserver/agv/add', { token: admin, body: form(serial, isCommunicationLog) });
    expect(body.success, body.message).toBe(true);
    await vi.waitFor(() => expect(h.app.vda!.master.listensTo(body.result.id)).toBe(true), { timeout: 5000 });
    const vehicle = await RawVdaVehicle.connect(brokerUrl, '2.1.0', manufacturer, serial);
    vehicles.push(vehicle);
    return { agvId: body.result.id, vehicle };
  }

  /** The interface log page's rows of one vehicle, oldest first. */
  async function logOf(caller: string): Promise<LogRow[]> {
    const { body } = await h.call<{ records: LogRow[] }>('GET', '/agvserver/interfaceLog/list', { token: admin, query: { caller, pageSize: '100' } });
    expect(body.success, body.message).toBe(true);
    return [...body.result.records].reverse();
  }

  /** Waits until AGVS has heard n messages from the vehicle and handled them. */
  async function heard(agvId: string, n: number): Promise<void> {
    await vi.waitFor(() => expect(h.app.vda!.master.statusOf(agvId)?.received ?? 0).toBeGreaterThanOrEqual(n), { timeout: 5000 });
    await h.app.vda!.master.idle();
  }

  it('on: every message in and out, with topic, direction and a body summary', async () => {
    const { agvId, vehicle } = await addVehicle('LOG1', 1);
    await vehicle.connection('ONLINE');
    await vehicle.state({ lastNodeId: '', batteryState: { batteryCharge: 77, charging: false } });
    await heard(agvId, 2);
    // stateRequest and factsheetRequest went out on ONLINE.
    await vi.waitFor(async () => expect((await logOf('LOG1')).filter((r) => r.message === 'out')).toHaveLength(2), { timeout: 5000 });
    const rows = await logOf('LOG1');
    expect(rows.every((r) => r.method === 'MQTT' && r.status === 200)).toBe(true);
    // The test clock stands still: rows of one test share their time, so they are compared by topic.
    const incoming = new Map(rows.filter((r) => r.message === 'in').map((r) => [r.path, r.bodySummary]));
    expect([...incoming.keys()].sort()).toEqual([`${vehicle.prefix}/connection`, `${vehicle.prefix}/state`]);
    expect(incoming.get(`${vehicle.prefix}/connection`)).toContain('"connectionState":"ONLINE"');
    expect(incoming.get(`${vehicle.prefix}/state`)).toContain('"batteryCharge":77');
    const outgoing = rows.filter((r) => r.message === 'out');
    expect(outgoing.every((r) => r.path === `${vehicle.prefix}/instantActions`)).toBe(true);
    expect(outgoing.map((r) => r.bodySummary).join()).toContain('factsheetRequest');
  });

  it('off: valid traffic leaves nothing, a message its schema refuses is still logged; switching it on logs from then on', async () => {
    const { agvId, vehicle } = await addVehicle('LOG2', 0);
    await vehicle.connection('ONLINE');
    await vehicle.state();
    await heard(agvId, 2);
    expect(h.app.vda!.master.statusOf(agvId)!.sent).toBeGreaterThan(0);
    await vehicle.raw('state', JSON.stringify({ batteryState: { batteryCharge: 'full' } }));
    await heard(agvId, 3);
    await vi.waitFor(async () => expect(await logOf('LOG2')).toHaveLength(1), { timeout: 5000 });
    const [failure] = await logOf('LOG2');
    expect(failure).toMatchObject({ method: 'MQTT', path: `${vehicle.prefix}/state`, status: 400 });
    expect(failure.message).not.toBe('in');
    expect(failure.bodySummary).toContain('"batteryCharge":"full"');

    const { body } = await h.call('PUT', '/agvserver/agv/edit', { token: admin, body: { ...form('LOG2', 1), id: agvId } });
    expect(body.success, body.message).toBe(true);
    await vi.waitFor(
      async () => {
        await vehicle.state({ batteryState: { batteryCharge: 55, charging: false } });
        await h.app.vda!.master.idle();
        expect((await logOf('LOG2')).some((r) => r.message === 'in' && r.bodySummary?.includes('"batteryCharge":55'))).toBe(true);
      },
      { timeout: 5000, interval: 200 },
    );
  });
});
