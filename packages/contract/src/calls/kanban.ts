import { z } from 'zod';
import { BoardMap, BoardView, KanbanBoard, KanbanBoardAdd, KanbanBoardIdBody, KanbanBoardIssued, KanbanLayoutOption } from '../api/kanban.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/**
 * Kanban boards (issue 16, docs/kanban.md): administration behind kanban:board:* and the one view
 * a board screen reads. The view is public in the auth hook's sense (no session) and checks the
 * board token itself, so a revoked or unknown token is refused with its own message.
 */
export const KanbanCalls = defineCalls('kanban', {
  boardList: {
    method: 'GET',
    path: '/agvserver/kanban/board/list',
    summary: 'Kanban boards of the tenant',
    access: { perm: Perm.kanbanBoardList },
    response: z.array(KanbanBoard),
  },
  boardLayouts: {
    method: 'GET',
    path: '/agvserver/kanban/board/layouts',
    summary: 'Layouts a kanban board may show',
    access: { perm: Perm.kanbanBoardList },
    response: z.array(KanbanLayoutOption),
  },
  boardAdd: {
    method: 'POST',
    path: '/agvserver/kanban/board/add',
    summary: 'Create a kanban board and issue its token',
    access: { perm: Perm.kanbanBoardAdd },
    body: KanbanBoardAdd,
    response: KanbanBoardIssued,
  },
  boardReissue: {
    method: 'POST',
    path: '/agvserver/kanban/board/reissue',
    summary: 'Issue a new token for a board (the old one stops working)',
    access: { perm: Perm.kanbanBoardAdd },
    body: KanbanBoardIdBody,
    response: KanbanBoardIssued,
  },
  boardRevoke: {
    method: 'POST',
    path: '/agvserver/kanban/board/revoke',
    summary: "Revoke a board's token",
    access: { perm: Perm.kanbanBoardDelete },
    body: KanbanBoardIdBody,
    response: KanbanBoard,
  },
  boardDelete: {
    method: 'DELETE',
    path: '/agvserver/kanban/board/delete',
    summary: 'Delete a kanban board',
    access: { perm: Perm.kanbanBoardDelete },
    query: KanbanBoardIdBody,
    response: z.null(),
  },
  /** GET with the board token in X-Board-Token: the board's layout, live. */
  boardView: {
    method: 'GET',
    path: '/agvserver/kanban/board/view',
    summary: "A board's live view (board token, no session)",
    access: { public: true },
    response: BoardView,
  },
  /** GET with the board token in X-Board-Token: the static map of the board's layout (monitor boards). */
  boardMap: {
    method: 'GET',
    path: '/agvserver/kanban/board/map',
    summary: "The map of a board's layout (board token, no session)",
    access: { public: true },
    response: BoardMap,
  },
});
