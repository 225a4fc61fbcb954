import type { Kysely, Migration } from 'kysely';

/**
 * Roles of one tenant next to the installation-wide ones: `tenant_id` null is a role every tenant
 * may assign (the seeded ones), a number is a role only that tenant sees, assigns and changes.
 */
export const tenantScope: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('roles').addColumn('tenant_id', 'integer', (c) => c.references('tenants.id').onDelete('cascade')).execute();
    await db.schema.createIndex('roles_tenant').on('roles').column('tenant_id').execute();
  },
};
