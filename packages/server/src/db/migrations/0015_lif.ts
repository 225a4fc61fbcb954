import type { Kysely, Migration } from 'kysely';

/**
 * LIF import/export: each layout keeps the origin (mm) of its site frame, and every imported row
 * keeps its LIF id where the AGVS code could not (station and zone ids that break the code rule,
 * the layoutId, a segment's edge ids as a JSON array), so export writes the file's own ids back.
 */
export const lif: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('layouts')
      .addColumn('origin_x', 'double precision', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('layouts')
      .addColumn('origin_y', 'double precision', (c) => c.notNull().defaultTo(0))
      .execute();
    for (const table of ['layouts', 'stations', 'segments', 'zones']) {
      await db.schema.alterTable(table).addColumn('lif_id', 'text').execute();
    }
  },
};
