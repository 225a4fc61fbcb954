import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from '../../api/request';

/** How often the monitoring pages ask the server, and how many samples a chart shows. */
export const SAMPLE_MS = 3000;
export const KEEP_SAMPLES = 60;

/**
 * Polls a monitoring endpoint and keeps the recent answers, oldest first, so charts show how
 * the figures move while the page is open.
 */
export function useSamples<T>(path: string, intervalMs = SAMPLE_MS) {
  const query = useQuery({ queryKey: ['monitoring', path], queryFn: () => request<T>(path), refetchInterval: intervalMs, gcTime: 0 });
  const [history, setHistory] = useState<{ at: number; value: T }[]>([]);
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data === undefined) return;
    setHistory((h) => [...h, { at: dataUpdatedAt, value: data }].slice(-KEEP_SAMPLES));
  }, [data, dataUpdatedAt]);
  return { latest: query.data, history, error: query.error, refetch: query.refetch };
}
