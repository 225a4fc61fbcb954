import { WEBSOCKET_RECONNECT_MS, type FleetSocketMessage } from '@agvs/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, LiveChannel, type ChannelSocket } from './liveChannel';

class FakeSocket implements ChannelSocket {
  onmessage: WebSocket['onmessage'] = null;
  onerror: WebSocket['onerror'] = null;
  onclose: WebSocket['onclose'] = null;
  closed = false;
  close() {
    this.closed = true;
  }
  send(message: FleetSocketMessage | string) {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.call(this as unknown as WebSocket, new MessageEvent('message', { data }));
  }
  version(version: number) {
    this.send({ type: 'layoutVersion', layoutId: 'L1', version });
  }
  snapshot() {
    this.send({ type: 'snapshot', agvs: [], occupied: [] });
  }
  dropped() {
    this.onclose?.call(this as unknown as WebSocket, new Event('close') as CloseEvent);
  }
}

let sockets: FakeSocket[];
let reloads: number;
let received: FleetSocketMessage[];
let live: boolean[];
let channel: LiveChannel;
const last = () => sockets[sockets.length - 1]!;
beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  reloads = 0;
  received = [];
  live = [];
  channel = new LiveChannel(
    () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    { message: (m) => received.push(m), published: () => reloads++, live: (on) => live.push(on) },
    { setTimeout: (fn, ms) => setTimeout(fn, ms) as unknown as number, clearTimeout: (id) => clearTimeout(id) },
    // No jitter: the delays below are the plain back-off.
    () => 0.5,
  );
  channel.start();
});
afterEach(() => {
  channel.stop();
  vi.useRealTimers();
});

describe('LiveChannel', () => {
  it('hands snapshot and deltas to the store, and says when the state is live', () => {
    last().snapshot();
    last().send({ type: 'agvs', agvs: [], removed: ['U1'] });
    last().send('not json');
    expect(received.map((m) => m.type)).toEqual(['snapshot', 'agvs']);
    expect(live).toEqual([true]);
  });

  it('takes the first version as the one loaded, and reloads the map for each new one', () => {
    last().version(3);
    last().version(3);
    expect(reloads).toBe(0);
    last().version(4);
    expect(reloads).toBe(1);
    expect(received).toEqual([]);
  });

  it('reconnects with back-off, and from the start again once a snapshot came', () => {
    last().dropped();
    expect(sockets[0]!.closed).toBe(true);
    expect(live).toEqual([false]);
    vi.advanceTimersByTime(FIRST_RETRY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().dropped();
    vi.advanceTimersByTime(FIRST_RETRY_MS * 2 - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    // Never longer than the SPEC's 5 s.
    for (let i = 0; i < 6; i++) {
      last().dropped();
      vi.advanceTimersByTime(WEBSOCKET_RECONNECT_MS);
    }
    expect(sockets).toHaveLength(9);
    last().snapshot();
    last().dropped();
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    expect(sockets).toHaveLength(10);
  });

  it('reloads the map after a reconnect when a version was published meanwhile', () => {
    last().version(1);
    last().dropped();
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    last().version(1);
    expect(reloads).toBe(0);
    last().dropped();
    vi.advanceTimersByTime(FIRST_RETRY_MS * 2);
    last().version(2);
    expect(reloads).toBe(1);
  });

  it('reloads on the first version when the socket was refused before it (a layout published for the first time)', () => {
    last().dropped();
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    last().version(1);
    expect(reloads).toBe(1);
  });

  it('spreads reconnects of many consoles by ±20 %', () => {
    const timers = { setTimeout: () => 0, clearTimeout: () => undefined };
    const early = new LiveChannel(() => new FakeSocket(), { message: () => undefined, published: () => undefined }, timers, () => 0);
    const late = new LiveChannel(() => new FakeSocket(), { message: () => undefined, published: () => undefined }, timers, () => 1);
    expect(early.nextDelay()).toBe(FIRST_RETRY_MS * 0.8);
    expect(late.nextDelay()).toBe(FIRST_RETRY_MS * 1.2);
  });

  it('stops reconnecting once stopped', () => {
    channel.stop();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(1);
  });
});
