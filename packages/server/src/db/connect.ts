import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { withPreparedStatements } from './prepared-cache.js';
import type { Database } from './schema.js';
import { WriteWatch } from './write-watch.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: Dialect;
  /** Hears every write the app makes, for the in-memory copies of rows (write-cache.ts). */
  readonly writes: WriteWatch;
}

const INT8_OID = 20;

/**
 * PostgreSQL returns int8 (counts, bigint ms times) as strings by default; ours always fit a
 * double, so they come back as numbers like on SQLite. Set per pool, not on the global pg types.
 */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

export interface OpenDbOptions {
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  /** An idle pooled connection failed (database restarted...); the pool replaces it. */
  readonly onIdleError: (err: Error) => void;
}

/** PostgreSQL when a URL is given, else the embedded SQLite file DATA_DIR/agvs.db in WAL mode. */
export function openDb(options: OpenDbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes, max: 10 });
    // Without a listener an idle client's error would end the process.
    pool.on('error', options.onIdleError);
    const writes = new WriteWatch();
    return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] }), dialect: 'postgres', writes };
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = new SQLite(join(options.dataDir, 'agvs.db'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const writes = new WriteWatch();
  return { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: withPreparedStatements(file) }), plugins: [writes] }), dialect: 'sqlite', writes };
}
