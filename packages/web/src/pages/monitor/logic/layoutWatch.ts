import type { FleetSocketMessage } from '@agvs/contract';
import { ReconnectingSocket, type BaseSocket, type TimeoutTimers } from '../../../api/reconnectingSocket';

/** The part of a WebSocket the watch uses (a fake in tests). */
export type WatchSocket = BaseSocket;
export type WatchTimers = TimeoutTimers;

/**
 * Tells the map monitor when a new version of its layout is published (docs/site-authoring.md
 * "Draft and publish"), so it reloads the map without a page reload. It listens on the fleet
 * socket with watch=layout, which sends the version the fleet runs at once and on each publish:
 * a version other than the last one seen means reload. The first version is the one the map was
 * loaded with, unless the socket was down before it (refused while the layout never ran, server
 * away): then a publish may have been missed, so it reloads too. Reconnects 5 s after a drop.
 */
export class LayoutWatch {
  private readonly socket: ReconnectingSocket<WatchSocket>;
  private version: number | undefined;
  private missed = false;

  constructor(open: () => WatchSocket, onPublished: () => void, timers: WatchTimers) {
    this.socket = new ReconnectingSocket(
      open,
      {
        message: (text) => {
          if (this.received(text)) onPublished();
        },
        dropped: () => {
          if (this.version === undefined) this.missed = true;
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

  /** Whether the message says the map is out of date. */
  private received(text: string): boolean {
    let message: FleetSocketMessage;
    try {
      message = JSON.parse(text) as FleetSocketMessage;
    } catch {
      return false;
    }
    if (message.type !== 'layoutVersion') return false;
    const reload = this.version === undefined ? this.missed : message.version !== this.version;
    this.version = message.version;
    this.missed = false;
    return reload;
  }
}
