import type { Kysely, Migration } from 'kysely';

/**
 * Imported licence files (issue 16, docs/licence.md). The file is kept whole and verified again
 * on every read, so a row edited in the database is no licence; the newest valid import counts.
 */
export const licences: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('licences')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'bigint', (c) => c.notNull())
      .addColumn('imported_by', 'text')
      .execute();
  },
};
