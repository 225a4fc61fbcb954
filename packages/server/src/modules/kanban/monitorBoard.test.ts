import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BOARD_TOKEN_HEADER, type BoardMap, type BoardView, type FleetSocketMessage, type KanbanBoard, type KanbanBoardIssued, type KanbanPage } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { startWithCallers } from '../../test-support/callers.js';
import { LAYOUT1, taskForm } from '../../test-support/fleet.js';
import type { Harness } from '../../test-support/harness.js';

type WebSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;
const LAYOUT2 = demoIds.layout('LAYOUT02');

let h: Harness;
let admin: string;
let other: string;

beforeAll(async () => {
  ({ h, admin, other } = await startWithCallers('monboard'));
}, 120_000);
afterAll(async () => h?.close());

async function add(page: KanbanPage, layoutId = LAYOUT1, token = admin) {
  const { body } = await h.call<KanbanBoardIssued>('POST', '/agvserver/kanban/board/add', { token, lang: 'en-GB', body: { name: `Screen ${page}`, layoutId, page } });
  if (!body.success) throw new Error(body.message);
  return body.result;
}

async function boardCall<T>(path: 'map' | 'view', boardToken: string) {
  const res = await h.app.inject({ method: 'GET', url: `/agvs/agvserver/kanban/board/${path}`, headers: { 'accept-language': 'en-GB', [BOARD_TOKEN_HEADER]: boardToken } });
  return { status: res.statusCode, body: res.json() as { success: boolean; message: string; result: T } };
}

/** Opens the fleet socket with a query; resolves with what it receives, rejects with the refused status. */
async function openSocket(query: string): Promise<{ ws: WebSocket; messages: FleetSocketMessage[] }> {
  const messages: FleetSocketMessage[] = [];
  const ws = await h.app.injectWS(`/agvs/ws/fleet?${query}`, {}, {
    onInit: (socket) => socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as FleetSocketMessage)),
  });
  return { ws, messages };
}

const settle = async (until: () => boolean) => {
  for (let i = 0; i < 500 && !until(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('monitor boards (docs/public-screens.md)', () => {
  it('offers the public monitor routes and customer screens as board pages', async () => {
    for (const page of ['MapMonitor', 'longxin', 'cumminsMapMonitorModal', 'cumminsEngineMapMonitorModal', 'twAGVInfo', 'SAICPadDisplayModal'] as const) {
      const issued = await add(page);
      expect(issued.board.page).toBe(page);
    }
    const list = await h.call<KanbanBoard[]>('GET', '/agvserver/kanban/board/list', { token: admin });
    expect(list.body.result.map((b) => b.page)).toContain('SAICPadDisplayModal');
    const bad = await h.call('POST', '/agvserver/kanban/board/add', { token: admin, lang: 'en-GB', body: { name: 'x', layoutId: LAYOUT1, page: 'Console' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/page/);
  });

  it('gives a monitor board its own layout’s map and live vehicles over the socket, and nothing else', async () => {
    const { token } = await add('MapMonitor');
    const map = await boardCall<BoardMap>('map', token);
    expect(map.status).toBe(200);
    expect(map.body.result.layoutId).toBe(LAYOUT1);
    expect(map.body.result.graph?.stationList.length).toBeGreaterThan(0);
    expect(map.body.result.zones.every((z) => z.layoutId === LAYOUT1)).toBe(true);
    expect(map.body.result.members.length).toBe(map.body.result.zones.length);

    const { ws, messages } = await openSocket(`layoutId=${LAYOUT1}&token=${token}`);
    await settle(() => messages.some((m) => m.type === 'snapshot'));
    const snapshot = messages.find((m) => m.type === 'snapshot');
    expect(snapshot?.type === 'snapshot' && snapshot.agvs.length).toBeGreaterThan(0);
    const codes = h.app.fleets.get(1000, LAYOUT1)!.fleet.vehicles.map((v) => v.config.code).sort();
    expect(snapshot?.type === 'snapshot' && snapshot.agvs.map((c) => c.agvVo.agvCode).sort()).toEqual(codes);
    ws.terminate();

    // The same token for another layout, or another tenant, gets no socket.
    await expect(openSocket(`layoutId=${LAYOUT2}&token=${token}`)).rejects.toThrow(/403/);
    await expect(openSocket(`layoutId=${LAYOUT1}&token=${token}&tenant_id=2000`)).rejects.toThrow(/403/);
  });

  it('keeps a tile board’s and a customer tile page’s token away from the map and the socket', async () => {
    for (const page of ['AgvKanBanMain', 'twAGVInfo', 'SAICPadDisplayModal'] as const) {
      const { token } = await add(page);
      const map = await boardCall<BoardMap>('map', token);
      expect(map.status).toBe(403);
      expect(map.body.message).toMatch(/no map/);
      await expect(openSocket(`layoutId=${LAYOUT1}&token=${token}`)).rejects.toThrow(/403/);
      expect((await boardCall<BoardView>('view', token)).status).toBe(200);
    }
  });

  it('refuses a revoked monitor board on the map, the view and the socket, and an unknown one with 401', async () => {
    const issued = await add('longxin');
    await h.call('POST', '/agvserver/kanban/board/revoke', { token: admin, body: { id: issued.board.id } });
    const map = await boardCall<BoardMap>('map', issued.token);
    expect(map.status).toBe(403);
    expect(map.body.message).toMatch(/revoked/);
    expect((await boardCall<BoardView>('view', issued.token)).status).toBe(403);
    await expect(openSocket(`layoutId=${LAYOUT1}&token=${issued.token}`)).rejects.toThrow(/403/);
    await expect(openSocket(`layoutId=${LAYOUT1}&token=${'y'.repeat(43)}`)).rejects.toThrow(/401/);
    expect((await boardCall<BoardMap>('map', 'z'.repeat(43))).status).toBe(401);
  });

  it('closes a board’s open socket once the board is revoked', async () => {
    const issued = await add('MapMonitorForRouting');
    const { ws, messages } = await openSocket(`layoutId=${LAYOUT1}&token=${issued.token}`);
    await settle(() => messages.length > 0);
    let code: number | undefined;
    ws.on('close', (c: number) => (code = c));
    await h.call('POST', '/agvserver/kanban/board/revoke', { token: admin, body: { id: issued.board.id } });
    for (let i = 0; i < 60 && code === undefined; i++) await new Promise((r) => setTimeout(r, 100));
    expect(code).toBe(4403);
  });

  it('opens no other call with a board token: reads and writes as a session are refused, nothing changes', async () => {
    const { token } = await add('cumminsMapMonitorModal');
    const before = h.app.fleets.get(1000, LAYOUT1)!.fleet.orders.length;
    for (const headers of [{ 'x-access-token': token }, { [BOARD_TOKEN_HEADER]: token }]) {
      const create = await h.app.inject({ method: 'POST', url: '/agvs/agvserver/task/createTask', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(taskForm()) });
      expect(create.statusCode).toBe(401);
      const revoke = await h.app.inject({ method: 'POST', url: '/agvs/agvserver/kanban/board/add', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x', layoutId: LAYOUT1, page: 'MapMonitor' }) });
      expect(revoke.statusCode).toBe(401);
      const graph = await h.app.inject({ method: 'POST', url: '/agvs/agvserver/layoutGraph/getGraphData', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ layoutId: LAYOUT1 }) });
      expect(graph.statusCode).toBe(401);
    }
    expect(h.app.fleets.get(1000, LAYOUT1)!.fleet.orders.length).toBe(before);
  });

  it('lets a monitor board of another tenant see only that tenant’s layout', async () => {
    // Tenant 2000 has no layout of its own: it may not put tenant 1000's layout on a board.
    const foreign = await h.call('POST', '/agvserver/kanban/board/add', { token: other, lang: 'en-GB', body: { name: 'x', layoutId: LAYOUT1, page: 'MapMonitor' } });
    expect(foreign.body.success).toBe(false);
    const mine = await add('MapMonitorNew');
    const seen = await boardCall<BoardMap>('map', mine.token);
    expect(seen.body.result.layoutId).toBe(LAYOUT1);
  });
});
