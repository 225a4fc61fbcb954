import { API_BASE } from '@agvs/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSessionStore } from '../../session/sessionStore';
import { LiveChannel } from './logic/liveChannel';
import type { LiveStore } from './logic/liveStore';

/** ws(s)://host/agvs/ws/fleet?layoutId=..&token=.. (browsers cannot send headers on a socket). */
function socketUrl(layoutId: string, token: string, tenantId: number | null): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ layoutId, token });
  if (tenantId !== null) query.set('tenant_id', String(tenantId));
  return `${scheme}://${window.location.host}${API_BASE}/ws/fleet?${query}`;
}

/**
 * Feeds the layout's live store from the fleet socket (snapshot, then deltas; a fresh snapshot
 * after each reconnect) and reloads the map (useMapData's query, kept while it loads again, so
 * the map is redrawn in place) when another version of the layout is published. Answers whether
 * the store is live now (false before the first snapshot and while reconnecting).
 */
export function useLiveChannel(layoutId: string | null, store: LiveStore): boolean {
  const token = useSessionStore((s) => s.session?.token);
  const tenantId = useSessionStore((s) => s.session?.tenantId ?? null);
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(false);
    if (!layoutId || !token) return undefined;
    const channel = new LiveChannel(
      () => new WebSocket(socketUrl(layoutId, token, tenantId)),
      {
        message: (m) => store.apply(m),
        published: () => void queryClient.invalidateQueries({ queryKey: ['monitor', 'map', layoutId] }),
        live: (connected) => {
          setLive(connected);
          if (!connected) store.disconnected();
        },
      },
      { setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (id) => window.clearTimeout(id) },
    );
    channel.start();
    return () => channel.stop();
  }, [layoutId, token, tenantId, queryClient, store]);
  return live;
}
