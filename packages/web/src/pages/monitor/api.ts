import { CommonCalls, LayoutCalls, type ZoneType } from '@agvs/contract';
import { callApi } from '../../api/call';

export { quietCall } from './vehicles/quietFetch';

/** The map monitor's read calls (SPEC §7 "Vehicles", "Stations/zones", "Dictionaries/generic"). */
export const monitorApi = {
  graph: (layoutId: string) => callApi(LayoutCalls.getGraphData, { body: { layoutId } }),
  stations: (layoutId: string, zoneType?: ZoneType) => callApi(LayoutCalls.querySimpleByLayoutId, { query: { layoutId, zoneType } }),
  zones: (layoutId: string) => callApi(LayoutCalls.queryZones, { query: { layoutId } }),
  zoneStations: (zoneId: string) => callApi(LayoutCalls.queryByZoneId, { query: { zoneId } }),
  layoutModels: (layoutId: string) => callApi(LayoutCalls.queryLayoutModels, { query: { layoutId } }),
  mapLayouts: () => callApi(CommonCalls.selecCascadertList, { params: { code: 'map_layout' } }),
};
