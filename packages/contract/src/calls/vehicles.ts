import { z } from 'zod';
import { AgvAddRequest, AgvEditRequest, AgvSearchQuery, AgvUidQuery, Agv } from '../api/fleet.js';
import { AgvErrorInfo, ErrorInfoQuery } from '../api/live.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/** SPEC §7 "Vehicles": reading and editing vehicle records (live commands are in `live`). */
export const VehicleCalls = defineCalls('vehicles', {
  /** GET /agvserver/agv/queryByUid {agvUid} → the AGV record. */
  queryByUid: { method: 'GET', path: '/agvserver/agv/queryByUid', summary: 'One vehicle by its unique id', access: { perm: Perm.monitorPublic }, query: AgvUidQuery, response: Agv },
  /** GET /agvserver/agv/queryByAgvCodeOrName {agvKey, agvName, modelId, currentLayoutId} → AGV records. */
  queryByAgvCodeOrName: {
    method: 'GET',
    path: '/agvserver/agv/queryByAgvCodeOrName',
    summary: 'Vehicles by uid, code or name, model and layout',
    access: { perm: Perm.monitorPublic },
    query: AgvSearchQuery,
    response: z.array(Agv),
  },
  /** POST /agvserver/agv/add (AGV dialog fields) → the stored AGV. */
  add: { method: 'POST', path: '/agvserver/agv/add', summary: 'Add a vehicle (AGV dialog)', access: { perm: Perm.monitorAgvEdit }, body: AgvAddRequest, response: Agv },
  /** PUT /agvserver/agv/edit (AGV dialog fields with id) → the stored AGV. */
  edit: { method: 'PUT', path: '/agvserver/agv/edit', summary: 'Edit a vehicle (AGV dialog)', access: { perm: Perm.monitorAgvEdit }, body: AgvEditRequest, response: Agv },
  /** GET /agvserver/agvErrorInfo/queryErrorInfoByType {agvId, errorType: AgvError | SystemError | all} → open errors. */
  queryErrorInfoByType: {
    method: 'GET',
    path: '/agvserver/agvErrorInfo/queryErrorInfoByType',
    summary: 'Open errors of a vehicle (AgvError, SystemError or all)',
    access: { perm: Perm.monitorPublic },
    query: ErrorInfoQuery,
    response: z.array(AgvErrorInfo),
  },
});
