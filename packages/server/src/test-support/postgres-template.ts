import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name of this run's migrated template database (PostgreSQL only). */
    postgresTemplate: string | null;
  }
}

/** Runs one statement as its own client on the server of `serverUrl`. */
export async function onPostgresServer<T extends pg.QueryResultRow = pg.QueryResultRow>(serverUrl: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Vitest global setup of the server suite: with DATABASE_URL, names this run's template database
 * (built by the first test app that needs it, see postgres-template-build.ts) and drops it at the
 * end. It only names it: this setup runs outside the module graph that resolves the workspace
 * packages, which the migrations import.
 */
export default function setup(project: TestProject): (() => Promise<void>) | undefined {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) {
    project.provide('postgresTemplate', null);
    return undefined;
  }
  const name = `agvs_template_${randomBytes(6).toString('hex')}`;
  project.provide('postgresTemplate', name);
  return async () => {
    await onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  };
}
