import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOARD_TOKEN_HEADER, MAP_BOARD_PAGES } from '@agvs/contract';
import { AppError } from '../../errors.js';
import { boardByToken, type BoardRow } from './repository.js';

/** Token length bounds: ours are 43 characters; anything far off is refused before a lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

/** Whether a token has a board token's shape (a session token has dots): only those are looked up as boards. */
export const looksLikeBoardToken = (token: string): boolean => TOKEN_SHAPE.test(token);

export type OpenBoard = BoardRow & { readonly layoutName: string | null };

/** The board a token opens: unknown → 401, revoked → 403, each with its own message. */
export async function boardOfToken(app: FastifyInstance, token: string | undefined): Promise<OpenBoard> {
  if (!token) throw new AppError(401, 401, 'error.boardTokenMissing');
  const board = TOKEN_SHAPE.test(token) ? await boardByToken(app.db, token) : undefined;
  if (!board) throw new AppError(401, 401, 'error.boardTokenUnknown');
  if (board.revokedAt !== null) throw new AppError(403, 403, 'error.boardRevoked');
  return board;
}

/**
 * The board a screen's call opens. The view is a public route (no session), so the token is
 * checked here: missing or unknown → 401, revoked → 403, each with its own message so the
 * screen can say "revoked" rather than "sign in".
 */
export async function boardOfRequest(app: FastifyInstance, request: FastifyRequest): Promise<OpenBoard> {
  const raw = request.headers[BOARD_TOKEN_HEADER.toLowerCase()];
  return boardOfToken(app, Array.isArray(raw) ? raw[0] : raw);
}

/** Only the map-drawing pages' tokens open the map and the socket: a tile board's token opens its tiles only. */
export function assertDrawsMap(board: OpenBoard): void {
  if (!MAP_BOARD_PAGES.includes(board.page)) throw new AppError(403, 403, 'error.boardNoMap');
}

/**
 * The fleet socket opened with a board token instead of a session (docs/public-screens.md): only
 * that board's layout of that board's tenant, and only for a page that draws the map. Answers the
 * tenant whose fleet the socket may read.
 */
export async function boardSocketTenant(app: FastifyInstance, token: string, layoutId: string, tenantId: number | undefined): Promise<number> {
  const board = await boardOfToken(app, token);
  assertDrawsMap(board);
  if (board.layoutId !== layoutId || (tenantId !== undefined && tenantId !== board.tenantId)) throw new AppError(403, 403, 'error.boardOtherLayout');
  return board.tenantId;
}

/** How often an open board socket's token is checked again, ms: a revoked screen's socket closes within this. */
export const BOARD_SOCKET_CHECK_MS = 2_000;

/**
 * Closes a board's socket once its token is revoked, replaced or deleted: the token was checked at
 * the upgrade only, and a socket may stay open for days on a wall screen. Answers the stop function.
 */
export function watchBoardSocket(app: FastifyInstance, token: string, gone: () => void): () => void {
  const timer = setInterval(() => {
    boardByToken(app.db, token).then(
      (board) => {
        if (!board || board.revokedAt !== null) gone();
      },
      () => undefined,
    );
  }, BOARD_SOCKET_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
