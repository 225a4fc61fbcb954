import type { Kysely, Migration } from 'kysely';
import { dataSourceTarget } from '../../modules/sysconfig/dataSourceTarget.js';
import { usernameKey } from '../../modules/users/usernameKey.js';

interface Tables {
  users: { id: string; username: string; username_key: string | null };
  captchas: { key: string; client: string };
  data_sources: { id: string; db_type: string; url: string; password_enc: string | null; password_target: string | null };
}

/**
 * Sign-in hardening: usernames unique by their normalised key, captchas counted per client
 * address, and a data source's stored password bound to the host it was typed for.
 */
export const signInHardening: Migration = {
  async up(unknownDb: Kysely<unknown>) {
    const db = unknownDb as Kysely<Tables>;
    // Clashes are looked for before any change: SQLite keeps the DDL of a migration that fails.
    const users = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
    const byKey = new Map<string, string[]>();
    for (const user of users) {
      const key = usernameKey(user.username);
      byKey.set(key, [...(byKey.get(key) ?? []), user.username]);
    }
    const clashes = [...byKey.values()].filter((names) => names.length > 1);
    // Renaming an account behind the operator's back would move someone's sign-in name; refuse instead.
    if (clashes.length) {
      throw new Error(`usernames differ only in case or width; rename all but one of each group, then start again: ${clashes.map((names) => names.join(' / ')).join('; ')}`);
    }
    await db.schema.alterTable('users').addColumn('username_key', 'text').execute();
    for (const user of users) {
      await db.updateTable('users').set({ username_key: usernameKey(user.username) }).where('id', '=', user.id).execute();
    }
    await db.schema.createIndex('users_username_normalised').on('users').column('username_key').unique().execute();

    await db.schema.alterTable('captchas').addColumn('client', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.createIndex('captchas_client').on('captchas').columns(['client', 'expires_at']).execute();

    await db.schema.alterTable('data_sources').addColumn('password_target', 'text').execute();
    const sources = await db.selectFrom('data_sources').select(['id', 'db_type', 'url']).where('password_enc', 'is not', null).execute();
    for (const source of sources) {
      await db.updateTable('data_sources').set({ password_target: dataSourceTarget(source.db_type, source.url) }).where('id', '=', source.id).execute();
    }
  },
};
