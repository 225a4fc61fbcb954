import { API_BASE, NOTICE_SOCKET_PATH } from '@agvs/contract';
import { useEffect } from 'react';
import { useSessionStore } from '../../../session/sessionStore';
import { NoticeChannel } from './noticeChannel';
import { useNoticeStore } from './noticeStore';

/** ws(s)://host/agvs/websocket/{userId}?token=..&tenant_id=.. (browsers cannot send headers here). */
function socketUrl(userId: string, token: string, tenantId: number | null): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ token });
  if (tenantId !== null) query.set('tenant_id', String(tenantId));
  return `${scheme}://${window.location.host}${API_BASE}${NOTICE_SOCKET_PATH}/${encodeURIComponent(userId)}?${query}`;
}

/** Keeps the signed-in user's unread notices current: loads them, then reloads when the socket says so. */
export function useNoticeChannel(): void {
  const token = useSessionStore((s) => s.session?.token);
  const userId = useSessionStore((s) => s.session?.userInfo.id);
  const tenantId = useSessionStore((s) => s.session?.tenantId ?? null);
  useEffect(() => {
    if (!token || !userId) return undefined;
    const load = () => void useNoticeStore.getState().load();
    const channel = new NoticeChannel(() => new WebSocket(socketUrl(userId, token, tenantId)), load, {
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (id) => window.clearTimeout(id),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (id) => window.clearInterval(id),
    });
    load();
    channel.start();
    return () => {
      channel.stop();
      useNoticeStore.getState().clear();
    };
  }, [token, userId, tenantId]);
}
