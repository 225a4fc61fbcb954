import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';
import { ActivityRecorder, type FleetReading } from './activity.js';

/** How often the accumulated activity is written while the fleets run, ms of the clock. */
export const ACTIVITY_FLUSH_MS = 60_000;

export interface VehicleActivityLog {
  /** Takes a reading of the tenant's fleets now and writes everything accumulated (the dashboard reads the table next). */
  settle(tenantId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    vehicleActivity: VehicleActivityLog;
  }
}

function readingOf(rt: FleetRuntime): FleetReading {
  const fleet = rt.fleet;
  return {
    tenantId: rt.tenantId,
    layoutId: rt.layoutId,
    nowMs: fleet.nowMs,
    vehicles: fleet.vehicles.map((v) => ({ agvId: v.config.id, status: fleet.status(v.config.id), odometerMm: v.odometer })),
  };
}

/**
 * Follows every running fleet through its listeners (no change to the runtime or the core): a
 * reading after each tick or command with events, the sums written every ACTIVITY_FLUSH_MS, before
 * the dashboard answers and at shutdown (docs/dashboard.md "Run time and mileage").
 */
export const vehicleActivityPlugin = fp(
  async (app: FastifyInstance) => {
    const recorder = new ActivityRecorder();
    const log = (msg: string) => app.log.warn(msg);
    let lastFlush = app.clock();
    let flushing: Promise<void> = Promise.resolve();
    // One write at a time, in order, so a refused write's sums are put back before the next one.
    const flush = () => {
      flushing = flushing.then(() => recorder.flush(app.db, log)).catch((err: unknown) => log(`vehicle activity not stored: ${String(err)}`));
      return flushing;
    };

    const stop = app.fleets.eachRuntime((rt) => {
      recorder.observe(readingOf(rt));
      rt.subscribe((events) => {
        if (events.some((e) => e.type === 'vehicleRemoved')) recorder.forget(rt.layoutId, new Set(rt.fleet.vehicles.map((v) => v.config.id)));
        recorder.observe(readingOf(rt));
        if (app.clock() - lastFlush >= ACTIVITY_FLUSH_MS) {
          lastFlush = app.clock();
          void flush();
        }
      });
    });

    app.decorate('vehicleActivity', {
      async settle(tenantId: number) {
        for (const rt of app.fleets.ofTenant(tenantId)) recorder.observe(readingOf(rt));
        await flush();
      },
    } satisfies VehicleActivityLog);

    // Before the runtime's own preClose stops the fleets and the database closes.
    app.addHook('preClose', async () => {
      stop();
      for (const rt of allRuntimes(app)) recorder.observe(readingOf(rt));
      await flush();
    });
  },
  { name: 'vehicle-activity', dependencies: ['fleet-runtime'] },
);

/** Every running fleet of every tenant. */
function allRuntimes(app: FastifyInstance): FleetRuntime[] {
  const all: FleetRuntime[] = [];
  app.fleets.eachRuntime((rt) => all.push(rt))();
  return all;
}
