import type { Kysely } from 'kysely';
import {
  DEMO_ACTIONS,
  DEMO_LOADED_STATIONS,
  graphDataOf,
  type DemoMap,
} from '@agvs/core';
import type { Database } from '../schema.js';
import { demoIds, inSlices, T } from './fleet-ids.js';
import { publishFirstVersion } from '../../runtime/published-site.js';

export async function seedLayout(db: Kysely<Database>, map: DemoMap, sortNo: number, now: number): Promise<void> {
  const { layout } = map;
  const { site } = layout;
  const loaded = new Set(DEMO_LOADED_STATIONS[map.code] ?? []);
  const mapId = demoIds.map(map.code);
  const layoutId = demoIds.layout(layout.code);
  const stationId = (code: string) => demoIds.station(layout.code, code);

  await db
    .insertInto('maps')
    .values({ id: mapId, tenant_id: T, map_code: map.code, map_name: map.name, sort_no: sortNo, created_at: now, updated_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('layouts')
    .values({
      id: layoutId,
      tenant_id: T,
      map_id: mapId,
      layout_code: layout.code,
      layout_name: layout.name,
      width: site.width,
      height: site.height,
      station_radius: site.stationRadius,
      mm_per_unit: site.mmPerUnit,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('layout_models')
    .values({
      id: demoIds.layoutModel(layout.code),
      tenant_id: T,
      layout_id: layoutId,
      model_name: `${layout.name} model`,
      graph_data: JSON.stringify(graphDataOf(site)),
      three_data: layout.three ? JSON.stringify(layout.three) : null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  // A layout drawn in 3D also keeps its plain 2D plan as a second model, so the monitor's model
  // switcher has a real choice (SPEC §2 "Map and model switcher"): the plan has no 3D data.
  if (layout.three) {
    await db
      .insertInto('layout_models')
      .values({
        id: demoIds.layoutPlanModel(layout.code),
        tenant_id: T,
        layout_id: layoutId,
        model_name: `${layout.name} plan (2D)`,
        graph_data: JSON.stringify(graphDataOf(site)),
        three_data: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  await inSlices(site.stations, (slice) =>
    db
      .insertInto('stations')
      .values(
        slice.map((s) => ({
          id: stationId(s.code),
          tenant_id: T,
          layout_id: layoutId,
          station_code: s.code,
          station_name: s.name,
          graph_id: s.graphId,
          map_x: s.x,
          map_y: s.y,
          width: site.stationWidth,
          station_type: s.type,
          is_occupied: loaded.has(s.code) ? 1 : 0,
          station_container_type: null,
          external_info: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute(),
  );

  await inSlices(
    site.segments.map((s, i) => ({ s, n: i + 1 })),
    (slice) =>
      db
        .insertInto('segments')
        .values(
          slice.map(({ s, n }) => ({
            id: demoIds.segment(layout.code, n),
            tenant_id: T,
            layout_id: layoutId,
            src_station_id: stationId(s.src),
            dest_station_id: stationId(s.dest),
            segment_type: s.type,
            control_x1: s.controlPoints?.[0].x ?? null,
            control_y1: s.controlPoints?.[0].y ?? null,
            control_x2: s.controlPoints?.[1].x ?? null,
            control_y2: s.controlPoints?.[1].y ?? null,
            length: s.length,
            direction: s.direction,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute(),
  );

  if (site.zones.length) {
    await db
      .insertInto('zones')
      .values(
        site.zones.map((z) => ({
          id: demoIds.zone(layout.code, z.code),
          tenant_id: T,
          layout_id: layoutId,
          zone_code: z.code,
          zone_name: z.name,
          zone_type: z.type,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const links = site.zones.flatMap((z) => z.stations.map((code, i) => ({ zone: z.code, code, sortNo: i + 1 })));
  await inSlices(links, (slice) =>
    db
      .insertInto('zone_stations')
      .values(
        slice.map((l) => ({
          id: demoIds.zoneStation(layout.code, l.zone, l.code),
          tenant_id: T,
          zone_id: demoIds.zone(layout.code, l.zone),
          station_id: stationId(l.code),
          sort_no: l.sortNo,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute(),
  );

  if (site.equipment.length) {
    await db
      .insertInto('equipment')
      .values(
        site.equipment.map((e) => ({
          id: demoIds.equipment(layout.code, e.code),
          tenant_id: T,
          layout_id: layoutId,
          equipment_code: e.code,
          equipment_name: e.name,
          brand_name: e.brandName,
          model_name: e.modelName,
          station_id: stationId(e.station),
          ip_address: e.ipAddress,
          custom_info: JSON.stringify(e.customInfo),
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  await db
    .insertInto('station_actions')
    .values(
      DEMO_ACTIONS.map((a) => ({
        id: demoIds.action(layout.code, a.code),
        tenant_id: T,
        layout_id: layoutId,
        station_id: null,
        action_code: a.code,
        action_name: a.name,
        action_type: a.type,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('station_action_steps')
    .values(
      DEMO_ACTIONS.flatMap((a) =>
        a.steps.map((step, i) => ({
          id: demoIds.actionStep(layout.code, a.code, i + 1),
          tenant_id: T,
          action_id: demoIds.action(layout.code, a.code),
          seq: i + 1,
          action_step_code: step.code,
          action_step_name: step.name,
          action_step_type: step.type,
          action_step_para: step.para,
          action_step_para1: null,
          action_step_para2: null,
          action_success_jump: null,
          action_fail_jump: null,
          equipment_id: null,
          created_at: now,
        })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  // The seeded site is what the fleet runs: published as version 1 (once).
  await publishFirstVersion(db, T, layoutId, now);
}
