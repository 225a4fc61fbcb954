import { HEARTBEAT_TIMEOUT_MS, NOTICE_HEARTBEAT, NOTIFICATION_POLL_MS, WEBSOCKET_RECONNECT_MS } from '@agvs/contract';

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
  private socket: SocketLike | null = null;
  private stopped = false;
  private reconnectTimer: number | null = null;
  private heartbeatTimer: number | null = null;
  private answerTimer: number | null = null;
  private pollTimer: number | null = null;

  constructor(
    private readonly open: () => SocketLike,
    private readonly onNotice: () => void,
    private readonly timers: Timers,
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearHeartbeat();
    this.stopPolling();
    if (this.reconnectTimer !== null) this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.close();
    }
  }

  private connect(): void {
    this.reconnectTimer = null;
    let socket: SocketLike;
    try {
      socket = this.open();
    } catch {
      this.dropped();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.stopPolling();
      this.startHeartbeat();
      // Anything published while the socket was down shows now.
      this.onNotice();
    };
    socket.onmessage = (event) => this.received(String(event.data));
    socket.onerror = () => this.dropped();
    socket.onclose = () => this.dropped();
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

  /** Error or close (or no heartbeat answer): poll meanwhile and reconnect after 5 s, once. */
  private dropped(): void {
    if (this.stopped) return;
    this.clearHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.close();
    }
    this.startPolling();
    if (this.reconnectTimer === null) this.reconnectTimer = this.timers.setTimeout(() => this.connect(), WEBSOCKET_RECONNECT_MS);
  }

  private startHeartbeat(): void {
    this.clearHeartbeat();
    this.heartbeatTimer = this.timers.setInterval(() => {
      if (this.socket?.readyState !== OPEN) return;
      this.socket.send(NOTICE_HEARTBEAT);
      if (this.answerTimer === null) this.answerTimer = this.timers.setTimeout(() => this.dropped(), HEARTBEAT_TIMEOUT_MS);
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
