import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_TOKEN_HEADER, type BoardView, type KanbanBoard, type KanbanBoardIssued } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { startWithCallers } from '../../test-support/callers.js';
import { LAYOUT1 } from '../../test-support/fleet.js';
import type { Harness } from '../../test-support/harness.js';

const LAYOUT2 = demoIds.layout('LAYOUT02');

let h: Harness;
let admin: string;
let operator: string;
let other: string;

beforeAll(async () => {
  ({ h, admin, operator, other } = await startWithCallers('kanban'));
}, 120_000);
afterAll(async () => h?.close());

const add = (token: string, layoutId: string, name = 'Hall A') =>
  h.call<KanbanBoardIssued>('POST', '/agvserver/kanban/board/add', { token, lang: 'en-GB', body: { name, layoutId, page: 'AgvKanBanMain' } });

async function view(boardToken: string | undefined) {
  const res = await h.app.inject({
    method: 'GET',
    url: '/agvs/agvserver/kanban/board/view',
    headers: { 'accept-language': 'en-GB', ...(boardToken ? { [BOARD_TOKEN_HEADER]: boardToken } : {}) },
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; message: string; result: BoardView } };
}

/** Vehicle codes of a layout's running fleet, as the runtime has them. */
const codesOf = (layoutId: string) => h.app.fleets.get(1000, layoutId)!.fleet.vehicles.map((v) => v.config.code).sort();

describe('kanban boards', () => {
  it('creates a board whose token shows its layout’s vehicles with their state, and no other layout’s', async () => {
    const { body } = await add(admin, LAYOUT1);
    expect(body.success).toBe(true);
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.result.board).toMatchObject({ name: 'Hall A', layoutId: LAYOUT1, page: 'AgvKanBanMain', revokedAt: null, tokenHint: body.result.token.slice(-4) });

    // Only the hash is stored.
    const row = await h.app.db.selectFrom('kanban_boards').select('token_hash').where('id', '=', body.result.board.id).executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(body.result.token);
    expect(row.token_hash).toHaveLength(64);

    const seen = await view(body.result.token);
    expect(seen.status).toBe(200);
    expect(seen.body.result.running).toBe(true);
    const codes = seen.body.result.vehicles.map((v) => v.code).sort();
    expect(codes).toEqual(codesOf(LAYOUT1));
    expect(codes.length).toBeGreaterThan(0);
    for (const v of seen.body.result.vehicles) expect(['running', 'idle', 'charging', 'error', 'offline']).toContain(v.state);
    const elsewhere = codesOf(LAYOUT2);
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(codes.filter((c) => elsewhere.includes(c))).toEqual([]);

    const second = await add(admin, LAYOUT2, 'Production');
    const other = await view(second.body.result.token);
    expect(other.body.result.vehicles.map((v) => v.code).sort()).toEqual(elsewhere);
  });

  it('refuses a missing or unknown token with 401, a revoked one with 403, and lets a re-issued one in', async () => {
    expect((await view(undefined)).status).toBe(401);
    const unknown = await view('x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toMatch(/does not exist/);

    const { body } = await add(admin, LAYOUT1, 'Dock');
    const id = body.result.board.id;
    const revoked = await h.call<KanbanBoard>('POST', '/agvserver/kanban/board/revoke', { token: admin, body: { id } });
    expect(revoked.body.result.revokedAt).not.toBeNull();
    const refused = await view(body.result.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/revoked/);

    const again = await h.call<KanbanBoardIssued>('POST', '/agvserver/kanban/board/reissue', { token: admin, body: { id } });
    expect(again.body.result.board.revokedAt).toBeNull();
    expect((await view(again.body.result.token)).status).toBe(200);
    expect((await view(body.result.token)).status).toBe(401);

    expect((await h.call('DELETE', '/agvserver/kanban/board/delete', { token: admin, query: { id } })).body.success).toBe(true);
    expect((await view(again.body.result.token)).status).toBe(401);
  });

  it('needs kanban:board:add to create a board and a layout of the caller’s tenant', async () => {
    expect((await add(operator, LAYOUT1)).status).toBe(403);
    expect((await h.call('GET', '/agvserver/kanban/board/list', { token: operator })).status).toBe(403);
    const foreign = await add(other, LAYOUT1);
    expect(foreign.body.success).toBe(false);
    expect(foreign.body.message).toMatch(/layout/);
  });

  it('keeps boards to their tenant', async () => {
    const mine = await h.call<KanbanBoard[]>('GET', '/agvserver/kanban/board/list', { token: admin });
    expect(mine.body.result.length).toBeGreaterThanOrEqual(2);
    const theirs = await h.call<KanbanBoard[]>('GET', '/agvserver/kanban/board/list', { token: other });
    expect(theirs.body.result).toEqual([]);
    const id = mine.body.result[0]!.id;
    expect((await h.call('POST', '/agvserver/kanban/board/revoke', { token: other, body: { id } })).status).toBe(404);
    expect((await h.call('DELETE', '/agvserver/kanban/board/delete', { token: other, query: { id } })).status).toBe(404);
  });

  it('shows a vehicle’s error as it happens, from the running fleet', async () => {
    const { body } = await add(admin, LAYOUT1, 'Errors');
    const rt = h.app.fleets.get(1000, LAYOUT1)!;
    const victim = rt.fleet.vehicles[0]!;
    await rt.command({ type: 'injectError', vehicle: victim.config.id, code: 'E-TEST' });
    h.advance(1_500);
    const seen = await view(body.result.token);
    const v = seen.body.result.vehicles.find((x) => x.code === victim.config.code)!;
    expect(v).toMatchObject({ state: 'error', errorCode: 'E-TEST' });
    expect(seen.body.result.errors).toContainEqual(expect.objectContaining({ vehicleCode: victim.config.code, errorCode: 'E-TEST' }));
  });
});
