import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeChannel, type SocketLike } from './noticeChannel';

class FakeSocket implements SocketLike {
  onopen: WebSocket['onopen'] = null;
  onmessage: WebSocket['onmessage'] = null;
  onerror: WebSocket['onerror'] = null;
  onclose: WebSocket['onclose'] = null;
  readyState: SocketLike['readyState'] = 0;
  sent: string[] = [];
  closed = false;
  private get self() {
    return this as unknown as WebSocket;
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  receive(data: string) {
    this.onmessage?.call(this.self, new MessageEvent('message', { data }));
  }
  opened() {
    this.readyState = 1;
    this.onopen?.call(this.self, new Event('open'));
  }
  failed() {
    this.onerror?.call(this.self, new Event('error'));
  }
  closedByServer() {
    this.onclose?.call(this.self, new Event('close') as CloseEvent);
  }
}

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
  clearTimeout: (id: number) => clearTimeout(id),
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms) as unknown as number,
  clearInterval: (id: number) => clearInterval(id),
};

let sockets: FakeSocket[];
let reloads: number;
let channel: NoticeChannel;
beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  reloads = 0;
  channel = new NoticeChannel(
    () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    () => reloads++,
    timers,
  );
  channel.start();
});
afterEach(() => {
  channel.stop();
  vi.useRealTimers();
});

describe('notice channel', () => {
  it('reloads when opened and on topic or user commands, not on other frames', () => {
    sockets[0]!.opened();
    expect(reloads).toBe(1);
    sockets[0]!.receive(JSON.stringify({ cmd: 'topic', msgId: 'a', msgTxt: 'x' }));
    sockets[0]!.receive(JSON.stringify({ cmd: 'user', msgId: 'b', msgTxt: 'y' }));
    sockets[0]!.receive('HeartBeat');
    sockets[0]!.receive('garbage');
    expect(reloads).toBe(3);
  });

  it('reconnects 5 s after a close and polls every 6 s meanwhile', () => {
    sockets[0]!.opened();
    sockets[0]!.closedByServer();
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // The new socket never opens: errors keep it reconnecting, the poll keeps notices coming.
    sockets[1]!.failed();
    const before = reloads;
    vi.advanceTimersByTime(6_000);
    expect(reloads).toBe(before + 1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.opened();
    const opened = reloads;
    vi.advanceTimersByTime(12_000);
    expect(reloads).toBe(opened);
  });

  it('sends a heartbeat every 20 s and drops a socket that does not answer within 20 s', () => {
    sockets[0]!.opened();
    vi.advanceTimersByTime(20_000);
    expect(sockets[0]!.sent).toEqual(['HeartBeat']);
    sockets[0]!.receive('HeartBeat');
    vi.advanceTimersByTime(20_000);
    expect(sockets[0]!.closed).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
  });

  it('stays down after stop', () => {
    sockets[0]!.opened();
    channel.stop();
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
