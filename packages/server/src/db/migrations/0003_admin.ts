import type { Kysely, Migration } from 'kysely';

/** Administration: users move to a recycle bin on delete (del_flag 1) and can be recovered. */
export const admin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};
