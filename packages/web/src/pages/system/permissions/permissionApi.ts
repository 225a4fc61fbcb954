import { PermissionCalls, type PermissionBody } from '@agvs/contract';
import { callApi } from '../../../api/call';

/** The permissions page's calls (menu tree and button codes of the installation). */
export const permissionApi = {
  tree: () => callApi(PermissionCalls.list, { query: {} }),
  add: (body: PermissionBody) => callApi(PermissionCalls.add, { body }),
  edit: (body: PermissionBody) => callApi(PermissionCalls.edit, { body }),
  remove: (id: string) => callApi(PermissionCalls.delete, { query: { id } }),
};
