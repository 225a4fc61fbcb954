import type { FastifyInstance } from 'fastify';
import { vehicleId } from '@agvs/core';
import type { Agv } from '@agvs/contract';

/**
 * The AGV dialog's lock and automatic-allocation switches reach the running fleet as commands
 * (the runtime owns live state). Other settings (speed, battery levels, task types) take effect
 * when the layout's runtime is next loaded: the core has no command to change a vehicle's config.
 */
export async function syncLiveFlags(app: FastifyInstance, tenantId: number, agv: Agv): Promise<void> {
  const rt = app.fleets.ofVehicle(tenantId, agv.id);
  if (!rt) return;
  const id = vehicleId(agv.id);
  const v = rt.fleet.vehicle(id);
  if (v.locked !== (agv.isLock === 1)) await rt.command({ type: 'setVehicleLocked', vehicle: id, locked: agv.isLock === 1 });
  if (v.config.autoAllocation !== (agv.isAutoAllocation === 1)) await rt.command({ type: 'setAutoAllocation', vehicle: id, autoAllocation: agv.isAutoAllocation === 1 });
}
