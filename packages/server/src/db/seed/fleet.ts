import type { Kysely } from 'kysely';
import {
  DEMO_AGVS,
  DEMO_BATTERY,
  DEMO_BRAND,
  DEMO_CONTROL_TASK_TYPES,
  DEMO_ERRORS,
  DEMO_GROUPS,
  DEMO_MODELS,
  DEMO_TEMPLATES,
  demoMaps,
  type DemoAgv,
} from '@agvs/core';
import { footprintRadiusOf, SIMULATION_PROTOCOL } from '@agvs/contract';
import type { Database } from '../schema.js';
import { demoIds, inSlices, T } from './fleet-ids.js';
import { seedLayout } from './fleet-layout.js';

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
            agv_protocol: SIMULATION_PROTOCOL,
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
        footprint_radius: footprintRadiusOf(m.length, m.width),
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
