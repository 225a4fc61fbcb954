import { agvModelResource, CommonCalls, LiveCalls, OrderCalls, VehicleCalls, type Agv, type AgvAddRequest, type AgvEditRequest, type AgvSearchQuery, type ErrorCategory } from '@agvs/contract';
import { callApi } from '../../../api/call';
import { resourceApi } from '../../../crud/resourceApi';
import { quietSend } from './quietFetch';

/** A row the online AGV list sends back to lockAgv / shutdownAgv (the server needs the id). */
export type AgvRow = Pick<Agv, 'id' | 'agvUid' | 'agvName'>;

/** The map monitor's vehicle calls (SPEC §7 "Vehicles", "Orders" immediate charge and park). */
export const agvApi = {
  byUid: (agvUid: string) => callApi(VehicleCalls.queryByUid, { query: { agvUid } }),
  search: (query: AgvSearchQuery) => callApi(VehicleCalls.queryByAgvCodeOrName, { query }),
  add: (form: AgvAddRequest) => callApi(VehicleCalls.add, { body: form }),
  edit: (form: AgvEditRequest) => callApi(VehicleCalls.edit, { body: form }),
  setLock: (agvUid: string, isLock: number) => callApi(LiveCalls.setIsLockByAgvUid, { body: { agvUid, isLock } }),
  lockRows: (rows: readonly AgvRow[]) => callApi(LiveCalls.lockAgv, { body: [...rows] }),
  shutdownRows: (rows: readonly AgvRow[]) => callApi(LiveCalls.shutdownAgv, { body: [...rows] }),
  chargeNow: (agvId: string) => callApi(LiveCalls.createChargeTaskImmediately, { query: { agvId } }),
  parkNow: (agvId: string) => callApi(LiveCalls.createParkTaskImmediately, { query: { agvId } }),
  /** The load a vehicle carries without an order was taken off by hand (monitor:agv:unload). */
  unloadByHand: (agvId: string) => callApi(LiveCalls.unloadByHand, { body: { agvId } }),
  /** Retries the step a task error stopped the order at. */
  retryOrder: (id: string) => callApi(OrderCalls.transorderRetry, { body: { id } }),
  closeOrder: (id: string) => callApi(OrderCalls.transorderDelete, { query: { id } }),
  /** Silent: the map reports a vehicle's heading at each move end (SPEC §2). */
  reportRotation: (id: string, currentRotation: number) => quietSend(LiveCalls.updateCurrentRotationById, { body: { id, currentRotation } }),
  /** Open errors of a vehicle; without a type both categories. */
  errorsByType: (agvId: string, errorType?: ErrorCategory) => callApi(VehicleCalls.queryErrorInfoByType, { query: { agvId, errorType } }),
  mapCards: (mapId: string) => callApi(LiveCalls.getMapSimpleAgvInfo, { query: { mapId } }),
  /** The tenant's models (agv:agvModel:list), so a vehicle can be added on a model none uses yet. */
  models: async () => (await resourceApi(agvModelResource).list({ pageNo: 1, pageSize: 200, field: 'modelCode,modelName' })).records,
  groupsOfMap: (mapId: string) => callApi(CommonCalls.selectList, { params: { dictCode: 'groupByMapId' }, query: { mapId } }),
};
