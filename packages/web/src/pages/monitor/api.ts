import {
  Headers,
  type AgvInfoCard,
  type CascaderNode,
  type LayoutGraph,
  type LayoutModel,
  type MapStation,
  type OccupiedStation,
  type Zone,
  type ZoneStation,
  type ZoneType,
} from '@agvs/contract';
import { request } from '../../api/request';
import { buildUrl, type QueryParams } from '../../api/url';
import { getSession } from '../../session/sessionStore';

/**
 * A GET of the live poll: SPEC §7 says poll errors are ignored silently, so unlike `request` it
 * shows nothing and just rejects on any failure.
 */
export async function quietGet<T>(path: string, params: QueryParams, signal?: AbortSignal): Promise<T> {
  const session = getSession();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session) {
    headers[Headers.token] = session.token;
    if (session.tenantId !== null) headers[Headers.tenant] = String(session.tenantId);
  }
  const response = await fetch(buildUrl(path, params, { timestamp: Date.now() }), { headers, signal });
  const body = (await response.json()) as { success?: boolean; result?: T };
  if (!response.ok || body.success !== true || body.result === undefined) throw new Error(`poll ${path} failed`);
  return body.result;
}

/** The map monitor's read calls (SPEC §7 "Vehicles", "Stations/zones", "Dictionaries/generic"). */
export const monitorApi = {
  graph: (layoutId: string) => request<LayoutGraph>('/agvserver/layoutGraph/getGraphData', { method: 'POST', body: { layoutId } }),
  stations: (layoutId: string, zoneType?: ZoneType) =>
    request<MapStation[]>('/agvserver/zoneStation/querySimpleByLayoutId', { params: { layoutId, zoneType } }),
  zones: (layoutId: string) => request<Zone[]>('/agvserver/zone/queryList', { params: { layoutId } }),
  zoneStations: (zoneId: string) => request<ZoneStation[]>('/agvserver/zoneStation/queryByZoneId', { params: { zoneId } }),
  layoutModels: (layoutId: string) => request<LayoutModel[]>('/agvserver/layoutModel/queryByLayoutId', { params: { layoutId } }),
  /** The live poll (silent on failure). */
  agvCards: (layoutId: string, signal?: AbortSignal) =>
    quietGet<AgvInfoCard[]>('/agvserver/layout/getLayoutSimpleAgvInfo', { layoutId }, signal),
  occupiedStations: (layoutId: string, signal?: AbortSignal) =>
    quietGet<OccupiedStation[]>('/agvserver/station/getOccupiedStationSimpleList', { layoutId }, signal),
  mapLayouts: () => request<CascaderNode[]>('/agvserver/common/selecCascadertList/map_layout'),
};
