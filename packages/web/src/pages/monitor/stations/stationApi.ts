import { LayoutCalls, LiveCalls, type SetOccupiedStationRequest, type UpdateStationOccupiedRequest } from '@agvs/contract';
import { callApi } from '../../../api/call';

/** The station operation dialog's calls (SPEC §7 "Stations/zones"). */
export const stationApi = {
  /** Fresh station rows of the layout (the map's static copy is loaded once). */
  stations: (layoutId: string) => callApi(LayoutCalls.querySimpleByLayoutId, { query: { layoutId } }),
  updateLoad: (body: UpdateStationOccupiedRequest) => callApi(LiveCalls.updateStationOccupiedStatus, { body }),
  hold: (body: SetOccupiedStationRequest) => callApi(LiveCalls.setOccupiedStation, { body }),
  release: (id: string) => callApi(LiveCalls.removeOccupiedStation, { body: { id } }),
};
