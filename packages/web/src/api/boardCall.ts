import { BOARD_TOKEN_HEADER, KanbanCalls, type BoardView } from '@agvs/contract';
import { buildUrl } from './url';

/** The server refused the board token (401 unknown or missing, 403 revoked): the screen says so. */
export class BoardRefused extends Error {
  override readonly name = 'BoardRefused';
  constructor(readonly status: 401 | 403, message: string) {
    super(message);
  }
}

/**
 * The one call a board screen makes: its view, with the board token in a header and no session.
 * Unlike callApi it shows no message and never sends to the sign-in page: a wall screen has
 * nobody to read a toast, so the page turns a refusal into its "revoked" screen and retries
 * anything else on the next poll.
 */
export async function boardView(token: string, languageTag: string, signal?: AbortSignal): Promise<BoardView> {
  const call = KanbanCalls.boardView;
  const response = await fetch(buildUrl(call.path, undefined, { timestamp: Date.now() }), {
    headers: { Accept: 'application/json', 'Accept-Language': languageTag, [BOARD_TOKEN_HEADER]: token },
    signal,
  });
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; message?: string; result?: unknown } | null;
  if (response.status === 401 || response.status === 403) throw new BoardRefused(response.status, envelope?.message ?? '');
  if (!response.ok || envelope?.success !== true) throw new Error(`${call.path} failed (${response.status})`);
  return call.response.parse(envelope.result);
}
