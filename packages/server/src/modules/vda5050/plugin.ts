import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startEmbeddedBroker, type EmbeddedBroker } from './broker.js';
import { connectMqtt, safeUrl } from './client.js';
import { VdaMaster } from './master.js';

export interface VdaRuntime {
  readonly master: VdaMaster;
  /** Where AGVS's client connects (the embedded broker's mqtt://127.0.0.1:port, or MQTT_URL). */
  readonly url: string;
  /** Port of the embedded broker; null with an external broker. */
  readonly brokerPort: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** VDA 5050 over MQTT; null when MQTT is off (no MQTT_URL and MQTT_PORT=0). */
    vda: VdaRuntime | null;
  }
}

/**
 * The broker (embedded aedes unless MQTT_URL names one) and the VDA 5050 master, started after
 * the fleets and stopped before them. It follows the fleets: vehicles added, removed or edited
 * and layouts started at run time change what it listens to.
 */
export const vdaPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config.mqtt;
    let broker: EmbeddedBroker | undefined;
    let url = config.url;
    if (!url) {
      if (config.embeddedPort === null) {
        app.decorate('vda', null);
        return;
      }
      broker = await startEmbeddedBroker(config.embeddedPort);
      url = `mqtt://127.0.0.1:${broker.port}`;
      app.log.info({ port: broker.port }, 'embedded MQTT broker listening');
    }
    const log = { info: (m: string) => app.log.info(m), warn: (m: string) => app.log.warn(m), error: (m: string) => app.log.error(m) };
    const client = connectMqtt(url, config, log);
    const master = new VdaMaster(app.db, app.dbWrites, app.fleets, client, app.clock, log);
    app.decorate('vda', { master, url: safeUrl(url), brokerPort: broker?.port ?? null });

    const stops: (() => void)[] = [];
    stops.push(
      app.fleets.eachRuntime((rt) => {
        stops.push(
          rt.subscribe((events) => {
            if (events.some((e) => e.type === 'vehicleAdded' || e.type === 'vehicleRemoved')) void master.refresh();
            master.syncLayout(rt.tenantId, rt.layoutId);
          }),
        );
        void master.refresh();
      }),
    );
    stops.push(app.fleets.onVehicleSynced(() => void master.refresh()));
    await master.refresh();

    app.addHook('preClose', async () => {
      master.close();
      for (const stop of stops) stop();
      await master.flush();
      await client.endAsync(true).catch(() => undefined);
      await broker?.close();
    });
  },
  { name: 'vda5050', dependencies: ['fleet-runtime'] },
);
