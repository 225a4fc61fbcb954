import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { siteKit } from '../../test-support/agvSite.js';
import { startAsAdmin } from '../../test-support/callers.js';
import { LAYOUT1, createTask, order } from '../../test-support/fleet.js';
import type { Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
let kit: ReturnType<typeof siteKit>;
beforeAll(async () => {
  ({ h, admin } = await startAsAdmin());
  kit = siteKit(h, admin);
});
afterAll(async () => h?.close());

const stationRow = (code: string) => h.app.db.selectFrom('stations').select('id').where('layout_id', '=', LAYOUT1).where('station_code', '=', code).executeTakeFirstOrThrow();
const count = async (table: 'stations' | 'segments' | 'zones' | 'equipment' | 'layouts' | 'maps') =>
  Number((await h.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** The demo warehouse: its vehicles stand on stations and drive orders over segments. */
describe('what the running fleet holds stays', () => {
  it('refuses deleting a station a vehicle stands on, naming the vehicle', async () => {
    const parked = await h.app.db
      .selectFrom('agvs')
      .select(['agv_code', 'current_station_code'])
      .where('current_layout_id', '=', LAYOUT1)
      .where('current_station_code', 'is not', null)
      .orderBy('agv_code')
      .executeTakeFirstOrThrow();
    const code = parked.current_station_code!;
    const message = await kit.refusal('DELETE', '/agvserver/station/delete', { query: { id: (await stationRow(code)).id } });
    expect(message).toMatch(new RegExp(`^Vehicle .*${parked.agv_code}.* is at or heading to station ${code}$`));
    expect(await stationRow(code)).toBeDefined();
  });

  it('refuses deleting a station or segment on an open order route, naming the order', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A01N01', destStationCode: 'A03S05' });
    const code = (await order(h, admin, id)).transorderCode;
    expect(await kit.refusal('DELETE', '/agvserver/station/delete', { query: { id: (await stationRow('A03S05')).id } })).toBe(
      `Station A03S05 is on the route of open order(s) ${code}`,
    );
    await h.runFleet(3000);
    const driving = h.app.fleets.get(1000, LAYOUT1)!.fleet.vehicles.find((v) => v.motion.route.length > 0);
    expect(driving).toBeDefined();
    const segmentId = String(driving!.motion.route[0]!.segment);
    const before = await count('segments');
    const refused = await kit.refusal('DELETE', '/agvserver/segment/deleteBatch', { query: { ids: segmentId } });
    expect(refused).toMatch(new RegExp(`^Segment \\w+→\\w+ is on the route of open order\\(s\\) .*${code}`));
    expect(await count('segments')).toBe(before);
  });

  it('refuses deleting a zone or equipment an open order uses, and a layout or map in use', async () => {
    const id = await createTask(h, admin, { srcStationCode: 'A01N02', destStationCode: 'A03S06' });
    const code = (await order(h, admin, id)).transorderCode;
    const zone = demoIds.zone('LAYOUT01', 'ZBLOCK1');
    const conveyor = demoIds.equipment('LAYOUT01', 'CV01');
    await h.app.db.updateTable('transorders').set({ dest_zone_id: zone, src_equipment_id: conveyor }).where('id', '=', id).execute();
    expect(await kit.refusal('DELETE', '/agvserver/zone/delete', { query: { id: zone } })).toMatch(new RegExp(`^Zone ZBLOCK1 is used by open order\\(s\\) .*${code}`));
    expect(await kit.refusal('DELETE', '/agvserver/equipment/delete', { query: { id: conveyor } })).toMatch(new RegExp(`^Equipment CV01 is used by open order\\(s\\) .*${code}`));
    expect(await kit.refusal('DELETE', '/agvserver/layout/delete', { query: { id: LAYOUT1 } })).toMatch(/^Vehicles are on layout LAYOUT01: /);
    expect(await kit.refusal('DELETE', '/agvserver/map/delete', { query: { id: demoIds.map('MAP01') } })).toBe('Map MAP01 still has 1 layout(s): LAYOUT01. Delete them first');
    expect([await count('zones'), await count('equipment'), await count('layouts'), await count('maps')].every((n) => n > 0)).toBe(true);
  });

  it('lists the demo site through the generic calls next to the hand-made ones', async () => {
    const stations = await kit.list('station', { layoutId: LAYOUT1, pageSize: '10' });
    expect(stations.result.records).toHaveLength(10);
    expect(stations.result.total).toBe(await h.app.db.selectFrom('stations').select('id').where('layout_id', '=', LAYOUT1).execute().then((r) => r.length));
    const simple = await h.call<unknown[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token: admin, query: { layoutId: LAYOUT1 } });
    expect(simple.body.success).toBe(true);
    const zones = await h.call<unknown[]>('GET', '/agvserver/zone/queryList', { token: admin, query: { layoutId: LAYOUT1 } });
    expect(zones.body.result.length).toBe((await kit.list('zone', { layoutId: LAYOUT1 })).result.total);
  });
});
