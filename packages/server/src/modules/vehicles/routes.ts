import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VehicleCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { openErrorsOf } from './error-info.js';
import { findAgvByUid, searchAgvs } from './repository.js';
import { addAgv, editAgv } from './service.js';
import { syncLiveVehicle } from './live-sync.js';

/** SPEC §7 "Vehicles": reading and editing vehicle records (live commands belong to the fleet runtime). */
export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, VehicleCalls.queryByUid, async (request) => {
    const auth = signedIn(request);
    const agv = await findAgvByUid(app.db, auth.tenantId, request.query.agvUid);
    if (!agv) throw businessError('fleet.agvNotFound', { agvUid: request.query.agvUid });
    return ok(agv);
  });

  route(app, VehicleCalls.queryByAgvCodeOrName, async (request) => ok(await searchAgvs(app.db, signedIn(request).tenantId, request.query)));

  route(app, VehicleCalls.add, async (request) => {
    const auth = signedIn(request);
    const agv = await addAgv(app.db, { tenantId: auth.tenantId, username: auth.user.username, now: app.clock() }, request.body);
    await syncLiveVehicle(app, auth.tenantId, agv);
    return ok(agv, request.t('fleet.agvAdded'));
  });

  route(app, VehicleCalls.edit, async (request) => {
    const auth = signedIn(request);
    const agv = await editAgv(app.db, { tenantId: auth.tenantId, username: auth.user.username, now: app.clock() }, request.body);
    await syncLiveVehicle(app, auth.tenantId, agv);
    return ok(agv, request.t('fleet.agvUpdated'));
  });

  route(app, VehicleCalls.queryErrorInfoByType, async (request) =>
    ok(await openErrorsOf(app.db, signedIn(request).tenantId, request.query.agvId, request.query.errorType)),
  );
};
