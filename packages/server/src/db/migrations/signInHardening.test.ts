import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { freshPostgres } from '../../test-support/harness.js';
import { openDb, type Db } from '../connect.js';
import { migrateToLatest } from '../migrate.js';
import { migrations } from './index.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A database of the installation before migration 0009 (SQLite, or PostgreSQL with DATABASE_URL). */
async function databaseBefore0009(): Promise<Db> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agvs-migration-'));
  const postgres = process.env['DATABASE_URL'] ? await freshPostgres(process.env['DATABASE_URL']) : undefined;
  const db = openDb({ databaseUrl: postgres?.url ?? null, dataDir, onIdleError: () => undefined });
  cleanups.push(async () => {
    await db.kysely.destroy();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo('0008_logs_files');
  if (error) throw error;
  return db;
}

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
    const db = await databaseBefore0009();
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
    const db = await databaseBefore0009();
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
