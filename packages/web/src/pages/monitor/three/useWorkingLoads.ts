import { LayoutCalls } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { LIVE_POLL_MS } from '../logic/liveRules';
import type { MapModel } from '../logic/mapModel';
import { quietCall } from '../vehicles/quietFetch';

/**
 * Codes of the loaded Working-zone stations (isOccupied 1, SPEC §4), polled every second like the
 * 2D map's load marks (SPEC §7: working stations polled every 1 s; failures silent). Until the
 * first answer, the loads the map was loaded with.
 */
export function useWorkingLoads(model: MapModel): ReadonlySet<string> {
  const layoutId = model.graph.layoutId;
  const query = useQuery({
    queryKey: ['monitor', 'workingLoads', layoutId],
    queryFn: ({ signal }) => quietCall(LayoutCalls.querySimpleByLayoutId, { query: { layoutId, zoneType: 'Working' } }, signal),
    refetchInterval: LIVE_POLL_MS,
    retry: false,
  });
  // The answer keeps its identity while nothing changes (query structural sharing).
  const stations = query.data ?? model.stations;
  const last = useRef<ReadonlySet<string>>(new Set());
  return useMemo(() => {
    const loaded = new Set(stations.filter((s) => s.isOccupied === 1).map((s) => s.stationCode));
    // An answer that changed elsewhere (another station field) keeps the same set, so the pallets
    // are rebuilt only when a load really changed.
    if (loaded.size !== last.current.size || [...loaded].some((code) => !last.current.has(code))) last.current = loaded;
    return last.current;
  }, [stations]);
}
