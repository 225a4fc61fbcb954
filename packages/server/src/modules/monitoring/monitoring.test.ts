import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheStats, DatabaseStats, GrafanaConfig, HttpTraceEntry, ProcessStats, RedisStats, SystemStats } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

let h: Harness;
let admin: string;
let operator: string;
beforeAll(async () => {
  h = await startHarness({ redisUrl: REDIS_URL, grafanaUrl: 'http://127.0.0.1:3000/d/agvs' });
  admin = await h.token('admin', ADMIN_PASSWORD);
  await h.createUser({ username: 'watcher', realname: 'Watcher', roles: ['operator'] });
  operator = await h.token('watcher', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const get = <T>(path: string, token = admin) => h.call<T>('GET', path, { token, lang: 'en-GB' });

describe('monitoring', () => {
  it('shows live figures of the process that change between samples', async () => {
    const first = (await get<ProcessStats>('/actuator/process')).body.result;
    expect(first.heapUsed).toBeGreaterThan(0);
    expect(first.heapTotal).toBeGreaterThanOrEqual(first.heapUsed);
    expect(first.rss).toBeGreaterThan(first.heapUsed);
    expect(first.nodeVersion).toBe(process.version);
    expect(first.eventLoopDelayP99Ms).toBeGreaterThanOrEqual(first.eventLoopDelayP50Ms);
    const garbage = Array.from({ length: 200_000 }, (_, i) => ({ i }));
    const second = (await get<ProcessStats>('/actuator/process')).body.result;
    expect(second.heapUsed).not.toBe(first.heapUsed);
    expect(garbage.length).toBe(200_000);
  });

  it('shows CPU, memory and the disk of the data folder', async () => {
    const stats = (await get<SystemStats>('/actuator/system')).body.result;
    expect(stats.cpus).toBeGreaterThan(0);
    expect(stats.memoryTotal).toBeGreaterThan(stats.memoryFree);
    expect(stats.disk.path).toBe(h.app.config.dataDir);
    expect(stats.disk.total).toBeGreaterThan(stats.disk.available);
    expect(stats.cpuUsagePercent).toBeGreaterThanOrEqual(0);
    expect(stats.cpuUsagePercent).toBeLessThanOrEqual(100);
  });

  it('traces recent requests with the user, masking secrets', async () => {
    // Refused (400: not a list parameter), still traced, with the value hidden.
    await h.call('GET', '/sys/user/list', { token: admin, query: { password: 'Hunter#22', pageNo: '1' } });
    const trace = (await get<HttpTraceEntry[]>('/actuator/httptrace')).body.result;
    const entry = trace.find((e) => e.path.startsWith('/agvs/sys/user/list'))!;
    expect(entry).toMatchObject({ method: 'GET', status: 400, username: 'admin' });
    expect(entry.path).toContain('password=***');
    expect(JSON.stringify(trace)).not.toContain('Hunter');
    expect(trace.some((e) => e.path.startsWith('/agvs/sys/loginEncrypt') && e.username === null)).toBe(true);
  });

  it('counts table rows of the database', async () => {
    const stats = (await get<DatabaseStats>('/actuator/database')).body.result;
    expect(stats.dialect).toBe(h.app.dialect);
    expect(stats.sizeBytes).toBeGreaterThan(0);
    expect(stats.tables.find((t) => t.name === 'users')!.rows).toBe(2);
    if (stats.dialect === 'postgres') expect(stats.connections!.total).toBeGreaterThan(0);
  });

  it('lists the in-memory stores', async () => {
    const stores = (await get<CacheStats[]>('/actuator/caches')).body.result;
    expect(stores.find((s) => s.name === 'httpTrace')).toMatchObject({ capacity: 100 });
    expect(stores.find((s) => s.name === 'httpTrace')!.size).toBeGreaterThan(0);
  });

  it('reads Redis INFO when REDIS_URL is set', async () => {
    const stats = (await get<RedisStats>('/actuator/redis')).body.result;
    if (!stats.configured) throw new Error('expected a configured Redis');
    expect(stats.info['server']!['redis_version']).toMatch(/^\d+\./);
    expect(Number(stats.info['memory']!['used_memory'])).toBeGreaterThan(0);
    expect(stats.dbSize).toBeGreaterThanOrEqual(0);
  });

  it('gives the Grafana address', async () => {
    expect((await get<GrafanaConfig>('/sys/grafana/config')).body.result).toEqual({ url: 'http://127.0.0.1:3000/d/agvs' });
  });

  it('refuses non-administrators', async () => {
    for (const path of ['/actuator/process', '/actuator/system', '/actuator/httptrace', '/actuator/caches', '/actuator/database', '/actuator/redis', '/sys/grafana/config']) {
      expect((await get(path, operator)).status).toBe(403);
    }
  });
});

describe('monitoring without Redis and Grafana', () => {
  it('says they are not configured', async () => {
    const bare = await startHarness();
    try {
      const token = await bare.token('admin', ADMIN_PASSWORD);
      expect((await bare.call<RedisStats>('GET', '/actuator/redis', { token })).body.result).toEqual({ configured: false });
      expect((await bare.call<GrafanaConfig>('GET', '/sys/grafana/config', { token })).body.result).toEqual({ url: null });
    } finally {
      await bare.close();
    }
  });

  it('reports an unreachable Redis as a clear failure', async () => {
    const broken = await startHarness({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const token = await broken.token('admin', ADMIN_PASSWORD);
      expect((await broken.call('GET', '/actuator/redis', { token, lang: 'en-GB' })).body).toMatchObject({ success: false, message: 'Redis cannot be reached' });
    } finally {
      await broken.close();
    }
  });
});
