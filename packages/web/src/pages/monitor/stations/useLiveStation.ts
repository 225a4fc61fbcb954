import type { MapStation, OccupiedStation } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { LIVE_POLL_MS } from '../logic/liveRules';
import { stationApi } from './stationApi';

export interface LiveStation {
  /** The station as the server has it now (load, container type), else the map's copy. */
  readonly station: MapStation;
  /** Vehicles or operators holding it (getOccupiedStationSimpleList). */
  readonly holds: readonly OccupiedStation[];
}

/**
 * A station while its dialog is open: the map's static copy is from when the map loaded, so the
 * dialog polls the layout's stations and holds every second (SPEC §7 map polling) with the same
 * queries the station operation uses, which refresh them after each change.
 */
export function useLiveStation(station: MapStation, layoutId: string | null): LiveStation {
  const enabled = !!layoutId;
  const fresh = useQuery({
    queryKey: ['monitorAgv', 'stations', layoutId],
    queryFn: () => stationApi.stations(layoutId!),
    enabled,
    refetchInterval: LIVE_POLL_MS,
  });
  const occupied = useQuery({
    queryKey: ['monitorAgv', 'occupied', layoutId],
    queryFn: () => stationApi.occupied(layoutId!),
    enabled,
    refetchInterval: LIVE_POLL_MS,
  });
  return {
    station: fresh.data?.find((s) => s.stationCode === station.stationCode) ?? station,
    holds: (occupied.data ?? []).filter((entry) => entry.stationVo.stationCode === station.stationCode),
  };
}
