import { WEBSOCKET_RECONNECT_MS } from '@agvs/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LayoutWatch, type WatchSocket } from './layoutWatch';

class FakeSocket implements WatchSocket {
  onmessage: WebSocket['onmessage'] = null;
  onerror: WebSocket['onerror'] = null;
  onclose: WebSocket['onclose'] = null;
  closed = false;
  close() {
    this.closed = true;
  }
  version(version: number) {
    this.onmessage?.call(this as unknown as WebSocket, new MessageEvent('message', { data: JSON.stringify({ type: 'layoutVersion', layoutId: 'L1', version }) }));
  }
  other(data: string) {
    this.onmessage?.call(this as unknown as WebSocket, new MessageEvent('message', { data }));
  }
  dropped() {
    this.onclose?.call(this as unknown as WebSocket, new Event('close') as CloseEvent);
  }
}

let sockets: FakeSocket[];
let reloads: number;
let watch: LayoutWatch;
const last = () => sockets[sockets.length - 1]!;
beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  reloads = 0;
  watch = new LayoutWatch(
    () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    () => reloads++,
    { setTimeout: (fn, ms) => setTimeout(fn, ms) as unknown as number, clearTimeout: (id) => clearTimeout(id) },
  );
  watch.start();
});
afterEach(() => {
  watch.stop();
  vi.useRealTimers();
});

describe('LayoutWatch', () => {
  it('takes the first version as the one loaded, and reloads for each new one', () => {
    last().version(3);
    expect(reloads).toBe(0);
    last().version(3);
    expect(reloads).toBe(0);
    last().version(4);
    expect(reloads).toBe(1);
    last().other('{"type":"agvs","agvs":[]}');
    last().other('not json');
    expect(reloads).toBe(1);
  });

  it('reconnects after a drop and reloads when a version was published meanwhile', () => {
    last().version(1);
    last().dropped();
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    last().version(1);
    expect(reloads).toBe(0);
    last().dropped();
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_MS);
    last().version(2);
    expect(reloads).toBe(1);
  });

  it('reloads on the first version when the socket was refused before it (a layout published for the first time)', () => {
    last().dropped();
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_MS);
    last().version(1);
    expect(reloads).toBe(1);
  });

  it('stops reconnecting once stopped', () => {
    watch.stop();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(WEBSOCKET_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(1);
  });
});
