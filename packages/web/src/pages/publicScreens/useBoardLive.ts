import { API_BASE } from '@agvs/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LiveChannel } from '../monitor/logic/liveChannel';
import type { LiveStore } from '../monitor/logic/liveStore';
import { boardMapKey } from './useBoardMap';

/**
 * The monitor's live channel opened with the board token instead of a session: the server lets it
 * read only the board's layout (modules/kanban/access.ts). A token in a socket's query is the one
 * place a browser can put it; the server's request log redacts it.
 */
export function useBoardLive(layoutId: string | null, token: string, store: LiveStore): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(false);
    if (!layoutId) return undefined;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${window.location.host}${API_BASE}/ws/fleet?${new URLSearchParams({ layoutId, token })}`;
    const channel = new LiveChannel(
      () => new WebSocket(url),
      {
        message: (m) => store.apply(m),
        published: () => void queryClient.invalidateQueries({ queryKey: boardMapKey(token) }),
        live: setLive,
      },
      { setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (id) => window.clearTimeout(id) },
    );
    channel.start();
    return () => channel.stop();
  }, [layoutId, token, queryClient, store]);
  return live;
}
