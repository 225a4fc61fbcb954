import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../test-support/harness.js';
import { cards, createTask, LAYOUT1, order, runUntil } from '../test-support/fleet.js';
import { FleetRuntimes, TICK_MS } from './registry.js';

let h: Harness;
let operator: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'rt_operator', roles: ['operator'] });
  operator = await h.token('rt_operator', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const agvRow = (id: string) => h.app.db.selectFrom('agvs').select(['load_status', 'current_station_code', 'battery']).where('id', '=', id).executeTakeFirstOrThrow();

/** Each open order is carried by at most one vehicle and each vehicle carries at most one order. */
function assignments(): Map<string, string> {
  const rt = h.app.fleets.get(1000, LAYOUT1)!;
  const byOrder = new Map<string, string>();
  for (const v of rt.fleet.vehicles) {
    const m = v.mission;
    if (m?.kind !== 'Delivery') continue;
    expect(byOrder.has(m.order)).toBe(false);
    byOrder.set(m.order, v.config.id);
  }
  return byOrder;
}

describe('fleet runtime', () => {
  it('starts one runtime per layout with the seeded vehicles where they stand', () => {
    const rt = h.app.fleets.get(1000, LAYOUT1)!;
    expect(rt.fleet.vehicles.map((v) => v.config.code).sort()).toEqual(['FL01', 'FL02', 'FL03', 'FL04', 'FL05', 'FL06', 'FL07', 'FL08', 'FL09']);
    expect(h.app.fleets.get(2000, LAYOUT1)).toBeUndefined();
    expect(h.app.fleets.ofTenant(1000)).toHaveLength(2);
  });

  it('ticks every layout from its scheduler and stops it on close', async () => {
    let now = 1_000_000;
    let timer: { ms: number; fn: () => void } | undefined;
    let stopped = false;
    const fleets = new FleetRuntimes(h.app.db, () => now, () => undefined);
    await fleets.start((ms, fn) => {
      timer = { ms, fn };
      return () => (stopped = true);
    });
    expect(timer?.ms).toBe(TICK_MS);
    const rt = fleets.get(1000, LAYOUT1)!;
    now += TICK_MS;
    timer!.fn();
    await rt.idle();
    expect(rt.fleet.nowMs).toBe(now);
    await fleets.stop();
    expect(stopped).toBe(true);
  });

  it('after a restart every open order continues from the database and nothing is assigned twice', async () => {
    // A: picked and carrying; B: assigned, on its way to the pick; C: not yet assigned.
    const a = await createTask(h, operator, { srcStationCode: 'A01N02', destStationCode: 'A06S14' });
    let carrierA = '';
    await runUntil(
      h,
      async () => {
        const o = await order(h, operator, a);
        if (!o.agvId) return false;
        carrierA = o.agvId;
        return (await agvRow(o.agvId)).load_status === 1;
      },
      120_000,
      500,
      500,
    );
    const b = await createTask(h, operator, { srcStationCode: 'A05N10', destStationCode: 'A01S01' });
    await runUntil(h, async () => (await order(h, operator, b)).agvId !== null, 30_000, 200, 200);
    const carrierB = (await order(h, operator, b)).agvId!;
    const c = await createTask(h, operator, { srcStationCode: 'A03N08', destStationCode: 'A04S08' });
    const before = { a: await order(h, operator, a), b: await order(h, operator, b), c: await order(h, operator, c) };
    expect(before.a.transorderStatus).toBe('Running');
    expect(['Release', 'Running']).toContain(before.b.transorderStatus);
    expect(before.c.transorderStatus).toBe('Init');
    expect(carrierB).not.toBe(carrierA);

    await h.restart();

    // The new runtime took the orders back as they were: same vehicles, no status going back.
    const afterRestart = { a: await order(h, operator, a), b: await order(h, operator, b) };
    expect(afterRestart.a).toMatchObject({ transorderStatus: 'Running', agvId: carrierA });
    expect(afterRestart.b).toMatchObject({ transorderStatus: before.b.transorderStatus, agvId: carrierB });
    await h.runFleet(1_000, 200);
    const assigned = assignments();
    expect(assigned.get(a)).toBe(carrierA);
    expect(assigned.get(b)).toBe(carrierB);
    expect((await order(h, operator, a)).transorderStatus).toBe('Running');

    await runUntil(h, async () => {
      const all = await Promise.all([a, b, c].map((id) => order(h, operator, id)));
      assignments();
      return all.every((o) => o.transorderStatus === 'Complete');
    });
    expect((await order(h, operator, a)).agvId).toBe(carrierA);
    expect((await order(h, operator, b)).agvId).toBe(carrierB);
    expect((await agvRow(carrierA)).load_status).toBe(0);
    const destA = await h.app.db.selectFrom('stations').select('is_occupied').where('layout_id', '=', LAYOUT1).where('station_code', '=', 'A06S14').executeTakeFirstOrThrow();
    expect(destA.is_occupied).toBe(1);
    // A's carrier stands where the last drop left it, as the card and the table say.
    const cardA = (await cards(h, operator)).find((x) => x.agvVo.id === carrierA)!;
    expect(cardA.stationCode).toBe((await agvRow(carrierA)).current_station_code);
  });
});
