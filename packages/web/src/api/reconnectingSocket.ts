import { WEBSOCKET_RECONNECT_MS } from '@agvs/contract';

/** The part of a WebSocket a reconnecting socket uses (a fake in tests). */
export type BaseSocket = Pick<WebSocket, 'onmessage' | 'onerror' | 'onclose' | 'close'> & Partial<Pick<WebSocket, 'onopen'>>;

export interface TimeoutTimers {
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export interface SocketHandlers<S> {
  opened?(socket: S): void;
  message(text: string): void;
  /** Error, close or `drop()`: the socket is gone and opens again after `retryDelay()` (5 s by default). */
  dropped?(): void;
  /** How long to wait before opening again, ms, asked once per drop (back-off); the SPEC's 5 s when absent. */
  retryDelay?(): number;
}

/**
 * A console socket that opens again 5 s after an error or close (SPEC §9 websocket reconnect),
 * once per drop, until stopped: the notification channel and the map monitor's live channel
 * (which backs off faster first).
 */
export class ReconnectingSocket<S extends BaseSocket> {
  private socket: S | null = null;
  private timer: number | null = null;
  private stopped = true;

  constructor(
    private readonly open: () => S,
    private readonly handlers: SocketHandlers<S>,
    private readonly timers: TimeoutTimers,
  ) {}

  /** The open socket, if any. */
  get current(): S | null {
    return this.socket;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.detach();
  }

  /** Gives up on the socket (a heartbeat went unanswered) as if it had dropped. */
  drop(): void {
    if (this.stopped) return;
    this.detach();
    this.handlers.dropped?.();
    if (this.timer === null) this.timer = this.timers.setTimeout(() => this.connect(), this.handlers.retryDelay?.() ?? WEBSOCKET_RECONNECT_MS);
  }

  private connect(): void {
    this.timer = null;
    let socket: S;
    try {
      socket = this.open();
    } catch {
      this.drop();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handlers.opened?.(socket);
    socket.onmessage = (event) => this.handlers.message(String(event.data));
    socket.onerror = () => this.drop();
    socket.onclose = () => this.drop();
  }

  private detach(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    socket.close();
  }
}
