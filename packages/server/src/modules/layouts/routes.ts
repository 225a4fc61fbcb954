import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LayoutCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { StationAnswers } from '../live/station-answers.js';
import { kanbanStations } from './kanban.js';
import {
  equipmentByCode,
  equipmentOfLayout,
  layoutGraph,
  layoutModelsOf,
  listZones,
  probableStations,
  zoneStationsOf,
} from './repository.js';

/** SPEC §7 "Vehicles" (layout data) and "Stations/zones": the static map of a layout. */
export const layoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // The monitor's station polls: answered once per change for all screens (live/station-answers.ts).
  const stationAnswers = new StationAnswers(app, app.dbWrites, app.config.strictAnswers);
  route(app, LayoutCalls.queryLayoutModels, async (request) => ok(await layoutModelsOf(app.db, signedIn(request).tenantId, request.query.layoutId)));

  route(app, LayoutCalls.getGraphData, async (request) => {
    const graph = await layoutGraph(app.db, signedIn(request).tenantId, request.body.layoutId);
    if (!graph) throw businessError('fleet.layoutNotFound', { layoutId: request.body.layoutId });
    return ok(graph);
  });

  route(app, LayoutCalls.querySimpleByLayoutId, async (request, reply) => {
    const { layoutId, zoneType } = request.query;
    return stationAnswers.sendSimple(request, reply, signedIn(request).tenantId, layoutId, zoneType);
  });

  route(app, LayoutCalls.queryProbableStations, async (request) =>
    ok(await probableStations(app.db, signedIn(request).tenantId, request.query.layoutId, request.query.stationCode)),
  );

  route(app, LayoutCalls.queryZones, async (request) => ok(await listZones(app.db, signedIn(request).tenantId, request.query)));

  route(app, LayoutCalls.queryByZoneId, async (request) => ok(await zoneStationsOf(app.db, signedIn(request).tenantId, request.query.zoneId)));

  route(app, LayoutCalls.queryEquipmentByCode, async (request) => {
    const { layoutId, equipmentCode } = request.query;
    const equipment = await equipmentByCode(app.db, signedIn(request).tenantId, layoutId, equipmentCode);
    if (!equipment) throw businessError('fleet.equipmentNotFound', { equipmentCode });
    return ok(equipment);
  });

  route(app, LayoutCalls.queryEquipmentByLayout, async (request) => ok(await equipmentOfLayout(app.db, signedIn(request).tenantId, request.query.layoutId)));

  route(app, LayoutCalls.queryByLayoutIdAndZoneType, async (request, reply) =>
    stationAnswers.sendByZone(request, reply, signedIn(request).tenantId, request.query.layoutId, request.query.zoneType),
  );

  route(app, LayoutCalls.querySimpleByLayoutIdForKanBan, async (request) => ok(await kanbanStations(app, signedIn(request).tenantId, request.query.layoutId)));

  route(app, LayoutCalls.queryAgvStationByLayoutIdForKanBan, async (request) =>
    ok((await kanbanStations(app, signedIn(request).tenantId, request.query.layoutId)).filter((s) => s.isOccupiedStation === 1)),
  );
};
