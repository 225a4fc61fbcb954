import type { MapStation, OccupiedStation } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useLiveStore } from '../liveContext';
import { LIVE_POLL_MS } from '../logic/liveRules';
import { stationApi } from './stationApi';

export interface LiveStation {
  /** The station as the server has it now (load, container type), else the map's copy. */
  readonly station: MapStation;
  /** Vehicles or operators holding it (the live store's occupied entries). */
  readonly holds: readonly OccupiedStation[];
}

/**
 * A station while its dialog is open: the map's static copy is from when the map loaded, so the
 * dialog polls the layout's stations every second (SPEC §7 map polling; loads are not on the
 * fleet socket) with the query the station operation refreshes after each change. Who holds the
 * station comes from the live store, which the socket keeps current.
 */
export function useLiveStation(station: MapStation, layoutId: string | null): LiveStation {
  const live = useLiveStore();
  const fresh = useQuery({
    queryKey: ['monitorAgv', 'stations', layoutId],
    queryFn: () => stationApi.stations(layoutId!),
    enabled: !!layoutId,
    refetchInterval: LIVE_POLL_MS,
  });
  const entries = useSyncExternalStore(live.subscribeHolds, useCallback(() => live.holdEntries(), [live]));
  return {
    station: fresh.data?.find((s) => s.stationCode === station.stationCode) ?? station,
    holds: entries.filter((entry) => entry.stationVo.stationCode === station.stationCode),
  };
}
