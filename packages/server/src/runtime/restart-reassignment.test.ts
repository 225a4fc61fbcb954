import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrders } from '@agvs/contract';
import { orderId, stationId, type StationId, type VehicleState } from '@agvs/core';
import { demoIds } from '../db/seed/fleet-ids.js';
import { seedGeneratedSite } from '../db/seed/generated-site.js';
import { DEMO_TENANT_ID } from '../db/seed/tenants.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../test-support/harness.js';
import { runUntil, taskForm } from '../test-support/fleet.js';

let h: Harness;
let operator: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'ra_operator', roles: ['operator'] });
  operator = await h.token('ra_operator', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

describe('re-assignment across a restart', () => {
  it('an order moved to a vehicle that got free nearer its source is stored as moved, and a restart keeps it moved', async () => {
    // A generated warehouse: long enough trips for a move to be worth it by the dispatcher's defaults.
    const site = await seedGeneratedSite(h.app.db, { stations: 1500, vehicles: 3 }, Date.now());
    await h.restart();
    operator = await h.token('ra_operator', ADMIN_PASSWORD);
    const fleetOf = () => h.app.fleets.get(DEMO_TENANT_ID, site.layoutId)!;
    const rt = fleetOf();
    const command = (cmd: Parameters<typeof rt.command>[0]) => rt.command(cmd);
    const createTask = async (source: StationId, destination: StationId) => {
      await command({ type: 'setStationOccupied', station: source, occupied: true });
      await command({ type: 'setStationOccupied', station: destination, occupied: false });
      const layout = `${demoIds.map(site.mapCode)},${site.layoutId}`;
      const { body } = await h.call<CreatedOrders>('POST', '/agvserver/task/createTask', { token: operator, body: taskForm({ srcLayoutId: layout, destLayoutId: layout, srcStationCode: source, destStationCode: destination }) });
      expect(body.success, body.message).toBe(true);
      return orderId(body.result.ids[0]);
    };
    const lock = async (v: VehicleState, isLock: 0 | 1) => {
      const { body } = await h.call<null>('POST', '/agvserver/agv/setIsLockByAgvUid', { token: operator, body: { agvUid: v.config.code, isLock } });
      expect(body.success, body.message).toBe(true);
    };

    const view = rt.fleet.view();
    const costTo = (v: VehicleState, s: StationId) => view.travelCost(rt.fleet.vehicle(v.config.id), s) ?? Infinity;
    const [far, near, third] = rt.fleet.vehicles;
    const working = [...rt.fleet.graph.stations.values()].filter((s) => s.type === 'Working' && view.availability.station(s.id)).map((s) => s.id);
    // The source is the working station nearest the vehicle that will get free; the other one first drives far from it.
    const source = [...working].sort((a, b) => costTo(near, a) - costTo(near, b))[0];
    const [farEnd, destination] = working.filter((s) => s !== source).sort((a, b) => costTo(near, b) - costTo(near, a));
    await lock(near, 1);
    await lock(third, 1);
    const first = await createTask(source, farEnd);
    await runUntil(h, async () => rt.fleet.order(first).state === 'Complete');
    // Worth a move by the defaults: 30 % and 20 s sooner, the first vehicle over 15 s away.
    expect(costTo(near, source)).toBeLessThan(costTo(far, source) * 0.7 - 20_000);

    const id = await createTask(source, destination);
    await h.runFleet(400);
    expect(rt.fleet.order(id).vehicle).toBe(far.config.id);
    await lock(near, 0);
    await h.runFleet(400);
    expect(rt.fleet.order(id).vehicle).toBe(near.config.id);
    const row = await h.app.db.selectFrom('transorders').select(['agv_id', 'reassigned']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ agv_id: near.config.id, reassigned: 1 });
    expect(await h.app.db.selectFrom('transorders').select('reassigned').where('id', '=', first).executeTakeFirstOrThrow()).toEqual({ reassigned: 0 });

    await h.restart();
    const restored = fleetOf().fleet.order(id);
    expect(restored.vehicle).toBe(near.config.id);
    expect(restored.reassigned).toBe(true);
    expect(stationId(restored.source)).toBe(source);
  });
});
