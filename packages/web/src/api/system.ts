import type { DepartTreeNode, Health } from '@agvs/contract';
import { request } from './request';

/** System administration calls of the foundation (docs/foundation-contract.md). */
export const systemApi = {
  departTree: () => request<DepartTreeNode[]>('/sys/sysDepart/queryTreeList'),
  health: () => request<Health>('/sys/health'),
};
