import { WEBSOCKET_RECONNECT_MS, type FleetSocketMessage } from '@agvs/contract';
import { ReconnectingSocket, type BaseSocket, type TimeoutTimers } from '../../../api/reconnectingSocket';

/** The part of a WebSocket the channel uses (a fake in tests). */
export type ChannelSocket = BaseSocket;

export type ChannelTimers = TimeoutTimers;

export interface ChannelSinks {
  /** Every snapshot and delta, in the order sent (the live store applies them). */
  message(message: FleetSocketMessage): void;
  /** Another version of the layout was published: the map is out of date. */
  published(): void;
  /** True once a snapshot arrived, false when the socket drops (the state is not live meanwhile). */
  live?(live: boolean): void;
}

/** The first retry after a drop; each further one waits twice as long, up to the SPEC's 5 s. */
export const FIRST_RETRY_MS = 500;

/**
 * The map monitor's one connection to the fleet (/agvs/ws/fleet): a snapshot, then deltas for the
 * live store, and the published version of the layout. After a drop it opens again with back-off
 * (0.5, 1, 2, 4, then every 5 s, each ±20 % so a server restart is not met by every console in
 * the same millisecond); the server starts each connection with a fresh snapshot. Version rule:
 * the first version is the one the map was loaded with, unless the socket was down before it
 * (refused while the layout never ran, server away): then a publish may have been missed, so the
 * map reloads too; any other version than the last one seen means reload.
 */
export class LiveChannel {
  private readonly socket: ReconnectingSocket<ChannelSocket>;
  private failures = 0;
  private version: number | undefined;
  private missed = false;

  constructor(
    open: () => ChannelSocket,
    private readonly sinks: ChannelSinks,
    timers: ChannelTimers,
    private readonly random: () => number = Math.random,
  ) {
    this.socket = new ReconnectingSocket(
      open,
      {
        message: (text) => this.received(text),
        dropped: () => this.dropped(),
        retryDelay: () => {
          const delay = this.nextDelay();
          this.failures++;
          return delay;
        },
      },
      timers,
    );
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }

  /** How long the next reconnect waits, ms. */
  nextDelay(): number {
    const base = Math.min(WEBSOCKET_RECONNECT_MS, FIRST_RETRY_MS * 2 ** this.failures);
    return Math.round(Math.min(WEBSOCKET_RECONNECT_MS, base * (0.8 + 0.4 * this.random())));
  }

  private received(text: string): void {
    let message: FleetSocketMessage;
    try {
      message = JSON.parse(text) as FleetSocketMessage;
    } catch {
      return;
    }
    if (message.type === 'layoutVersion') {
      const reload = this.version === undefined ? this.missed : message.version !== this.version;
      this.version = message.version;
      this.missed = false;
      if (reload) this.sinks.published();
      return;
    }
    if (message.type === 'snapshot') {
      this.failures = 0;
      this.sinks.live?.(true);
    }
    this.sinks.message(message);
  }

  private dropped(): void {
    if (this.version === undefined) this.missed = true;
    this.sinks.live?.(false);
  }
}
