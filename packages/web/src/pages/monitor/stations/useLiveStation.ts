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
 * dialog reads the layout's stations once (and again after each change the station operation
 * makes, which refreshes this query). The load on it and who holds it come from the live store,
 * which the fleet socket keeps current; while the socket is down the stations are polled every
 * second (SPEC §7 map polling).
 */
export function useLiveStation(station: MapStation, layoutId: string | null): LiveStation {
  const live = useLiveStore();
  useSyncExternalStore(live.subscribeLoads, live.loadsVersion);
  const fromSocket = live.loadsLive;
  const fresh = useQuery({
    queryKey: ['monitorAgv', 'stations', layoutId],
    queryFn: () => stationApi.stations(layoutId!),
    enabled: !!layoutId,
    refetchInterval: fromSocket ? false : LIVE_POLL_MS,
  });
  const entries = useSyncExternalStore(live.subscribeHolds, useCallback(() => live.holdEntries(), [live]));
  const current = fresh.data?.find((s) => s.stationCode === station.stationCode) ?? station;
  const isOccupied = fromSocket ? (live.loaded(station.stationCode) ? 1 : 0) : current.isOccupied;
  return {
    station: isOccupied === current.isOccupied ? current : { ...current, isOccupied },
    holds: entries.filter((entry) => entry.stationVo.stationCode === station.stationCode),
  };
}
