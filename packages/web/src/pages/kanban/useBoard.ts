import { BOARD_POLL_MS, BOARD_TOKEN_HEADER, KanbanCalls, type BoardView } from '@agvs/contract';
import { tokenCall } from '../../api/tokenCall';
import { useTokenPoll, type TokenPollStatus } from '../../api/useTokenPoll';

export type BoardStatus = TokenPollStatus<BoardView>;

/** Polls the board's view every BOARD_POLL_MS with the board token in its header. */
export function useBoard(token: string | null, languageTag: string): BoardStatus {
  return useTokenPoll(token, BOARD_POLL_MS, (t, signal) => tokenCall(KanbanCalls.boardView, { header: BOARD_TOKEN_HEADER, token: t }, languageTag, { signal }), [languageTag]).status;
}
