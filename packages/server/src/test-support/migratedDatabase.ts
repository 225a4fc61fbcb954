import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { onTestFinished } from 'vitest';
import { openDb, type Db } from '../db/connect.js';
import { migrations } from '../db/migrations/index.js';
import { freshPostgres } from './harness.js';

/**
 * A database of an installation as it was after migration `last` (SQLite, or PostgreSQL with
 * DATABASE_URL), to test what a later migration does to existing rows. Dropped after the test.
 */
export async function databaseMigratedTo(last: string): Promise<Db> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agvs-migration-'));
  const postgres = process.env['DATABASE_URL'] ? await freshPostgres(process.env['DATABASE_URL']) : undefined;
  const db = openDb({ databaseUrl: postgres?.url ?? null, dataDir, onIdleError: () => undefined });
  onTestFinished(async () => {
    await db.kysely.destroy();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(last);
  if (error) throw error;
  return db;
}
