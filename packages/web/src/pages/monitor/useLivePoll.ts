import type { AgvInfoCard, OccupiedStation } from '@agvs/contract';
import { useEffect, useRef } from 'react';
import { monitorApi } from './api';
import { LIVE_POLL_MS } from './logic/liveRules';

export interface LiveSinks {
  onCards(cards: readonly AgvInfoCard[]): void;
  onOccupied(occupied: readonly OccupiedStation[]): void;
}

/**
 * The map monitor's 1 s poll (SPEC §7 "Polling"): AGV info cards and occupied stations of the
 * layout, handed to the sinks (stores outside React); failures are ignored silently and the next
 * poll simply tries again. A poll never overlaps the previous one; nothing here renders.
 */
export function useLivePoll(layoutId: string | null, sinks: LiveSinks, intervalMs = LIVE_POLL_MS): void {
  const current = useRef(sinks);
  current.current = sinks;

  useEffect(() => {
    if (!layoutId) return;
    let stopped = false;
    let timer: number | undefined;
    let abort: AbortController | null = null;

    const tick = async () => {
      const started = Date.now();
      abort = new AbortController();
      const { signal } = abort;
      await Promise.all([
        monitorApi
          .agvCards(layoutId, signal)
          .then((cards) => !stopped && current.current.onCards(cards))
          .catch(() => undefined),
        monitorApi
          .occupiedStations(layoutId, signal)
          .then((occupied) => !stopped && current.current.onOccupied(occupied))
          .catch(() => undefined),
      ]);
      if (stopped) return;
      timer = window.setTimeout(() => void tick(), Math.max(0, intervalMs - (Date.now() - started)));
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      abort?.abort();
    };
  }, [layoutId, intervalMs]);
}
