import { statSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DatabaseStats } from '@agvs/contract';
import type { Dialect } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';

const fileSize = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

/**
 * Dialect, size, row count of every table and (PostgreSQL) connections. Table names come from the
 * database's own catalogue, never from a request.
 */
export async function databaseStats(db: Kysely<Database>, dialect: Dialect, dataDir: string): Promise<DatabaseStats> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((name) => !name.startsWith('kysely_')).sort();
  const counts = [];
  for (const name of tables) {
    const row = await db.selectFrom(sql.table(name).as('t')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    counts.push({ name, rows: Number(row.n) });
  }
  if (dialect === 'sqlite') {
    const file = join(dataDir, 'agvs.db');
    return { dialect, sizeBytes: fileSize(file) + fileSize(`${file}-wal`), tables: counts, connections: null };
  }
  const size = await sql<{ size: number }>`select pg_database_size(current_database()) as size`.execute(db);
  const conns = await sql<{ total: number; active: number; idle: number }>`
    select count(*)::int as total,
           count(*) filter (where state = 'active')::int as active,
           count(*) filter (where state = 'idle')::int as idle
    from pg_stat_activity where datname = current_database()`.execute(db);
  const c = conns.rows[0]!;
  return { dialect, sizeBytes: Number(size.rows[0]!.size), tables: counts, connections: { total: c.total, active: c.active, idle: c.idle } };
}
