import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FleetRuntimes, type Scheduler } from './registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    fleets: FleetRuntimes;
  }
}

export interface RuntimePluginOptions {
  /** null: no timer (tests advance the clock and call fleets.tickAll()). */
  readonly scheduler: Scheduler | null;
}

/** Starts one fleet runtime per layout after migrations and seeds, and stops them before the database closes. */
export const runtimePlugin = fp(
  async (app: FastifyInstance, options: RuntimePluginOptions) => {
    const fleets = new FleetRuntimes(app.db, app.clock, (msg) => app.log.warn(msg), app.config.fleetErrors);
    app.decorate('fleets', fleets);
    await fleets.start(options.scheduler);
    app.addHook('preClose', async () => fleets.stop());
  },
  { name: 'fleet-runtime', dependencies: ['db'] },
);
