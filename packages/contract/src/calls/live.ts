import { z } from 'zod';
import { LayoutIdQuery } from '../api/fleet.js';
import {
  AgvIdBody,
  AgvIdQuery,
  AgvInfoCard,
  AgvRowsRequest,
  IdBody,
  MapIdQuery,
  OccupiedStation,
  RotationRequest,
  SetLockRequest,
  SetOccupiedStationRequest,
  UpdateStationOccupiedRequest,
} from '../api/live.js';
import { PathResult, QueryPathQuery } from '../api/orders.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/**
 * SPEC §7 live calls on vehicles and stations ("Vehicles", "Stations/zones", and from "Orders" the
 * immediate charge and park and the path highlight): info cards, occupancy, locks, paths. Commands
 * answer result null with a translated message.
 */
export const LiveCalls = defineCalls('live', {
  /**
   * SPEC §7 "Vehicles": GET /agvserver/layout/getLayoutSimpleAgvInfo {layoutId; not named in the
   * SPEC} → AGV info cards (SPEC §3 "AGV info card"; also fleetStatus and loadedWithoutOrder).
   */
  getLayoutSimpleAgvInfo: {
    method: 'GET',
    path: '/agvserver/layout/getLayoutSimpleAgvInfo',
    summary: 'AGV info cards of a layout',
    access: { perm: Perm.monitorPublic },
    query: LayoutIdQuery,
    response: z.array(AgvInfoCard),
  },
  /** SPEC §7 "Vehicles": GET /agvserver/map/getMapSimpleAgvInfo {mapId} → AGV info cards of every layout of the map. */
  getMapSimpleAgvInfo: {
    method: 'GET',
    path: '/agvserver/map/getMapSimpleAgvInfo',
    summary: 'AGV info cards of every layout of a map',
    access: { perm: Perm.monitorPublic },
    query: MapIdQuery,
    response: z.array(AgvInfoCard),
  },
  /**
   * SPEC §7 "Stations/zones": GET /agvserver/station/getOccupiedStationSimpleList {layoutId; not
   * named in the SPEC} → occupied list entries (SPEC §3: stationVo of id, stationCode, graphId;
   * also id, agvId, agvName, manual).
   */
  getOccupiedStationSimpleList: {
    method: 'GET',
    path: '/agvserver/station/getOccupiedStationSimpleList',
    summary: 'Stations held by vehicles or operators',
    access: { perm: Perm.monitorPublic },
    query: LayoutIdQuery,
    response: z.array(OccupiedStation),
  },
  /** SPEC §7 "Vehicles": POST /agvserver/agv/setIsLockByAgvUid {agvUid, isLock} → null (locked or unlocked message). */
  setIsLockByAgvUid: {
    method: 'POST',
    path: '/agvserver/agv/setIsLockByAgvUid',
    summary: 'Lock a vehicle out of automatic dispatching, or unlock it',
    access: { perm: Perm.monitorAgvClose },
    body: SetLockRequest,
    response: z.null(),
  },
  /** SPEC §7 "Vehicles": POST /agvserver/agv/lockAgv (array of the selected rows; each needs id) → null. */
  lockAgv: {
    method: 'POST',
    path: '/agvserver/agv/lockAgv',
    summary: 'Lock the selected vehicles',
    access: { perm: Perm.monitorAgvClose },
    body: AgvRowsRequest,
    response: z.null(),
  },
  /** SPEC §7 "Vehicles": POST /agvserver/agv/shutdownAgv (array of the selected rows; each needs id) → null. */
  shutdownAgv: {
    method: 'POST',
    path: '/agvserver/agv/shutdownAgv',
    summary: 'Shut the selected vehicles down (offline)',
    access: { perm: Perm.monitorAgvClose },
    body: AgvRowsRequest,
    response: z.null(),
  },
  /** SPEC §7 "Orders": GET /agvserver/task/createChargeTaskImmediately {agvId} → null. */
  createChargeTaskImmediately: {
    method: 'GET',
    path: '/agvserver/task/createChargeTaskImmediately',
    summary: 'Send a vehicle to the nearest free charger now',
    access: { perm: Perm.monitorTaskAdd },
    query: AgvIdQuery,
    response: z.null(),
  },
  /** SPEC §7 "Orders": GET /agvserver/task/createParkTaskImmediately {agvId} → null. */
  createParkTaskImmediately: {
    method: 'GET',
    path: '/agvserver/task/createParkTaskImmediately',
    summary: 'Send a vehicle to the nearest free parking place now',
    access: { perm: Perm.monitorTaskAdd },
    query: AgvIdQuery,
    response: z.null(),
  },
  /** Not in SPEC §7 (ours): POST /agvserver/agv/unloadByHand {agvId} → null; the load no order carries was taken off by hand. */
  unloadByHand: {
    method: 'POST',
    path: '/agvserver/agv/unloadByHand',
    summary: 'The load a vehicle carries without an order was taken off by hand',
    access: { perm: Perm.monitorAgvUnload },
    body: AgvIdBody,
    response: z.null(),
  },
  /**
   * SPEC §7 "Stations/zones": PUT /agvserver/zoneStation/updateStationOccupiedStatus {id,
   * isOccupied, stationContainerType, externalInfo} → null. id is the station's or one of its zone links'.
   */
  updateStationOccupiedStatus: {
    method: 'PUT',
    path: '/agvserver/zoneStation/updateStationOccupiedStatus',
    summary: 'Set whether a load stands on a station',
    access: { perm: Perm.monitorStationEdit },
    body: UpdateStationOccupiedRequest,
    response: z.null(),
  },
  /** SPEC §7 "Stations/zones": POST /agvserver/station/setOccupiedStation {layoutId, stationCode, agvId} → null. */
  setOccupiedStation: {
    method: 'POST',
    path: '/agvserver/station/setOccupiedStation',
    summary: 'Hold a station for a vehicle (routes avoid it)',
    access: { perm: Perm.monitorStationEdit },
    body: SetOccupiedStationRequest,
    response: z.null(),
  },
  /** SPEC §7 "Stations/zones": POST /agvserver/station/removeOccupiedStation {id} → null. */
  removeOccupiedStation: {
    method: 'POST',
    path: '/agvserver/station/removeOccupiedStation',
    summary: 'Release a station an operator held',
    access: { perm: Perm.monitorStationEdit },
    body: IdBody,
    response: z.null(),
  },
  /** SPEC §7 "Vehicles": POST /agvserver/agv/updateCurrentRotationById {id, currentRotation (degrees)} → null. */
  updateCurrentRotationById: {
    method: 'POST',
    path: '/agvserver/agv/updateCurrentRotationById',
    summary: 'The map reports a vehicle rotation at move end',
    access: { perm: Perm.monitorPublic },
    body: RotationRequest,
    response: z.null(),
  },
  /**
   * SPEC §7 "Orders": GET /agvserver/transorder/queryPath {srcStationCode, destStationCode,
   * layoutId, groupId} → the path (SPEC: "stationVo with graphId"; ours answers stationList of
   * id, stationCode, graphId, plus segmentIds and length in mm).
   */
  queryPath: {
    method: 'GET',
    path: '/agvserver/transorder/queryPath',
    summary: 'The route between two stations (path highlight)',
    access: { perm: Perm.monitorPublic },
    query: QueryPathQuery,
    response: PathResult,
  },
});
