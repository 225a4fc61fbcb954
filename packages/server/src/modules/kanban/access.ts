import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOARD_TOKEN_HEADER } from '@agvs/contract';
import { AppError } from '../../errors.js';
import { boardByToken, type BoardRow } from './repository.js';

/** Token length bounds: ours are 43 characters; anything far off is refused before a lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * The board a screen's call opens. The view is a public route (no session), so the token is
 * checked here: missing or unknown → 401, revoked → 403, each with its own message so the
 * screen can say "revoked" rather than "sign in".
 */
export async function boardOfRequest(app: FastifyInstance, request: FastifyRequest): Promise<BoardRow & { readonly layoutName: string | null }> {
  const raw = request.headers[BOARD_TOKEN_HEADER.toLowerCase()];
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token) throw new AppError(401, 401, 'error.boardTokenMissing');
  const board = TOKEN_SHAPE.test(token) ? await boardByToken(app.db, token) : undefined;
  if (!board) throw new AppError(401, 401, 'error.boardTokenUnknown');
  if (board.revokedAt !== null) throw new AppError(403, 403, 'error.boardRevoked');
  return board;
}
