import type { Kysely } from 'kysely';
import { createRng, type FleetOptions } from '@agvs/core';
import { VDA_ESTOP_CODE } from '@agvs/contract';
import type { Database } from '../db/schema.js';
import type { SiteLayout } from './site-layout.js';

/** Random vehicle errors (config FLEET_ERROR_RATE, FLEET_ERROR_SECONDS); perVehicleHour 0: off. */
export interface ErrorSettings {
  readonly perVehicleHour: number;
  readonly durationMs: number;
}

/**
 * Core error injection for one layout when switched on: errors of level Warning and above from
 * the tenant's error dictionary (a Notice does not stop a vehicle), seeded by the layout so a
 * run can be repeated. Nothing when off or when the dictionary is empty.
 */
export async function errorInjectionFor(db: Kysely<Database>, site: SiteLayout, settings: ErrorSettings): Promise<FleetOptions> {
  const { perVehicleHour, durationMs } = settings;
  if (perVehicleHour <= 0) return {};
  const catalogue = await db
    .selectFrom('error_dict')
    .select(['error_code as code', 'error_level as level', 'category'])
    .where('tenant_id', '=', site.tenantId)
    .where('error_level', '!=', 'Notice')
    // A simulated vehicle has no VDA 5050 safety state to report an emergency stop with.
    .where('error_code', '!=', VDA_ESTOP_CODE)
    .orderBy('error_code')
    .execute();
  if (catalogue.length === 0) return {};
  const seed = [...site.layoutId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 17);
  return { errors: { rng: createRng(seed), meanTimeBetweenErrorsMs: 3_600_000 / perVehicleHour, durationMs, catalogue } };
}
