import { MonitoringCalls, type CacheStats, type DatabaseStats, type HttpTraceEntry, type ProcessStats, type RedisStats, type SystemStats } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/call';

/** How often the monitoring pages ask the server, and how many samples a chart shows. */
export const SAMPLE_MS = 3000;
export const KEEP_SAMPLES = 60;

/** What each monitoring call answers (MonitoringCalls). */
export interface Samples {
  readonly process: ProcessStats;
  readonly system: SystemStats;
  readonly httptrace: HttpTraceEntry[];
  readonly caches: CacheStats[];
  readonly database: DatabaseStats;
  readonly redis: RedisStats;
}
export type SampleName = keyof Samples;

/** The monitoring calls the pages poll, by name. */
const sampleOf: { readonly [K in SampleName]: () => Promise<Samples[K]> } = {
  process: () => callApi(MonitoringCalls.process, {}),
  system: () => callApi(MonitoringCalls.system, {}),
  httptrace: () => callApi(MonitoringCalls.httptrace, {}),
  caches: () => callApi(MonitoringCalls.caches, {}),
  database: () => callApi(MonitoringCalls.database, {}),
  redis: () => callApi(MonitoringCalls.redis, {}),
};

/**
 * Polls a monitoring call and keeps the recent answers, oldest first, so charts show how
 * the figures move while the page is open.
 */
export function useSamples<K extends SampleName>(name: K, intervalMs = SAMPLE_MS) {
  const load: () => Promise<Samples[K]> = sampleOf[name];
  const query = useQuery({ queryKey: ['monitoring', name], queryFn: load, refetchInterval: intervalMs, gcTime: 0 });
  const [history, setHistory] = useState<{ at: number; value: Samples[K] }[]>([]);
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data === undefined) return;
    setHistory((h) => [...h, { at: dataUpdatedAt, value: data }].slice(-KEEP_SAMPLES));
  }, [data, dataUpdatedAt]);
  return { latest: query.data, history, error: query.error, refetch: query.refetch };
}
