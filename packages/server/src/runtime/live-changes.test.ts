import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWarehouse, vehicleId } from '@agvs/core';
import type { Agv } from '@agvs/contract';
import { demoIds } from '../db/seed/fleet-ids.js';
import { seedLayout } from '../db/seed/fleet-layout.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../test-support/harness.js';
import { agvForm, createTask, LAYOUT1, order, runUntil } from '../test-support/fleet.js';

let h: Harness;
let operator: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'live_operator', roles: ['operator'] });
  operator = await h.token('live_operator', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const LAYOUT2 = demoIds.layout('LAYOUT02');

const form = (over: Record<string, unknown> = {}) => agvForm({ agvUid: 'LIVE-0001', agvCode: 'LV01', agvName: 'LV01', ...over });

async function save(method: 'POST' | 'PUT', body: Record<string, unknown>): Promise<Agv> {
  const res = await h.call<Agv>(method, method === 'POST' ? '/agvserver/agv/add' : '/agvserver/agv/edit', { token: operator, body });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.result;
}

const fleetOf = (layoutId: string) => h.app.fleets.get(1000, layoutId)!.fleet;
const inFleet = (layoutId: string, id: string) => fleetOf(layoutId).vehicles.some((v) => v.config.id === id);
const row = (id: string) => h.app.db.selectFrom('agvs').select(['current_station_code', 'next_station_code', 'load_status']).where('id', '=', id).executeTakeFirstOrThrow();

describe('vehicles and layouts changed at run time reach the fleet without a restart', () => {
  let added: Agv;

  it('agv/add puts the new vehicle on a free parking place of its layout, ready for orders', async () => {
    added = await save('POST', form());
    expect(inFleet(LAYOUT1, added.id)).toBe(true);
    const stored = await row(added.id);
    expect(stored.current_station_code).toMatch(/^PK\d\d$/);
    const others = fleetOf(LAYOUT1).vehicles.filter((v) => v.config.id !== added.id);
    expect(others.some((v) => v.motion.position.kind === 'at' && v.motion.position.station === stored.current_station_code)).toBe(false);
  });

  it('agv/edit of speed, battery levels, task types, automatic allocation and lock applies at once', async () => {
    await save('PUT', form({ id: added.id, agvSpeed: 800, batteryLowLevel: 25, runOrderBatteryLevel: 45, freeBatteryLevel: 65, batteryFullLevel: 90, isAutoAllocation: 0, controlTaskType: [{ taskType: 'Charge' }], isLock: 1 }));
    const v = fleetOf(LAYOUT1).vehicle(vehicleId(added.id));
    expect(v.config).toMatchObject({ speed: 800, batteryLowLevel: 25, runOrderBatteryLevel: 45, freeBatteryLevel: 65, batteryFullLevel: 90, autoAllocation: false, taskTypes: ['Charge'] });
    expect(v.locked).toBe(true);
    await save('PUT', form({ id: added.id, isLock: 0 }));
    expect(fleetOf(LAYOUT1).vehicle(vehicleId(added.id))).toMatchObject({ locked: false, config: { speed: 1500, autoAllocation: true } });
  });

  it('isValid 0 takes the vehicle out of the fleet; a new currentLayoutId brings it into that layout', async () => {
    await save('PUT', form({ id: added.id, isValid: 0 }));
    expect(inFleet(LAYOUT1, added.id)).toBe(false);
    await save('PUT', form({ id: added.id, isValid: 1, currentLayoutId: LAYOUT2, groupId: demoIds.group('LINE_FEEDERS') }));
    expect(inFleet(LAYOUT1, added.id)).toBe(false);
    expect(inFleet(LAYOUT2, added.id)).toBe(true);
    expect((await row(added.id)).current_station_code).toMatch(/^PPK\d\d$|^PF\d+$/);
  });

  it('a layout with stations created at run time gets its own fleet within seconds', async () => {
    const annex = { code: 'MAP09', name: 'Annex', layout: { code: 'LAYOUT09', name: 'Annex floor', site: generateWarehouse({ aisles: 2, slots: 4 }), three: null } };
    await seedLayout(h.app.db, annex, 9, Date.now());
    const layoutId = demoIds.layout('LAYOUT09');
    expect(h.app.fleets.get(1000, layoutId)).toBeUndefined();
    await h.runFleet(6_000, 1_000);
    expect(h.app.fleets.get(1000, layoutId)).toBeDefined();
    const agv = await save('POST', form({ agvUid: 'LIVE-0009', agvCode: 'LV09', agvName: 'LV09', currentLayoutId: layoutId, groupId: null }));
    expect(inFleet(layoutId, agv.id)).toBe(true);
  });
});

describe('restart with vehicles between stations and carrying loads', () => {
  it('restores the loaded vehicle on the segment it was driving; it delivers without a second assignment', async () => {
    const id = await createTask(h, operator, { srcStationCode: 'A02N03', destStationCode: 'A05S12' });
    let carrier = '';
    await runUntil(
      h,
      async () => {
        const o = await order(h, operator, id);
        if (!o.agvId) return false;
        carrier = o.agvId;
        const r = await row(carrier);
        return r.load_status === 1 && r.next_station_code !== null;
      },
      180_000,
      200,
      200,
    );
    const before = await row(carrier);

    await h.restart();

    const v = fleetOf(LAYOUT1).vehicle(vehicleId(carrier));
    const p = v.motion.position;
    expect(p.kind === 'on' && [p.edge.from, p.edge.to]).toEqual([before.current_station_code, before.next_station_code]);
    expect(v.loaded).toBe(true);
    expect(v.mission).toMatchObject({ kind: 'Delivery', order: id, leg: 'destination' });
    expect(await order(h, operator, id)).toMatchObject({ transorderStatus: 'Running', agvId: carrier });
    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Complete', 300_000);
    expect((await order(h, operator, id)).agvId).toBe(carrier);
    expect(await row(carrier)).toMatchObject({ load_status: 0, current_station_code: 'A05S12' });
  });
});
