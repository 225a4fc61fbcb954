import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { vehicleId } from '@agvs/core';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { createTask, order } from '../../test-support/fleet.js';
import { expectAllValid, sentTo, VdaKit } from '../../test-support/vda-kit.js';
import { startEmbeddedBroker, type EmbeddedBroker } from './broker.js';

/**
 * Issue 14: AGVS restarts while a VDA 5050 vehicle drives. The broker is not AGVS's own here
 * (as on a real site), so the vehicle stays connected and keeps its order across the restart.
 */
describe('a restart of AGVS while a VDA 5050 vehicle drives', () => {
  let broker: EmbeddedBroker;
  let h: Harness;
  let admin: string;
  const kit = new VdaKit(
    () => h,
    () => admin,
    () => `mqtt://127.0.0.1:${broker.port}`,
  );

  beforeAll(async () => {
    broker = await startEmbeddedBroker(0);
    h = await startHarness({ mqtt: { url: `mqtt://127.0.0.1:${broker.port}`, username: null, password: null, embeddedPort: null } });
    admin = await h.token('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await kit.close();
    await h?.close();
    await broker?.close();
  });

  const storedRows = (agvId: string) => h.app.db.selectFrom('vda_sent_orders').select(['order_id', 'order_update_id']).where('agv_id', '=', agvId).execute();

  it('goes on with the same order after the restart: no order sent twice, none lost', async () => {
    const { agvId, vehicle } = await kit.addVehicle('2.0.0', 'RST1');
    const me = { agvId, vehicle };
    const id = await createTask(h, admin, { srcStationCode: 'A01N02', destStationCode: 'A06S14', agvId });
    // Loaded and on its way to the destination, with more of the route still to be released.
    await kit.stepUntil(me, () => kit.vehicleState(agvId).loaded && vehicle.lastNodeSequenceId > 0 && vehicle.nodes.length > 2);
    // What is stored is the last message sent (once it has reached the vehicle).
    const stored = await storedRows(agvId);
    await vi.waitFor(() => expect(stored).toEqual([{ order_id: id, order_update_id: sentTo(vehicle, 'order').at(-1)!['orderUpdateId'] }]), { timeout: 5000 });
    const before = sentTo(vehicle, 'order').length;

    await h.restart();
    await vi.waitFor(() => expect(h.app.vda!.master.listensTo(agvId)).toBe(true), { timeout: 5000 });
    // The vehicle drives on meanwhile and reports where it is; AGVS re-reads its state.
    await kit.said(agvId, () => vehicle.step());
    // The fleet, restored without routes, holds again what the vehicle still drives (before any fleet step).
    const ahead = vehicle.nodes.filter((n) => n.released && n.sequenceId > vehicle.lastNodeSequenceId).map((n) => n.nodeId);
    expect(ahead.length).toBeGreaterThan(0);
    expect(kit.fleet().fleet.driveInstruction(vehicleId(agvId))!.released.map((e) => e.to as string).slice(0, ahead.length)).toEqual(ahead);
    await kit.stepUntil(me, async () => (await order(h, admin, id)).transorderStatus === 'Complete');

    const orders = sentTo(vehicle, 'order');
    expect(orders.length).toBeGreaterThan(before);
    expect(new Set(orders.map((o) => o['orderId']))).toEqual(new Set([id]));
    // One new order, then only updates, each with the next update id, also after the restart.
    const updates = orders.map((o) => o['orderUpdateId'] as number);
    expect(updates).toEqual(updates.map((_, i) => i));
    // headerIds of the topic go on across the restart (a vehicle may drop a message whose id went back).
    const headerIds = orders.map((o) => o['headerId'] as number);
    expect(headerIds).toEqual(headerIds.map((_, i) => i));
    // Sequence ids go on where they were (an update starts at the last base node the vehicle has).
    const firstAfter = orders[before]['nodes'] as { sequenceId: number; released: boolean }[];
    const lastBefore = (orders[before - 1]['nodes'] as { sequenceId: number; released: boolean }[]).filter((n) => n.released).at(-1)!;
    expect(firstAfter[0].sequenceId).toBe(lastBefore.sequenceId);
    expect(vehicle.lastNodeId).toBe('A06S14');
    expect(kit.fleet().fleet.stationOccupied('A06S14' as never)).toBe(true);
    // Done with: nothing is kept for it any more.
    expect(await storedRows(agvId)).toEqual([]);
    expectAllValid(vehicle);
  });

  it('keeps counting the headerIds of each topic after a restart, not from 0 again', async () => {
    const { agvId, vehicle } = await kit.addVehicle('2.1.0', 'RST2');
    const instant = () => sentTo(vehicle, 'instantActions');
    // A 2.1.0 vehicle coming ONLINE is asked for its state and factsheet.
    await vi.waitFor(() => expect(instant().length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    const before = instant().length;

    await h.restart();
    // The new AGVS hears the retained ONLINE and asks again, on the same topic.
    await vi.waitFor(() => expect(h.app.vda!.master.listensTo(agvId)).toBe(true), { timeout: 5000 });
    await vi.waitFor(() => expect(instant().length).toBeGreaterThanOrEqual(before + 2), { timeout: 5000 });
    const ids = instant().map((m) => m['headerId'] as number);
    expect(ids).toEqual(ids.map((_, i) => i));
    // The stored id is the last one sent.
    const stored = await h.app.db.selectFrom('vda_header_ids').select(['topic', 'header_id']).where('topic', 'like', `%/${vehicle.serialNumber}/%`).execute();
    expect(stored.map((r) => [r.topic.split('/').at(-1), Number(r.header_id)])).toEqual([['instantActions', ids.at(-1)]]);
    expectAllValid(vehicle);
  });
});
