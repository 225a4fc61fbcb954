import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleId } from '@agvs/core';
import type { AgvErrorInfo } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../test-support/harness.js';

let h: Harness;
let operator: string;
beforeAll(async () => {
  // Switched on as FLEET_ERROR_RATE=12 and FLEET_ERROR_SECONDS=60 would.
  h = await startHarness({ fleetErrors: { perVehicleHour: 12, durationMs: 60_000 } });
  await h.createUser({ username: 'err_operator', roles: ['operator'] });
  operator = await h.token('err_operator', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

describe('error injection (FLEET_ERROR_RATE)', () => {
  it('stops vehicles with errors of the dictionary, records them and closes the records when they clear', async () => {
    const statuses = new Set<string>();
    for (let minute = 0; minute < 10; minute++) {
      await h.runFleet(60_000, 1_000);
      for (const r of await h.app.db.selectFrom('agvs').select('run_status').where('tenant_id', '=', 1000).execute()) statuses.add(r.run_status);
    }
    const records = await h.app.db.selectFrom('error_records').selectAll().where('tenant_id', '=', 1000).execute();
    const dict = await h.app.db.selectFrom('error_dict').select(['error_code', 'error_level', 'category', 'description']).where('tenant_id', '=', 1000).execute();
    expect(records.length).toBeGreaterThan(5);
    for (const r of records) {
      const entry = dict.find((d) => d.error_code === r.error_code);
      expect(entry, r.error_code).toBeDefined();
      expect(r).toMatchObject({ error_level: entry!.error_level, category: entry!.category, error_desc: entry!.description });
      expect(r.error_level).not.toBe('Notice');
    }
    // Each lasts a minute: all but the last few have been closed again.
    const open = records.filter((r) => r.closed_time === null);
    expect(records.length - open.length).toBeGreaterThan(0);
    for (const r of records.filter((x) => x.closed_time !== null)) expect(Number(r.closed_time) - Number(r.create_time)).toBeGreaterThanOrEqual(60_000);
    expect([...statuses].some((s) => s === 'Error' || s === 'Stopped')).toBe(true);

    // The vehicle's open errors, as the error dialog reads them.
    expect(open.length).toBeGreaterThan(0);
    const { body } = await h.call<AgvErrorInfo[]>('GET', '/agvserver/agvErrorInfo/queryErrorInfoByType', { token: operator, query: { agvId: open[0]!.agv_id! } });
    expect(body.result.map((e) => e.errorCode)).toContain(open[0]!.error_code);
  });

  it('after a restart a vehicle still in error stands still again and its record closes when the error clears', async () => {
    const open = await h.app.db.selectFrom('error_records').select(['id', 'agv_id', 'error_code']).where('tenant_id', '=', 1000).where('closed_time', 'is', null).execute();
    expect(open.length).toBeGreaterThan(0);
    await h.restart();
    for (const r of open) {
      const rt = h.app.fleets.ofVehicle(1000, r.agv_id!)!;
      expect(rt.fleet.vehicle(vehicleId(r.agv_id!)).error?.code).toBe(r.error_code);
    }
    await h.runFleet(65_000, 1_000);
    const after = await h.app.db.selectFrom('error_records').select(['id', 'closed_time']).where('id', 'in', open.map((r) => r.id)).execute();
    expect(after.every((r) => r.closed_time !== null)).toBe(true);
  });

  it('is off by default', async () => {
    const quiet = await startHarness();
    try {
      await quiet.runFleet(300_000, 1_000);
      const n = await quiet.app.db.selectFrom('error_records').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(0);
    } finally {
      await quiet.close();
    }
  });
});
