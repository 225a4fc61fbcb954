import type { FastifyInstance } from 'fastify';
import type { Agv } from '@agvs/contract';

/**
 * A vehicle added or edited in the AGV dialog reaches the running fleet at once (the runtime
 * owns live state): it joins or leaves its layout's fleet, and its speed, battery levels, task
 * types, automatic allocation and lock apply from the next tick.
 */
export async function syncLiveVehicle(app: FastifyInstance, tenantId: number, agv: Agv): Promise<void> {
  await app.fleets.syncVehicle(tenantId, agv.id);
}
