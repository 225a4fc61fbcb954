import { LayoutCalls } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { useLiveStore } from '../liveContext';
import { LIVE_POLL_MS } from '../logic/liveRules';
import type { MapModel } from '../logic/mapModel';
import { quietCall } from '../vehicles/quietFetch';

/**
 * Codes of the loaded stations (isOccupied 1, SPEC §4; the pallets keep the Working-zone ones):
 * from the fleet socket (the live store) while it is open, else polled every second like the 2D
 * map's load marks (SPEC §7: working stations polled every 1 s; failures silent). Until either
 * answers, the loads the map was loaded with.
 */
export function useWorkingLoads(model: MapModel): ReadonlySet<string> {
  const layoutId = model.graph.layoutId;
  const live = useLiveStore();
  const loads = useSyncExternalStore(live.subscribeLoads, live.loadedStations);
  const fromSocket = live.loadsLive;
  const query = useQuery({
    queryKey: ['monitor', 'workingLoads', layoutId],
    queryFn: ({ signal }) => quietCall(LayoutCalls.querySimpleByLayoutId, { query: { layoutId, zoneType: 'Working' } }, signal),
    enabled: !fromSocket,
    refetchInterval: fromSocket ? false : LIVE_POLL_MS,
    retry: false,
  });
  // The answer keeps its identity while nothing changes (query structural sharing).
  const stations = query.data ?? model.stations;
  const last = useRef<ReadonlySet<string>>(new Set());
  return useMemo(() => {
    const loaded = fromSocket
      ? new Set(model.stations.filter((s) => loads.has(s.stationCode)).map((s) => s.stationCode))
      : new Set(stations.filter((s) => s.isOccupied === 1).map((s) => s.stationCode));
    // An answer that changed elsewhere (another station field) keeps the same set, so the pallets
    // are rebuilt only when a load really changed.
    if (loaded.size !== last.current.size || [...loaded].some((code) => !last.current.has(code))) last.current = loaded;
    return last.current;
  }, [stations, fromSocket, loads, model]);
}
