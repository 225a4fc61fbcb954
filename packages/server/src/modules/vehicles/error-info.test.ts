import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgvErrorInfo } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let token: string;
let nobody: string;
let other: string;
const FL01 = demoIds.agv('FL01');
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'err_viewer', roles: ['operator'] });
  await h.createUser({ username: 'err_nobody', roles: [] });
  await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
  await h.createUser({ username: 'err_other', roles: ['admin'], tenants: [2000], departs: ['B01'] });
  [token, nobody, other] = await Promise.all([h.token('err_viewer', ADMIN_PASSWORD), h.token('err_nobody', ADMIN_PASSWORD), h.token('err_other', ADMIN_PASSWORD)]);
  // Error records as the fleet writes them: two open (an AGV and a system error), one closed.
  const record = (id: string, code: string, category: 'AgvError' | 'SystemError', createTime: number, closed: number | null) => ({
    id, tenant_id: 1000, agv_id: FL01, transorder_id: null, error_code: code, error_level: 'Warning' as const, category, error_type: category === 'AgvError' ? 'agv' : 'task',
    error_data: `{"n":"${id}"}`, error_desc: `desc ${id}`, create_time: createTime, closed_time: closed,
  });
  await h.app.db.insertInto('error_records').values([record('e1', 'A1001', 'AgvError', 1000, null), record('e2', 'S1001', 'SystemError', 2000, null), record('e3', 'A1001', 'AgvError', 500, 900)]).execute();
});
afterAll(async () => h?.close());

const query = (q: Record<string, string>, t = token) => h.call<AgvErrorInfo[]>('GET', '/agvserver/agvErrorInfo/queryErrorInfoByType', { token: t, lang: 'en-GB', query: q });

describe('GET /agvserver/agvErrorInfo/queryErrorInfoByType', () => {
  it('returns the open errors of a vehicle, newest first, with name and solution from the error dictionary', async () => {
    const all = (await query({ agvId: FL01 })).body.result;
    expect(all.map((e) => e.id)).toEqual(['e2', 'e1']);
    expect(all[1]).toMatchObject({ agvName: 'FL01', errorLevel: 'Warning', errorCode: 'A1001', errorData: '{"n":"e1"}', errorDesc: 'desc e1', createTime: 1000, category: 'AgvError', errorType: 'agv', errorName: 'Obstacle ahead (slow zone)' });
    expect(all[1]!.solution).toBeTruthy();
    expect((await query({ agvId: FL01, errorType: 'all' })).body.result).toHaveLength(2);
    expect((await query({ agvId: FL01, errorType: 'AgvError' })).body.result.map((e) => e.id)).toEqual(['e1']);
    expect((await query({ agvId: FL01, errorType: 'SystemError' })).body.result.map((e) => e.id)).toEqual(['e2']);
  });

  it('refuses a bad type in the caller language, without permission, and shows another tenant nothing', async () => {
    const bad = await query({ agvId: FL01, errorType: 'Boom' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('errorType');
    // monitor:public is everybody's (SPEC §6): only a signed-in caller is needed.
    expect((await h.call('GET', '/agvserver/agvErrorInfo/queryErrorInfoByType', { query: { agvId: FL01 } })).status).toBe(401);
    expect((await query({ agvId: FL01 }, nobody)).status).toBe(200);
    expect((await query({ agvId: FL01 }, other)).body.result).toEqual([]);
  });
});
