import type { Zone } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { monitorApi } from './api';
import { buildMapModel, hasMapData, type MapModel } from './logic/mapModel';
import { graphWithModel } from './logic/modelChoice';
import type { LayoutModels } from './useLayoutModels';

export interface MapData {
  readonly model: MapModel | null;
  readonly loading: boolean;
  readonly error: boolean;
}

/**
 * The static map of a layout: graph (drawn with the chosen model's 2D data), zones with their
 * stations and the blocked-zone stations, loaded once and turned into a drawable model (re-loaded
 * only when the layout or the model changes).
 */
export function useMapData(layoutId: string | null, models: LayoutModels): MapData {
  const model = models.chosen;
  const query = useQuery({
    queryKey: ['monitor', 'map', layoutId, model?.id ?? null, model?.updateTime ?? null],
    enabled: !!layoutId && models.settled,
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
      const drawn = graphWithModel(graph, model?.graphData);
      const members = new Map<string, string[]>();
      await Promise.all(
        zones.map(async (zone) => {
          const stations = await monitorApi.zoneStations(zone.id).catch(() => []);
          members.set(zone.id, stations.map((s) => s.stationCode));
        }),
      );
      return buildMapModel(drawn, zones, members, blocked.map((s) => s.stationCode));
    },
  });
  return { model: query.data ?? null, loading: query.isLoading || !models.settled, error: query.isError };
}
