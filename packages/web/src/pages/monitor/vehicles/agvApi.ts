import type { Agv, AgvAddRequest, AgvEditRequest, AgvErrorInfo, AgvInfoCard, AgvSearchQuery, ErrorCategory, TableDictItem } from '@agvs/contract';
import { request } from '../../../api/request';
import { quietPost } from './quietFetch';

/** A row the online AGV list sends back to lockAgv / shutdownAgv (the server needs the id). */
export type AgvRow = Pick<Agv, 'id' | 'agvUid' | 'agvName'>;

/** The map monitor's vehicle calls (SPEC §7 "Vehicles", "Orders" immediate charge and park). */
export const agvApi = {
  byUid: (agvUid: string) => request<Agv>('/agvserver/agv/queryByUid', { params: { agvUid } }),
  search: (query: AgvSearchQuery) => request<Agv[]>('/agvserver/agv/queryByAgvCodeOrName', { params: { ...query } }),
  add: (form: AgvAddRequest) => request<Agv>('/agvserver/agv/add', { method: 'POST', body: form }),
  edit: (form: AgvEditRequest) => request<Agv>('/agvserver/agv/edit', { method: 'PUT', body: form }),
  setLock: (agvUid: string, isLock: number) =>
    request<null>('/agvserver/agv/setIsLockByAgvUid', { method: 'POST', body: { agvUid, isLock } }),
  lockRows: (rows: readonly AgvRow[]) => request<null>('/agvserver/agv/lockAgv', { method: 'POST', body: [...rows] }),
  shutdownRows: (rows: readonly AgvRow[]) => request<null>('/agvserver/agv/shutdownAgv', { method: 'POST', body: [...rows] }),
  chargeNow: (agvId: string) => request<null>('/agvserver/task/createChargeTaskImmediately', { params: { agvId } }),
  parkNow: (agvId: string) => request<null>('/agvserver/task/createParkTaskImmediately', { params: { agvId } }),
  /** The load a vehicle carries without an order was taken off by hand (monitor:agv:unload). */
  unloadByHand: (agvId: string) => request<null>('/agvserver/agv/unloadByHand', { method: 'POST', body: { agvId } }),
  /** Retries the step a task error stopped the order at. */
  retryOrder: (id: string) => request<null>('/agvserver/transorder/retry', { method: 'PUT', body: { id } }),
  closeOrder: (id: string) => request<null>('/agvserver/transorder/delete', { method: 'DELETE', params: { id } }),
  /** Silent: the map reports a vehicle's heading at each move end (SPEC §2). */
  reportRotation: (id: string, currentRotation: number) => quietPost('/agvserver/agv/updateCurrentRotationById', { id, currentRotation }),
  /** Open errors of a vehicle; without a type both categories. */
  errorsByType: (agvId: string, errorType?: ErrorCategory) =>
    request<AgvErrorInfo[]>('/agvserver/agvErrorInfo/queryErrorInfoByType', { params: { agvId, errorType } }),
  mapCards: (mapId: string) => request<AgvInfoCard[]>('/agvserver/map/getMapSimpleAgvInfo', { params: { mapId } }),
  groupsOfMap: (mapId: string) => request<TableDictItem[]>('/agvserver/common/selectList/groupByMapId', { params: { mapId } }),
};
