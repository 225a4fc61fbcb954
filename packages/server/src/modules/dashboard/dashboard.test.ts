import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardAnalysis, DashboardTrend } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { createTask, LAYOUT1, order, runUntil } from '../../test-support/fleet.js';
import { HOUR_MS } from './activity.js';

const PATH = '/agvserver/dashboard/analysis';
const TRIPS = [
  ['A01N01', 'A03S05'],
  ['A02N02', 'A02N03'],
  ['A01N02', 'A06S14'],
] as const;

let h: Harness;
let operator: string;
let nobody: string;
let stranger: string;
/** Fleet time when the orders were made, floored to the clock hour (the range starts there). */
let from: number;
let ids: string[];
/** Fleet time when the recorder first read the fleet (the app's start). */
let startMs: number;

const analysis = (token: string, query: Record<string, string>) => h.call<DashboardAnalysis>('GET', PATH, { token, lang: 'en-GB', query });
const trend = (token: string, query: Record<string, string>) => h.call<DashboardTrend>('GET', '/agvserver/dashboard/trend', { token, lang: 'en-GB', query });

beforeAll(async () => {
  h = await startHarness();
  startMs = h.app.fleets.get(1000, LAYOUT1)!.fleet.nowMs;
  await h.addTenant(2000, 'Other plant', [['B01', 'Other HQ']]);
  await h.createUser({ username: 'dash_operator', roles: ['operator'] });
  await h.createUser({ username: 'dash_nobody', roles: [] });
  await h.createUser({ username: 'dash_stranger', roles: ['admin'], tenants: [2000], departs: ['B01'] });
  [operator, nobody, stranger] = await Promise.all(['dash_operator', 'dash_nobody', 'dash_stranger'].map((u) => h.token(u, ADMIN_PASSWORD)));

  from = Math.floor(h.app.clock() / HOUR_MS) * HOUR_MS;
  ids = [];
  for (const [src, dest] of TRIPS) ids.push(await createTask(h, operator, { srcStationCode: src, destStationCode: dest }));
  await runUntil(h, async () => (await Promise.all(ids.map((id) => order(h, operator, id)))).every((o) => o.transorderStatus === 'Complete'));
  // One order closed by hand: it counts as closed, never as completed.
  const closedId = await createTask(h, operator, { srcStationCode: 'A03N08', destStationCode: 'A06S03' });
  await h.call('DELETE', '/agvserver/transorder/delete', { token: operator, query: { id: closedId } });
  await h.runFleet(10_000);
}, 600_000);
afterAll(async () => h?.close());

describe('GET /agvserver/dashboard/analysis', () => {
  it('counts completed orders per hour, per vehicle and their durations as the order records say', async () => {
    const to = from + 2 * HOUR_MS;
    const { status, body } = await analysis(operator, { from: String(from), to: String(to) });
    expect(status).toBe(200);
    const a = body.result;

    const rows = await h.app.db
      .selectFrom('transorders')
      .select(['agv_id', 'release_time', 'end_time', 'transorder_status'])
      .where('tenant_id', '=', 1000)
      .where('end_time', '>=', from)
      .where('end_time', '<', to)
      .execute();
    const done = rows.filter((r) => r.transorder_status === 'Complete');
    expect(done).toHaveLength(TRIPS.length);
    expect(a.bucket).toBe('hour');
    expect(a.kpi.completed).toBe(done.length);
    expect(a.kpi.closed).toBe(rows.filter((r) => r.transorder_status === 'Close').length);
    expect(a.kpi.closed).toBe(1);
    const mean = Math.round(done.reduce((s, r) => s + (r.end_time! - r.release_time!), 0) / done.length);
    expect(a.kpi.avgDurationMs).toBe(mean);

    expect(a.completedSeries).toHaveLength(2);
    expect(a.completedSeries.map((b) => b.start)).toEqual([from, from + HOUR_MS]);
    for (const b of a.completedSeries) expect(b.count).toBe(done.filter((r) => r.end_time! >= b.start && r.end_time! < b.start + HOUR_MS).length);

    const perVehicle = new Map<string, number>();
    for (const r of done) perVehicle.set(r.agv_id!, (perVehicle.get(r.agv_id!) ?? 0) + 1);
    expect(new Map(a.ordersByVehicle.map((v) => [v.agvId, v.completed]))).toEqual(perVehicle);
    for (const v of a.ordersByVehicle) expect(v.agvCode).toMatch(/^[A-Z]+\d+$/);

    expect(a.openByStatus.reduce((s, x) => s + x.count, 0)).toBe(0);
    expect(a.kpi.vehiclesTotal).toBeGreaterThan(0);
    expect(a.kpi.vehiclesOnline).toBe(a.battery.filter((b) => b.online).length);
    const fleet = h.app.fleets.get(1000, LAYOUT1)!.fleet;
    const fl = a.battery.find((b) => b.agvId === [...perVehicle.keys()][0])!;
    expect(fl.battery).toBe(Math.floor(fleet.vehicles.find((v) => v.config.id === fl.agvId)!.battery));
  });

  it('splits each vehicle’s run time by activity and reports the distance its odometer counted', async () => {
    const { body } = await analysis(operator, { from: String(from), to: String(from + 2 * HOUR_MS), layoutId: LAYOUT1 });
    const a = body.result;
    const fleet = h.app.fleets.get(1000, LAYOUT1)!.fleet;
    expect(a.activity.length).toBe(fleet.vehicles.length);
    // The fleet was loaded when the app started; every vehicle's time adds up to the fleet time since.
    const elapsedS = (fleet.nowMs - startMs) / 1000;
    for (const v of a.activity) {
      const total = v.drivingS + v.workingS + v.chargingS + v.idleS + v.waitingS + v.otherS;
      expect(Math.abs(total - elapsedS)).toBeLessThanOrEqual(4);
      const odometer = fleet.vehicles.find((x) => x.config.id === v.agvId)!.odometer;
      expect(v.metres).toBeCloseTo(odometer / 1000, 0);
    }
    for (const id of a.ordersByVehicle.map((v) => v.agvId)) {
      const v = a.activity.find((x) => x.agvId === id)!;
      expect(v.drivingS).toBeGreaterThan(0);
      expect(v.workingS).toBeGreaterThan(0);
      expect(v.metres).toBeGreaterThan(0);
    }
  });

  it('answers per day for ranges over two days, every day present', async () => {
    const { body } = await analysis(operator, { from: String(from - 6 * 24 * HOUR_MS), to: String(from + 24 * HOUR_MS) });
    expect(body.result.bucket).toBe('day');
    expect(body.result.completedSeries).toHaveLength(7);
    expect(body.result.completedSeries.at(-1)!.count).toBe(TRIPS.length);
  });

  it('refuses a range over 366 days or backwards, naming the field', async () => {
    const long = await analysis(operator, { from: '0', to: String(367 * 24 * HOUR_MS) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/\bto\b/);
    const backwards = await analysis(operator, { from: String(from), to: String(from - 1) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatch(/\bto\b/);
    const missing = await analysis(operator, { to: String(from) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/\bfrom\b/);
  });

  it("counts by the days the console asks for: a Shanghai browser's 2026-11-28 holds 20:00 UTC of the 27th", async () => {
    const agvId = (await h.app.db.selectFrom('agvs').select('id').where('tenant_id', '=', 1000).executeTakeFirstOrThrow()).id;
    const fatal = (id: string, at: number) =>
      h.app.db
        .insertInto('error_records')
        .values({ id, tenant_id: 1000, agv_id: agvId, transorder_id: null, error_code: 'E1', error_level: 'Fatal', category: 'AgvError', error_type: 'agv', error_data: null, error_desc: null, create_time: at, closed_time: null })
        .execute();
    await fatal('dash-tz-in', Date.parse('2026-11-27T20:00:00Z'));
    await fatal('dash-tz-before', Date.parse('2026-11-27T15:59:00Z'));
    // The console sends local midnights; in Shanghai (UTC+8) 2026-11-28 begins at 16:00 UTC the day before.
    const shanghaiDay = Date.parse('2026-11-28T00:00:00+08:00');
    const fatalCount = async (dayFrom: number) =>
      (await analysis(operator, { from: String(dayFrom), to: String(dayFrom + 24 * HOUR_MS) })).body.result.errorsByLevel.find((e) => e.level === 'Fatal')?.count ?? 0;
    expect(await fatalCount(shanghaiDay)).toBe(1);
    expect(await fatalCount(shanghaiDay - 24 * HOUR_MS)).toBe(1);
    expect(await fatalCount(Date.parse('2026-11-27T00:00:00Z'))).toBe(2);
    await h.app.db.deleteFrom('error_records').where('id', 'in', ['dash-tz-in', 'dash-tz-before']).execute();
  });

  it('needs dashboard:analysis', async () => {
    const { status, body } = await analysis(nobody, { from: String(from), to: String(from + HOUR_MS) });
    expect(status).toBe(403);
    expect(body.success).toBe(false);
  });

  it('shows another tenant none of it', async () => {
    const { status, body } = await analysis(stranger, { from: String(from), to: String(from + 2 * HOUR_MS) });
    expect(status).toBe(200);
    const a = body.result;
    expect(a.kpi).toMatchObject({ completed: 0, closed: 0, avgDurationMs: null, vehiclesOnline: 0, vehiclesTotal: 0 });
    expect(a.completedSeries.every((b) => b.count === 0)).toBe(true);
    expect([a.ordersByVehicle, a.battery, a.activity, a.errorsByLevel]).toEqual([[], [], [], []]);
  });
});

describe('GET /agvserver/dashboard/trend (the per-day pages)', () => {
  const DAY = 24 * HOUR_MS;

  it('gives every day and every vehicle, adding up to what the analysis says for the same range', async () => {
    const range = { from: String(from - 2 * DAY), to: String(from + DAY) };
    const [{ status, body }, { body: whole }] = await Promise.all([trend(operator, range), analysis(operator, range)]);
    expect(status).toBe(200);
    const t = body.result;
    const a = whole.result;
    expect(t.days.map((d) => d.start)).toEqual([from - 2 * DAY, from - DAY, from]);
    expect(t.days.map((d) => d.completed)).toEqual([0, 0, TRIPS.length]);
    expect(t.vehicles.length).toBe(a.kpi.vehiclesTotal);
    for (const v of t.vehicles) {
      expect(v.days).toHaveLength(3);
      const completed = v.days.reduce((s, d) => s + d.completed, 0);
      expect(completed).toBe(a.ordersByVehicle.find((x) => x.agvId === v.agvId)?.completed ?? 0);
      const act = a.activity.find((x) => x.agvId === v.agvId);
      const sum = (key: 'drivingS' | 'workingS' | 'idleS') => v.days.reduce((s, d) => s + d[key], 0);
      // Hours are summed per day and rounded per day: a second per day at most.
      expect(Math.abs(sum('drivingS') - (act?.drivingS ?? 0))).toBeLessThanOrEqual(3);
      expect(Math.abs(sum('workingS') - (act?.workingS ?? 0))).toBeLessThanOrEqual(3);
      expect(Math.abs(sum('idleS') - (act?.idleS ?? 0))).toBeLessThanOrEqual(3);
      expect(v.days.reduce((s, d) => s + d.metres, 0)).toBeCloseTo(act?.metres ?? 0, 0);
    }
    // The fleet's day is the sum of its vehicles' days.
    expect(t.days[2]!.drivingS).toBe(t.vehicles.reduce((s, v) => s + v.days[2]!.drivingS, 0));
  });

  it('refuses more than 92 days, naming the field; shows another tenant none of it', async () => {
    const long = await trend(operator, { from: String(from - 93 * DAY), to: String(from) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/\bto\b/);
    const { body } = await trend(stranger, { from: String(from), to: String(from + DAY) });
    expect(body.result.vehicles).toEqual([]);
    expect(body.result.days.map((d) => d.completed)).toEqual([0]);
    expect((await trend(nobody, { from: String(from), to: String(from + DAY) })).status).toBe(403);
  });
});
