import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WarehouseCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { signedIn, type AuthContext } from '../../plugins/auth.js';
import { resourceRoutes } from '../../resources/routes.js';
import { bookAdjust, bookInbound, bookOutbound, bookTransfer } from './booking.js';
import type { Actor } from './places.js';
import { WMS_SERVER_RESOURCES } from './resources.js';
import { wms } from './schema.js';
import { stockByLocation, wmsOptions } from './stock.js';
import { storeScope, storeView } from './store.js';
import { followVehicleMoves } from './vehicleMoves.js';

/**
 * The warehouse pages (issue 16, docs/warehouse.md): the generic routes of its records, the
 * bookings, stock by location, the store client's calls, and the follower that books the
 * containers vehicles carried.
 */
export const warehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of WMS_SERVER_RESOURCES) await app.register(resourceRoutes(resource));
  const db = wms(app.db);
  const actor = (auth: AuthContext): Actor => ({ tenantId: auth.tenantId, userName: auth.user.username, now: app.clock() });

  route(app, WarehouseCalls.options, async (request) => ok(await wmsOptions(db, signedIn(request).tenantId)));
  route(app, WarehouseCalls.stock, async (request) => ok(await stockByLocation(db, signedIn(request).tenantId, request.query)));

  route(app, WarehouseCalls.inbound, async (request) => ok(await bookInbound(db, actor(signedIn(request)), request.body), request.t('wms.booked')));
  route(app, WarehouseCalls.outbound, async (request) => ok(await bookOutbound(db, actor(signedIn(request)), request.body), request.t('wms.booked')));
  route(app, WarehouseCalls.transfer, async (request) => ok(await bookTransfer(db, actor(signedIn(request)), request.body), request.t('wms.booked')));
  route(app, WarehouseCalls.adjust, async (request) => ok(await bookAdjust(db, actor(signedIn(request)), request.body), request.t('wms.booked')));

  route(app, WarehouseCalls.storeView, async (request) => {
    const auth = signedIn(request);
    const scope = await storeScope(db, auth);
    return ok(await storeView(db, auth.tenantId, scope.warehouseId, app.clock()));
  });
  route(app, WarehouseCalls.storeInbound, async (request) => {
    const auth = signedIn(request);
    return ok(await bookInbound(db, actor(auth), request.body, await storeScope(db, auth)), request.t('wms.booked'));
  });
  route(app, WarehouseCalls.storeOutbound, async (request) => {
    const auth = signedIn(request);
    return ok(await bookOutbound(db, actor(auth), request.body, await storeScope(db, auth)), request.t('wms.booked'));
  });
  route(app, WarehouseCalls.storeTransfer, async (request) => {
    const auth = signedIn(request);
    return ok(await bookTransfer(db, actor(auth), request.body, await storeScope(db, auth)), request.t('wms.booked'));
  });

  followVehicleMoves(app);
};
