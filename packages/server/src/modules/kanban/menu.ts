import { Perm, type PermCode } from '@agvs/contract';
import type { MenuSeed } from '../../db/seed/menu.js';

/** The board administration page, under system (it hands out access, like device users). */
export const KANBAN_MENU: MenuSeed = { id: 'menu-system-kanban-board', parentId: 'menu-system', title: 'menu.systemKanbanBoard', path: '/system/kanbanBoard', component: 'system/KanbanBoardList', sort: 60 };

/** The page's codes hang under it. */
export const KANBAN_BUTTON_PARENT: Partial<Record<PermCode, string>> = {
  [Perm.kanbanBoardList]: KANBAN_MENU.id,
  [Perm.kanbanBoardAdd]: KANBAN_MENU.id,
  [Perm.kanbanBoardDelete]: KANBAN_MENU.id,
};
