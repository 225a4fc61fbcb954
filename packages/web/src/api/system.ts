import type { DepartTreeNode, Health, PageResult, UserListQuery, UserRow } from '@agvs/contract';
import { request } from './request';

/** System administration calls of the foundation (docs/foundation-contract.md). */
export const systemApi = {
  users: (query: UserListQuery) => request<PageResult<UserRow>>('/sys/user/list', { params: query }),
  departTree: () => request<DepartTreeNode[]>('/sys/sysDepart/queryTreeList'),
  health: () => request<Health>('/sys/health'),
};
