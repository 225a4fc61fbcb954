import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { vehicleId, type TrafficResult } from '@agvs/core';
import type { FastifyInstance } from 'fastify';
import { applyFieldPatch, type Agv, type AgvInfoCard, type FleetSocketMessage, type MapStation, type OccupiedStation } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { agvForm, cards, createTask, LAYOUT1, setLoad } from '../../test-support/fleet.js';

type WebSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

let h: Harness;
let operator: string;
let other: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'ws_operator', roles: ['operator'] });
  await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
  await h.createUser({ username: 'ws_other', roles: ['admin'], tenants: [2000], departs: ['B01'] });
  [operator, other] = await Promise.all(['ws_operator', 'ws_other'].map((u) => h.token(u, ADMIN_PASSWORD)));
});
afterAll(async () => h?.close());

const wsAgvForm = (over: Record<string, unknown> = {}) => agvForm({ agvUid: 'WS-0001', agvCode: 'WS01', agvName: 'WS01', agvIp: '192.168.10.198', ...over });

/** What a console holds: the snapshot with every delta applied after it, as the contract says. */
class Applied {
  readonly cards = new Map<string, AgvInfoCard>();
  readonly occupied = new Map<string, OccupiedStation>();
  readonly loads = new Set<string>();

  apply(m: FleetSocketMessage): void {
    if (m.type === 'snapshot') {
      this.cards.clear();
      this.occupied.clear();
      for (const c of m.agvs) this.cards.set(c.agvUid, c);
      for (const o of m.occupied) this.occupied.set(o.id, o);
    } else if (m.type === 'agvs') {
      for (const c of m.agvs) this.cards.set(c.agvUid, c);
      for (const uid of m.removed) this.cards.delete(uid);
    } else if (m.type === 'agvPatch') {
      for (const p of m.patches) this.cards.set(p.agvUid, applyFieldPatch(this.cards.get(p.agvUid)!, p));
    } else if (m.type === 'occupied') {
      for (const o of m.occupied) this.occupied.set(o.id, o);
      for (const id of m.removed) this.occupied.delete(id);
    } else if (m.type === 'loads') {
      if (m.all) this.loads.clear();
      for (const code of m.loaded) this.loads.add(code);
      for (const code of m.freed) this.loads.delete(code);
    }
  }
}

/** The agvUids whose card a message sends, whole or patched (none for other messages). */
const cardsNamed = (m: FleetSocketMessage): string[] => (m.type === 'agvs' ? m.agvs.map((c) => c.agvUid) : m.type === 'agvPatch' ? m.patches.map((p) => p.agvUid) : []);

/** Opens the socket and collects what it receives (raw frames too). */
async function open(query: string): Promise<{ ws: WebSocket; messages: FleetSocketMessage[]; frames: string[]; state: Applied }> {
  const messages: FleetSocketMessage[] = [];
  const frames: string[] = [];
  const state = new Applied();
  const ws = await h.app.injectWS(`/agvs/ws/fleet?${query}`, {}, {
    onInit: (socket) =>
      socket.on('message', (data: Buffer) => {
        frames.push(data.toString());
        const m = JSON.parse(data.toString()) as FleetSocketMessage;
        messages.push(m);
        state.apply(m);
      }),
  });
  return { ws, messages, frames, state };
}

/** Waits (real time, at most 5 s) for frames in flight; fleet time does not move meanwhile. */
const settle = async (until: () => boolean) => {
  for (let i = 0; i < 500 && !until(); i++) await new Promise((r) => setTimeout(r, 10));
};

/** Waits until no frame arrived for 150 ms: the feed has sent everything the fleet did. */
const quiet = async (messages: readonly unknown[]) => {
  let seen = -1;
  for (let i = 0; i < 100 && seen !== messages.length; i++) {
    seen = messages.length;
    await new Promise((r) => setTimeout(r, 150));
  }
};

const occupiedNow = async () =>
  (await h.call<OccupiedStation[]>('GET', '/agvserver/station/getOccupiedStationSimpleList', { token: operator, query: { layoutId: LAYOUT1 } })).body.result;
const byKey = <T>(list: Iterable<T>, key: (t: T) => string) => [...list].sort((a, b) => key(a).localeCompare(key(b)));

describe('/agvs/ws/fleet', () => {
  it('sends one snapshot, then only what changed; applied, they equal what the polling calls answer', async () => {
    const { ws, messages, frames, state } = await open(`layoutId=${LAYOUT1}&token=${operator}`);
    await settle(() => messages.length > 0);
    const snapshot = messages[0];
    expect(snapshot.type).toBe('snapshot');
    if (snapshot.type === 'snapshot') {
      expect(snapshot.agvs).toHaveLength(9);
      expect(snapshot.occupied.length).toBeGreaterThanOrEqual(9);
    }
    const id = await createTask(h, operator, { srcStationCode: 'A02N04', destStationCode: 'A02S06' });
    await h.runFleet(3_000, 500);
    await settle(() => messages.some((m) => m.type === 'orders' && m.orders.some((o) => o.id === id && o.transorderStatus === 'Running')));
    expect(messages.some((m) => m.type === 'orders' && m.orders.some((o) => o.id === id && o.transorderStatus === 'Running'))).toBe(true);
    const carrier = [...state.cards.values()].find((c) => c.transorderVo?.id === id);
    expect(carrier).toBeDefined();
    // One vehicle drives: the deltas name its card, not the whole fleet's each time, and carry
    // only the fields that changed, a fraction of the card.
    const deltas = messages.filter((m) => cardsNamed(m).length > 0);
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.every((m) => cardsNamed(m).length < 9)).toBe(true);
    const patched = frames.filter((f) => f.startsWith('{"type":"agvPatch"') && f.includes(`"agvUid":"${carrier!.agvUid}"`));
    expect(patched.length).toBeGreaterThan(0);
    expect(Math.min(...patched.map((f) => f.length))).toBeLessThan(JSON.stringify(carrier).length / 3);
    expect(messages.filter((m) => m.type === 'snapshot')).toHaveLength(1);

    await h.runFleet(20_000, 500);
    await quiet(messages);
    expect(byKey(state.cards.values(), (c) => c.agvUid)).toEqual(byKey(await cards(h, operator), (c) => c.agvUid));
    expect(byKey(state.occupied.values(), (o) => o.id)).toEqual(byKey(await occupiedNow(), (o) => o.id));
    ws.terminate();
  });

  it('sends every socket of a layout the same frames', async () => {
    const a = await open(`layoutId=${LAYOUT1}&token=${operator}`);
    const b = await open(`layoutId=${LAYOUT1}&token=${operator}`);
    await settle(() => a.messages.length > 0 && b.messages.length > 0);
    const seenA = a.frames.length;
    const seenB = b.frames.length;
    await createTask(h, operator, { srcStationCode: 'A03N08', destStationCode: 'A03S05' });
    await h.runFleet(3_000, 500);
    await quiet(a.frames);
    await quiet(b.frames);
    expect(a.frames.length - seenA).toBeGreaterThan(0);
    expect(a.frames.slice(seenA)).toEqual(b.frames.slice(seenB));
    a.ws.terminate();
    b.ws.terminate();
  });

  it('pushes a vehicle added with agv/add at once, and its removal when it is set invalid', async () => {
    const { ws, messages, state } = await open(`layoutId=${LAYOUT1}&token=${operator}`);
    await settle(() => messages.length > 0);
    const added = await h.call<Agv>('POST', '/agvserver/agv/add', { token: operator, body: wsAgvForm() });
    expect(added.body.success, added.body.message).toBe(true);
    const id = added.body.result.id;
    // No tick: the push follows the command itself.
    const hasCard = () => [...state.cards.values()].some((c) => c.agvVo.id === id);
    const standsOn = () => state.occupied.has(`agv:${id}`);
    await settle(() => hasCard() && standsOn());
    expect(hasCard()).toBe(true);
    expect(standsOn()).toBe(true);

    const before = messages.length;
    const removed = await h.call<Agv>('PUT', '/agvserver/agv/edit', { token: operator, body: wsAgvForm({ id, isValid: 0 }) });
    expect(removed.body.success, removed.body.message).toBe(true);
    const gone = () => {
      const later = messages.slice(before);
      return (
        later.some((m) => m.type === 'agvs' && m.removed.includes('WS-0001')) &&
        later.some((m) => m.type === 'occupied' && m.removed.includes(`agv:${id}`))
      );
    };
    await settle(gone);
    expect(gone()).toBe(true);
    expect(hasCard()).toBe(false);
    expect(standsOn()).toBe(false);
    ws.terminate();
  });

  it('sends every load after the snapshot, then the stations loaded and freed; applied, they equal the station poll', async () => {
    const { ws, messages, state } = await open(`layoutId=${LAYOUT1}&token=${operator}`);
    await settle(() => messages.some((m) => m.type === 'loads'));
    expect(messages.map((m) => m.type).slice(0, 2)).toEqual(['snapshot', 'loads']);
    const polled = async () =>
      (await h.call<MapStation[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token: operator, query: { layoutId: LAYOUT1 } })).body.result
        .filter((s) => s.isOccupied === 1)
        .map((s) => s.stationCode)
        .sort();
    const empty = (await h.call<MapStation[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token: operator, query: { layoutId: LAYOUT1, zoneType: 'Working' } })).body.result.find(
      (s) => s.isOccupied === 0,
    )!;
    const before = messages.length;
    await setLoad(h, empty.stationCode);
    await settle(() => state.loads.has(empty.stationCode));
    expect(messages.slice(before)).toContainEqual({ type: 'loads', loaded: [empty.stationCode], freed: [] });
    await setLoad(h, empty.stationCode, false);
    await settle(() => !state.loads.has(empty.stationCode));
    expect(messages.slice(before)).toContainEqual({ type: 'loads', loaded: [], freed: [empty.stationCode] });
    await quiet(messages);
    expect([...state.loads].sort()).toEqual(await polled());
    ws.terminate();
  });

  it('sends nothing for a vehicle that stands waiting in traffic while others drive: its card says since when', async () => {
    const { ws, messages, state } = await open(`layoutId=${LAYOUT1}&token=${operator}`);
    await settle(() => messages.length > 0);
    const rt = h.app.fleets.get(1000, LAYOUT1)!;
    await createTask(h, operator, { srcStationCode: 'A04N04', destStationCode: 'A04S06' });
    await h.runFleet(2_000, 500);
    await quiet(messages);
    // A connected vehicle without a task, locked so nothing sends it off, stands still: traffic
    // control says it waits for another.
    const idle = [...state.cards.values()].find((c) => c.agvVo.isConnected === 1 && !c.transorderVo && ['Idle', 'Parked'].includes(c.fleetStatus))!;
    expect((await h.call('POST', '/agvserver/agv/setIsLockByAgvUid', { token: operator, body: { agvUid: idle.agvUid, isLock: 1 } })).body.success).toBe(true);
    const blocker = [...state.cards.values()].find((c) => c.agvUid !== idle.agvUid)!;
    const since = rt.fleet.nowMs;
    const real = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(rt.fleet), 'lastTrafficResult')!.get!;
    const waits = vi.spyOn(rt.fleet, 'lastTrafficResult', 'get').mockImplementation(function (this: typeof rt.fleet) {
      const result = real.call(this) as TrafficResult | undefined;
      const waiting = new Map(result?.waiting ?? []);
      waiting.set(vehicleId(idle.agvVo.id), { blockers: [vehicleId(blocker.agvVo.id)], sinceMs: since });
      return { claimed: new Map(), changes: new Map(), deadlocks: [], ...result, waiting };
    });
    try {
      await h.runFleet(1_000, 500);
      await quiet(messages);
      expect(state.cards.get(idle.agvUid)!.agvTrafficStatusDto).toEqual({ trafficByAgvCode: blocker.agvVo.agvCode, trafficTime: since });
      const from = messages.length;
      // The other vehicle drives on for a few seconds: deltas come, none names the waiting one.
      await h.runFleet(4_000, 500);
      await quiet(messages);
      const deltas = messages.slice(from).filter((m) => cardsNamed(m).length > 0);
      expect(deltas.length).toBeGreaterThan(0);
      expect(deltas.some((m) => cardsNamed(m).includes(idle.agvUid))).toBe(false);
    } finally {
      waits.mockRestore();
    }
    ws.terminate();
  });

  it('refuses the upgrade for a bad token, another tenant and a missing layout (monitor:public is granted to everyone)', async () => {
    await expect(open(`layoutId=${LAYOUT1}&token=nonsense`)).rejects.toThrow(/401/);
    await expect(open(`layoutId=${LAYOUT1}&token=${other}`)).rejects.toThrow(/403/);
    await expect(open(`layoutId=${LAYOUT1}&token=${other}&tenant_id=1000`)).rejects.toThrow(/403/);
    await expect(open(`token=${operator}`)).rejects.toThrow(/400/);
  });
});
