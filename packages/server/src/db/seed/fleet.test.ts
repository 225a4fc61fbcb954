import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGVS, demoMaps } from '@agvs/core';
import { startHarness, type Harness } from '../../test-support/harness.js';
import { seedFleetDemo } from './fleet.js';
import { DEMO_TENANT_ID } from './tenants.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const TABLES = [
  'maps',
  'layouts',
  'layout_models',
  'stations',
  'segments',
  'zones',
  'zone_stations',
  'equipment',
  'agv_brands',
  'agv_models',
  'agv_groups',
  'agvs',
  'error_dict',
  'order_templates',
  'station_actions',
  'station_action_steps',
] as const;

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await h.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', DEMO_TENANT_ID)
      .executeTakeFirstOrThrow();
    result[table] = row.n;
  }
  return result;
}

describe('fleet demo seed', () => {
  it('creates the demo site of tenant 1000', async () => {
    const maps = demoMaps();
    const stations = maps.reduce((n, m) => n + m.layout.site.stations.length, 0);
    const segments = maps.reduce((n, m) => n + m.layout.site.segments.length, 0);
    const c = await counts();
    expect(c).toMatchObject({
      maps: 2,
      layouts: 2,
      layout_models: 3,
      agv_brands: 1,
      agv_models: 2,
      agv_groups: 2,
      agvs: 12,
      order_templates: 6,
      station_actions: 6,
      station_action_steps: 14,
    });
    expect(c['stations']).toBe(stations);
    expect(c['segments']).toBe(segments);
    expect(c['error_dict']).toBeGreaterThanOrEqual(15);
    const warehouse = await h.app.db
      .selectFrom('stations')
      .innerJoin('layouts', 'layouts.id', 'stations.layout_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('layouts.layout_code', '=', 'LAYOUT01')
      .executeTakeFirstOrThrow();
    expect(warehouse.n).toBeGreaterThanOrEqual(300);
  });

  it('is idempotent', async () => {
    const before = await counts();
    await seedFleetDemo(h.app.db, Date.now());
    expect(await counts()).toEqual(before);
  });

  it('places connected vehicles with sensible battery rules on parking stations', async () => {
    const agvs = await h.app.db.selectFrom('agvs').selectAll().where('tenant_id', '=', DEMO_TENANT_ID).execute();
    expect(agvs).toHaveLength(DEMO_AGVS.length);
    const models = new Set(agvs.map((a) => a.model_id));
    const groups = new Set(agvs.map((a) => a.group_id));
    expect([models.size, groups.size]).toEqual([2, 2]);
    for (const a of agvs) {
      expect(a).toMatchObject({
        is_connected: 1,
        is_lock: 0,
        battery_low_level: 20,
        run_order_battery_level: 40,
        free_battery_level: 60,
        battery_full_level: 95,
        battery_full_time: 90,
        current_direction: 'Forward',
        agv_image_size: 40,
      });
      const station = await h.app.db
        .selectFrom('zone_stations')
        .innerJoin('zones', 'zones.id', 'zone_stations.zone_id')
        .innerJoin('stations', 'stations.id', 'zone_stations.station_id')
        .select('zones.zone_type')
        .where('stations.layout_id', '=', a.current_layout_id!)
        .where('stations.station_code', '=', a.current_station_code!)
        .executeTakeFirst();
      expect(station?.zone_type).toBe('Parking');
    }
  });

  it('stores a layout model whose graph data matches the station and segment tables', async () => {
    const model = await h.app.db
      .selectFrom('layout_models')
      .innerJoin('layouts', 'layouts.id', 'layout_models.layout_id')
      .select(['layout_models.graph_data', 'layouts.id as layoutId'])
      .where('layouts.layout_code', '=', 'LAYOUT01')
      .executeTakeFirstOrThrow();
    const graph = JSON.parse(model.graph_data) as { stationList: { stationCode: string; graphId: number }[]; segmentList: unknown[] };
    const stations = await h.app.db.selectFrom('stations').select(['station_code', 'graph_id']).where('layout_id', '=', model.layoutId).orderBy('graph_id').execute();
    expect(graph.stationList.map((s) => [s.stationCode, s.graphId])).toEqual(stations.map((s) => [s.station_code, s.graph_id]));
    const segments = await h.app.db.selectFrom('segments').select((eb) => eb.fn.countAll<number>().as('n')).where('layout_id', '=', model.layoutId).executeTakeFirstOrThrow();
    expect(graph.segmentList).toHaveLength(segments.n);
  });
});
