import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agv, AgvInfoCard, VdaVersion } from '@agvs/contract';
import { positionPoint, type TravelEdge } from '@agvs/core';
import { ADMIN_PASSWORD, brokerUrlOf, startHarness, type Harness } from '../../test-support/harness.js';
import { testBrokers } from '../../test-support/test-brokers.js';
import { agvForm, cards, LAYOUT1 } from '../../test-support/fleet.js';
import { RawVdaVehicle } from '../../test-support/vda-vehicle.js';
import { mapToSite } from './frame.js';
import { schemaErrors } from './schemas.js';

const brokers = await testBrokers();

describe.each(brokers)('VDA 5050 vehicles through the $name broker', ({ config, url }) => {
  let h: Harness;
  let admin: string;
  let brokerUrl: string;
  // Unique per run: a shared broker may hear other test runs.
  const manufacturer = `agvs-test-${randomBytes(4).toString('hex')}`;
  const vehicles: RawVdaVehicle[] = [];

  beforeAll(async () => {
    h = await startHarness(config);
    admin = await h.token('admin', ADMIN_PASSWORD);
    brokerUrl = url ?? brokerUrlOf(h);
  });
  afterAll(async () => {
    for (const v of vehicles) await v.close().catch(() => undefined);
    await h?.close();
  });

  const fleet = () => h.app.fleets.get(1000, LAYOUT1)!;
  const cardOf = async (agvUid: string): Promise<AgvInfoCard> => (await cards(h, admin)).find((c) => c.agvUid === agvUid)!;

  /** Adds a VDA 5050 vehicle through agv/add and connects a raw vehicle for it once AGVS listens. */
  async function addVehicle(version: VdaVersion, serial: string): Promise<{ agvId: string; agvUid: string; vehicle: RawVdaVehicle }> {
    const agvUid = `VDA-${serial}`;
    const { body } = await h.call<Agv>('POST', '/agvserver/agv/add', {
      token: admin,
      body: agvForm({ agvUid, agvCode: serial, agvName: serial, agvProtocol: 'VDA5050', vdaManufacturer: manufacturer, vdaSerialNumber: serial, vdaVersion: version }),
    });
    expect(body.success, body.message).toBe(true);
    const agvId = body.result.id;
    await vi.waitFor(() => expect(h.app.vda!.master.listensTo(agvId)).toBe(true), { timeout: 5000 });
    const vehicle = await RawVdaVehicle.connect(brokerUrl, version, manufacturer, serial);
    vehicles.push(vehicle);
    return { agvId, agvUid, vehicle };
  }

  /** A straight edge of the layout whose middle is more than 0.5 m from every station, no vehicle on its ends. */
  function longEdge(): TravelEdge {
    const graph = fleet().fleet.graph;
    const taken = new Set(fleet().fleet.vehicles.flatMap((v) => (v.motion.position.kind === 'at' ? [v.motion.position.station] : [])));
    const clear = (e: TravelEdge) => {
      const mid = positionPoint(graph, { kind: 'on', edge: e, progress: e.length / 2 });
      return [...graph.stations.values()].every((s) => Math.hypot(s.x - mid.x, s.y - mid.y) > 700);
    };
    const edge = [...graph.edges.values()].find((e) => e.path.points.length === 2 && !taken.has(e.from) && !taken.has(e.to) && clear(e));
    if (!edge) throw new Error('no long edge in the demo layout');
    return edge;
  }

  async function siteOrigin(): Promise<{ x: number; y: number }> {
    const graph = (await h.call<{ originX: number; originY: number }>('POST', '/agvserver/layoutGraph/getGraphData', { token: admin, body: { layoutId: LAYOUT1 } })).body.result;
    return { x: graph.originX, y: graph.originY };
  }

  it.each(['2.0.0', '2.1.0'] as const)('a %s vehicle never heard from is offline; ONLINE connects it and AGVS asks for its state', async (version) => {
    const { agvId, agvUid, vehicle } = await addVehicle(version, `S${version.replaceAll('.', '')}`);
    expect((await cardOf(agvUid)).agvVo.isConnected).toBe(0);
    await vehicle.connection('ONLINE');
    await vi.waitFor(async () => expect((await cardOf(agvUid)).agvVo.isConnected).toBe(1), { timeout: 5000 });
    // The card is live; the record follows once the change is stored (PostgreSQL under load: a little later).
    await vi.waitFor(
      async () => {
        const record = (await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: admin, query: { agvUid } })).body.result;
        expect(record).toMatchObject({ isConnected: 1, agvProtocol: 'VDA5050', vdaManufacturer: manufacturer, vdaVersion: version, vdaInterfaceName: 'uagv' });
      },
      { timeout: 5000 },
    );
    await vi.waitFor(() => expect(vehicle.received.some((m) => m.topic === 'instantActions')).toBe(true), { timeout: 5000 });
    const request = vehicle.received.find((m) => m.topic === 'instantActions')!.message;
    expect(schemaErrors(version, 'instantActions', request)).toEqual([]);
    // The list is `instantActions` in 2.0.0 (as its schema and vda-5050-lib have it), `actions` in 2.1.0.
    const stateRequest = [{ actionType: 'stateRequest', blockingType: 'NONE' }];
    expect(request).toMatchObject({ version, manufacturer, serialNumber: vehicle.serialNumber, ...(version === '2.0.0' ? { instantActions: stateRequest } : { actions: stateRequest }) });
    expect(request['timestamp']).toMatch(/Z$/);
    expect(h.app.vda!.master.statusOf(agvId)).toMatchObject({ connection: 'ONLINE' });
  });

  it('its state puts it on the station its lastNodeId names, with its battery', async () => {
    const { agvUid, vehicle } = await addVehicle('2.0.0', 'NODE1');
    await vehicle.connection('ONLINE');
    const station = longEdge().to;
    await vehicle.state({ lastNodeId: station, batteryState: { batteryCharge: 42.5, charging: false } });
    await vi.waitFor(async () => expect(await cardOf(agvUid)).toMatchObject({ stationCode: station, nextStationCode: null, battery: 42.5 }), { timeout: 5000 });
  });

  it('a position 0.3 m off a station puts it on the station; farther from every station, at its position on the segment', async () => {
    const { agvUid, vehicle } = await addVehicle('2.1.0', 'POS1');
    await vehicle.connection('ONLINE');
    const origin = await siteOrigin();
    const edge = longEdge();
    const graph = fleet().fleet.graph;
    const from = graph.stations.get(edge.from)!;
    const to = graph.stations.get(edge.to)!;
    const unit = { x: (to.x - from.x) / edge.length, y: (to.y - from.y) / edge.length };
    // 0.3 m from the station, across the segment.
    const near = mapToSite(origin, from.x - unit.y * 300, from.y + unit.x * 300);
    await vehicle.state({ agvPosition: { x: near.x, y: near.y, theta: 0, mapId: LAYOUT1, positionInitialized: true } });
    await vi.waitFor(async () => expect(await cardOf(agvUid)).toMatchObject({ stationCode: edge.from, nextStationCode: null }), { timeout: 5000 });

    // The middle of the segment, more than 0.5 m from every station.
    const alongMm = { x: from.x + (unit.x * edge.length) / 2, y: from.y + (unit.y * edge.length) / 2 };
    const along = mapToSite(origin, alongMm.x, alongMm.y);
    await vehicle.state({ agvPosition: { x: along.x, y: along.y, theta: 0, mapId: LAYOUT1, positionInitialized: true } });
    const k = fleet().site.mmPerUnit;
    await vi.waitFor(
      async () => {
        const card = await cardOf(agvUid);
        expect([card.stationCode, card.nextStationCode].sort()).toEqual([edge.from, edge.to].sort());
        expect(card.x).toBeCloseTo(alongMm.x / k, 1);
        expect(card.y).toBeCloseTo(alongMm.y / k, 1);
      },
      { timeout: 5000 },
    );
    const v = fleet().fleet.vehicles.find((x) => x.config.code === 'POS1')!;
    expect(positionPoint(graph, v.motion.position).x).toBeCloseTo(alongMm.x, 0);
  });

  it('dropping off the network (last will CONNECTIONBROKEN) disconnects it', async () => {
    const { agvUid, vehicle } = await addVehicle('2.0.0', 'WILL1');
    await vehicle.connection('ONLINE');
    await vi.waitFor(async () => expect((await cardOf(agvUid)).agvVo.isConnected).toBe(1), { timeout: 5000 });
    vehicle.vanish();
    await vi.waitFor(async () => expect((await cardOf(agvUid)).agvVo.isConnected).toBe(0), { timeout: 10_000 });
    expect((await cardOf(agvUid)).fleetStatus).toBe('Offline');
  });

  it('a vehicle error shows as an error record; clearing it on the vehicle closes it', async () => {
    const { agvId, agvUid, vehicle } = await addVehicle('2.1.0', 'ERR1');
    await vehicle.connection('ONLINE');
    await vehicle.state({ errors: [{ errorType: 'laserBlocked', errorLevel: 'FATAL', errorDescription: 'scanner dirty' }] });
    await vi.waitFor(async () => expect((await cardOf(agvUid)).fleetStatus).toBe('Stopped'), { timeout: 5000 });
    const records = () => h.app.db.selectFrom('error_records').select(['error_code', 'error_level', 'closed_time']).where('agv_id', '=', agvId).execute();
    // The live status changes as the command applies; the record follows once its events are stored.
    await vi.waitFor(async () => expect(await records()).toEqual([{ error_code: 'laserBlocked', error_level: 'Fatal', closed_time: null }]), { timeout: 5000 });
    await vehicle.state({ errors: [] });
    await vi.waitFor(async () => expect((await cardOf(agvUid)).fleetStatus).not.toBe('Stopped'), { timeout: 5000 });
    await vi.waitFor(async () => expect((await records())[0]?.closed_time).not.toBeNull(), { timeout: 5000 });
  });

  it('garbage and empty payloads change nothing and crash nothing; schema failures go to the interface log', async () => {
    const { agvId, agvUid, vehicle } = await addVehicle('2.0.0', 'JUNK1');
    await vehicle.connection('ONLINE');
    const station = longEdge().from;
    await vehicle.state({ lastNodeId: station, batteryState: { batteryCharge: 60, charging: false } });
    await vi.waitFor(async () => expect(await cardOf(agvUid)).toMatchObject({ stationCode: station, battery: 60 }), { timeout: 5000 });
    const before = await cardOf(agvUid);

    await vehicle.raw('state', 'not json at all {');
    await vehicle.raw('state', JSON.stringify({ lastNodeId: 42, batteryState: 'full', agvPosition: { x: 'a' } }));
    await vehicle.raw('state', JSON.stringify([1, 2, 3]));
    await vehicle.raw('state', JSON.stringify(null));
    await vehicle.raw('connection', JSON.stringify({ connectionState: 'SLEEPY' }));
    await vehicle.raw('visualization', Buffer.from([0xff, 0xfe, 0x00]));
    await vehicle.raw('connection', Buffer.alloc(0), true);
    await vehicle.raw('state', Buffer.alloc(0));
    await vi.waitFor(() => expect(h.app.vda!.master.statusOf(agvId)?.received).toBeGreaterThanOrEqual(8), { timeout: 5000 });
    await h.app.vda!.master.idle();

    const after = await cardOf(agvUid);
    expect(after).toMatchObject({ stationCode: before.stationCode, battery: before.battery, x: before.x, y: before.y, agvVo: { isConnected: 1 } });
    const logged = await h.app.db.selectFrom('interface_logs').select(['method', 'path', 'success', 'message']).where('caller', '=', 'JUNK1').execute();
    expect(logged.length).toBeGreaterThanOrEqual(5);
    expect(logged.every((l) => l.method === 'MQTT' && l.success === 0)).toBe(true);
    expect(logged.map((l) => l.path)).toContain(`${vehicle.prefix}/state`);

    // Still listening: the next valid state is used.
    await vehicle.state({ lastNodeId: longEdge().to, batteryState: { batteryCharge: 61, charging: false } });
    await vi.waitFor(async () => expect((await cardOf(agvUid)).battery).toBe(61), { timeout: 5000 });
  });

  it('an edit of its serial number follows the new topics', async () => {
    const { agvId, agvUid, vehicle } = await addVehicle('2.0.0', 'MOVE1');
    const record = (await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: admin, query: { agvUid } })).body.result;
    const { body } = await h.call('PUT', '/agvserver/agv/edit', {
      token: admin,
      body: agvForm({ ...record, id: agvId, agvProtocol: 'VDA5050', vdaSerialNumber: 'MOVE2', controlTaskType: undefined, currentStationCode: undefined }),
    });
    expect(body.success, body.message).toBe(true);
    const moved = await RawVdaVehicle.connect(brokerUrl, '2.0.0', manufacturer, 'MOVE2');
    vehicles.push(moved);
    await vi.waitFor(() => expect(h.app.vda!.master.listensTo(agvId)).toBe(true), { timeout: 5000 });
    await vehicle.connection('ONLINE');
    await moved.connection('ONLINE');
    await vi.waitFor(async () => expect((await cardOf(agvUid)).agvVo.isConnected).toBe(1), { timeout: 5000 });
  });
});
