import type { MapStation, OccupiedStation, SetOccupiedStationRequest, UpdateStationOccupiedRequest } from '@agvs/contract';
import { request } from '../../../api/request';

/** The station operation dialog's calls (SPEC §7 "Stations/zones"). */
export const stationApi = {
  /** Fresh station rows of the layout (the map's static copy is loaded once). */
  stations: (layoutId: string) => request<MapStation[]>('/agvserver/zoneStation/querySimpleByLayoutId', { params: { layoutId } }),
  occupied: (layoutId: string) => request<OccupiedStation[]>('/agvserver/station/getOccupiedStationSimpleList', { params: { layoutId } }),
  updateLoad: (body: UpdateStationOccupiedRequest) =>
    request<null>('/agvserver/zoneStation/updateStationOccupiedStatus', { method: 'PUT', body }),
  hold: (body: SetOccupiedStationRequest) => request<null>('/agvserver/station/setOccupiedStation', { method: 'POST', body }),
  release: (id: string) => request<null>('/agvserver/station/removeOccupiedStation', { method: 'POST', body: { id } }),
};
