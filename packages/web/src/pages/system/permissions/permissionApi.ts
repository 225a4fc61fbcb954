import type { PermissionBody, PermissionNode } from '@agvs/contract';
import { request } from '../../../api/request';

/** The permissions page's calls (menu tree and button codes of the installation). */
export const permissionApi = {
  tree: () => request<PermissionNode[]>('/sys/permission/list'),
  add: (body: PermissionBody) => request<{ id: string }>('/sys/permission/add', { method: 'POST', body }),
  edit: (body: PermissionBody) => request<null>('/sys/permission/edit', { method: 'PUT', body }),
  remove: (id: string) => request<null>('/sys/permission/delete', { method: 'DELETE', params: { id } }),
};
