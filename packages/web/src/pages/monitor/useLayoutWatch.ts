import { API_BASE } from '@agvs/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../../session/sessionStore';
import { LayoutWatch } from './logic/layoutWatch';

/** ws(s)://host/agvs/ws/fleet?layoutId=..&watch=layout&token=.. (browsers cannot send headers here). */
function socketUrl(layoutId: string, token: string, tenantId: number | null): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ layoutId, watch: 'layout', token });
  if (tenantId !== null) query.set('tenant_id', String(tenantId));
  return `${scheme}://${window.location.host}${API_BASE}/ws/fleet?${query}`;
}

/**
 * Reloads the layout's map (useMapData's query) when a new version of it is published. The query
 * keeps its data while it loads again, so the map is redrawn in place and vehicles keep moving.
 */
export function useLayoutWatch(layoutId: string | null): void {
  const token = useSessionStore((s) => s.session?.token);
  const tenantId = useSessionStore((s) => s.session?.tenantId ?? null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!layoutId || !token) return undefined;
    const reload = () => void queryClient.invalidateQueries({ queryKey: ['monitor', 'map', layoutId] });
    const watch = new LayoutWatch(() => new WebSocket(socketUrl(layoutId, token, tenantId)), reload, {
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (id) => window.clearTimeout(id),
    });
    watch.start();
    return () => watch.stop();
  }, [layoutId, token, tenantId, queryClient]);
}
