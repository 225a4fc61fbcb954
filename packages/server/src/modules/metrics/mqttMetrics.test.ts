import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agv } from '@agvs/contract';
import { ADMIN_PASSWORD, EMBEDDED_BROKER, brokerUrlOf, startHarness, type Harness } from '../../test-support/harness.js';
import { agvForm, LAYOUT1 } from '../../test-support/fleet.js';
import { scrape } from '../../test-support/metrics.js';
import { RawVdaVehicle } from '../../test-support/vda-vehicle.js';

let h: Harness;
let admin: string;
let vehicle: RawVdaVehicle | undefined;
beforeAll(async () => {
  h = await startHarness(EMBEDDED_BROKER);
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await vehicle?.close().catch(() => undefined);
  await h?.close();
});

describe('MQTT message metrics', () => {
  it('counts the VDA 5050 messages a vehicle sends in and AGVS sends out', async () => {
    const at = { tenant: '1000', layout: LAYOUT1 };
    const manufacturer = `agvs-metrics-${randomBytes(4).toString('hex')}`;
    const { body } = await h.call<Agv>('POST', '/agvserver/agv/add', {
      token: admin,
      body: agvForm({ agvUid: 'VDA-M1', agvCode: 'M1', agvName: 'M1', agvProtocol: 'VDA5050', vdaManufacturer: manufacturer, vdaSerialNumber: 'M1', vdaVersion: '2.1.0' }),
    });
    expect(body.success, body.message).toBe(true);
    await vi.waitFor(() => expect(h.app.vda!.master.listensTo(body.result.id)).toBe(true), { timeout: 5000 });
    const before = await scrape(h);
    expect(before.sum('agvs_mqtt_messages_total', { direction: 'in' })).toBe(0);

    vehicle = await RawVdaVehicle.connect(brokerUrlOf(h), '2.1.0', manufacturer, 'M1');
    await vehicle.connection('ONLINE');
    await vehicle.state();
    // ONLINE and the state come in; AGVS answers ONLINE with a stateRequest (2.1.0).
    await vi.waitFor(
      async () => {
        const m = await scrape(h);
        expect(m.sum('agvs_mqtt_messages_total', { direction: 'in' })).toBeGreaterThanOrEqual(2);
        expect(m.sum('agvs_mqtt_messages_total', { direction: 'out' })).toBeGreaterThanOrEqual(1);
        expect(m.sum('agvs_vehicles_connected', at)).toBe(before.sum('agvs_vehicles_connected', at) + 1);
      },
      { timeout: 5000 },
    );
  });
});
