import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { KANBAN_PAGES, type KanbanBoard, type KanbanBoardAdd, type KanbanPage } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { hashBoardToken, newBoardToken, tokenHint } from './tokens.js';

export interface BoardRow {
  readonly id: string;
  readonly tenantId: number;
  readonly name: string;
  readonly layoutId: string;
  readonly page: KanbanPage;
  readonly revokedAt: number | null;
}

const pageOf = (p: string): KanbanPage => KANBAN_PAGES.find((x) => x === p) ?? 'AgvKanBanMain';

function boards(db: Kysely<Database>, tenantId: number) {
  return db
    .selectFrom('kanban_boards as b')
    .leftJoin('layouts as l', 'l.id', 'b.layout_id')
    .select(['b.id', 'b.name', 'b.layout_id', 'l.layout_name', 'b.page', 'b.token_hint', 'b.issued_at', 'b.revoked_at', 'b.created_at'])
    .where('b.tenant_id', '=', tenantId);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof boards>['executeTakeFirstOrThrow']>>;
const toBoard = (r: ListRow): KanbanBoard => ({
  id: r.id,
  name: r.name,
  layoutId: r.layout_id,
  layoutName: r.layout_name ?? null,
  page: pageOf(r.page),
  tokenHint: r.token_hint,
  issuedAt: r.issued_at,
  revokedAt: r.revoked_at,
  createTime: r.created_at,
});

export async function listBoards(db: Kysely<Database>, tenantId: number): Promise<KanbanBoard[]> {
  return (await boards(db, tenantId).orderBy('b.created_at', 'desc').execute()).map(toBoard);
}

export async function findBoard(db: Kysely<Database>, tenantId: number, id: string): Promise<KanbanBoard | undefined> {
  const row = await boards(db, tenantId).where('b.id', '=', id).executeTakeFirst();
  return row && toBoard(row);
}

export async function tenantLayouts(db: Kysely<Database>, tenantId: number) {
  const rows = await db.selectFrom('layouts').select(['id', 'layout_name']).where('tenant_id', '=', tenantId).orderBy('layout_name').execute();
  return rows.map((r) => ({ id: r.id, name: r.layout_name }));
}

export async function insertBoard(db: Kysely<Database>, tenantId: number, input: KanbanBoardAdd, by: string, now: number): Promise<{ id: string; token: string }> {
  const token = newBoardToken();
  const id = randomUUID();
  await db
    .insertInto('kanban_boards')
    .values({ id, tenant_id: tenantId, name: input.name, layout_id: input.layoutId, page: input.page, token_hash: hashBoardToken(token), token_hint: tokenHint(token), issued_at: now, revoked_at: null, created_by: by, created_at: now })
    .execute();
  return { id, token };
}

/** A new token replaces the old one (which then no longer matches any board) and lifts a revocation. */
export async function reissueToken(db: Kysely<Database>, tenantId: number, id: string, now: number): Promise<string | undefined> {
  const token = newBoardToken();
  const done = await db
    .updateTable('kanban_boards')
    .set({ token_hash: hashBoardToken(token), token_hint: tokenHint(token), issued_at: now, revoked_at: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return done.numUpdatedRows > 0n ? token : undefined;
}

export async function revokeBoard(db: Kysely<Database>, tenantId: number, id: string, now: number): Promise<boolean> {
  const done = await db.updateTable('kanban_boards').set({ revoked_at: now }).where('tenant_id', '=', tenantId).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

export async function deleteBoard(db: Kysely<Database>, tenantId: number, id: string): Promise<boolean> {
  const done = await db.deleteFrom('kanban_boards').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return done.numDeletedRows > 0n;
}

/** The board a token opens, revoked or not, with its layout's name; undefined when no board has it. */
export async function boardByToken(db: Kysely<Database>, token: string): Promise<(BoardRow & { readonly layoutName: string | null }) | undefined> {
  const r = await db
    .selectFrom('kanban_boards as b')
    .leftJoin('layouts as l', 'l.id', 'b.layout_id')
    .select(['b.id', 'b.tenant_id', 'b.name', 'b.layout_id', 'b.page', 'b.revoked_at', 'l.layout_name'])
    .where('b.token_hash', '=', hashBoardToken(token))
    .executeTakeFirst();
  return r && { id: r.id, tenantId: r.tenant_id, name: r.name, layoutId: r.layout_id, page: pageOf(r.page), revokedAt: r.revoked_at, layoutName: r.layout_name ?? null };
}
