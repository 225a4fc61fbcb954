import { z } from 'zod';
import { CacheStats, DatabaseStats, GrafanaConfig, HttpTraceEntry, ProcessStats, RedisStats, SystemStats } from '../api/monitoring.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/**
 * Live figures of this server for the monitoring pages (administrators only): process, host,
 * HTTP trace, in-memory stores, database, Redis; and where Grafana is. None of these is a SPEC §7
 * call (the SPEC lists the monitoring pages among its screens only).
 */
export const MonitoringCalls = defineCalls('monitoring', {
  /** GET /actuator/process → heapUsed, heapTotal, rss, external (bytes), eventLoopDelayP50Ms, eventLoopDelayP99Ms, uptimeSeconds, nodeVersion, pid. */
  process: { method: 'GET', path: '/actuator/process', summary: 'Heap, RSS, event-loop delay, uptime', access: { perm: Perm.serverMonitor }, response: ProcessStats },
  /** GET /actuator/system → platform, cpus, loadAverage, cpuUsagePercent, memoryTotal, memoryFree, disk (bytes). */
  system: { method: 'GET', path: '/actuator/system', summary: 'CPU, memory and disk of the data folder', access: { perm: Perm.serverMonitor }, response: SystemStats },
  /** GET /actuator/httptrace → the last 100 requests, newest first (time, method, path, status, durationMs, username). */
  httptrace: { method: 'GET', path: '/actuator/httptrace', summary: 'The last 100 API requests', access: { perm: Perm.serverMonitor }, response: z.array(HttpTraceEntry) },
  /** GET /actuator/caches → the in-memory stores (name, size, capacity, hits, misses). */
  caches: { method: 'GET', path: '/actuator/caches', summary: 'In-memory stores of this process', access: { perm: Perm.serverMonitor }, response: z.array(CacheStats) },
  /** GET /actuator/database → dialect, sizeBytes, tables (name, rows), connections. */
  database: { method: 'GET', path: '/actuator/database', summary: 'Dialect, size, table rows, connections', access: { perm: Perm.serverMonitor }, response: DatabaseStats },
  /** GET /actuator/redis → {configured: false}, or Redis INFO sections and dbSize. */
  redis: { method: 'GET', path: '/actuator/redis', summary: 'Redis INFO when REDIS_URL is set', access: { perm: Perm.serverMonitor }, response: RedisStats },
  /** GET /sys/grafana/config → {url} of Grafana (GRAFANA_URL), null when none is configured. */
  grafanaConfig: { method: 'GET', path: '/sys/grafana/config', summary: 'Grafana address shown on the Grafana page', access: { perm: Perm.grafanaView }, response: GrafanaConfig },
});
