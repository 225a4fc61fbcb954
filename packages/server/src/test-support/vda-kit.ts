import { randomBytes } from 'node:crypto';
import { expect, vi } from 'vitest';
import type { Agv, AgvInfoCard, VdaVersion } from '@agvs/contract';
import { schemaErrors } from '../modules/vda5050/schemas.js';
import { agvForm, cards, LAYOUT1 } from './fleet.js';
import type { AppConfig } from '../config.js';
import { brokerUrlOf, EMBEDDED_BROKER, type Harness } from './harness.js';
import { useHarness } from './use-harness.js';
import { RawVdaVehicle } from './vda-vehicle.js';

/**
 * What the VDA 5050 order tests share (modules/vda5050/*.test.ts): vehicles of our own
 * (RawVdaVehicle) added through agv/add, stepped in lockstep with fleet time, and the messages
 * AGVS sent them.
 */
export class VdaKit {
  readonly manufacturer = `agvs-kit-${randomBytes(4).toString('hex')}`;
  readonly vehicles: RawVdaVehicle[] = [];

  constructor(
    readonly h: () => Harness,
    readonly token: () => string,
    readonly brokerUrl: () => string,
  ) {}

  master() {
    return this.h().app.vda!.master;
  }

  fleet() {
    return this.h().app.fleets.get(1000, LAYOUT1)!;
  }

  vehicleState(agvId: string) {
    return this.fleet().fleet.vehicles.find((v) => v.config.id === agvId)!;
  }

  async cardOf(agvUid: string): Promise<AgvInfoCard> {
    return (await cards(this.h(), this.token())).find((c) => c.agvUid === agvUid)!;
  }

  /** Adds the record (deliveries only unless `over` says otherwise: an idle vehicle not stepped would park); online when `online`. */
  async addVehicle(version: VdaVersion, serial: string, over: Record<string, unknown> = {}, online = true): Promise<{ agvId: string; agvUid: string; vehicle: RawVdaVehicle }> {
    const agvUid = `VDA-${serial}`;
    const { body } = await this.h().call<Agv>('POST', '/agvserver/agv/add', {
      token: this.token(),
      body: agvForm({ agvUid, agvCode: serial, agvName: serial, agvProtocol: 'VDA5050', vdaManufacturer: this.manufacturer, vdaSerialNumber: serial, vdaVersion: version, controlTaskType: [{ taskType: 'Delivery' }], ...over }),
    });
    expect(body.success, body.message).toBe(true);
    const agvId = body.result.id;
    await vi.waitFor(() => expect(this.master().listensTo(agvId)).toBe(true), { timeout: 5000 });
    const vehicle = await RawVdaVehicle.connect(this.brokerUrl(), version, this.manufacturer, serial);
    this.vehicles.push(vehicle);
    if (online) await this.goOnline(agvId, agvUid, vehicle);
    return { agvId, agvUid, vehicle };
  }

  async goOnline(agvId: string, agvUid: string, vehicle: RawVdaVehicle): Promise<void> {
    await vehicle.connection('ONLINE');
    const battery = { batteryState: { batteryCharge: vehicle.battery, charging: vehicle.charging } };
    const at = vehicle.position ? { agvPosition: { ...vehicle.position, theta: vehicle.position.theta ?? 0, positionInitialized: true }, lastNodeId: vehicle.lastNodeId } : {};
    await this.said(agvId, () => vehicle.state({ ...battery, ...at }));
    await vi.waitFor(async () => expect((await this.cardOf(agvUid)).agvVo.isConnected).toBe(1), { timeout: 5000 });
  }

  /** Runs what the vehicle says and waits until AGVS has handled it. */
  async said(agvId: string, speak: () => Promise<void>): Promise<void> {
    const before = this.master().statusOf(agvId)?.received ?? 0;
    await speak();
    await vi.waitFor(() => expect(this.master().statusOf(agvId)?.received ?? 0).toBeGreaterThan(before), { timeout: 5000 });
    await this.master().idle();
  }

  /** One step of fleet time, then one step of each vehicle's timeline. */
  async step(...moving: { agvId: string; vehicle: RawVdaVehicle }[]): Promise<void> {
    await this.h().runFleet(1000, 500);
    await this.master().idle();
    // What AGVS published reaches the vehicles through the broker.
    await new Promise((r) => setTimeout(r, 20));
    for (const m of moving) await this.said(m.agvId, () => m.vehicle.step());
  }

  async stepUntil(moving: { agvId: string; vehicle: RawVdaVehicle } | { agvId: string; vehicle: RawVdaVehicle }[], done: () => Promise<boolean> | boolean, max = 300): Promise<void> {
    const list = Array.isArray(moving) ? moving : [moving];
    for (let i = 0; i < max; i++) {
      if (await done()) return;
      await this.step(...list);
    }
    throw new Error(`not done after ${max} steps`);
  }

  async close(): Promise<void> {
    for (const v of this.vehicles) await v.close().catch(() => undefined);
  }
}

/**
 * A VdaKit on an app of its own for the describe block (useHarness): the embedded broker unless
 * `config` names another, then `brokerUrl` says where the vehicles reach it. Its vehicles are
 * closed before the app.
 */
export function useVdaKit(config: Partial<AppConfig> = EMBEDDED_BROKER, brokerUrl?: () => string): VdaKit {
  // The accessors are read only once the app runs (inside tests and hooks).
  const kit = new VdaKit(
    () => used.h,
    () => used.admin,
    brokerUrl ?? (() => brokerUrlOf(used.h)),
  );
  const used = useHarness(config, { after: () => kit.close() });
  return kit;
}

export const sentTo = (vehicle: RawVdaVehicle, topic: string) => vehicle.received.filter((m) => m.topic === topic).map((m) => m.message);

export const instantTypes = (vehicle: RawVdaVehicle) =>
  sentTo(vehicle, 'instantActions').flatMap((m) => ((m['instantActions'] ?? m['actions']) as { actionType: string }[]).map((a) => a.actionType));

/** Every message AGVS sent the vehicle is valid for the official schema of its version. */
export function expectAllValid(vehicle: RawVdaVehicle): void {
  expect(vehicle.received.length).toBeGreaterThan(0);
  for (const m of vehicle.received) expect(schemaErrors(vehicle.version, m.topic as 'order' | 'instantActions', m.message), `${m.topic} ${JSON.stringify(m.message)}`).toEqual([]);
}
