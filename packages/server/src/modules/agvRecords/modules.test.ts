import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Health, PageResult } from '@agvs/contract';
import { RESUME_RETRY_MS } from '../../runtime/fleet-runtime.js';
import { createTask, LAYOUT1, order, runUntil } from '../../test-support/fleet.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { StorageFault } from '../../test-support/storage-fault.js';

type Row = Record<string, unknown>;
let h: Harness;
let admin: string;
const disk = new StorageFault();
beforeAll(async () => {
  h = await startHarness({}, { dbPlugins: [disk] });
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const list = async (entity: string, query: Record<string, string> = {}, token = admin) =>
  (await h.call<PageResult<Row>>('GET', `/agvserver/${entity}/list`, { token, query: { pageSize: '200', ...query } })).body.result;
const FLEET = `module-fleet-${LAYOUT1}`;

describe('modules of the server', () => {
  it('are UP from the start, with their measures', async () => {
    const modules = await list('module');
    expect(modules.records.map((m) => m['moduleCode'])).toEqual(expect.arrayContaining(['DATABASE', 'HTTP_API', 'JOB_SCHEDULER', 'FLEET_LAYOUT01']));
    const statuses = await list('moduleStatus', { status: 'UP' });
    expect(statuses.records.map((s) => s['moduleCode'])).toEqual(expect.arrayContaining(['DATABASE', 'FLEET_LAYOUT01']));
    const items = await list('moduleStatusItem', { moduleId: FLEET });
    expect(Number(items.records.find((i) => i['itemCode'] === 'vehicles')!['itemValue'])).toBeGreaterThan(0);
    expect((await list('moduleStatusItem', { moduleId: 'module-database' })).records.map((i) => i['itemCode']).sort()).toEqual(['dialect', 'latency']);
  });

  it('log a fleet halted for storage and resumed, with the time of the halt', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A01N02', destStationCode: 'A06S14' });
    await runUntil(h, async () => (await order(h, admin, id)).agvId !== null, 60_000, 200, 200);
    const health = async () => (await h.call<Health>('GET', '/sys/health', { token: admin })).body.result;
    disk.full = true;
    await runUntil(h, async () => (await health()).fleetHaltedSince !== null, 30_000, 200, 200);
    const since = (await health()).fleetHaltedSince;
    disk.full = false;
    await h.runFleet(RESUME_RETRY_MS + 400, 200);
    expect((await health()).fleetHaltedSince).toBeNull();

    await expect.poll(async () => (await list('moduleStatusLog', { moduleId: FLEET })).total).toBe(3);
    const log = (await list('moduleStatusLog', { moduleId: FLEET, column: 'createTime', order: 'asc' })).records;
    expect(log.map((r) => [r['fromStatus'], r['toStatus']])).toEqual([
      [null, 'UP'],
      ['UP', 'HALTED'],
      ['HALTED', 'UP'],
    ]);
    expect(log[1]!['createTime']).toBe(since);
    expect((await list('moduleStatus', { moduleId: FLEET })).records[0]).toMatchObject({ status: 'UP', message: 'resumed' });
  });

  it('are read by administrators only, and a fleet module only by its tenant', async () => {
    await h.createUser({ username: 'mod_operator', roles: ['operator'] });
    const operator = await h.token('mod_operator', ADMIN_PASSWORD);
    expect((await h.call('GET', '/agvserver/module/list', { token: operator })).status).toBe(403);
    await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
    await h.createUser({ username: 'mod_other', roles: ['admin'], tenants: [2000], departs: ['B01'] });
    const other = await h.token('mod_other', ADMIN_PASSWORD);
    const theirs = await list('module', {}, other);
    expect(theirs.records.map((m) => m['moduleCode'])).toEqual(expect.arrayContaining(['DATABASE']));
    expect(theirs.records.some((m) => String(m['moduleCode']).startsWith('FLEET_'))).toBe(false);
  });
});
