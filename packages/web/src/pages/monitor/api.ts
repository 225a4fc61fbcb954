import type { CascaderNode, LayoutGraph, LayoutModel, MapStation, Zone, ZoneStation, ZoneType } from '@agvs/contract';
import { request } from '../../api/request';

/** The map monitor's read calls (SPEC §7 "Vehicles", "Stations/zones", "Dictionaries/generic"). */
export const monitorApi = {
  graph: (layoutId: string) => request<LayoutGraph>('/agvserver/layoutGraph/getGraphData', { method: 'POST', body: { layoutId } }),
  stations: (layoutId: string, zoneType?: ZoneType) =>
    request<MapStation[]>('/agvserver/zoneStation/querySimpleByLayoutId', { params: { layoutId, zoneType } }),
  zones: (layoutId: string) => request<Zone[]>('/agvserver/zone/queryList', { params: { layoutId } }),
  zoneStations: (zoneId: string) => request<ZoneStation[]>('/agvserver/zoneStation/queryByZoneId', { params: { zoneId } }),
  layoutModels: (layoutId: string) => request<LayoutModel[]>('/agvserver/layoutModel/queryByLayoutId', { params: { layoutId } }),
  mapLayouts: () => request<CascaderNode[]>('/agvserver/common/selecCascadertList/map_layout'),
};
