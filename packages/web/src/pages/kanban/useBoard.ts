import { BOARD_POLL_MS, type BoardView } from '@agvs/contract';
import { useEffect, useState } from 'react';
import { BoardRefused, boardView } from '../../api/boardCall';

export type BoardStatus =
  | { readonly kind: 'loading' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'refused'; readonly status: 401 | 403; readonly message: string }
  | { readonly kind: 'shown'; readonly view: BoardView; readonly lastOk: number; readonly failing: boolean };

/**
 * Polls the board's view every BOARD_POLL_MS. A refused token ends polling (a revoked board will
 * not come back by itself); any other failure keeps the last view on screen, marked stale, and
 * tries again, because a wall screen must recover from a network hiccup without anybody there.
 */
export function useBoard(token: string | null, languageTag: string): BoardStatus {
  const [status, setStatus] = useState<BoardStatus>(token ? { kind: 'loading' } : { kind: 'missing' });
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let timer: number | undefined;
    const abort = new AbortController();
    const poll = async () => {
      try {
        const view = await boardView(token, languageTag, abort.signal);
        if (stopped) return;
        setStatus({ kind: 'shown', view, lastOk: Date.now(), failing: false });
      } catch (err) {
        if (stopped) return;
        if (err instanceof BoardRefused) {
          setStatus({ kind: 'refused', status: err.status, message: err.message });
          return;
        }
        setStatus((s) => (s.kind === 'shown' ? { ...s, failing: true } : s));
      }
      timer = window.setTimeout(() => void poll(), BOARD_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      abort.abort();
      window.clearTimeout(timer);
    };
  }, [token, languageTag]);
  return status;
}
