import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AgvAddRequest, AgvEditRequest, AgvSearchQuery, AgvUidQuery, ErrorInfoQuery, Perm, type Agv, type AgvErrorInfo } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { signedIn } from '../../plugins/auth.js';
import { openErrorsOf } from './error-info.js';
import { findAgvByUid, searchAgvs } from './repository.js';
import { addAgv, editAgv } from './service.js';
import { syncLiveVehicle } from './live-sync.js';

/** SPEC §7 "Vehicles": reading and editing vehicle records (live commands belong to the fleet runtime). */
export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vehicles'];

  app.get(
    '/agvserver/agv/queryByUid',
    { schema: { tags, summary: 'One vehicle by its unique id', querystring: AgvUidQuery }, config: { perm: Perm.monitorPublic } },
    async (request) => {
      const auth = signedIn(request);
      const agv = await findAgvByUid(app.db, auth.tenantId, request.query.agvUid);
      if (!agv) throw businessError('fleet.agvNotFound', { agvUid: request.query.agvUid });
      return ok<Agv>(agv);
    },
  );

  app.get(
    '/agvserver/agv/queryByAgvCodeOrName',
    {
      schema: { tags, summary: 'Vehicles by uid, code or name, model and layout', querystring: AgvSearchQuery },
      config: { perm: Perm.monitorPublic },
    },
    async (request) => {
      const auth = signedIn(request);
      return ok<Agv[]>(await searchAgvs(app.db, auth.tenantId, request.query));
    },
  );

  app.post(
    '/agvserver/agv/add',
    { schema: { tags, summary: 'Add a vehicle (AGV dialog)', body: AgvAddRequest }, config: { perm: Perm.monitorAgvEdit } },
    async (request) => {
      const auth = signedIn(request);
      const agv = await addAgv(app.db, { tenantId: auth.tenantId, username: auth.user.username, now: app.clock() }, request.body);
      await syncLiveVehicle(app, auth.tenantId, agv);
      return ok<Agv>(agv, request.t('fleet.agvAdded'));
    },
  );

  app.put(
    '/agvserver/agv/edit',
    { schema: { tags, summary: 'Edit a vehicle (AGV dialog)', body: AgvEditRequest }, config: { perm: Perm.monitorAgvEdit } },
    async (request) => {
      const auth = signedIn(request);
      const agv = await editAgv(app.db, { tenantId: auth.tenantId, username: auth.user.username, now: app.clock() }, request.body);
      await syncLiveVehicle(app, auth.tenantId, agv);
      return ok<Agv>(agv, request.t('fleet.agvUpdated'));
    },
  );

  app.get(
    '/agvserver/agvErrorInfo/queryErrorInfoByType',
    { schema: { tags, summary: 'Open errors of a vehicle (AgvError, SystemError or all)', querystring: ErrorInfoQuery }, config: { perm: Perm.monitorPublic } },
    async (request) => ok<AgvErrorInfo[]>(await openErrorsOf(app.db, signedIn(request).tenantId, request.query.agvId, request.query.errorType)),
  );
};
