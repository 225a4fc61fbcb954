import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgvInfoCard, CreatedOrders, LayoutGraph, PageResult, StationVo, Transorder } from '@agvs/contract';
import { startChildServer, type ChildServer } from '../test-support/child-server.js';
import { LAYOUT1, LONG_TRIPS, taskForm } from '../test-support/fleet.js';
import { freshPostgres } from '../test-support/harness.js';


let running: ChildServer | undefined;
afterEach(async () => {
  await running?.stop('SIGKILL');
  running = undefined;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the server; after a restart the session from before goes on (no sign-in while the vehicles drive on). */
async function start(store: { dataDir: string; databaseUrl: string | null }, session?: string) {
  running = await startChildServer(store);
  return { server: running, token: session ?? (await running.adminToken()) };
}

const cardsOf = (s: ChildServer, token: string) => s.api<AgvInfoCard[]>(`/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${LAYOUT1}`, { token });
const ordersOf = async (s: ChildServer, token: string) =>
  (await s.api<PageResult<Transorder>>(`/agvserver/transorder/list?layoutId=${LAYOUT1}&pageSize=100`, { token })).records;

/** Stations joined by a segment, either way. */
function neighbours(graph: LayoutGraph): (a: string, b: string) => boolean {
  const joined = new Set(graph.segmentList.flatMap((s) => [`${s.srcStationCode}|${s.destStationCode}`, `${s.destStationCode}|${s.srcStationCode}`]));
  return (a, b) => a === b || joined.has(`${a}|${b}`);
}

/**
 * What must hold after any restart: every vehicle stands on the station it last reached or on
 * the segment it drove (at most one segment on), no two stand on one station, and every order
 * is there once, no further back than it was.
 */
interface Seen {
  readonly cards: readonly AgvInfoCard[];
  readonly orders: readonly Transorder[];
}

function expectContinuity(before: Seen, after: Seen, near: (a: string, b: string) => boolean) {
  expect(after.cards.map((c) => c.agvVo.id).sort()).toEqual(before.cards.map((c) => c.agvVo.id).sort());
  for (const b of before.cards) {
    const a = after.cards.find((c) => c.agvVo.id === b.agvVo.id)!;
    const was = [b.stationCode!, ...(b.nextStationCode ? [b.nextStationCode] : [])];
    expect({ vehicle: b.agvVo.agvCode, nearWhereItWas: was.some((st) => near(st, a.stationCode!)) }).toEqual({ vehicle: b.agvVo.agvCode, nearWhereItWas: true });
  }
  const standing = after.cards.filter((c) => c.stationMoveDistance === 0).map((c) => c.stationCode);
  expect(new Set(standing).size).toBe(standing.length);

  expect(after.orders.map((o) => o.id).sort()).toEqual(before.orders.map((o) => o.id).sort());
  const rank = { Init: 0, Release: 1, Running: 2, Complete: 3 } as Record<string, number>;
  for (const o of before.orders) {
    const now = after.orders.find((x) => x.id === o.id)!;
    expect(rank[now.transorderStatus]).toBeGreaterThanOrEqual(rank[o.transorderStatus]!);
    if (o.transorderStatus === 'Running') expect(now.agvId).toBe(o.agvId);
  }
}

async function restartsKeepTheFleet(databaseUrl: string | null) {
  const dataDir = mkdtempSync(join(tmpdir(), 'agvs-restart-'));
  const store = { dataDir, databaseUrl };
  try {
    let { server, token } = await start(store);
    const graph = await server.api<LayoutGraph>('/agvserver/layoutGraph/getGraphData', { token, body: { layoutId: LAYOUT1 } });
    const near = neighbours(graph);
    const created: string[] = [];
    for (const [src, dest] of LONG_TRIPS) {
      const [station] = (await server.api<StationVo[]>(`/agvserver/station/queryProbableStationListByStationCodeAndLayoutId?layoutId=${LAYOUT1}&stationCode=${src}`, { token })).filter((s) => s.stationCode === src);
      await server.api('/agvserver/zoneStation/updateStationOccupiedStatus', { token, method: 'PUT', body: { id: station!.id, isOccupied: 1 } });
      created.push(...(await server.api<CreatedOrders>('/agvserver/task/createTask', { token, body: taskForm({ srcStationCode: src, destStationCode: dest }) })).ids);
    }
    const driving = async () => (await cardsOf(server, token)).filter((c) => c.stationMoveDistance > 0).length;
    // Far enough that vehicles have passed several stations without stopping at them.
    await sleep(5_000);
    for (let i = 0; i < 40 && (await driving()) < 3; i++) await sleep(250);

    // kill -9: the rows as the last stored tick left them.
    const beforeCrash = { cards: await cardsOf(server, token), orders: await ordersOf(server, token) };
    expect(beforeCrash.cards.some((c) => c.stationMoveDistance > 0)).toBe(true);
    expect(beforeCrash.orders.map((o) => o.id).sort()).toEqual([...created].sort());
    await server.stop('SIGKILL');
    ({ server, token } = await start(store, token));
    const afterCrash = { cards: await cardsOf(server, token), orders: await ordersOf(server, token) };
    expectContinuity(beforeCrash, afterCrash, near);

    // SIGTERM: the shutdown stores every vehicle's exact spot.
    await sleep(3_000);
    for (let i = 0; i < 40 && (await driving()) < 3; i++) await sleep(250);
    const beforeStop = { cards: await cardsOf(server, token), orders: await ordersOf(server, token) };
    await server.stop('SIGTERM');
    ({ server, token } = await start(store, token));
    const afterStop = { cards: await cardsOf(server, token), orders: await ordersOf(server, token) };
    expectContinuity(beforeStop, afterStop, near);
    for (const b of beforeStop.cards) {
      const a = afterStop.cards.find((c) => c.agvVo.id === b.agvVo.id)!;
      // Never behind the spot read before the shutdown: on the same segment at least as far, or past its end.
      const notBehind =
        b.stationMoveDistance > 0
          ? a.stationCode === b.stationCode
            ? a.nextStationCode === b.nextStationCode && a.stationMoveDistance >= b.stationMoveDistance - 1
            : near(b.nextStationCode!, a.stationCode!)
          : near(b.stationCode!, a.stationCode!);
      expect({ vehicle: b.agvVo.agvCode, notBehind }).toEqual({ vehicle: b.agvVo.agvCode, notBehind: true });
    }
    await server.stop('SIGTERM');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('a server process killed mid-run', () => {
  it('comes back with every vehicle where it was and every order once (kill -9, then SIGTERM)', async () => {
    const serverUrl = process.env['DATABASE_URL'];
    const postgres = serverUrl ? await freshPostgres(serverUrl) : undefined;
    try {
      await restartsKeepTheFleet(postgres?.url ?? null);
    } finally {
      await running?.stop('SIGKILL');
      running = undefined;
      await postgres?.drop();
    }
  }, 120_000);
});
