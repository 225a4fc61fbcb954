import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { cards, createTask, LAYOUT1, order, runUntil } from '../../test-support/fleet.js';
import { scrape } from '../../test-support/metrics.js';
import { METRICS_TOKEN_FILE } from '../../secrets.js';
import { startupSummary } from '../../startupSummary.js';

let h: Harness;
let operator: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'metrics_operator', roles: ['operator'] });
  operator = await h.token('metrics_operator', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const at = { tenant: '1000', layout: LAYOUT1 };

describe('Prometheus metrics', () => {
  it('answers every metric family in the Prometheus text format', async () => {
    const m = await scrape(h);
    expect(m.status).toBe(200);
    expect(m.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const [name, type] of [
      ['agvs_vehicles', 'gauge'],
      ['agvs_vehicles_connected', 'gauge'],
      ['agvs_orders', 'gauge'],
      ['agvs_scheduler_tick_seconds', 'histogram'],
      ['agvs_mqtt_messages_total', 'counter'],
      ['agvs_http_request_duration_seconds', 'histogram'],
      ['process_cpu_seconds_total', 'counter'],
      ['nodejs_heap_size_used_bytes', 'gauge'],
    ]) {
      expect(m.text, name).toContain(`# TYPE ${name} ${type}\n`);
    }
    // MQTT is off in this harness: both directions are there, at 0.
    expect(m.samples.filter((s) => s.name === 'agvs_mqtt_messages_total').map((s) => [s.labels['direction'], s.value])).toEqual([
      ['in', 0],
      ['out', 0],
    ]);
  });

  it('counts the vehicles of a layout by the state the console shows, and follows a vehicle shut down', async () => {
    const byState = (list: readonly { fleetStatus: string }[]) => list.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c.fleetStatus]: (acc[c.fleetStatus] ?? 0) + 1 }), {});
    const shown = byState(await cards(h, operator));
    const before = await scrape(h);
    const counted = Object.fromEntries(before.samples.filter((s) => s.name === 'agvs_vehicles' && s.labels['layout'] === LAYOUT1 && s.value > 0).map((s) => [s.labels['state'], s.value]));
    expect(counted).toEqual(shown);
    expect(before.sum('agvs_vehicles', at)).toBe(9);
    // Empty states are reported at 0, so their series do not vanish from a dashboard.
    expect(before.samples.some((s) => s.name === 'agvs_vehicles' && s.labels['layout'] === LAYOUT1 && s.labels['state'] === 'Error' && s.value === 0)).toBe(true);

    const fl09 = demoIds.agv('FL09');
    expect((await h.call('POST', '/agvserver/agv/shutdownAgv', { token: operator, body: [{ id: fl09 }] })).body.success).toBe(true);
    const after = await scrape(h);
    expect(after.sum('agvs_vehicles', { ...at, state: 'Offline' })).toBe(before.sum('agvs_vehicles', { ...at, state: 'Offline' }) + 1);
    expect(after.sum('agvs_vehicles_connected', at)).toBe(before.sum('agvs_vehicles_connected', at) - 1);
    expect(after.sum('agvs_vehicles', at)).toBe(9);
  });

  it('counts an order created as open until it completes, and times the fleet steps that carry it', async () => {
    const before = await scrape(h);
    const id = await createTask(h, operator, { srcStationCode: 'A01N02', destStationCode: 'A03S05' });
    const created = await scrape(h);
    expect(created.sum('agvs_orders', at)).toBe(before.sum('agvs_orders', at) + 1);
    expect(created.sum('agvs_orders', { ...at, state: 'Init' })).toBe(before.sum('agvs_orders', { ...at, state: 'Init' }) + 1);

    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Complete', 300_000, 500, 5_000);
    const done = await scrape(h);
    expect(done.sum('agvs_orders', at)).toBe(before.sum('agvs_orders', at));
    // Every tick of every running layout is one observation.
    const ticks = done.sum('agvs_scheduler_tick_seconds_count') - before.sum('agvs_scheduler_tick_seconds_count');
    expect(ticks).toBeGreaterThanOrEqual(10);
    expect(done.sum('agvs_scheduler_tick_seconds_bucket', { le: '+Inf' })).toBe(done.sum('agvs_scheduler_tick_seconds_count'));
    // Each layout has its own series, so the ticks of a large layout are not drowned by those of small ones.
    const layoutTicks = done.sum('agvs_scheduler_tick_seconds_count', at) - before.sum('agvs_scheduler_tick_seconds_count', at);
    expect(layoutTicks).toBeGreaterThanOrEqual(10);
    expect(layoutTicks).toBeLessThan(ticks);
  });

  it('times each request under its route pattern, never its URL', async () => {
    const query = { method: 'GET', route: '/agvs/agvserver/transorder/queryById', status: '200' };
    const before = await scrape(h);
    await order(h, operator, 'no-such-order-4711');
    await h.call('GET', '/sys/randomImage/probe4711');
    const after = await scrape(h);
    expect(after.sum('agvs_http_request_duration_seconds_count', query)).toBe(before.sum('agvs_http_request_duration_seconds_count', query) + 1);
    const routes = new Set(after.samples.filter((s) => s.name === 'agvs_http_request_duration_seconds_count').map((s) => s.labels['route']));
    expect(routes).toContain('/agvs/sys/randomImage/:key');
    expect([...routes].filter((r) => r.includes('4711'))).toEqual([]);

    await h.app.inject({ method: 'GET', url: '/agvs/no/such/path/4711' });
    const unmatched = await scrape(h);
    expect(unmatched.sum('agvs_http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
  });

  it('answers another machine only with the metrics token from the data folder', async () => {
    const token = readFileSync(join(h.app.config.dataDir, METRICS_TOKEN_FILE), 'utf8').trim();
    expect(token.length).toBeGreaterThanOrEqual(32);
    const remote = '10.20.30.40';

    const anonymous = await h.app.inject({ method: 'GET', url: '/agvs/metrics', remoteAddress: remote, headers: { 'accept-language': 'en-GB' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="agvs-metrics"');
    expect(anonymous.json()).toMatchObject({ success: false, code: 401, message: expect.stringContaining('metrics-token') });
    expect(anonymous.body).not.toContain('agvs_vehicles');

    expect((await scrape(h, { remoteAddress: remote, headers: { authorization: `Bearer ${token}x` } })).status).toBe(401);
    // A session token of the console is no metrics token.
    expect((await scrape(h, { remoteAddress: remote, headers: { authorization: `Bearer ${operator}` } })).status).toBe(401);
    const granted = await scrape(h, { remoteAddress: remote, headers: { authorization: `Bearer ${token}` } });
    expect(granted.status).toBe(200);
    expect(granted.sum('agvs_vehicles', at)).toBe(9);

    // This machine needs no token, over IPv4 and IPv6; a request a local proxy relays is remote.
    expect((await scrape(h, { remoteAddress: '127.0.0.1' })).status).toBe(200);
    expect((await scrape(h, { remoteAddress: '::1' })).status).toBe(200);
    expect((await scrape(h, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(401);
  });

  it('documents and charts only metrics the server answers', async () => {
    const docs = fileURLToPath(new URL('../../../../../docs/', import.meta.url));
    const dashboard = JSON.parse(readFileSync(join(docs, 'grafana/agvs-dashboard.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
    const text = await scrape(h);
    const answered = new Set(text.samples.map((s) => s.name));
    const named = (source: string) => [...new Set(source.match(/\b(?:agvs|process|nodejs)_[a-z0-9_]+/g) ?? [])].filter((n) => !n.endsWith('_'));
    expect(named(exprs.join('\n')).filter((n) => !answered.has(n))).toEqual([]);
    const documented = named(readFileSync(join(docs, 'metrics.md'), 'utf8'));
    expect(documented.filter((n) => !answered.has(n) && !answered.has(`${n}_count`))).toEqual([]);
  });

  it('tells the operator at start where the metrics and their token are', () => {
    const summary = startupSummary(h.app, 'http://localhost:8080');
    expect(summary).toContain('http://localhost:8080/agvs/metrics');
    expect(summary).toContain(join(h.app.config.dataDir, METRICS_TOKEN_FILE));
  });
});
