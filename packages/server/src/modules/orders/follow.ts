import type { FastifyInstance } from 'fastify';
import { followEndedOrders } from './call-orders.js';

/**
 * Call orders follow their transport orders: when the fleet completes or closes one, its call
 * order goes to Close. Listens to every layout's runtime, also those started later for layouts
 * made at run time; the writes run outside the fleet's queue (a listener must not block it) and
 * are awaited before the database closes.
 */
export function followCallOrders(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  app.fleets.eachRuntime((rt) => {
    rt.subscribe((events, by) => {
      const ended = events.flatMap((e) => (e.type === 'orderStateChanged' && (e.to === 'Complete' || e.to === 'Close') ? [e.order as string] : []));
      if (!ended.length) return;
      const write = followEndedOrders(app, rt.tenantId, ended, by)
        .catch((err: unknown) => app.log.warn({ err }, 'call orders did not follow their transport orders'))
        .finally(() => pending.delete(write));
      pending.add(write);
    });
  });
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
  });
}
