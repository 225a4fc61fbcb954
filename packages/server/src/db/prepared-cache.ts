import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite driver prepares every statement again on each query; preparing (parsing and
 * planning the SQL) took 13 % of the server's time under polling. The app sends a few hundred
 * distinct statement texts with their values as parameters, so the prepared statement is kept
 * per SQL text, the least recently used dropped past `limit`. better-sqlite3 re-prepares a kept
 * statement by itself when a migration changes the schema.
 */
export function withPreparedStatements(db: SQLiteDatabase, limit = 500): SqliteDatabase {
  const kept = new Map<string, Statement>();
  return {
    close: () => {
      kept.clear();
      db.close();
    },
    prepare(sql: string): SqliteStatement {
      let stmt = kept.get(sql);
      if (stmt) {
        // Map order is insertion order: moving it to the end makes the first key the least recent.
        kept.delete(sql);
      } else {
        stmt = db.prepare(sql);
        if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      }
      kept.set(sql, stmt);
      return stmt;
    },
  };
}
