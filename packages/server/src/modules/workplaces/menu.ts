import { Perm, type PermCode } from '@agvs/contract';
import type { MenuSeed } from '../../db/seed/menu.js';

/** The workplace administration page, under system: like device users and boards, it hands out access (a pad's binding). */
export const WORKPLACE_MENU: MenuSeed = { id: 'menu-system-workplace', parentId: 'menu-system', title: 'menu.systemWorkplace', path: '/system/workplace', component: 'workplace/WorkplaceList', sort: 61 };

/** The page's codes hang under it. */
export const WORKPLACE_BUTTON_PARENT: Partial<Record<PermCode, string>> = {
  [Perm.workplaceList]: WORKPLACE_MENU.id,
  [Perm.workplaceEdit]: WORKPLACE_MENU.id,
  [Perm.workplaceDelete]: WORKPLACE_MENU.id,
};
