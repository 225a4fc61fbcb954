import { HEARTBEAT_TIMEOUT_MS, NOTICE_HEARTBEAT, NOTIFICATION_POLL_MS } from '@agvs/contract';
import { ReconnectingSocket } from '../../../api/reconnectingSocket';

/** The part of a WebSocket the channel uses (a fake in tests). */
export type SocketLike = Pick<WebSocket, 'onopen' | 'onmessage' | 'onerror' | 'onclose' | 'send' | 'close' | 'readyState'>;

export interface Timers {
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
  setInterval(fn: () => void, ms: number): number;
  clearInterval(id: number): void;
}

const OPEN = 1;

/**
 * The console's notification channel (SPEC §7, §9): a socket that says when to reload notices,
 * a heartbeat every 20 s that must be answered within 20 s, a reconnect 5 s after an error or
 * close, and a 6 s poll while the socket is down so notices still arrive.
 */
export class NoticeChannel {
  private readonly socket: ReconnectingSocket<SocketLike>;
  private heartbeatTimer: number | null = null;
  private answerTimer: number | null = null;
  private pollTimer: number | null = null;

  constructor(
    open: () => SocketLike,
    private readonly onNotice: () => void,
    private readonly timers: Timers,
  ) {
    this.socket = new ReconnectingSocket(
      open,
      {
        opened: () => {
          this.stopPolling();
          this.startHeartbeat();
          // Anything published while the socket was down shows now.
          this.onNotice();
        },
        message: (text) => this.received(text),
        // Poll meanwhile; the socket opens again after 5 s.
        dropped: () => {
          this.clearHeartbeat();
          this.startPolling();
        },
      },
      timers,
    );
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.clearHeartbeat();
    this.stopPolling();
    this.socket.stop();
  }

  private received(text: string): void {
    if (text === NOTICE_HEARTBEAT) {
      if (this.answerTimer !== null) this.timers.clearTimeout(this.answerTimer);
      this.answerTimer = null;
      return;
    }
    try {
      const message = JSON.parse(text) as { cmd?: unknown };
      if (message.cmd === 'topic' || message.cmd === 'user') this.onNotice();
    } catch {
      // Not a command: nothing to reload.
    }
  }

  private startHeartbeat(): void {
    this.clearHeartbeat();
    this.heartbeatTimer = this.timers.setInterval(() => {
      const socket = this.socket.current;
      if (socket?.readyState !== OPEN) return;
      socket.send(NOTICE_HEARTBEAT);
      if (this.answerTimer === null) this.answerTimer = this.timers.setTimeout(() => this.socket.drop(), HEARTBEAT_TIMEOUT_MS);
    }, HEARTBEAT_TIMEOUT_MS);
  }

  private clearHeartbeat(): void {
    if (this.heartbeatTimer !== null) this.timers.clearInterval(this.heartbeatTimer);
    if (this.answerTimer !== null) this.timers.clearTimeout(this.answerTimer);
    this.heartbeatTimer = null;
    this.answerTimer = null;
  }

  private startPolling(): void {
    if (this.pollTimer === null) this.pollTimer = this.timers.setInterval(() => this.onNotice(), NOTIFICATION_POLL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer !== null) this.timers.clearInterval(this.pollTimer);
    this.pollTimer = null;
  }
}
