import type { Zone } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { monitorApi } from './api';
import { buildMapModel, hasMapData, type MapModel } from './logic/mapModel';

export interface MapData {
  readonly model: MapModel | null;
  readonly loading: boolean;
  readonly error: boolean;
}

/**
 * The static map of a layout: graph, zones with their stations and the blocked-zone stations,
 * loaded once and turned into a drawable model (re-loaded only when the layout changes).
 */
export function useMapData(layoutId: string | null): MapData {
  const query = useQuery({
    queryKey: ['monitor', 'map', layoutId],
    enabled: !!layoutId,
    staleTime: Infinity,
    retry: false,
    queryFn: async (): Promise<MapModel | null> => {
      const id = layoutId!;
      const [graph, zones, blocked] = await Promise.all([
        monitorApi.graph(id),
        monitorApi.zones(id).catch((): Zone[] => []),
        monitorApi.stations(id, 'Block').catch(() => []),
      ]);
      if (!hasMapData(graph)) return null;
      const members = new Map<string, string[]>();
      await Promise.all(
        zones.map(async (zone) => {
          const stations = await monitorApi.zoneStations(zone.id).catch(() => []);
          members.set(zone.id, stations.map((s) => s.stationCode));
        }),
      );
      return buildMapModel(graph, zones, members, blocked.map((s) => s.stationCode));
    },
  });
  return { model: query.data ?? null, loading: query.isLoading, error: query.isError };
}
