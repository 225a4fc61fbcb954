import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FleetSocketMessage } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { createTask, LAYOUT1 } from '../../test-support/fleet.js';

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

  it('refuses the upgrade for a bad token, another tenant and a missing layout (monitor:public is granted to everyone)', async () => {
    await expect(open(`layoutId=${LAYOUT1}&token=nonsense`)).rejects.toThrow(/401/);
    await expect(open(`layoutId=${LAYOUT1}&token=${other}`)).rejects.toThrow(/403/);
    await expect(open(`layoutId=${LAYOUT1}&token=${other}&tenant_id=1000`)).rejects.toThrow(/403/);
    await expect(open(`token=${operator}`)).rejects.toThrow(/400/);
  });
});
