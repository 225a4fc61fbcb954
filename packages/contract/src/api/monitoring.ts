import { z } from 'zod';

/** pino levels an administrator may switch the running server to. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LogLevelBody = z.object({ level: z.enum(LOG_LEVELS) });
export interface LogLevelInfo {
  readonly level: LogLevel;
  readonly levels: readonly LogLevel[];
}

/** Upload folder (biz): letters, digits, underscore and hyphen only, so it never leaves the files root. */
export const FILE_BIZ_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** One Node.js process sample (bytes, ms). */
export interface ProcessStats {
  readonly time: number;
  readonly heapUsed: number;
  readonly heapTotal: number;
  readonly rss: number;
  readonly external: number;
  readonly eventLoopDelayP50Ms: number;
  readonly eventLoopDelayP99Ms: number;
  readonly uptimeSeconds: number;
  readonly nodeVersion: string;
  readonly pid: number;
}

/** Host figures: load averages, CPU busy share since the previous sample (0-100), memory and disk of the data folder (bytes). */
export interface SystemStats {
  readonly time: number;
  readonly platform: string;
  readonly cpus: number;
  readonly loadAverage: readonly [number, number, number];
  readonly cpuUsagePercent: number;
  readonly memoryTotal: number;
  readonly memoryFree: number;
  readonly disk: { readonly path: string; readonly total: number; readonly free: number; readonly available: number };
}

/** One request of the HTTP trace (query values of secrets masked). */
export interface HttpTraceEntry {
  readonly time: number;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  readonly username: string | null;
}

/**
 * One in-memory store of the server process. Stores that answer lookups count hits and misses;
 * the others leave them null.
 */
export interface CacheStats {
  readonly name: 'httpTrace' | 'fleetRuntimes' | 'dictItems';
  readonly size: number;
  readonly capacity: number | null;
  readonly hits: number | null;
  readonly misses: number | null;
}

export interface DatabaseStats {
  readonly dialect: 'sqlite' | 'postgres';
  /** File size (SQLite, with its WAL) or pg_database_size (PostgreSQL), bytes. */
  readonly sizeBytes: number;
  readonly tables: readonly { readonly name: string; readonly rows: number }[];
  /** PostgreSQL connections to this database as the server counts them (pg_stat_activity); null on SQLite (one embedded connection). */
  readonly connections: { readonly total: number; readonly active: number; readonly idle: number } | null;
}

/** Redis INFO as sections of key/value pairs; configured false when REDIS_URL is unset. */
export type RedisStats =
  | { readonly configured: false }
  | { readonly configured: true; readonly time: number; readonly info: Readonly<Record<string, Readonly<Record<string, string>>>>; readonly dbSize: number };

export interface GrafanaConfig {
  readonly url: string | null;
}
