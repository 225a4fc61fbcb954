import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agvResource, resourceCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn, type AuthContext } from '../../plugins/auth.js';
import { loose } from '../../resources/definition.js';
import { deleteRows, findRows } from '../../resources/repository.js';
import { leaveFleet } from '../../runtime/vehicle-sync.js';
import { agvServerResource, refuseOpenOrders } from './agvs.js';

/**
 * Deleting vehicles (DELETE /agvserver/agv/delete and deleteBatch). A vehicle with an open order
 * stays; the others first leave their running fleet and only then go from the table, so the
 * fleet never assigns an order to, or records an error of, a vehicle whose row is gone. A vehicle
 * that cannot leave (it carries a load) stays, and every vehicle taken out returns when the
 * delete is refused.
 */
async function deleteAgvs(app: FastifyInstance, auth: AuthContext, ids: readonly string[]): Promise<number> {
  const found = (await findRows(app.db, agvServerResource, auth.tenantId, ids)).map((r) => String(r['id']));
  if (!found.length) return 0;
  await refuseOpenOrders(loose(app.db), found);
  const left: string[] = [];
  const rejoin = async () => {
    for (const id of left) await app.fleets.syncVehicle(auth.tenantId, id);
  };
  try {
    for (const id of found) {
      const rt = app.fleets.ofVehicle(auth.tenantId, id);
      if (!rt) continue;
      if (!(await leaveFleet(rt, id))) {
        const row = await app.db.selectFrom('agvs').select('agv_code').where('id', '=', id).executeTakeFirst();
        throw businessError('agvVehicles.agvCarriesLoad', { agvCode: row?.agv_code ?? id });
      }
      left.push(id);
    }
    // Checked again in the delete's transaction: an order may have been given meanwhile.
    return await deleteRows(app.db, agvServerResource, auth, found, app.clock());
  } catch (err) {
    await rejoin();
    throw err;
  }
}

export const agvDeleteRoutes: FastifyPluginAsyncZod = async (app) => {
  const calls = resourceCalls(agvResource);
  route(app, calls.delete!, async (request) => {
    const n = await deleteAgvs(app, signedIn(request), [request.query.id]);
    if (!n) throw businessError('admin.notFound');
    return ok(null, request.t('admin.deleted'));
  });
  route(app, calls.deleteBatch!, async (request) => {
    const ids = request.query.ids.split(',').map((id) => id.trim()).filter(Boolean);
    const n = await deleteAgvs(app, signedIn(request), ids);
    return ok({ count: n }, request.t('admin.deletedCount', { count: n }));
  });
};
