import type { Kysely, Migration } from 'kysely';

/**
 * Whether re-assignment already moved an order to another vehicle (issue 15): an order moves at
 * most once, and that must hold over a restart, so it is kept with the order.
 */
export const orderReassigned: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('transorders').addColumn('reassigned', 'smallint', (c) => c.notNull().defaultTo(0)).execute();
  },
};
