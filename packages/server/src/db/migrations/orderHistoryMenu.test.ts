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

/** A database of an installation made before the order history (SQLite, or PostgreSQL with DATABASE_URL). */
async function databaseBeforeOrderHistory(): Promise<Db> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agvs-migration-'));
  const postgres = process.env['DATABASE_URL'] ? await freshPostgres(process.env['DATABASE_URL']) : undefined;
  const db = openDb({ databaseUrl: postgres?.url ?? null, dataDir, onIdleError: () => undefined });
  cleanups.push(async () => {
    await db.kysely.destroy();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo('0014_demo_switch');
  if (error) throw error;
  return db;
}

describe('migration 0016 on an existing installation', () => {
  it('gives the seeded operator role the order-history menu', async () => {
    const db = await databaseBeforeOrderHistory();
    const raw = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await raw.insertInto('roles').values({ id: 'role-operator', role_code: 'operator', role_name: 'Operator', created_at: 0 }).execute();
    await migrateToLatest(db);
    const granted = await db.kysely.selectFrom('role_permission').select('permission_id').where('role_id', '=', 'role-operator').orderBy('permission_id').execute();
    expect(granted.map((g) => g.permission_id)).toEqual(['menu-agv', 'menu-agv-call-order', 'menu-agv-transorder']);
  });
});
