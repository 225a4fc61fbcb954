import { describe, expect, it, vi } from 'vitest';
import { agvForm } from '../../test-support/fleet.js';
import { useVdaKit } from '../../test-support/vda-kit.js';

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
  const kit = useVdaKit();

  const form = (serial: string, isCommunicationLog: 0 | 1) =>
    agvForm({ agvUid: `VDA-${serial}`, agvCode: serial, agvName: serial, agvProtocol: 'VDA5050', vdaManufacturer: kit.manufacturer, vdaSerialNumber: serial, vdaVersion: '2.1.0', isCommunicationLog });


  /** The interface log page's rows of one vehicle, oldest first. */
  async function logOf(caller: string): Promise<LogRow[]> {
    const { body } = await kit.h().call<{ records: LogRow[] }>('GET', '/agvserver/interfaceLog/list', { token: kit.token(), query: { caller, pageSize: '100' } });
    expect(body.success, body.message).toBe(true);
    return [...body.result.records].reverse();
  }

  /** Waits until AGVS has heard n messages from the vehicle and handled them. */
  async function heard(agvId: string, n: number): Promise<void> {
    await vi.waitFor(() => expect(kit.h().app.vda!.master.statusOf(agvId)?.received ?? 0).toBeGreaterThanOrEqual(n), { timeout: 5000 });
    await kit.h().app.vda!.master.idle();
  }

  it('on: every message in and out, with topic, direction and a body summary', async () => {
    const { agvId, vehicle } = await kit.addVehicle('2.1.0', 'LOG1', { isCommunicationLog: 1 }, false);
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
    const { agvId, vehicle } = await kit.addVehicle('2.1.0', 'LOG2', { isCommunicationLog: 0 }, false);
    await vehicle.connection('ONLINE');
    await vehicle.state();
    await heard(agvId, 2);
    expect(kit.h().app.vda!.master.statusOf(agvId)!.sent).toBeGreaterThan(0);
    await vehicle.raw('state', JSON.stringify({ batteryState: { batteryCharge: 'full' } }));
    await heard(agvId, 3);
    await vi.waitFor(async () => expect(await logOf('LOG2')).toHaveLength(1), { timeout: 5000 });
    const [failure] = await logOf('LOG2');
    expect(failure).toMatchObject({ method: 'MQTT', path: `${vehicle.prefix}/state`, status: 400 });
    expect(failure.message).not.toBe('in');
    expect(failure.bodySummary).toContain('"batteryCharge":"full"');

    const { body } = await kit.h().call('PUT', '/agvserver/agv/edit', { token: kit.token(), body: { ...form('LOG2', 1), id: agvId } });
    expect(body.success, body.message).toBe(true);
    await vi.waitFor(
      async () => {
        await vehicle.state({ batteryState: { batteryCharge: 55, charging: false } });
        await kit.h().app.vda!.master.idle();
        expect((await logOf('LOG2')).some((r) => r.message === 'in' && r.bodySummary?.includes('"batteryCharge":55'))).toBe(true);
      },
      { timeout: 5000, interval: 200 },
    );
  });
});
