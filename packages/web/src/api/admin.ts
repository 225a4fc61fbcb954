import { RoleCalls, UserCalls, resourceCalls, roleResource, userResource } from '@agvs/contract';
import { callApi } from './call';

const roleCalls = resourceCalls(roleResource);
const userCalls = resourceCalls(userResource);

/** A shown value of a generic row as text (the generic rows type their fields loosely). */
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Administration calls beyond the generic resource routes. */
export const adminApi = {
  freeze: (ids: readonly string[], status: 'normal' | 'frozen') => callApi(UserCalls.frozenBatch, { body: { ids: ids.join(','), status } }),
  changePassword: (body: { username: string; password: string; confirmpassword: string }) => callApi(UserCalls.changePassword, { body }),
  userRoles: (userid: string) => callApi(UserCalls.queryUserRole, { query: { userid } }),
  roleOptions: async () => {
    const page = await callApi(roleCalls.list, { query: { pageNo: 1, pageSize: 1000, column: 'roleCode', order: 'asc' } });
    return { ...page, records: page.records.map((r) => ({ id: text(r.id), roleName: text(r['roleName']), roleCode: text(r['roleCode']) })) };
  },
  roleUsers: (roleId: string, pageNo: number, pageSize: number) => callApi(RoleCalls.userRoleList, { query: { roleId, pageNo, pageSize } }),
  addRoleUsers: (roleId: string, userIdList: readonly string[]) => callApi(RoleCalls.addSysUserRole, { body: { roleId, userIdList: [...userIdList] } }),
  removeRoleUser: (roleId: string, userId: string) => callApi(RoleCalls.deleteUserRole, { query: { roleId, userId } }),
  findUsers: async (username: string) => {
    // The list query's static type leaves out the manifest's filter fields (username here); they are checked at run time.
    const query = { username, pageNo: 1, pageSize: 20, field: 'id,username,realname' };
    const page = await callApi(userCalls.list, { query });
    return { ...page, records: page.records.map((r) => ({ id: text(r.id), username: text(r['username']), realname: text(r['realname']) })) };
  },
  permissionTree: () => callApi(RoleCalls.queryTreeList, {}),
  rolePermissions: (roleId: string) => callApi(RoleCalls.queryRolePermission, { query: { roleId } }),
  saveRolePermissions: (roleId: string, permissionIds: readonly string[]) =>
    callApi(RoleCalls.saveRolePermission, { body: { roleId, permissionIds: permissionIds.join(',') } }),
};
