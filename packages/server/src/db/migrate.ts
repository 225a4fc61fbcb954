import { Migrator } from 'kysely';
import type { Db } from './connect.js';
import { migrations } from './migrations/index.js';

/** Brings the schema to the latest version; Kysely's lock keeps concurrent starts on PostgreSQL safe. */
export async function migrateToLatest(db: Db): Promise<readonly string[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
