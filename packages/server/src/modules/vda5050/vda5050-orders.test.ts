import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agv, AgvInfoCard, VdaVersion } from '@agvs/contract';
import { ADMIN_PASSWORD, EMBEDDED_BROKER, brokerUrlOf, startHarness, type Harness } from '../../test-support/harness.js';
import { agvForm, cards, createTask, LAYOUT1, order } from '../../test-support/fleet.js';
import { RawVdaVehicle } from '../../test-support/vda-vehicle.js';
import vda5050Lib from 'vda-5050-lib';
import { mapToSite } from './frame.js';
import { schemaErrors } from './schemas.js';

const { AgvController, VirtualAgvAdapter } = vda5050Lib;

/** Second slice of issue 14: VDA 5050 vehicles take transport orders and complete them (embedded broker). */
describe('VDA 5050 vehicles take and complete orders', () => {
  let h: Harness;
  let admin: string;
  let brokerUrl: string;
  const manufacturer = `agvs-order-${randomBytes(4).toString('hex')}`;
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

  const master = () => h.app.vda!.master;
  const fleet = () => h.app.fleets.get(1000, LAYOUT1)!;
  const cardOf = async (agvUid: string): Promise<AgvInfoCard> => (await cards(h, admin)).find((c) => c.agvUid === agvUid)!;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /**
   * A vehicle of ours, online and standing. It takes deliveries only: a vehicle the test no
   * longer steps would otherwise be sent to park and hold its route there.
   */
  async function addVehicle(version: VdaVersion, serial: string): Promise<{ agvId: string; agvUid: string; vehicle: RawVdaVehicle }> {
    const agvUid = `VDA-${serial}`;
    const { body } = await h.call<Agv>('POST', '/agvserver/agv/add', {
      token: admin,
      body: agvForm({ agvUid, agvCode: serial, agvName: serial, agvProtocol: 'VDA5050', vdaManufacturer: manufacturer, vdaSerialNumber: serial, vdaVersion: version, controlTaskType: [{ taskType: 'Delivery' }] }),
    });
    expect(body.success, body.message).toBe(true);
    const agvId = body.result.id;
    await vi.waitFor(() => expect(master().listensTo(agvId)).toBe(true), { timeout: 5000 });
    const vehicle = await RawVdaVehicle.connect(brokerUrl, version, manufacturer, serial);
    vehicles.push(vehicle);
    await vehicle.connection('ONLINE');
    await said(agvId, () => vehicle.state());
    await vi.waitFor(async () => expect((await cardOf(agvUid)).agvVo.isConnected).toBe(1), { timeout: 5000 });
    return { agvId, agvUid, vehicle };
  }

  /** Runs what the vehicle says and waits until AGVS has handled it. */
  async function said(agvId: string, speak: () => Promise<void>): Promise<void> {
    const before = master().statusOf(agvId)?.received ?? 0;
    await speak();
    await vi.waitFor(() => expect(master().statusOf(agvId)?.received ?? 0).toBeGreaterThan(before), { timeout: 5000 });
    await master().idle();
  }

  /** One step of fleet time and of the vehicle's timeline. */
  async function step(agvId: string, vehicle: RawVdaVehicle): Promise<void> {
    await h.runFleet(1000, 500);
    await master().idle();
    // What AGVS published reaches the vehicle through the broker.
    await sleep(20);
    await said(agvId, () => vehicle.step());
  }

  async function stepUntil(agvId: string, vehicle: RawVdaVehicle, done: () => Promise<boolean> | boolean, max = 300): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await done()) return;
      await step(agvId, vehicle);
    }
    throw new Error(`not done after ${max} steps`);
  }

  const sentTo = (vehicle: RawVdaVehicle, topic: string) => vehicle.received.filter((m) => m.topic === topic).map((m) => m.message);
  const actionTypes = (vehicle: RawVdaVehicle) => sentTo(vehicle, 'instantActions').flatMap((m) => ((m['instantActions'] ?? m['actions']) as { actionType: string }[]).map((a) => a.actionType));

  function expectAllValid(vehicle: RawVdaVehicle): void {
    expect(vehicle.received.length).toBeGreaterThan(0);
    for (const m of vehicle.received) expect(schemaErrors(vehicle.version, m.topic as 'order' | 'instantActions', m.message), `${m.topic} ${JSON.stringify(m.message)}`).toEqual([]);
  }

  // First, while only the demo's simulated vehicles (which make room when asked) stand in the hall.
  it('the virtual AGV of vda-5050-lib (protocol 2.0) drives an order to completion', async () => {
    const serial = 'VIRT1';
    const agvUid = `VDA-${serial}`;
    const { body } = await h.call<Agv>('POST', '/agvserver/agv/add', {
      token: admin,
      body: agvForm({ agvUid, agvCode: serial, agvName: serial, agvProtocol: 'VDA5050', vdaManufacturer: manufacturer, vdaSerialNumber: serial, vdaVersion: '2.0.0', controlTaskType: [{ taskType: 'Delivery' }] }),
    });
    expect(body.success, body.message).toBe(true);
    const agvId = body.result.id;
    await vi.waitFor(() => expect(master().listensTo(agvId)).toBe(true), { timeout: 5000 });
    // It starts on the station AGVS put it on, in the site frame.
    const start = fleet().fleet.vehicles.find((v) => v.config.id === agvId)!.motion.position;
    if (start.kind !== 'at') throw new Error('the new vehicle stands between stations');
    const graph = fleet().fleet.graph;
    const s = graph.stations.get(start.station)!;
    const origin = (await h.call<{ originX: number; originY: number }>('POST', '/agvserver/layoutGraph/getGraphData', { token: admin, body: { layoutId: LAYOUT1 } })).body.result;
    const at = mapToSite({ x: origin.originX, y: origin.originY }, s.x, s.y);
    const controller = new AgvController(
      { manufacturer, serialNumber: serial },
      { interfaceName: 'uagv', transport: { brokerUrl }, vdaVersion: '2.0.0' },
      { agvAdapterType: VirtualAgvAdapter },
      { initialPosition: { mapId: LAYOUT1, x: at.x, y: at.y, theta: 0, lastNodeId: start.station }, timeLapse: 50, vehicleSpeed: 1.5 } as never,
    );
    await controller.start();
    try {
      await vi.waitFor(async () => expect((await cardOf(agvUid)).agvVo.isConnected).toBe(1), { timeout: 10_000 });
      const id = await createTask(h, admin, { srcStationCode: 'A01N02', destStationCode: 'A06S14', agvId });
      const until = Date.now() + 90_000;
      while (Date.now() < until) {
        if ((await order(h, admin, id)).transorderStatus === 'Complete') break;
        await h.runFleet(500, 500);
        await master().idle();
        await sleep(25);
      }
      expect((await order(h, admin, id)).transorderStatus).toBe('Complete');
      expect(fleet().fleet.stationOccupied('A06S14' as never)).toBe(true);
      expect(master().statusOf(agvId)!.sent).toBeGreaterThan(1);
    } finally {
      await controller.stop();
    }
  }, 120_000);

  it.each([
    ['2.0.0', 'ORD20', 'A01N02', 'A03S05'],
    ['2.1.0', 'ORD21', 'A05N10', 'A01S01'],
  ] as const)('a %s vehicle completes a task created in the console; every message on the wire is valid', async (version, serial, source, destination) => {
    const { agvId, vehicle } = await addVehicle(version, serial);
    const id = await createTask(h, admin, { srcStationCode: source, destStationCode: destination, agvId });
    await stepUntil(agvId, vehicle, async () => (await order(h, admin, id)).transorderStatus === 'Complete');
    expectAllValid(vehicle);
    const orders = sentTo(vehicle, 'order');
    expect(new Set(orders.map((o) => o['orderId']))).toEqual(new Set([id]));
    // Updates as more of the route is released, with increasing update ids.
    const updates = orders.map((o) => o['orderUpdateId'] as number);
    expect(updates).toEqual([...updates].sort((a, b) => a - b));
    expect(updates.length).toBeGreaterThan(1);
    const nodes = orders.flatMap((o) => o['nodes'] as { nodeId: string; sequenceId: number; nodePosition?: { mapId: string; theta?: number }; actions: { actionType: string; blockingType: string; actionParameters: { key: string; value: string }[] }[] }[]);
    const edges = orders.flatMap((o) => o['edges'] as { sequenceId: number; released: boolean }[]);
    // The base as far as traffic control released it, the rest as horizon.
    expect(orders.some((o) => (o['edges'] as { released: boolean }[]).some((e) => !e.released))).toBe(true);
    expect(nodes.every((n) => n.sequenceId % 2 === 0 && n.nodePosition?.mapId === LAYOUT1 && typeof n.nodePosition.theta === 'number')).toBe(true);
    expect(edges.every((e) => e.sequenceId % 2 === 1)).toBe(true);
    const pick = nodes.find((n) => n.nodeId === source && n.actions.length)!.actions[0];
    expect(pick).toMatchObject({ actionType: 'pick', blockingType: 'HARD', actionParameters: expect.arrayContaining([{ key: 'stationType', value: 'floor' }, { key: 'loadType', value: 'EPAL' }]) });
    expect(nodes.find((n) => n.nodeId === destination && n.actions.length)!.actions[0]).toMatchObject({ actionType: 'drop', blockingType: 'HARD' });
    expect(vehicle.lastNodeId).toBe(destination);
    expect(fleet().fleet.stationOccupied(destination as never)).toBe(true);
    expect(fleet().fleet.vehicles.find((v) => v.config.id === agvId)).toMatchObject({ loaded: false, mission: undefined });
  });

  it('lock sends startPause, unlock stopPause; closing its order sends cancelOrder', async () => {
    const { agvId, agvUid, vehicle } = await addVehicle('2.0.0', 'PAUSE1');
    const id = await createTask(h, admin, { srcStationCode: 'A02N04', destStationCode: 'A05S12', agvId });
    await stepUntil(agvId, vehicle, () => vehicle.orderId === id && vehicle.lastNodeSequenceId > 0);
    const lock = async (isLock: 0 | 1) => {
      const { body } = await h.call('POST', '/agvserver/agv/setIsLockByAgvUid', { token: admin, body: { agvUid, isLock } });
      expect(body.success, body.message).toBe(true);
      await h.runFleet(500, 500);
      await master().idle();
    };
    await lock(1);
    await vi.waitFor(() => expect(actionTypes(vehicle)).toContain('startPause'), { timeout: 5000 });
    await step(agvId, vehicle);
    const at = vehicle.lastNodeSequenceId;
    await step(agvId, vehicle);
    expect(vehicle.lastNodeSequenceId).toBe(at);
    await lock(0);
    await vi.waitFor(() => expect(actionTypes(vehicle)).toContain('stopPause'), { timeout: 5000 });
    await step(agvId, vehicle);
    const { body } = await h.call('DELETE', '/agvserver/transorder/delete', { token: admin, query: { id } });
    expect(body.success, body.message).toBe(true);
    await h.runFleet(500, 500);
    await master().idle();
    await vi.waitFor(() => expect(actionTypes(vehicle)).toContain('cancelOrder'), { timeout: 5000 });
    expect(actionTypes(vehicle).filter((t) => t !== 'stateRequest')).toEqual(['startPause', 'stopPause', 'cancelOrder']);
    expectAllValid(vehicle);
  });

  it('a vehicle dropping off mid-order (CONNECTIONBROKEN) keeps its reservations and gets no new order', async () => {
    const { agvId, agvUid, vehicle } = await addVehicle('2.1.0', 'GONE1');
    const id = await createTask(h, admin, { srcStationCode: 'A03N08', destStationCode: 'A06S03', agvId });
    await stepUntil(agvId, vehicle, () => vehicle.orderId === id && vehicle.lastNodeSequenceId > 0);
    const v = () => fleet().fleet.vehicles.find((x) => x.config.id === agvId)!;
    const claimed = v().motion.claimed;
    const route = v().motion.route.slice(0, claimed).map((e) => e.id);
    vehicle.vanish();
    await vi.waitFor(async () => expect((await cardOf(agvUid)).agvVo.isConnected).toBe(0), { timeout: 10_000 });
    const sent = master().statusOf(agvId)!.sent;
    const other = await createTask(h, admin, { srcStationCode: 'A06N01', destStationCode: 'A02S09', agvId });
    await h.runFleet(10_000, 500);
    await master().idle();
    expect(v().motion.route.slice(0, v().motion.claimed).map((e) => e.id)).toEqual(route);
    expect(v().motion.claimed).toBe(claimed);
    expect((await order(h, admin, other)).transorderStatus).toBe('Init');
    expect(master().statusOf(agvId)!.sent).toBe(sent);
  });

});
