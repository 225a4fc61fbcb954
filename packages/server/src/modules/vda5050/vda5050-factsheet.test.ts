import { describe, expect, it, vi } from 'vitest';
import type { VdaAdapterOverview, VdaFactsheetSummary } from '@agvs/contract';
import { ADMIN_PASSWORD } from '../../test-support/harness.js';
import { useVdaKit } from '../../test-support/vda-kit.js';
import { schemaErrors } from './schemas.js';

/** A factsheet as a small differential carrier would send it (valid in 2.0.0 and 2.1.0). */
const factsheet = (over: Record<string, unknown> = {}) => ({
  typeSpecification: { seriesName: 'Carrier C1', seriesDescription: 'small carrier', agvKinematic: 'DIFF', agvClass: 'CARRIER', maxLoadMass: 600, localizationTypes: ['NATURAL'], navigationTypes: ['AUTONOMOUS'] },
  physicalParameters: { speedMin: 0.01, speedMax: 1.6, accelerationMax: 0.6, decelerationMax: 0.8, heightMin: 0.3, heightMax: 0.35, width: 0.8, length: 1.2 },
  protocolLimits: { maxStringLens: {}, maxArrayLens: {}, timing: { minOrderInterval: 1, minStateInterval: 0.5 } },
  protocolFeatures: { optionalParameters: [], agvActions: [{ actionType: 'pick', actionScopes: ['NODE'] }] },
  agvGeometry: {},
  loadSpecification: {},
  ...over,
});

/** Issue 14 factsheet: asked for on ONLINE (2.1.0), kept for the vehicle, fills its model's empty fields; the adapter page's call shows it. */
describe('VDA 5050 factsheet and the adapter page', () => {
  const kit = useVdaKit();

  const overview = async (token = kit.token()) => kit.h().call<VdaAdapterOverview>('GET', '/agvserver/adapter/vdaStatus', { token });
  const statusOf = async (agvId: string) => (await overview()).body.result.vehicles.find((v) => v.agvId === agvId)!;


  /** A model added with only code and name: every dimension, speed and load at its add default. */
  async function emptyModel(code: string): Promise<string> {
    const { body } = await kit.h().call<{ id: string }>('POST', '/agvserver/agvModel/add', { token: kit.token(), body: { modelCode: code, modelName: code } });
    expect(body.success, body.message).toBe(true);
    return body.result.id;
  }
  const modelRow = (id: string) =>
    kit.h().app.db.selectFrom('agv_models').select(['length', 'width', 'height', 'max_speed', 'acceleration', 'max_load', 'footprint_radius']).where('id', '=', id).executeTakeFirstOrThrow();

  it('lists every VDA 5050 vehicle, never heard from until it speaks; ONLINE counts the message and the time', async () => {
    const { agvId, vehicle } = await kit.addVehicle('2.0.0', 'ADP1', {}, false);
    expect(await statusOf(agvId)).toMatchObject({ agvCode: 'ADP1', manufacturer: kit.manufacturer, serialNumber: 'ADP1', vdaVersion: '2.0.0', listening: true, connection: 'NEVER', lastMessageAt: null, received: 0, sent: 0, factsheet: null });
    const before = kit.h().app.clock();
    await vehicle.connection('ONLINE');
    await vi.waitFor(async () => expect(await statusOf(agvId)).toMatchObject({ connection: 'ONLINE', received: 1 }), { timeout: 5000 });
    expect((await statusOf(agvId)).lastMessageAt).toBeGreaterThanOrEqual(before);
    const answer = (await overview()).body.result;
    expect(answer.mqtt).toBe(true);
    expect(answer.brokerUrl).toMatch(/^mqtt:\/\/127\.0\.0\.1:\d+$/);
    // Simulated vehicles are not on it.
    expect(answer.vehicles.every((v) => v.agvCode !== 'FL01')).toBe(true);

    vehicle.vanish();
    await vi.waitFor(async () => expect((await statusOf(agvId)).connection).toBe('CONNECTIONBROKEN'), { timeout: 10_000 });
  });

  it('is refused without the adapter list permission, and shows another tenant none of these vehicles', async () => {
    await kit.h().createUser({ username: 'fs_nobody', roles: [] });
    const nobody = await kit.h().token('fs_nobody', ADMIN_PASSWORD);
    const refused = await overview(nobody);
    expect(refused.status).toBe(403);
    await kit.h().addTenant(2100, 'Other', [['C01', 'Other Plant']]);
    await kit.h().createUser({ username: 'fs_other', roles: ['admin'], tenants: [2100], departs: ['C01'] });
    const other = await overview(await kit.h().token('fs_other', ADMIN_PASSWORD));
    expect(other.status).toBe(200);
    expect(other.body.result.vehicles).toEqual([]);
  });

  it('a 2.1.0 vehicle is asked for its factsheet on ONLINE; what it sends fills the empty fields of its model', async () => {
    const modelId = await emptyModel('VDAC1');
    const { agvId, vehicle } = await kit.addVehicle('2.1.0', 'FS21', { modelId }, false);
    await vehicle.connection('ONLINE');
    await vi.waitFor(() => expect(vehicle.received.map((m) => (m.message['actions'] as { actionType: string }[] | undefined)?.[0]?.actionType)).toContain('factsheetRequest'), { timeout: 5000 });
    const request = vehicle.received.find((m) => (m.message['actions'] as { actionType: string }[])[0].actionType === 'factsheetRequest')!;
    expect(request.topic).toBe('instantActions');
    expect(schemaErrors('2.1.0', 'instantActions', request.message)).toEqual([]);

    await vehicle.client.publishAsync(`${vehicle.prefix}/factsheet`, JSON.stringify(vehicle.message('factsheet', factsheet())), { qos: 0 });
    await vi.waitFor(async () => expect((await statusOf(agvId)).factsheet).not.toBeNull(), { timeout: 5000 });
    expect((await statusOf(agvId)).factsheet).toMatchObject({ version: '2.1.0', seriesName: 'Carrier C1', agvKinematic: 'DIFF', agvClass: 'CARRIER', maxLoadMass: 600, speedMax: 1.6, accelerationMax: 0.6, length: 1.2, width: 0.8, heightMax: 0.35 });
    // m -> mm; the footprint radius is half the diagonal of 1200 x 800.
    expect(await modelRow(modelId)).toEqual({ length: 1200, width: 800, height: 350, max_speed: 1600, acceleration: 600, max_load: 600, footprint_radius: 721 });
    expect(new Set((await statusOf(agvId)).factsheet!.modelFilled)).toEqual(new Set(['length', 'width', 'height', 'maxSpeed', 'acceleration', 'maxLoad', 'footprintRadius']));
    // The model page shows it too.
    const list = await kit.h().call<{ records: Record<string, unknown>[] }>('GET', '/agvserver/agvModel/list', { token: kit.token(), query: { modelCode: 'VDAC1' } });
    expect(list.body.result.records[0]).toMatchObject({ length: 1200, width: 800, maxSpeed: 1600 });
  });

  it("the AGV dialog's call answers one vehicle's factsheet, null for a vehicle without one or of another tenant", async () => {
    const one = await kit.h().call<VdaFactsheetSummary | null>('GET', '/agvserver/agv/vdaFactsheet', { token: kit.token(), query: { agvUid: 'VDA-FS21' } });
    expect(one.body.result).toMatchObject({ version: '2.1.0', seriesName: 'Carrier C1', speedMax: 1.6 });
    const none = await kit.h().call<VdaFactsheetSummary | null>('GET', '/agvserver/agv/vdaFactsheet', { token: kit.token(), query: { agvUid: 'VDA-ADP1' } });
    expect(none.status).toBe(200);
    expect(none.body.result).toBeNull();
    const other = await kit.h().call<VdaFactsheetSummary | null>('GET', '/agvserver/agv/vdaFactsheet', { token: await kit.h().token('fs_other', ADMIN_PASSWORD), query: { agvUid: 'VDA-FS21' } });
    expect(other.body.result).toBeNull();
    const bad = await kit.h().call('GET', '/agvserver/agv/vdaFactsheet', { token: kit.token(), query: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('agvUid');
  });

  it('a 2.0.0 factsheet is kept too, and never overwrites what the model already says; the next factsheet replaces the kept one', async () => {
    const modelId = await emptyModel('VDAC2');
    const { body } = await kit.h().call('PUT', '/agvserver/agvModel/edit', { token: kit.token(), body: { id: modelId, modelCode: 'VDAC2', modelName: 'VDAC2', length: 1500, maxSpeed: 1200 } });
    expect(body.success, body.message).toBe(true);
    const { agvId, vehicle } = await kit.addVehicle('2.0.0', 'FS20', { modelId }, false);
    await vehicle.connection('ONLINE');
    await kit.h().app.vda!.master.idle();
    // 2.0.0 has no factsheetRequest: nothing was sent.
    expect(vehicle.received).toEqual([]);
    await vehicle.client.publishAsync(`${vehicle.prefix}/factsheet`, JSON.stringify(vehicle.message('factsheet', factsheet())), { qos: 0 });
    await vi.waitFor(async () => expect((await statusOf(agvId)).factsheet?.version).toBe('2.0.0'), { timeout: 5000 });
    const model = await modelRow(modelId);
    expect(model).toMatchObject({ length: 1500, max_speed: 1200, width: 800, height: 350, max_load: 600 });
    expect((await statusOf(agvId)).factsheet!.modelFilled).not.toContain('length');

    const second = factsheet({ typeSpecification: { ...factsheet().typeSpecification, seriesName: 'Carrier C2' } });
    await vehicle.client.publishAsync(`${vehicle.prefix}/factsheet`, JSON.stringify(vehicle.message('factsheet', second)), { qos: 0 });
    await vi.waitFor(async () => expect((await statusOf(agvId)).factsheet?.seriesName).toBe('Carrier C2'), { timeout: 5000 });
    expect((await statusOf(agvId)).factsheet!.modelFilled).toEqual([]);
    const rows = await kit.h().app.db.selectFrom('vda_factsheets').select('agv_id').where('agv_id', '=', agvId).execute();
    expect(rows).toHaveLength(1);
  });

  it('a factsheet with garbage in it changes no model value and crashes nothing', async () => {
    const modelId = await emptyModel('VDAC3');
    const { agvId, vehicle } = await kit.addVehicle('2.1.0', 'FS22', { modelId }, false);
    await vehicle.connection('ONLINE');
    await vehicle.raw('factsheet', JSON.stringify({ physicalParameters: { length: 'long', width: -3, speedMax: null }, typeSpecification: [] }));
    await vi.waitFor(async () => expect((await statusOf(agvId)).factsheet).not.toBeNull(), { timeout: 5000 });
    expect(await modelRow(modelId)).toEqual({ length: 1000, width: 700, height: 300, max_speed: 1000, acceleration: 500, max_load: 0, footprint_radius: 610 });
    expect((await statusOf(agvId)).factsheet).toMatchObject({ length: null, width: null, speedMax: null, seriesName: null, modelFilled: [] });
    const logged = await kit.h().app.db.selectFrom('interface_logs').select(['path', 'success']).where('caller', '=', 'FS22').execute();
    expect(logged).toContainEqual({ path: `${vehicle.prefix}/factsheet`, success: 0 });
  });
});
