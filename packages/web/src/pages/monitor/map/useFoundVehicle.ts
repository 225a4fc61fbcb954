import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a found or clicked vehicle stays marked on the map and its card. */
export const FOUND_MARK_MS = 5000;

/**
 * The vehicle the user just found (toolbar search) or clicked on the map: marked for a few
 * seconds, then let go, so the map does not keep one vehicle singled out. Cleared with the layout.
 */
export function useFoundVehicle(layoutId: string | null) {
  const [uid, setUid] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const mark = useCallback((agvUid: string) => {
    window.clearTimeout(timer.current);
    setUid(agvUid);
    timer.current = window.setTimeout(() => setUid(null), FOUND_MARK_MS);
  }, []);

  useEffect(() => {
    window.clearTimeout(timer.current);
    setUid(null);
  }, [layoutId]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { uid, mark };
}
