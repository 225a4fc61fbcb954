import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@agvs/contract';
import { METRICS_TOKEN_FILE } from './secrets.js';

/** The database as a person reads it: the SQLite file, or the PostgreSQL server and database without credentials. */
export function describeDatabase(databaseUrl: string | null, dataDir: string): string {
  if (!databaseUrl) return `SQLite, ${join(dataDir, 'agvs.db')}`;
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL, ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * The few lines an operator needs after `npm start`: where to open the console, which database
 * and vehicles it runs, where its data lives. Written to the terminal, not the log, like the first
 * password, so they are not lost among log lines.
 */
export function startupSummary(app: FastifyInstance, base: string): string {
  let vehicles = 0;
  let layouts = 0;
  const stop = app.fleets.eachRuntime((rt) => {
    layouts++;
    vehicles += rt.fleet.vehicles.length;
  });
  stop();
  return [
    `AGVS is running.`,
    `  console:   ${base}/`,
    `  API docs:  ${base}${API_BASE}/docs`,
    `  database:  ${describeDatabase(app.config.databaseUrl, app.config.dataDir)}`,
    `  vehicles:  ${vehicles} on ${layouts} layout${layouts === 1 ? '' : 's'}`,
    `  data:      ${app.config.dataDir}`,
    // Other machines need the token (modules/metrics/access.ts); this machine's scraper does not.
    `  metrics:   ${base}${API_BASE}/metrics (from other machines with the token in ${join(app.config.dataDir, METRICS_TOKEN_FILE)})`,
    `Stop with Ctrl+C (vehicles are stored where they stand).`,
  ].join('\n');
}
