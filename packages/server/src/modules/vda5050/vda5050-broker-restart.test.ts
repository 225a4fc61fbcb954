import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { createTask, order } from '../../test-support/fleet.js';
import { expectAllValid, sentTo, VdaKit } from '../../test-support/vda-kit.js';
import { startEmbeddedBroker, type EmbeddedBroker } from './broker.js';

/**
 * Issue 14: the site's broker restarts while a VDA 5050 vehicle drives. It keeps nothing (no
 * sessions, no retained messages), so AGVS and the vehicle both connect again, and AGVS has to
 * subscribe again and bring the vehicle's order up to date: no order is lost or sent twice.
 */
describe('a restart of the MQTT broker while a VDA 5050 vehicle drives', () => {
  let broker: EmbeddedBroker;
  let port: number;
  let h: Harness;
  let admin: string;
  const url = () => `mqtt://127.0.0.1:${port}`;
  const kit = new VdaKit(
    () => h,
    () => admin,
    url,
  );

  beforeAll(async () => {
    broker = await startEmbeddedBroker(0);
    port = broker.port;
    h = await startHarness({ mqtt: { url: url(), username: null, password: null, embeddedPort: null } });
    admin = await h.token('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await kit.close();
    await h?.close();
    await broker?.close();
  });

  it('loses no order: the vehicle shows unreachable meanwhile, then both orders go on from where it is and complete', async () => {
    const { agvId, agvUid, vehicle } = await kit.addVehicle('2.0.0', 'BRK1');
    const me = { agvId, vehicle };
    const first = await createTask(h, admin, { srcStationCode: 'A01N02', destStationCode: 'A06S14', agvId });
    await kit.stepUntil(me, () => kit.vehicleState(agvId).loaded && vehicle.lastNodeSequenceId > 0 && vehicle.nodes.length > 2);
    const sent = kit.master().statusOf(agvId)!.sent;
    const heard = kit.master().statusOf(agvId)!.received;

    await broker.close();
    // AGVS cannot reach it: it shows disconnected, and a task for it waits.
    await vi.waitFor(async () => expect((await kit.cardOf(agvUid)).agvVo.isConnected).toBe(0), { timeout: 5000 });
    const second = await createTask(h, admin, { srcStationCode: 'A02N01', destStationCode: 'A01N02', agvId });
    for (let i = 0; i < 4; i++) {
      await h.runFleet(1000, 500);
      await kit.master().idle();
    }
    // Nothing was published into the void (it would reach no vehicle).
    expect(kit.master().statusOf(agvId)!.sent).toBe(sent);
    expect(kit.vehicleState(agvId).loaded).toBe(true);

    broker = await startEmbeddedBroker(port);
    // The vehicle connects again first (AGVS waits with back-off), and says it is ONLINE, retained.
    await vehicle.reconnect(url());
    await vehicle.connection('ONLINE');
    await vi.waitFor(() => expect(kit.master().statusOf(agvId)!.received).toBeGreaterThan(heard), { timeout: 30_000, interval: 200 });
    await vi.waitFor(async () => expect((await kit.cardOf(agvUid)).agvVo.isConnected).toBe(1), { timeout: 5000 });
    await kit.stepUntil(me, async () => (await order(h, admin, second)).transorderStatus === 'Complete');

    expect((await order(h, admin, first)).transorderStatus).toBe('Complete');
    const orders = sentTo(vehicle, 'order');
    expect([...new Set(orders.map((o) => o['orderId']))]).toEqual([first, second]);
    for (const id of [first, second]) {
      // One new order, then updates counting up without a gap or a repeat.
      const updates = orders.filter((o) => o['orderId'] === id).map((o) => o['orderUpdateId'] as number);
      expect(updates).toEqual(updates.map((_, i) => i));
    }
    expect(vehicle.lastNodeId).toBe('A01N02');
    expectAllValid(vehicle);
  }, 120_000);
});
