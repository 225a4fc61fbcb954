import type { FastifyInstance } from 'fastify';
import { stationId, vehicleId } from '@agvs/core';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';

/** Gives one layout's fleet the valid task locks of its tenant: its own stations, every locked vehicle. */
export async function sendTaskLocks(app: FastifyInstance, rt: FleetRuntime): Promise<void> {
  const rows = await app.db
    .selectFrom('task_locks')
    .select(['lock_type', 'layout_id', 'station_code', 'agv_id'])
    .where('tenant_id', '=', rt.tenantId)
    .where('is_valid', '=', 1)
    .execute();
  const stations = rows.flatMap((r) => (r.lock_type === 'Station' && r.layout_id === rt.layoutId && r.station_code ? [stationId(r.station_code)] : []));
  const vehicles = rows.flatMap((r) => (r.lock_type === 'Agv' && r.agv_id ? [vehicleId(r.agv_id)] : []));
  await rt.command({ type: 'setTaskLocks', stations, vehicles });
}

const quietly = (app: FastifyInstance, rt: FleetRuntime) =>
  sendTaskLocks(app, rt).catch((err: unknown) => app.log.warn({ err, layoutId: rt.layoutId }, 'task locks not applied'));

/** After a task lock was added, edited or deleted: every running fleet gets the new set. */
export async function resendTaskLocks(app: FastifyInstance): Promise<void> {
  const tenants = await app.db.selectFrom('tenants').select('id').execute();
  for (const t of tenants) for (const rt of app.fleets.ofTenant(t.id)) await quietly(app, rt);
}

/**
 * Task locks live in the table, not in a fleet's snapshot: each fleet gets them when it starts
 * (server start, a layout published later), again when a new version is published onto it
 * (the fleet is restored onto the new graph from its snapshot) and when it resumes after a
 * storage halt, because it is then rebuilt from the tables.
 */
export function followTaskLocks(app: FastifyInstance): void {
  const stopReplaced: (() => void)[] = [];
  const stopStarts = app.fleets.eachRuntime((rt) => {
    void quietly(app, rt);
    stopReplaced.push(rt.onSiteReplaced(() => void quietly(app, rt)));
  });
  const stopHalts = app.fleets.onStorageHalt((rt, change) => {
    if (!change.halted) void quietly(app, rt);
  });
  app.addHook('onClose', async () => {
    stopStarts();
    stopHalts();
    for (const stop of stopReplaced) stop();
  });
}
