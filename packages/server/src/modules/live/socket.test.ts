import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Agv, FleetSocketMessage } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { agvForm, createTask, LAYOUT1 } from '../../test-support/fleet.js';

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

/** Opens the socket and collects what it receives. */
async function open(query: string): Promise<{ ws: WebSocket; messages: FleetSocketMessage[] }> {
  const messages: FleetSocketMessage[] = [];
  const ws = await h.app.injectWS(`/agvs/ws/fleet?${query}`, {}, {
    onInit: (socket) => socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as FleetSocketMessage)),
  });
  return { ws, messages };
}

/** Waits (real time, at most 5 s) for frames in flight; fleet time does not move meanwhile. */
const settle = async (until: () => boolean) => {
  for (let i = 0; i < 500 && !until(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('/agvs/ws/fleet', () => {
  it('sends a snapshot, then vehicle, occupancy and order changes', async () => {
    const { ws, messages } = await open(`layoutId=${LAYOUT1}&token=${operator}`);
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
    // Changes that pile up while a push is being built go out merged, as the latest state.
    expect(messages.some((m) => m.type === 'orders' && m.orders.some((o) => o.id === id && o.transorderStatus === 'Running'))).toBe(true);
    expect(messages.some((m) => m.type === 'agvs' && m.agvs.some((c) => c.transorderVo?.id === id))).toBe(true);
    expect(messages.some((m) => m.type === 'occupied')).toBe(true);
    ws.terminate();
  });

  it('pushes a vehicle added with agv/add at once, and takes it off when it is set invalid', async () => {
    const { ws, messages } = await open(`layoutId=${LAYOUT1}&token=${operator}`);
    await settle(() => messages.length > 0);
    const seen = messages.length;
    const added = await h.call<Agv>('POST', '/agvserver/agv/add', { token: operator, body: wsAgvForm() });
    expect(added.body.success, added.body.message).toBe(true);
    const id = added.body.result.id;
    // No tick: the push follows the command itself.
    const latest = (type: 'agvs' | 'occupied') => messages.slice(seen).filter((m) => m.type === type).at(-1);
    const hasCard = () => { const m = latest('agvs'); return m?.type === 'agvs' && m.agvs.some((c) => c.agvVo.id === id); };
    const standsOn = () => { const m = latest('occupied'); return m?.type === 'occupied' && m.occupied.some((o) => o.agvId === id); };
    await settle(() => hasCard() && standsOn());
    expect(hasCard()).toBe(true);
    expect(standsOn()).toBe(true);

    const before = messages.length;
    const removed = await h.call<Agv>('PUT', '/agvserver/agv/edit', { token: operator, body: wsAgvForm({ id, isValid: 0 }) });
    expect(removed.body.success, removed.body.message).toBe(true);
    const gone = () => {
      const later = messages.slice(before);
      const agvs = later.filter((m) => m.type === 'agvs').at(-1);
      const occupied = later.filter((m) => m.type === 'occupied').at(-1);
      return agvs?.type === 'agvs' && !agvs.agvs.some((c) => c.agvVo.id === id) && occupied?.type === 'occupied' && !occupied.occupied.some((o) => o.agvId === id);
    };
    await settle(gone);
    expect(gone()).toBe(true);
    ws.terminate();
  });

  it('refuses the upgrade for a bad token, another tenant and a missing layout (monitor:public is granted to everyone)', async () => {
    await expect(open(`layoutId=${LAYOUT1}&token=nonsense`)).rejects.toThrow(/401/);
    await expect(open(`layoutId=${LAYOUT1}&token=${other}`)).rejects.toThrow(/403/);
    await expect(open(`layoutId=${LAYOUT1}&token=${other}&tenant_id=1000`)).rejects.toThrow(/403/);
    await expect(open(`token=${operator}`)).rejects.toThrow(/400/);
  });
});
