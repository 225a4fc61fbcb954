import type { Kysely, Migration } from 'kysely';

/**
 * Kanban boards (issue 16, docs/kanban.md): a board shows one layout to whoever holds its token.
 * Only the token's SHA-256 is kept (unique, so a screen's call finds its board by one index
 * lookup); revoking stamps revoked_at and keeps the hash, so the screen is told "revoked", not "unknown". Permission codes kanban:board:* reach the admin role through the
 * seed, which tops that role up on every start.
 */
export const kanbanBoards: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('kanban_boards')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.unique())
      .addColumn('token_hint', 'text')
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('kanban_boards_tenant').on('kanban_boards').columns(['tenant_id', 'created_at']).execute();
  },
};
