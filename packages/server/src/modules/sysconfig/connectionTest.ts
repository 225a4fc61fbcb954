import { isAbsolute, join, normalize, sep } from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';

export interface ConnectionTarget {
  readonly dbType: string;
  readonly url: string;
  readonly username: string | null;
  readonly password: string | null;
}

/** SQLite data sources are files under DATA_DIR/datasources: a URL can never name another file. */
export function sqlitePath(dataDir: string, url: string): string | null {
  const relative = normalize(url.replace(/^sqlite:(\/\/)?/, ''));
  if (!relative || isAbsolute(relative) || relative.startsWith('..') || relative.split(sep).includes('..')) return null;
  return join(dataDir, 'datasources', relative);
}

export function validPostgresUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'postgres:' || parsed.protocol === 'postgresql:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** Connects and runs `select 1`; resolves on success, rejects with the driver's error. */
export async function testConnection(target: ConnectionTarget, dataDir: string, timeoutMs: number): Promise<void> {
  if (target.dbType === 'postgres') {
    // pg lets the connection string win over separate user/password settings: put them into it.
    const url = new URL(target.url);
    if (target.username) url.username = encodeURIComponent(target.username);
    if (target.password) url.password = encodeURIComponent(target.password);
    const client = new pg.Client({
      connectionString: url.toString(),
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    // An error after connect (server gone) must not crash the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
    } finally {
      await client.end().catch(() => undefined);
    }
    return;
  }
  const path = sqlitePath(dataDir, target.url);
  if (!path) throw new Error(`invalid SQLite path: ${target.url}`);
  const db = new Sqlite(path, { readonly: true, fileMustExist: true, timeout: timeoutMs });
  try {
    db.prepare('select 1').get();
  } finally {
    db.close();
  }
}
