import type { Kysely, Migration } from 'kysely';

/**
 * The console's switch for scheduled templates: 1 stops every template of the tenant from creating
 * its orders by itself (the demo site's traffic), 0 lets them run. The intervals stay as they are.
 */
export const demoSwitch: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tenants').addColumn('templates_paused', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};
