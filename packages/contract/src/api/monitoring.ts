import { z } from 'zod';

/** pino levels an administrator may switch the running server to. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LogLevelBody = z.object({ level: z.enum(LOG_LEVELS) });
/** GET and PUT /sys/log/level: the running log level and the levels it may be switched to. */
export const LogLevelInfo = z.object({
  level: z.enum(LOG_LEVELS),
  levels: z.array(z.enum(LOG_LEVELS)),
});
export type LogLevelInfo = z.output<typeof LogLevelInfo>;

/** Upload folder (biz): letters, digits, underscore and hyphen only, so it never leaves the files root. */
export const FILE_BIZ_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** GET /actuator/process: one Node.js process sample (bytes, ms). */
export const ProcessStats = z.object({
  /** When sampled, ms since epoch. */
  time: z.number(),
  /** bytes */
  heapUsed: z.number(),
  /** bytes */
  heapTotal: z.number(),
  /** Resident set size, bytes. */
  rss: z.number(),
  /** Memory of C++ objects bound to JavaScript, bytes. */
  external: z.number(),
  /** Event-loop delay, median over the recent window, ms. */
  eventLoopDelayP50Ms: z.number(),
  /** Event-loop delay, 99th percentile over the recent window, ms. */
  eventLoopDelayP99Ms: z.number(),
  /** seconds */
  uptimeSeconds: z.number(),
  nodeVersion: z.string(),
  pid: z.number().int(),
});
export type ProcessStats = z.output<typeof ProcessStats>;

/** GET /actuator/system: host figures: load averages, CPU busy share since the previous sample (0-100), memory and disk of the data folder (bytes). */
export const SystemStats = z.object({
  /** When sampled, ms since epoch. */
  time: z.number(),
  platform: z.string(),
  /** Number of logical CPUs. */
  cpus: z.number().int(),
  /** 1, 5 and 15 minute load averages. */
  loadAverage: z.tuple([z.number(), z.number(), z.number()]),
  /** Busy share of all CPUs since the previous sample, percent (0-100). */
  cpuUsagePercent: z.number(),
  /** bytes */
  memoryTotal: z.number(),
  /** bytes */
  memoryFree: z.number(),
  /** The file system of the data folder: sizes in bytes. */
  disk: z.object({ path: z.string(), total: z.number(), free: z.number(), available: z.number() }),
});
export type SystemStats = z.output<typeof SystemStats>;

/** GET /actuator/httptrace: one request of the HTTP trace (query values of secrets masked). */
export const HttpTraceEntry = z.object({
  /** ms since epoch */
  time: z.number(),
  method: z.string(),
  /** Path with its query, secret values masked. */
  path: z.string(),
  /** HTTP status code. */
  status: z.number().int(),
  /** ms */
  durationMs: z.number(),
  /** null: not signed in. */
  username: z.string().nullable(),
});
export type HttpTraceEntry = z.output<typeof HttpTraceEntry>;

/**
 * GET /actuator/caches: one in-memory store of the server process. Stores that answer lookups
 * count hits and misses; the others leave them null.
 */
export const CacheStats = z.object({
  name: z.enum(['httpTrace', 'fleetRuntimes', 'dictItems']),
  /** Entries held. */
  size: z.number().int(),
  /** Most entries kept; null: unbounded. */
  capacity: z.number().int().nullable(),
  hits: z.number().int().nullable(),
  misses: z.number().int().nullable(),
});
export type CacheStats = z.output<typeof CacheStats>;

/** GET /actuator/database. */
export const DatabaseStats = z.object({
  dialect: z.enum(['sqlite', 'postgres']),
  /** File size (SQLite, with its WAL) or pg_database_size (PostgreSQL), bytes. */
  sizeBytes: z.number(),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  /** PostgreSQL connections to this database as the server counts them (pg_stat_activity); null on SQLite (one embedded connection). */
  connections: z.object({ total: z.number().int(), active: z.number().int(), idle: z.number().int() }).nullable(),
});
export type DatabaseStats = z.output<typeof DatabaseStats>;

/** GET /actuator/redis: Redis INFO as sections of key/value pairs; configured false when REDIS_URL is unset. */
export const RedisStats = z.union([
  z.object({ configured: z.literal(false) }),
  z.object({
    configured: z.literal(true),
    /** When asked, ms since epoch. */
    time: z.number(),
    /** INFO sections (lower case) of key/value text pairs. */
    info: z.record(z.string(), z.record(z.string(), z.string())),
    /** Keys in the selected database (DBSIZE). */
    dbSize: z.number().int(),
  }),
]);
export type RedisStats = z.output<typeof RedisStats>;

/** GET /sys/grafana/config: where Grafana is (GRAFANA_URL). */
export const GrafanaConfig = z.object({
  /** null: no Grafana configured. */
  url: z.string().nullable(),
});
export type GrafanaConfig = z.output<typeof GrafanaConfig>;
