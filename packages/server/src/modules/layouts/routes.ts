import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LayoutCalls, stationColour } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { blockedStationIds } from './blocked.js';
import { kanbanStations, standingVehicles } from './kanban.js';
import {
  equipmentByCode,
  equipmentOfLayout,
  layoutGraph,
  layoutModelsOf,
  listZones,
  mapStations,
  probableStations,
  zoneStationsOf,
} from './repository.js';

/** SPEC §7 "Vehicles" (layout data) and "Stations/zones": the static map of a layout. */
export const layoutRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, LayoutCalls.queryLayoutModels, async (request) => ok(await layoutModelsOf(app.db, signedIn(request).tenantId, request.query.layoutId)));

  route(app, LayoutCalls.getGraphData, async (request) => {
    const graph = await layoutGraph(app.db, signedIn(request).tenantId, request.body.layoutId);
    if (!graph) throw businessError('fleet.layoutNotFound', { layoutId: request.body.layoutId });
    return ok(graph);
  });

  route(app, LayoutCalls.querySimpleByLayoutId, async (request) => {
    const { tenantId } = signedIn(request);
    const { layoutId, zoneType } = request.query;
    const [stations, standing, blocked] = await Promise.all([
      mapStations(app.db, tenantId, layoutId, zoneType),
      standingVehicles(app, tenantId, layoutId),
      blockedStationIds(app.db, tenantId, layoutId),
    ]);
    return ok(
      stations.map((s) => ({
        ...s,
        isOccupiedStation: standing.has(s.stationCode) ? 1 : 0,
        agvName: standing.get(s.stationCode)?.agv_name ?? null,
        stationColor: stationColour(s.type, blocked.has(s.stationId), s.isOccupied === 1 || standing.has(s.stationCode)),
      })),
    );
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

  route(app, LayoutCalls.queryByLayoutIdAndZoneType, async (request) =>
    ok(await mapStations(app.db, signedIn(request).tenantId, request.query.layoutId, request.query.zoneType)),
  );

  route(app, LayoutCalls.querySimpleByLayoutIdForKanBan, async (request) => ok(await kanbanStations(app, signedIn(request).tenantId, request.query.layoutId)));

  route(app, LayoutCalls.queryAgvStationByLayoutIdForKanBan, async (request) =>
    ok((await kanbanStations(app, signedIn(request).tenantId, request.query.layoutId)).filter((s) => s.isOccupiedStation === 1)),
  );
};
