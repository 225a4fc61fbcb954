import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EquipmentQuery,
  GraphDataRequest,
  LayoutIdQuery,
  Perm,
  ProbableStationQuery,
  ZoneIdQuery,
  ZoneListQuery,
  ZoneStationSimpleQuery,
  ZoneTypeStationQuery,
  type Equipment,
  type KanbanStation,
  type LayoutGraph,
  type LayoutModel,
  type MapStation,
  type MapStationWithVehicle,
  type StationVo,
  type Zone,
  type ZoneStation,
  stationColour,
} from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
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
  const tags = ['layouts'];
  const config = { perm: Perm.monitorPublic };

  app.get(
    '/agvserver/layoutModel/queryByLayoutId',
    { schema: { tags, summary: 'Map data (graphData, threeData) of a layout', querystring: LayoutIdQuery }, config },
    async (request) => ok<LayoutModel[]>(await layoutModelsOf(app.db, signedIn(request).tenantId, request.query.layoutId)),
  );

  app.post(
    '/agvserver/layoutGraph/getGraphData',
    { schema: { tags, summary: 'Layout data: size, station radius, stations and segments', body: GraphDataRequest }, config },
    async (request) => {
      const graph = await layoutGraph(app.db, signedIn(request).tenantId, request.body.layoutId);
      if (!graph) throw businessError('fleet.layoutNotFound', { layoutId: request.body.layoutId });
      return ok<LayoutGraph>(graph);
    },
  );

  app.get(
    '/agvserver/zoneStation/querySimpleByLayoutId',
    { schema: { tags, summary: 'Stations of a layout for the map, optionally of one zone type', querystring: ZoneStationSimpleQuery }, config },
    async (request) => {
      const { tenantId } = signedIn(request);
      const { layoutId, zoneType } = request.query;
      const [stations, standing, blocked] = await Promise.all([
        mapStations(app.db, tenantId, layoutId, zoneType),
        standingVehicles(app, tenantId, layoutId),
        blockedStationIds(app.db, tenantId, layoutId),
      ]);
      return ok<MapStationWithVehicle[]>(
        stations.map((s) => ({
          ...s,
          isOccupiedStation: standing.has(s.stationCode) ? 1 : 0,
          agvName: standing.get(s.stationCode)?.agv_name ?? null,
          stationColor: stationColour(s.type, blocked.has(s.stationId), s.isOccupied === 1 || standing.has(s.stationCode)),
        })),
      );
    },
  );

  app.get(
    '/agvserver/station/queryProbableStationListByStationCodeAndLayoutId',
    { schema: { tags, summary: 'Stations whose code contains the text', querystring: ProbableStationQuery }, config },
    async (request) =>
      ok<StationVo[]>(await probableStations(app.db, signedIn(request).tenantId, request.query.layoutId, request.query.stationCode)),
  );

  app.get(
    '/agvserver/zone/queryList',
    { schema: { tags, summary: 'Zones, by layout and type', querystring: ZoneListQuery }, config },
    async (request) => ok<Zone[]>(await listZones(app.db, signedIn(request).tenantId, request.query)),
  );

  app.get(
    '/agvserver/zoneStation/queryByZoneId',
    { schema: { tags, summary: 'Stations of a zone', querystring: ZoneIdQuery }, config },
    async (request) => ok<ZoneStation[]>(await zoneStationsOf(app.db, signedIn(request).tenantId, request.query.zoneId)),
  );

  app.get(
    '/agvserver/equipment/queryByLayoutIdAndEquipmentCode',
    { schema: { tags, summary: 'One equipment item of a layout by code', querystring: EquipmentQuery }, config },
    async (request) => {
      const { layoutId, equipmentCode } = request.query;
      const equipment = await equipmentByCode(app.db, signedIn(request).tenantId, layoutId, equipmentCode);
      if (!equipment) throw businessError('fleet.equipmentNotFound', { equipmentCode });
      return ok<Equipment>(equipment);
    },
  );

  app.get(
    '/agvserver/equipment/queryByLayoutId',
    { schema: { tags, summary: 'Equipment of a layout with its station, to draw on the map', querystring: LayoutIdQuery }, config },
    async (request) => ok<Equipment[]>(await equipmentOfLayout(app.db, signedIn(request).tenantId, request.query.layoutId)),
  );

  app.get(
    '/agvserver/zoneStation/queryByLayoutIdAndZoneType',
    { schema: { tags, summary: 'Blocked-zone or working-zone stations of a layout (map colours, pallets)', querystring: ZoneTypeStationQuery }, config },
    async (request) => ok<MapStation[]>(await mapStations(app.db, signedIn(request).tenantId, request.query.layoutId, request.query.zoneType)),
  );

  app.get(
    '/agvserver/zoneStation/querySimpleByLayoutIdForKanBan',
    { schema: { tags, summary: 'Stations of a layout with their load and the vehicle standing there', querystring: LayoutIdQuery }, config },
    async (request) => ok<KanbanStation[]>(await kanbanStations(app, signedIn(request).tenantId, request.query.layoutId)),
  );

  app.get(
    '/agvserver/zoneStation/queryAgvStationByLayoutIdForKanBan',
    { schema: { tags, summary: 'Stations of a layout where a vehicle stands', querystring: LayoutIdQuery }, config },
    async (request) => ok<KanbanStation[]>((await kanbanStations(app, signedIn(request).tenantId, request.query.layoutId)).filter((s) => s.isOccupiedStation === 1)),
  );
};
