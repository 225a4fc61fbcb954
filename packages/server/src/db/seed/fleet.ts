import type { Kysely } from 'kysely';
import {
  DEMO_ACTIONS,
  DEMO_AGVS,
  DEMO_BATTERY,
  DEMO_BRAND,
  DEMO_CONTROL_TASK_TYPES,
  DEMO_ERRORS,
  DEMO_GROUPS,
  DEMO_MODELS,
  DEMO_TEMPLATES,
  demoMaps,
  graphDataOf,
  type DemoAgv,
  type DemoMap,
} from '@agvs/core';
import type { Database } from '../schema.js';
import { DEMO_TENANT_ID } from './tenants.js';

const T = DEMO_TENANT_ID;

/** Deterministic ids, so a second start (or a second server) inserts nothing new. */
export const demoIds = {
  map: (code: string) => `map-${T}-${code}`,
  layout: (code: string) => `lay-${T}-${code}`,
  layoutModel: (layout: string) => `lm-${T}-${layout}`,
  layoutPlanModel: (layout: string) => `lm-${T}-${layout}-plan`,
  station: (layout: string, code: string) => `st-${T}-${layout}-${code}`,
  segment: (layout: string, n: number) => `sg-${T}-${layout}-${n}`,
  zone: (layout: string, code: string) => `zn-${T}-${layout}-${code}`,
  zoneStation: (layout: string, zone: string, station: string) => `zs-${T}-${layout}-${zone}-${station}`,
  equipment: (layout: string, code: string) => `eq-${T}-${layout}-${code}`,
  action: (layout: string, code: string) => `act-${T}-${layout}-${code}`,
  actionStep: (layout: string, code: string, seq: number) => `step-${T}-${layout}-${code}-${seq}`,
  brand: (code: string) => `brand-${T}-${code}`,
  model: (code: string) => `model-${T}-${code}`,
  group: (code: string) => `group-${T}-${code}`,
  agv: (code: string) => `agv-${T}-${code}`,
  error: (code: string) => `err-${T}-${code}`,
  template: (code: string) => `tpl-${T}-${code}`,
};

/** Inserts in slices, staying far below either dialect's limit of bound parameters. */
async function inSlices<R>(rows: readonly R[], insert: (slice: R[]) => Promise<unknown>, size = 200): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedLayout(db: Kysely<Database>, map: DemoMap, sortNo: number, now: number): Promise<void> {
  const { layout } = map;
  const { site } = layout;
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
          is_occupied: 0,
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
}

/** Connected vehicles of the demo tenant on their stations (models and groups referred to by code). */
export async function seedVehicles(
  db: Kysely<Database>,
  agvs: readonly DemoAgv[],
  layoutCodeOf: (mapCode: string) => string,
  now: number,
): Promise<void> {
  await inSlices(agvs, (slice) =>
    db
      .insertInto('agvs')
      .values(
        slice.map((a) => {
          const model = DEMO_MODELS.find((m) => m.code === a.model)!;
          return {
            id: demoIds.agv(a.code),
            tenant_id: T,
            agv_uid: a.uid,
            agv_code: a.code,
            agv_name: a.name,
            map_id: demoIds.map(a.map),
            current_layout_id: demoIds.layout(layoutCodeOf(a.map)),
            group_id: demoIds.group(a.group),
            model_id: demoIds.model(a.model),
            agv_type: model.agvType,
            agv_head_type: model.agvHeadType,
            agv_protocol: 'VDA5050',
            agv_speed: model.maxSpeed,
            agv_ip: a.ip,
            is_valid: 1,
            is_communication_log: 0,
            task_strategy: 'Nearest',
            is_connected: 1,
            is_lock: 0,
            is_auto_allocation: 1,
            control_task_type: DEMO_CONTROL_TASK_TYPES,
            battery_low_level: DEMO_BATTERY.low,
            run_order_battery_level: DEMO_BATTERY.runOrder,
            free_battery_level: DEMO_BATTERY.free,
            battery_full_level: DEMO_BATTERY.full,
            battery_full_time: DEMO_BATTERY.fullTimeMinutes,
            charge_change_time: null,
            current_direction: 'Forward' as const,
            current_rotation: a.rotation,
            agv_image: model.agvImage,
            agv_image_size: 40,
            current_station_code: a.station,
            created_at: now,
            updated_at: now,
            update_by: null,
          };
        }),
      )
      .onConflict((oc) => oc.doNothing())
      .execute(),
  );
}

/**
 * The demo site of tenant 1000: a warehouse map and a production map, one brand, two models,
 * two groups, a dozen connected vehicles on parking places, the error dictionary and order
 * templates. Idempotent: fixed ids and insert-or-ignore, so restarts and parallel starts add nothing.
 */
export async function seedFleetDemo(db: Kysely<Database>, now: number): Promise<void> {
  const maps = demoMaps();
  for (const [i, map] of maps.entries()) await seedLayout(db, map, i + 1, now);
  const mapOf = (code: string) => maps.find((m) => m.code === code)!;

  await db
    .insertInto('agv_brands')
    .values({ id: demoIds.brand(DEMO_BRAND.code), tenant_id: T, brand_code: DEMO_BRAND.code, brand_name: DEMO_BRAND.name, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('agv_models')
    .values(
      DEMO_MODELS.map((m) => ({
        id: demoIds.model(m.code),
        tenant_id: T,
        brand_id: demoIds.brand(DEMO_BRAND.code),
        model_code: m.code,
        model_name: m.name,
        length: m.length,
        width: m.width,
        max_speed: m.maxSpeed,
        max_load: m.maxLoad,
        convert_rate: 1,
        is_reversal_x: 0,
        is_reversal_y: 0,
        offset_x: 0,
        offset_y: 0,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('agv_groups')
    .values(
      DEMO_GROUPS.map((g) => ({
        id: demoIds.group(g.code),
        tenant_id: T,
        map_id: demoIds.map(g.map),
        group_code: g.code,
        group_name: g.name,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  await seedVehicles(db, DEMO_AGVS, (map) => mapOf(map).layout.code, now);

  await db
    .insertInto('error_dict')
    .values(
      DEMO_ERRORS.map((e) => ({
        id: demoIds.error(e.code),
        tenant_id: T,
        error_code: e.code,
        error_level: e.level,
        category: e.category,
        error_name: e.name,
        description: e.description,
        solution: e.solution,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  await db
    .insertInto('order_templates')
    .values(
      DEMO_TEMPLATES.map((t) => {
        const layoutId = demoIds.layout(mapOf(t.map).layout.code);
        return {
          id: demoIds.template(t.code),
          tenant_id: T,
          template_code: t.code,
          template_name: t.name,
          task_chain_row: 1,
          task_type: t.taskType,
          cycle_times: 1,
          group_id: demoIds.group(t.group),
          src_map_id: demoIds.map(t.map),
          src_layout_id: layoutId,
          src_station_code: t.src,
          src_equipment_id: null,
          dest_map_id: demoIds.map(t.map),
          dest_layout_id: layoutId,
          dest_station_code: t.dest,
          dest_equipment_id: null,
          dest_zone_id: null,
          agv_id: null,
          model_id: null,
          station_container_trans: '0',
          task_create_interval: t.intervalSeconds,
          task_create_time: null,
          external_info: null,
          created_at: now,
          updated_at: now,
        };
      }),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
