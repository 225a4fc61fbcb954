import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../connect.js';
import { migrateToLatest } from '../migrate.js';
import { databaseMigratedTo } from '../../test-support/migratedDatabase.js';


async function addUsers(db: Db, usernames: readonly string[], keyed = false): Promise<void> {
  const rows = usernames.map((username) => ({
    id: `id-${username}`,
    username,
    realname: username,
    password_hash: 'x',
    created_at: 0,
    updated_at: 0,
    ...(keyed ? { username_key: username.toLowerCase() } : {}),
  }));
  await (db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>).insertInto('users').values(rows).execute();
}

describe('migration 0009 on existing users', () => {
  it('gives every user its normalised key, which then keeps case variants out', async () => {
    const db = await databaseMigratedTo('0008_logs_files');
    await addUsers(db, ['admin', 'Picker.One']);
    await migrateToLatest(db);
    const keys = await db.kysely.selectFrom('users').select(['username', 'username_key']).orderBy('username').execute();
    expect(keys).toEqual([
      { username: 'Picker.One', username_key: 'picker.one' },
      { username: 'admin', username_key: 'admin' },
    ]);
    await expect(addUsers(db, ['ADMIN'], true)).rejects.toThrow();
  });

  it('stops with the names to resolve when two users differ only in case or width, and runs once they are renamed', async () => {
    const db = await databaseMigratedTo('0008_logs_files');
    await addUsers(db, ['admin', 'ＡＤＭＩＮ', 'bob']);
    await expect(migrateToLatest(db)).rejects.toThrow('admin / ＡＤＭＩＮ');
    await db.kysely.updateTable('users').set({ username: 'admin2' }).where('username', '=', 'ＡＤＭＩＮ').execute();
    await migrateToLatest(db);
    expect(await db.kysely.selectFrom('users').select('username_key').orderBy('username_key').execute()).toEqual([
      { username_key: 'admin' },
      { username_key: 'admin2' },
      { username_key: 'bob' },
    ]);
  });
});
