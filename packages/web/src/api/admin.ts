import type { PageResult, PermissionTree } from '@agvs/contract';
import { request } from './request';

/** Administration calls beyond the generic resource routes. */
export const adminApi = {
  freeze: (ids: readonly string[], status: 'normal' | 'frozen') =>
    request<null>('/sys/user/frozenBatch', { method: 'PUT', body: { ids: ids.join(','), status } }),
  changePassword: (body: { username: string; password: string; confirmpassword: string }) =>
    request<null>('/sys/user/changePassword', { method: 'PUT', body }),
  userRoles: (userid: string) => request<string[]>('/sys/user/queryUserRole', { params: { userid } }),
  roleOptions: () =>
    request<PageResult<{ id: string; roleName: string; roleCode: string }>>('/sys/role/list', {
      params: { pageNo: 1, pageSize: 1000, column: 'roleCode', order: 'asc' },
    }),
  roleUsers: (roleId: string, pageNo: number, pageSize: number) =>
    request<PageResult<{ id: string; username: string; realname: string; status: string }>>('/sys/user/userRoleList', {
      params: { roleId, pageNo, pageSize },
    }),
  addRoleUsers: (roleId: string, userIdList: readonly string[]) =>
    request<null>('/sys/user/addSysUserRole', { method: 'POST', body: { roleId, userIdList } }),
  removeRoleUser: (roleId: string, userId: string) =>
    request<null>('/sys/user/deleteUserRole', { method: 'DELETE', params: { roleId, userId } }),
  findUsers: (username: string) =>
    request<PageResult<{ id: string; username: string; realname: string }>>('/sys/user/list', {
      params: { username, pageNo: 1, pageSize: 20, field: 'id,username,realname' },
    }),
  permissionTree: () => request<PermissionTree>('/sys/role/queryTreeList'),
  rolePermissions: (roleId: string) => request<string[]>('/sys/permission/queryRolePermission', { params: { roleId } }),
  saveRolePermissions: (roleId: string, permissionIds: readonly string[]) =>
    request<null>('/sys/permission/saveRolePermission', { method: 'POST', body: { roleId, permissionIds: permissionIds.join(',') } }),
};
