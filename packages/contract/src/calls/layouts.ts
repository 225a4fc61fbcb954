import { z } from 'zod';
import {
  Equipment,
  EquipmentQuery,
  GraphDataRequest,
  LayoutGraph,
  LayoutIdQuery,
  LayoutModel,
  MapStation,
  MapStationWithVehicle,
  ProbableStationQuery,
  StationVo,
  Zone,
  ZoneIdQuery,
  ZoneListQuery,
  ZoneStation,
  ZoneStationSimpleQuery,
} from '../api/fleet.js';
import { KanbanStation, ZoneTypeStationQuery } from '../api/live.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

const access = { perm: Perm.monitorPublic } as const;

/** SPEC §7 "Vehicles" (layout data) and "Stations/zones": the static map of a layout, read only. */
export const LayoutCalls = defineCalls('layouts', {
  /**
   * SPEC §7 "Vehicles": GET /agvserver/layoutModel/queryByLayoutId {layoutId} → map data (SPEC §3
   * "Map data": graphData, threeData), one entry per layout model.
   */
  queryLayoutModels: {
    method: 'GET',
    path: '/agvserver/layoutModel/queryByLayoutId',
    summary: 'Map data (graphData, threeData) of a layout',
    access,
    query: LayoutIdQuery,
    response: z.array(LayoutModel),
  },
  /**
   * SPEC §7 "Vehicles": POST /agvserver/layoutGraph/getGraphData {layoutId} → layout data (SPEC §3:
   * width, height, iniconfig.stationRadius, stationList, segmentList; segments srcStationCode,
   * destStationCode, type, controlPoints of controlx/controly, length). Also answers layoutId,
   * mapId, mmPerUnit, originX, originY; segments also id, srcGraphId, destGraphId, direction.
   */
  getGraphData: {
    method: 'POST',
    path: '/agvserver/layoutGraph/getGraphData',
    summary: 'Layout data: size, station radius, stations and segments',
    access,
    body: GraphDataRequest,
    response: LayoutGraph,
  },
  /**
   * SPEC §7 "Stations/zones": GET /agvserver/zoneStation/querySimpleByLayoutId {layoutId; zoneType
   * not in the SPEC} → stations on map (SPEC §3: rfid/stationCode, stationId, zoneStationId,
   * graphId, mapX, mapY, width, type, isOccupied, stationContainerType, externalInfo,
   * isOccupiedStation, agvName, stationColor; also stationName).
   */
  querySimpleByLayoutId: {
    method: 'GET',
    path: '/agvserver/zoneStation/querySimpleByLayoutId',
    summary: 'Stations of a layout for the map, optionally of one zone type',
    access,
    query: ZoneStationSimpleQuery,
    response: z.array(MapStationWithVehicle),
  },
  /**
   * SPEC §7 "Stations/zones": GET /agvserver/station/queryProbableStationListByStationCodeAndLayoutId
   * {stationCode, layoutId} → stations whose code contains the text (stationVo: id, stationCode,
   * graphId; also stationName, layoutId, mapX, mapY, type).
   */
  queryProbableStations: {
    method: 'GET',
    path: '/agvserver/station/queryProbableStationListByStationCodeAndLayoutId',
    summary: 'Stations whose code contains the text',
    access,
    query: ProbableStationQuery,
    response: z.array(StationVo),
  },
  /** SPEC §7 "Stations/zones": GET /agvserver/zone/queryList {layoutId, zoneType; the SPEC names none} → zones (fields not in the SPEC). */
  queryZones: { method: 'GET', path: '/agvserver/zone/queryList', summary: 'Zones, by layout and type', access, query: ZoneListQuery, response: z.array(Zone) },
  /** SPEC §7 "Stations/zones": GET /agvserver/zoneStation/queryByZoneId {zoneId; not named in the SPEC} → the zone's stations (fields not in the SPEC). */
  queryByZoneId: {
    method: 'GET',
    path: '/agvserver/zoneStation/queryByZoneId',
    summary: 'Stations of a zone',
    access,
    query: ZoneIdQuery,
    response: z.array(ZoneStation),
  },
  /**
   * SPEC §7 "Stations/zones": GET /agvserver/equipment/queryByLayoutIdAndEquipmentCode {layoutId,
   * equipmentCode; not named in the SPEC} → one equipment item (SPEC §2 equipment tooltip; fields not in the SPEC).
   */
  queryEquipmentByCode: {
    method: 'GET',
    path: '/agvserver/equipment/queryByLayoutIdAndEquipmentCode',
    summary: 'One equipment item of a layout by code',
    access,
    query: EquipmentQuery,
    response: Equipment,
  },
  /** Not in SPEC §7 (the map draws equipment): GET /agvserver/equipment/queryByLayoutId {layoutId} → the layout's equipment with its station. */
  queryEquipmentByLayout: {
    method: 'GET',
    path: '/agvserver/equipment/queryByLayoutId',
    summary: 'Equipment of a layout with its station, to draw on the map',
    access,
    query: LayoutIdQuery,
    response: z.array(Equipment),
  },
  /**
   * SPEC §7 "Stations/zones": "blocked-zone stations by layoutId and zoneType Block; working-zone
   * stations by layoutId and zoneType Working (paths not shown)" — this path is ours:
   * GET /agvserver/zoneStation/queryByLayoutIdAndZoneType {layoutId, zoneType} → stations on map
   * (without isOccupiedStation, agvName, stationColor).
   */
  queryByLayoutIdAndZoneType: {
    method: 'GET',
    path: '/agvserver/zoneStation/queryByLayoutIdAndZoneType',
    summary: 'Blocked-zone or working-zone stations of a layout (map colours, pallets)',
    access,
    query: ZoneTypeStationQuery,
    response: z.array(MapStation),
  },
  /**
   * SPEC §7 "Stations/zones" kanban: GET /agvserver/zoneStation/querySimpleByLayoutIdForKanBan
   * {layoutId; not named in the SPEC} → stations with their load and the vehicle standing there (fields not in the SPEC).
   */
  querySimpleByLayoutIdForKanBan: {
    method: 'GET',
    path: '/agvserver/zoneStation/querySimpleByLayoutIdForKanBan',
    summary: 'Stations of a layout with their load and the vehicle standing there',
    access,
    query: LayoutIdQuery,
    response: z.array(KanbanStation),
  },
  /**
   * SPEC §7 "Stations/zones" kanban: GET /agvserver/zoneStation/queryAgvStationByLayoutIdForKanBan
   * {layoutId; not named in the SPEC} → the kanban stations where a vehicle stands.
   */
  queryAgvStationByLayoutIdForKanBan: {
    method: 'GET',
    path: '/agvserver/zoneStation/queryAgvStationByLayoutIdForKanBan',
    summary: 'Stations of a layout where a vehicle stands',
    access,
    query: LayoutIdQuery,
    response: z.array(KanbanStation),
  },
});
