import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANGUAGE, type AgvInfoCard } from '@agvs/contract';
import { useVdaKit } from '../../test-support/vda-kit.js';
import { translate } from '../../i18n/messages.js';

/** Issue 14: a vehicle's errors become error records read with the error dictionary; an emergency stop is the seeded VDA_ESTOP entry. */
describe('VDA 5050 vehicle errors and the error dictionary', () => {
  const kit = useVdaKit();

  /** The open errors the card lists, once stored (the card shows a just-raised error before its record, without dictionary text). */
  type CardError = AgvInfoCard['agvErrorInfoVoList'][number];
  async function openErrors(agvUid: string, count: number): Promise<CardError[]> {
    let list: CardError[] = [];
    await vi.waitFor(
      async () => {
        list = (await kit.cardOf(agvUid)).agvErrorInfoVoList ?? [];
        expect(list).toHaveLength(count);
        expect(list.every((e) => e.createTime !== undefined)).toBe(true);
      },
      { timeout: 5000 },
    );
    return list;
  }

  it('an error type the dictionary knows shows its name and solution, with the description the vehicle gave', async () => {
    const entry = { errorCode: 'laserFieldBlocked', errorLevel: 'Fatal', category: 'AgvError', errorName: 'Protective field blocked', description: 'generic text', solution: 'Clear the protective field, then acknowledge on the vehicle.' };
    const added = await kit.h().call('POST', '/agvserver/agvErrorDict/add', { token: kit.token(), body: entry });
    expect(added.body.success, added.body.message).toBe(true);
    const { agvUid, vehicle } = await kit.addVehicle('2.1.0', 'ERRD1');
    await vehicle.state({ errors: [{ errorType: 'laserFieldBlocked', errorLevel: 'FATAL', errorDescription: 'front scanner, field 2', errorReferences: [] }] });
    const [error] = await openErrors(agvUid, 1);
    expect(error).toMatchObject({ errorCode: 'laserFieldBlocked', errorLevel: 'Fatal', errorName: entry.errorName, solution: entry.solution, errorDesc: 'front scanner, field 2' });
    expect((await kit.cardOf(agvUid)).fleetStatus).toBe('Stopped');

    // Cleared on the vehicle: the record closes and the card lists nothing.
    await vehicle.state({ errors: [] });
    await openErrors(agvUid, 0);
  });

  it('without a description of its own the record keeps the dictionary description', async () => {
    const { agvUid, vehicle } = await kit.addVehicle('2.1.0', 'ERRD2');
    // A1002 is in the demo dictionary.
    const dict = await kit.h().app.db.selectFrom('error_dict').select(['description', 'solution']).where('tenant_id', '=', 1000).where('error_code', '=', 'A1002').executeTakeFirstOrThrow();
    await vehicle.state({ errors: [{ errorType: 'A1002', errorLevel: 'WARNING', errorReferences: [] }] });
    const [error] = await openErrors(agvUid, 1);
    expect(error).toMatchObject({ errorCode: 'A1002', errorLevel: 'Warning', errorDesc: dict.description, solution: dict.solution });
  });

  it('an emergency stop shows as the seeded VDA_ESTOP entry with its solution, and goes when released', async () => {
    const seeded = await kit.h().call<{ records: Record<string, unknown>[] }>('GET', '/agvserver/agvErrorDict/list', { token: kit.token(), query: { errorCode: 'VDA_ESTOP' } });
    expect(seeded.body.result.records).toEqual([
      expect.objectContaining({ errorCode: 'VDA_ESTOP', errorLevel: 'Fatal', category: 'AgvError', solution: translate(DEFAULT_LANGUAGE, 'vda5050.estopSolution') }),
    ]);
    const { agvUid, vehicle } = await kit.addVehicle('2.1.0', 'ESTOP1');
    await vehicle.state({ safetyState: { eStop: 'MANUAL', fieldViolation: false } });
    const [error] = await openErrors(agvUid, 1);
    expect(error).toMatchObject({ errorCode: 'VDA_ESTOP', errorLevel: 'Fatal', errorName: translate(DEFAULT_LANGUAGE, 'vda5050.estopName'), solution: translate(DEFAULT_LANGUAGE, 'vda5050.estopSolution') });
    await vehicle.state({ safetyState: { eStop: 'NONE', fieldViolation: false } });
    await openErrors(agvUid, 0);
    expect((await kit.cardOf(agvUid)).fleetStatus).not.toBe('Stopped');
  });

  it('an operator edit of the VDA_ESTOP entry survives a restart (the seed never overwrites it)', async () => {
    const row = await kit.h().app.db.selectFrom('error_dict').select('id').where('tenant_id', '=', 1000).where('error_code', '=', 'VDA_ESTOP').executeTakeFirstOrThrow();
    const edited = await kit.h().call('PUT', '/agvserver/agvErrorDict/edit', {
      token: kit.token(),
      body: { id: row.id, errorCode: 'VDA_ESTOP', errorLevel: 'Fatal', category: 'AgvError', errorName: 'E-stop', solution: 'Call the shift lead.' },
    });
    expect(edited.body.success, edited.body.message).toBe(true);
    for (const v of kit.vehicles.splice(0)) await v.close();
    await kit.h().restart();
    const after = await kit.h().app.db.selectFrom('error_dict').select(['error_name', 'solution']).where('tenant_id', '=', 1000).where('error_code', '=', 'VDA_ESTOP').execute();
    expect(after).toEqual([{ error_name: 'E-stop', solution: 'Call the shift lead.' }]);
  });
});
