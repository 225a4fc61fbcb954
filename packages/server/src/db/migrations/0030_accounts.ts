import type { Kysely, Migration } from 'kysely';

/**
 * Self-registration and password recovery (issue 16, docs/accounts.md). A registration becomes a
 * user only when an administrator approves it; a recovery code is kept as a hash, one per account.
 */
export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_registrations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('username_key', 'text', (c) => c.notNull())
      .addColumn('realname', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('decided_at', 'bigint')
      .addColumn('decided_by', 'text')
      .addColumn('reason', 'text')
      .execute();
    await db.schema.createIndex('account_registrations_tenant').on('account_registrations').columns(['tenant_id', 'status', 'created_at']).execute();
    await db.schema.createIndex('account_registrations_name').on('account_registrations').columns(['username_key', 'status']).execute();
    await db.schema
      .createTable('password_recoveries')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
