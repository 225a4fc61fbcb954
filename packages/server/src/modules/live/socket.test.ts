import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Agv, AgvInfoCard, FleetSocketMessage, OccupiedStation } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { agvForm, cards, createTask, LAYOUT1 } from '../../test-support/fleet.js';

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

  apply(m: FleetSocketMessage): void {
    if (m.type === 'snapshot') {
      this.cards.clear();
      this.occupied.clear();
      for (const c of m.agvs) this.cards.set(c.agvUid, c);
      for (const o of m.occupied) this.occupied.set(o.id, o);
    } else if (m.type === 'agvs') {
      for (const c of m.agvs) this.cards.set(c.agvUid, c);
      for (const uid of m.removed) this.cards.delete(uid);
    } else if (m.type === 'occupied') {
      for (const o of m.occupied) this.occupied.set(o.id, o);
      for (const id of m.removed) this.occupied.delete(id);
    }
  }
}

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
    const { ws, messages, state } = await open(`layoutId=${LAYOUT1}&token=${operator}`);
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
    // One vehicle drives: the deltas carry its card, not the whole fleet's each time.
    const deltas = messages.filter((m) => m.type === 'agvs');
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.every((m) => m.type === 'agvs' && m.agvs.length < 9)).toBe(true);
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

  it('refuses the upgrade for a bad token, another tenant and a missing layout (monitor:public is granted to everyone)', async () => {
    await expect(open(`layoutId=${LAYOUT1}&token=nonsense`)).rejects.toThrow(/401/);
    await expect(open(`layoutId=${LAYOUT1}&token=${other}`)).rejects.toThrow(/403/);
    await expect(open(`layoutId=${LAYOUT1}&token=${other}&tenant_id=1000`)).rejects.toThrow(/403/);
    await expect(open(`token=${operator}`)).rejects.toThrow(/400/);
  });
});
