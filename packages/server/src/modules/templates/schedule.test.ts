import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_CHECK_MS, templateSchedulePlugin } from './schedule.js';

describe('templateSchedulePlugin', () => {
  it('starts its timer with the app and stops it on close', async () => {
    const app = Fastify();
    // Stand-ins for the plugins it depends on; the timer itself never runs here.
    await app.register(fp(async () => undefined, { name: 'db' }));
    await app.register(fp(async () => undefined, { name: 'fleet-runtime' }));
    const timers: { ms: number; stopped: boolean }[] = [];
    await app.register(templateSchedulePlugin, {
      scheduler: (ms) => {
        const timer = { ms, stopped: false };
        timers.push(timer);
        return () => {
          timer.stopped = true;
        };
      },
    });
    await app.ready();
    expect(timers).toEqual([{ ms: TEMPLATE_CHECK_MS, stopped: false }]);
    await app.close();
    expect(timers[0]!.stopped).toBe(true);
  });
});
