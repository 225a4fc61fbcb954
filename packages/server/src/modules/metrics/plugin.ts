import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';
import { registerFleetMetrics } from './fleetMetrics.js';
import { registerHttpMetrics } from './httpMetrics.js';
import { processRegistry } from './processMetrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this app (GET /agvs/metrics, docs/metrics.md). */
    metrics: { text(): Promise<string>; readonly contentType: string };
  }
}

/**
 * The app's metrics: fleets and MQTT read when scraped, tick time and HTTP latency observed as they
 * happen. Registered before the routes so its response hook times every one of them.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    // One registry per app: a process building several apps (tests) keeps their figures apart.
    const registry = new Registry();
    const runtimes: FleetRuntime[] = [];
    const { tickSeconds } = registerFleetMetrics(registry, {
      runtimes: () => runtimes,
      mqttTotals: () => app.vda?.master.messageTotals() ?? { received: 0, sent: 0 },
    });
    const stops: (() => void)[] = [];
    // Layouts published at run time start runtimes later; eachRuntime hands those over too.
    stops.push(
      app.fleets.eachRuntime((rt) => {
        runtimes.push(rt);
        const at = { tenant: String(rt.tenantId), layout: rt.layoutId };
        // Answered from the start, as the unlabelled histogram was: a chart has a series before the first tick.
        tickSeconds.zero(at);
        stops.push(rt.onTickTimed((seconds) => tickSeconds.observe(at, seconds)));
      }),
    );
    registerHttpMetrics(app, registry);
    app.decorate('metrics', {
      contentType: registry.contentType,
      text: () => Registry.merge([registry, processRegistry()]).metrics(),
    });
    app.addHook('onClose', async () => {
      for (const stop of stops) stop();
    });
  },
  { name: 'metrics', dependencies: ['fleet-runtime', 'vda5050'] },
);
