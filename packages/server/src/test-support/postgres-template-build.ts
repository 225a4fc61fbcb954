import pg from 'pg';
import { inject } from 'vitest';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { onPostgresServer } from './postgres-template.js';

/** Any fixed number: the advisory lock that lets one worker build the template while others wait. */
const TEMPLATE_LOCK = 5050_2024;

let built: Promise<string | null> | undefined;

/**
 * This run's template database, migrated to the latest schema, built once by whichever worker asks
 * first. Copying it (CREATE DATABASE ... TEMPLATE) is much faster than running every migration
 * again for each test app.
 */
export function migratedTemplate(serverUrl: string): Promise<string | null> {
  built ??= build(serverUrl);
  return built;
}

async function build(serverUrl: string): Promise<string | null> {
  const name = inject('postgresTemplate');
  if (!name) return null;
  const lock = new pg.Client({ connectionString: serverUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const exists = await lock.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await onPostgresServer(serverUrl, `CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const db = openDb({ databaseUrl: url.toString(), dataDir: '', onIdleError: () => undefined });
      try {
        await migrateToLatest(db);
      } finally {
        // A template must have no open connection when a database is copied from it.
        await db.kysely.destroy();
      }
    }
    return name;
  } finally {
    await lock.end();
  }
}
