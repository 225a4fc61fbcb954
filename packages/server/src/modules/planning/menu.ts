import { Perm, type PermCode } from '@agvs/contract';
import type { MenuSeed } from '../../db/seed/menu.js';

/** The planning pages of SPEC §2 (docs/planning.md): plan, plan detail, plan warning, special sampling. */
export const PLANNING_MENU: readonly MenuSeed[] = [
  { id: 'menu-plan', parentId: null, title: 'menu.plan', path: '/plan', component: 'layouts/RouteView', redirect: '/plan/plan', icon: 'profile', sort: 8 },
  { id: 'menu-plan-plan', parentId: 'menu-plan', title: 'menu.planPlan', path: '/plan/plan', component: 'planning/PlanList', sort: 1 },
  { id: 'menu-plan-detail', parentId: 'menu-plan', title: 'menu.planDetail', path: '/plan/detail', component: 'planning/PlanDetailList', sort: 2 },
  { id: 'menu-plan-warning', parentId: 'menu-plan', title: 'menu.planWarning', path: '/plan/warning', component: 'planning/PlanWarningList', sort: 3 },
  { id: 'menu-plan-sampling', parentId: 'menu-plan', title: 'menu.planSampling', path: '/plan/sampling', component: 'planning/SamplingList', sort: 4 },
];

/** Each page's codes hang under it. */
export const PLANNING_BUTTON_PARENT: Partial<Record<PermCode, string>> = {
  [Perm.planList]: 'menu-plan-plan',
  [Perm.planEdit]: 'menu-plan-plan',
  [Perm.planRelease]: 'menu-plan-plan',
  [Perm.planDelete]: 'menu-plan-plan',
  [Perm.planWarningList]: 'menu-plan-warning',
  [Perm.planSamplingList]: 'menu-plan-sampling',
  [Perm.planSamplingAdd]: 'menu-plan-sampling',
};
