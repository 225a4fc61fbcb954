import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agv } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { agvForm, LAYOUT1 } from '../../test-support/fleet.js';

/** The VDA 5050 fields of a vehicle record (agv/add, agv/edit, queryByUid, the AGV list), on SQLite or PostgreSQL (DATABASE_URL). */
let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const vda = (over: Record<string, unknown> = {}) =>
  agvForm({ agvUid: 'VDA-R1', agvCode: 'VR1', agvName: 'VR1', agvProtocol: 'VDA5050', vdaManufacturer: 'Acme', vdaSerialNumber: 'SN-001', ...over });

describe('VDA 5050 fields of the AGV record', () => {
  it('need manufacturer and serial number for the VDA5050 protocol, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ vdaManufacturer: undefined }, 'vdaManufacturer is required for a VDA 5050 vehicle'],
      [{ vdaSerialNumber: '' }, 'vdaSerialNumber is required for a VDA 5050 vehicle'],
      [{ vdaSerialNumber: 'a/b' }, 'vdaSerialNumber has an invalid format'],
      [{ vdaManufacturer: 'x#' }, 'vdaManufacturer has an invalid format'],
      [{ vdaVersion: '1.1.0' }, 'vdaVersion must be one of 2.0.0, 2.1.0'],
    ];
    for (const [over, message] of cases) {
      const { status, body } = await h.call('POST', '/agvserver/agv/add', { token: admin, lang: 'en-GB', body: vda(over) });
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
  });

  it('are stored with their defaults, answered by queryByUid and the list, and kept or changed on edit', async () => {
    const added = await h.call<Agv>('POST', '/agvserver/agv/add', { token: admin, body: vda() });
    expect(added.body.success, added.body.message).toBe(true);
    expect(added.body.result).toMatchObject({ agvProtocol: 'VDA5050', vdaManufacturer: 'Acme', vdaSerialNumber: 'SN-001', vdaInterfaceName: 'uagv', vdaVersion: '2.0.0', isConnected: 0 });
    const id = added.body.result.id;

    const edited = await h.call<Agv>('PUT', '/agvserver/agv/edit', { token: admin, body: vda({ id, vdaManufacturer: undefined, vdaVersion: '2.1.0', vdaInterfaceName: 'fleet' }) });
    expect(edited.body.success, edited.body.message).toBe(false);
    expect(edited.status).toBe(400);

    const ok = await h.call<Agv>('PUT', '/agvserver/agv/edit', { token: admin, body: vda({ id, vdaVersion: '2.1.0', vdaInterfaceName: 'fleet' }) });
    expect(ok.body.success, ok.body.message).toBe(true);
    const record = (await h.call<Agv>('GET', '/agvserver/agv/queryByUid', { token: admin, query: { agvUid: 'VDA-R1' } })).body.result;
    expect(record).toMatchObject({ vdaManufacturer: 'Acme', vdaSerialNumber: 'SN-001', vdaInterfaceName: 'fleet', vdaVersion: '2.1.0' });

    const list = await h.call<{ records: Record<string, unknown>[] }>('GET', '/agvserver/agv/list', { token: admin, query: { agvUid: 'VDA-R1' } });
    expect(list.body.result.records[0]).toMatchObject({ vdaManufacturer: 'Acme', vdaSerialNumber: 'SN-001', vdaVersion: '2.1.0' });

    // Back to the simulator: the topic names go.
    const sim = await h.call<Agv>('PUT', '/agvserver/agv/edit', { token: admin, body: vda({ id, agvProtocol: 'SIMULATION', vdaManufacturer: '', vdaSerialNumber: '' }) });
    expect(sim.body.result).toMatchObject({ agvProtocol: 'SIMULATION', vdaManufacturer: null, vdaSerialNumber: null });
  });

  it('a simulated vehicle needs none of them', async () => {
    const { body } = await h.call<Agv>('POST', '/agvserver/agv/add', { token: admin, body: agvForm({ agvUid: 'SIM-R1', agvCode: 'SR1', agvName: 'SR1', currentLayoutId: LAYOUT1 }) });
    expect(body.success, body.message).toBe(true);
    expect(body.result).toMatchObject({ vdaManufacturer: null, vdaSerialNumber: null, vdaInterfaceName: 'uagv', vdaVersion: '2.0.0' });
  });
});
