import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardScheduler, TrafficHeatmap } from '@agvs/contract';
import { segmentId, stationId, vehicleId } from '@agvs/core';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { createTask, LAYOUT1 } from '../../test-support/fleet.js';

let h: Harness;
let operator: string;
let nobody: string;
let stranger: string;
let held: string;

const scheduler = (token: string, query: Record<string, string> = {}) => h.call<DashboardScheduler>('GET', '/agvserver/dashboard/scheduler', { token, lang: 'en-GB', query });
const heatmap = (token: string, query: Record<string, string>) => h.call<TrafficHeatmap>('GET', '/agvserver/monitor/trafficHeatmap', { token, lang: 'en-GB', query });
const runtime = () => h.app.fleets.get(1000, LAYOUT1)!;

beforeAll(async () => {
  h = await startHarness();
  await h.addTenant(2000, 'Other plant', [['B01', 'Other HQ']]);
  await h.createUser({ username: 'sched_operator', roles: ['operator'] });
  await h.createUser({ username: 'sched_nobody', roles: [] });
  await h.createUser({ username: 'sched_stranger', roles: ['admin'], tenants: [2000], departs: ['B01'] });
  [operator, nobody, stranger] = await Promise.all(['sched_operator', 'sched_nobody', 'sched_stranger'].map((u) => h.token(u, ADMIN_PASSWORD)));
  // Every vehicle of the layout locked: a new order finds no vehicle free to take it.
  for (const v of runtime().fleet.vehicles) await runtime().command({ type: 'setVehicleLocked', vehicle: vehicleId(v.config.id), locked: true });
  held = await createTask(h, operator, { srcStationCode: 'A01N01', destStationCode: 'A03S05' });
  await h.runFleet(2000);
}, 600_000);
afterAll(async () => h?.close());

describe('GET /agvserver/dashboard/scheduler', () => {
  it('lists the order that waits, with the reason the dispatcher gives, and the vehicles by activity', async () => {
    const { status, body } = await scheduler(operator, { layoutId: LAYOUT1 });
    expect(status).toBe(200);
    const s = body.result;
    const mine = s.orders.find((o) => o.transorderId === held);
    expect(mine).toMatchObject({ layoutId: LAYOUT1, srcStationCode: 'A01N01', destination: 'A03S05', reason: 'VEHICLES_BUSY' });
    expect(mine!.waitingMs).toBeGreaterThan(0);
    expect(s.waitingTotal).toBe(s.orders.length);
    expect(s.byReason.find((r) => r.reason === 'VEHICLES_BUSY')?.count).toBeGreaterThanOrEqual(1);
    expect(s.vehiclesByActivity.reduce((n, a) => n + a.count, 0)).toBe(runtime().fleet.vehicles.length);
    expect(s.saturatedLayouts).toEqual([]);
  });

  it('drops the order from the list once a vehicle takes it', async () => {
    for (const v of runtime().fleet.vehicles) await runtime().command({ type: 'setVehicleLocked', vehicle: vehicleId(v.config.id), locked: false });
    await h.runFleet(2000);
    const { body } = await scheduler(operator);
    expect(body.result.orders.some((o) => o.transorderId === held)).toBe(false);
    expect(body.result.vehiclesByActivity.find((a) => a.activity === 'Moving' || a.activity === 'Working')!.count).toBeGreaterThan(0);
  });

  it('shows another tenant nothing of this one, refuses callers without the permission and names a wrong layout', async () => {
    const other = await scheduler(stranger);
    expect(other.status).toBe(200);
    expect(other.body.result.orders.some((o) => o.layoutId === LAYOUT1)).toBe(false);
    expect((await scheduler(nobody)).status).toBe(403);
    const wrong = await scheduler(stranger, { layoutId: LAYOUT1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain(LAYOUT1);
  });
});

describe('GET /agvserver/monitor/trafficHeatmap', () => {
  it('gives the waiting per station code and segment the fleet recorded within the window', async () => {
    const fleet = runtime().fleet;
    const segment = fleet.graph.segments.keys().next().value!;
    // Waiting recorded as traffic control reports it: 30 s at A01N01 and 5 s on one segment, just now.
    for (let t = 0; t < 30_000; t += 1000) fleet.waitingStats.record(fleet.nowMs, 1000, [{ kind: 'station', id: stationId('A01N01') }]);
    fleet.waitingStats.record(fleet.nowMs, 5000, [{ kind: 'segment', id: segmentId(segment) }]);
    const { status, body } = await heatmap(operator, { layoutId: LAYOUT1, minutes: '5' });
    expect(status).toBe(200);
    expect(body.result.minutes).toBe(5);
    const cell = body.result.cells.find((c) => c.kind === 'station' && c.id === 'A01N01');
    expect(cell!.waitedMs).toBeGreaterThanOrEqual(30_000);
    expect(body.result.cells.find((c) => c.kind === 'segment' && c.id === segment)!.waitedMs).toBeGreaterThanOrEqual(5000);
    // Most waited first.
    const waits = body.result.cells.map((c) => c.waitedMs);
    expect(waits).toEqual([...waits].sort((a, b) => b - a));
  });

  it('refuses a window beyond what the fleet keeps and another tenant\'s layout, naming them', async () => {
    const tooLong = await heatmap(operator, { layoutId: LAYOUT1, minutes: '31' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/minutes/);
    const foreign = await heatmap(stranger, { layoutId: LAYOUT1 });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain(LAYOUT1);
  });
});
