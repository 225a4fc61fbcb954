import { PostgresAdapter, type Kysely, type Migration } from 'kysely';

/**
 * The layout editor (issue 13, docs/site-authoring.md "The editor's calls"): each layout counts
 * the saves of its draft (a save naming an older count is refused, so two editors cannot overwrite
 * each other unnoticed) and keeps where its site drawing lies (map units, null: no placement). The
 * drawing itself is one row per layout, its bytes in the database so a backup holds it.
 */
export const layoutDraft: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('layouts')
      .addColumn('draft_revision', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    for (const column of ['background_x', 'background_y', 'background_width', 'background_height', 'background_opacity']) {
      await db.schema.alterTable('layouts').addColumn(column, 'double precision').execute();
    }
    // PostgreSQL has no blob type; SQLite stores a Buffer as a blob either way.
    const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
    await db.schema
      .createTable('layout_backgrounds')
      .addColumn('layout_id', 'text', (c) => c.primaryKey().references('layouts.id').onDelete('cascade'))
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('content', bytes, (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('uploaded_by', 'text')
      .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
