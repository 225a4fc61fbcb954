import { Perm, type PermCode } from '@agvs/contract';
import type { MenuSeed } from '../../db/seed/menu.js';

/** The task page, right after the transport and call order histories (sorts 1 and 2) it is read beside. */
export const TASK_MENU: MenuSeed = { id: 'menu-agv-task', parentId: 'menu-agv', title: 'menu.agvTask', path: '/agv/task', component: 'agv/records/TaskList', sort: 3 };

/** The page's codes hang under it. */
export const TASK_BUTTON_PARENT: Partial<Record<PermCode, string>> = {
  [Perm.agvTaskList]: TASK_MENU.id,
  [Perm.agvTaskExport]: TASK_MENU.id,
};
