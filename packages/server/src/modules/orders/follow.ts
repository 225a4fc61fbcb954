import type { FastifyInstance } from 'fastify';
import { followEndedOrders } from './call-orders.js';

/**
 * Call orders follow their transport orders: when the fleet completes or closes one, its call
 * order goes to Close. Listens to every layout's runtime; the writes run outside the fleet's
 * queue (a listener must not block it) and are awaited before the database closes.
 */
export async function followCallOrders(app: FastifyInstance): Promise<void> {
  const pending = new Set<Promise<void>>();
  const tenants = await app.db.selectFrom('layouts').select('tenant_id').distinct().execute();
  for (const { tenant_id } of tenants) {
    for (const rt of app.fleets.ofTenant(tenant_id)) {
      rt.subscribe((events) => {
        const ended = events.flatMap((e) => (e.type === 'orderStateChanged' && (e.to === 'Complete' || e.to === 'Close') ? [e.order as string] : []));
        if (!ended.length) return;
        const write = followEndedOrders(app, tenant_id, ended)
          .catch((err: unknown) => app.log.warn({ err }, 'call orders did not follow their transport orders'))
          .finally(() => pending.delete(write));
        pending.add(write);
      });
    }
  }
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
  });
}
