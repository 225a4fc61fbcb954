import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NoticeSocketMessage } from '@agvs/contract';

declare module 'fastify' {
  interface FastifyInstance {
    noticeHub: NoticeHub;
  }
}

interface Listener {
  readonly userId: string;
  readonly tenantId: number;
  readonly send: (text: string) => void;
}

/** Open notification sockets of this server, by user and tenant; publishing tells them to reload. */
export class NoticeHub {
  private readonly listeners = new Set<Listener>();

  add(userId: string, tenantId: number, send: (text: string) => void): () => void {
    const listener = { userId, tenantId, send };
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** 'topic' to everybody signed in to the tenant. */
  toTenant(tenantId: number, message: Omit<NoticeSocketMessage, 'cmd'>): void {
    this.emit((l) => l.tenantId === tenantId, { cmd: 'topic', ...message });
  }

  /** 'user' to the chosen users, in whichever tenant they are signed in to. */
  toUsers(userIds: readonly string[], message: Omit<NoticeSocketMessage, 'cmd'>): void {
    const ids = new Set(userIds);
    this.emit((l) => ids.has(l.userId), { cmd: 'user', ...message });
  }

  private emit(match: (l: Listener) => boolean, message: NoticeSocketMessage): void {
    const text = JSON.stringify(message);
    for (const listener of this.listeners) if (match(listener)) listener.send(text);
  }
}

/** One hub per server, shared by the announcement routes, the message sender and the socket. */
export const noticeHubPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('noticeHub', new NoticeHub());
  },
  { name: 'notice-hub' },
);
