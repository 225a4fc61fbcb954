import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { seedAccess } from './access.js';
import { seedAdmin } from './admin.js';
import { seedDicts } from './dicts.js';
import { seedFleetDemo } from './fleet.js';
import { seedSystemPages } from './systemPages.js';
import { seedDemoTenant } from './tenants.js';
import { seedVdaErrorDict } from '../../modules/vda5050/estop-seed.js';
import { seedReports } from '../../modules/reports/seed.js';

export interface SeedResult {
  /** Set only when this run created the admin with a generated password. */
  readonly generatedAdminPassword?: string;
}

/** Idempotent start-up data: safe to run on every start and from several servers at once. */
export async function seed(
  db: Kysely<Database>,
  options: { readonly adminPassword: string | null; readonly now: number; /** false (AGVS_DEMO=off): no demo site. Default true. */ readonly demo?: boolean },
): Promise<SeedResult> {
  await seedDemoTenant(db, options.now);
  await seedAccess(db, options.now);
  await seedDicts(db, options.now);
  await seedVdaErrorDict(db, options.now);
  await seedSystemPages(db, options.now);
  await seedReports(db);
  if (options.demo !== false) await seedFleetDemo(db, options.now);
  const generatedAdminPassword = await seedAdmin(db, options.adminPassword, options.now);
  return generatedAdminPassword ? { generatedAdminPassword } : {};
}
