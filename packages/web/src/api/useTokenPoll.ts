import { useCallback, useEffect, useState } from 'react';
import { TokenRefused } from './tokenCall';

/** What a shop-floor screen shows: its token missing, refused, or the last view read (stale while reads fail). */
export type TokenPollStatus<V> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'refused'; readonly status: 401 | 403; readonly message: string }
  | { readonly kind: 'shown'; readonly view: V; readonly lastOk: number; readonly failing: boolean };

/**
 * Reads a screen's view with its token every `everyMs` (kanban boards, workplace pads). A refused
 * token stops polling (a revoked screen will not come back by itself); any other failure keeps the
 * last view, marked stale, and tries again, because nobody stands at a wall screen to reload it.
 * `refresh` reads at once (after a press, so the new state shows immediately).
 */
export function useTokenPoll<V>(
  token: string | null,
  everyMs: number,
  read: (token: string, signal: AbortSignal) => Promise<V>,
  deps: readonly unknown[],
): { status: TokenPollStatus<V>; refresh: () => void } {
  const [status, setStatus] = useState<TokenPollStatus<V>>(token ? { kind: 'loading' } : { kind: 'missing' });
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let timer: number | undefined;
    const abort = new AbortController();
    const poll = async () => {
      try {
        const view = await read(token, abort.signal);
        if (stopped) return;
        setStatus({ kind: 'shown', view, lastOk: Date.now(), failing: false });
      } catch (err) {
        if (stopped) return;
        if (err instanceof TokenRefused) {
          setStatus({ kind: 'refused', status: err.status, message: err.message });
          return;
        }
        setStatus((s) => (s.kind === 'shown' ? { ...s, failing: true } : s));
      }
      timer = window.setTimeout(() => void poll(), everyMs);
    };
    void poll();
    return () => {
      stopped = true;
      abort.abort();
      window.clearTimeout(timer);
    };
    // `read` is rebuilt on every render; what it reads with is in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, everyMs, tick, ...deps]);
  return { status, refresh };
}
