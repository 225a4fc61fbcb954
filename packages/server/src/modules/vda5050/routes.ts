import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VdaCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { vdaAdapterStatus } from './adapter-status.js';
import { factsheetOf } from './factsheet.js';

/** VDA 5050 calls (docs/vda5050.md "Adapter page"); the permission is the adapter page's list permission. */
export const vdaRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, VdaCalls.adapterStatus, async (request) => {
    const { tenantId } = signedIn(request);
    return ok({ mqtt: app.vda !== null, brokerUrl: app.vda?.url ?? null, vehicles: await vdaAdapterStatus(app.db, app.vda?.master ?? null, tenantId) });
  });
  // An unknown vehicle (or one of another tenant) has no factsheet: null, like a vehicle that sent none.
  route(app, VdaCalls.vehicleFactsheet, async (request) => ok(await factsheetOf(app.db, signedIn(request).tenantId, request.query.agvUid)));
};
