import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectAsync, type MqttClient } from 'mqtt';
import type { Agv } from '@agvs/contract';
import vda5050Lib from 'vda-5050-lib';
import { ADMIN_PASSWORD, brokerUrlOf, startHarness, type Harness } from '../../test-support/harness.js';
import { testBrokers } from '../../test-support/test-brokers.js';
import { agvForm, cards, createTask, LAYOUT1, order } from '../../test-support/fleet.js';
import { mapToSite } from './frame.js';
import { schemaErrors } from './schemas.js';

const { AgvController, VirtualAgvAdapter } = vda5050Lib;

const brokers = await testBrokers();

/**
 * Issue 14: virtual AGVs of vda-5050-lib (a VDA 5050 implementation nobody here wrote,
 * protocol 2.0): one charges, then two drive towards each other across the demo hall under
 * AGVS's traffic control.
 * A listener on the broker checks every message AGVS publishes against the official schema.
 * Through the embedded broker and through Mosquitto (always in CI).
 */
describe.each(brokers)('vda-5050-lib virtual AGVs charge and pass each other through the $name broker', ({ config, url }) => {
  let h: Harness;
  let admin: string;
  let brokerUrl: string;
  let sniffer: MqttClient;
  const manufacturer = `agvs-pass-${randomBytes(4).toString('hex')}`;
  const published: { topic: string; message: unknown }[] = [];

  beforeAll(async () => {
    h = await startHarness(config);
    admin = await h.token('admin', ADMIN_PASSWORD);
    brokerUrl = url ?? brokerUrlOf(h);
    sniffer = await connectAsync(brokerUrl, { reconnectPeriod: 0 });
    sniffer.on('message', (topic, payload) => {
      if (payload.length) published.push({ topic, message: JSON.parse(payload.toString()) as unknown });
    });
    await sniffer.subscribeAsync([`uagv/v2/${manufacturer}/+/order`, `uagv/v2/${manufacturer}/+/instantActions`], { qos: 0 });
  });
  afterAll(async () => {
    await sniffer?.endAsync(true);
    await h?.close();
  });

  const fleet = () => h.app.fleets.get(1000, LAYOUT1)!;

  /** A VDA5050 record and a virtual AGV standing where AGVS put it, in the site frame. */
  async function virtualAgv(serial: string, origin: { x: number; y: number }, taskTypes = ['Delivery'], adapter: Record<string, unknown> = {}) {
    const { body } = await h.call<Agv>('POST', '/agvserver/agv/add', {
      token: admin,
      body: agvForm({ agvUid: `VDA-${serial}`, agvCode: serial, agvName: serial, agvProtocol: 'VDA5050', vdaManufacturer: manufacturer, vdaSerialNumber: serial, vdaVersion: '2.0.0', controlTaskType: taskTypes.map((taskType) => ({ taskType })) }),
    });
    expect(body.success, body.message).toBe(true);
    const agvId = body.result.id;
    await vi.waitFor(() => expect(h.app.vda!.master.listensTo(agvId)).toBe(true), { timeout: 5000 });
    const p = fleet().fleet.vehicles.find((v) => v.config.id === agvId)!.motion.position;
    if (p.kind !== 'at') throw new Error('the new vehicle stands between stations');
    const s = fleet().fleet.graph.stations.get(p.station)!;
    const at = mapToSite(origin, s.x, s.y);
    const controller = new AgvController(
      { manufacturer, serialNumber: serial },
      { interfaceName: 'uagv', transport: { brokerUrl }, vdaVersion: '2.0.0' },
      { agvAdapterType: VirtualAgvAdapter },
      { initialPosition: { mapId: LAYOUT1, x: at.x, y: at.y, theta: 0, lastNodeId: p.station }, timeLapse: 50, vehicleSpeed: 1.5, ...adapter } as never,
    );
    await controller.start();
    await vi.waitFor(async () => expect((await cards(h, admin)).find((c) => c.agvVo.id === agvId)?.agvVo.isConnected).toBe(1), { timeout: 10_000 });
    return { agvId, controller };
  }

  it('a virtual AGV low on battery charges at a charger until full, then is free again', async () => {
    const origin = (await h.call<{ originX: number; originY: number }>('POST', '/agvserver/layoutGraph/getGraphData', { token: admin, body: { layoutId: LAYOUT1 } })).body.result;
    // 15 % (below batteryLowLevel 20): a forced charge; a full charge takes 72 s of its time (1.4 s at timeLapse 50).
    const c = await virtualAgv('CHGV', { x: origin.originX, y: origin.originY }, ['Delivery', 'Charge'], { initialBatteryCharge: 15, fullBatteryChargeTime: 0.02 });
    const card = async () => (await cards(h, admin)).find((x) => x.agvVo.id === c.agvId)!;
    const seen = new Set<string>();
    try {
      const until = Date.now() + 90_000;
      // Until it charged and stopped: AGVS's stopCharging at 95 %, or the vehicle itself at 100 %
      // (vda-5050-lib publishes its battery only now and then while charging).
      let status = '';
      while (Date.now() < until && !(seen.has('Charging') && status !== 'Charging')) {
        await h.runFleet(500, 500);
        await h.app.vda!.master.idle();
        status = (await card()).fleetStatus;
        seen.add(status);
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(seen).toContain('Charging');
      const sent = published.filter((m) => m.topic.includes('/CHGV/order'));
      expect(sent.length).toBeGreaterThan(0);
      const nodes = sent.flatMap((m) => (m.message as { nodes: { nodeId: string; actions: { actionType: string }[] }[] }).nodes);
      expect(nodes.at(-1)!.actions.map((a) => a.actionType)).toEqual(['startCharging']);
      // The charge ended full (batteryFullLevel 95): free again.
      expect(await card()).toMatchObject({ chargeStatus: 'UNCHARGED' });
      expect((await card()).battery).toBeGreaterThanOrEqual(95);
      expect(fleet().fleet.vehicles.find((v) => v.config.id === c.agvId)!.mission).toBeUndefined();
    } finally {
      await c.controller.stop();
    }
  }, 120_000);

  it('both orders complete, the two are never on one station or segment, and every message AGVS sent is valid', async () => {
    const origin = (await h.call<{ originX: number; originY: number }>('POST', '/agvserver/layoutGraph/getGraphData', { token: admin, body: { layoutId: LAYOUT1 } })).body.result;
    const o = { x: origin.originX, y: origin.originY };
    const a = await virtualAgv('PASSA', o);
    const b = await virtualAgv('PASSB', o);
    try {
      // Opposite ends of the hall, each to the other's end.
      const ida = await createTask(h, admin, { srcStationCode: 'A01N02', destStationCode: 'A06S14', agvId: a.agvId });
      const idb = await createTask(h, admin, { srcStationCode: 'A06N01', destStationCode: 'A01S01', agvId: b.agvId });
      const status = async () => [(await order(h, admin, ida)).transorderStatus, (await order(h, admin, idb)).transorderStatus];
      const until = Date.now() + 150_000;
      const visited = [new Set<string>(), new Set<string>()];
      while (Date.now() < until && (await status()).some((s) => s !== 'Complete')) {
        await h.runFleet(500, 500);
        await h.app.vda!.master.idle();
        const [pa, pb] = [a, b].map((x) => fleet().fleet.vehicles.find((v) => v.config.id === x.agvId)!.motion.position);
        const place = (p: typeof pa) => (p.kind === 'at' ? `at:${p.station}` : `on:${[p.edge.from, p.edge.to].sort().join('-')}`);
        expect(place(pa)).not.toBe(place(pb));
        if (pa.kind === 'at') visited[0].add(pa.station);
        if (pb.kind === 'at') visited[1].add(pb.station);
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(await status()).toEqual(['Complete', 'Complete']);
      // They drove through the same stations (the same aisle), at different times.
      expect([...visited[0]].filter((st) => visited[1].has(st)).length).toBeGreaterThan(0);
      expect(fleet().fleet.stationOccupied('A06S14' as never)).toBe(true);
      expect(fleet().fleet.stationOccupied('A01S01' as never)).toBe(true);
    } finally {
      await a.controller.stop();
      await b.controller.stop();
    }
    const orders = published.filter((m) => m.topic.endsWith('/order'));
    expect([...new Set(orders.map((m) => m.topic.split('/')[3]))]).toEqual(expect.arrayContaining(['PASSA', 'PASSB']));
    // Everything AGVS published in this file (the charging vehicle's messages too).
    for (const m of published) {
      const topic = m.topic.split('/')[4] as 'order' | 'instantActions';
      expect(schemaErrors('2.0.0', topic, m.message), `${m.topic} ${JSON.stringify(m.message)}`).toEqual([]);
    }
  }, 200_000);
});
