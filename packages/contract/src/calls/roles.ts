import { z } from 'zod';
import { RolePermissionTree } from '../api/permissions.js';
import { CountResult, RoleUserQuery, RoleUserRow, RoleUsersQuery } from '../api/system.js';
import { Perm } from '../permissions.js';
import { RoleIdQuery, RoleUsersBody, SaveRolePermissionBody } from '../resources/api.js';
import { defineCalls, pageOf } from './define.js';

/**
 * Role permissions (menu and button tree) and role users beyond the generic role list
 * (SPEC §7 "Dictionaries/generic": the /sys admin endpoints for roles).
 */
export const RoleCalls = defineCalls('roles', {
  /** GET /sys/role/queryTreeList (no fields) → treeList (key, title, children) and the ids of every entry. */
  queryTreeList: {
    method: 'GET',
    path: '/sys/role/queryTreeList',
    summary: 'Menu and button tree to grant',
    access: { perm: Perm.roleAuthorize },
    response: RolePermissionTree,
  },
  /** GET /sys/permission/queryRolePermission (roleId) → the permission entry ids the role holds. */
  queryRolePermission: {
    method: 'GET',
    path: '/sys/permission/queryRolePermission',
    summary: 'Permission ids a role holds',
    access: { perm: Perm.roleAuthorize },
    query: RoleIdQuery,
    response: z.array(z.string()),
  },
  /** POST /sys/permission/saveRolePermission (roleId, permissionIds comma-joined) → null. */
  saveRolePermission: {
    method: 'POST',
    path: '/sys/permission/saveRolePermission',
    summary: 'Set the permissions of a role',
    access: { perm: Perm.roleAuthorize },
    body: SaveRolePermissionBody,
    response: z.null(),
  },
  /** GET /sys/user/userRoleList (roleId, pageNo, pageSize) → a page of the tenant's users holding the role (id, username, realname, status). */
  userRoleList: {
    method: 'GET',
    path: '/sys/user/userRoleList',
    summary: "Users of the caller's tenant holding a role",
    access: { perm: Perm.roleList },
    query: RoleUsersQuery,
    response: pageOf(RoleUserRow),
  },
  /** POST /sys/user/addSysUserRole (roleId, userIdList) → { count } of the tenant's users given the role. */
  addSysUserRole: {
    method: 'POST',
    path: '/sys/user/addSysUserRole',
    summary: 'Give a role to users',
    access: { perm: Perm.roleEdit },
    body: RoleUsersBody,
    response: CountResult,
  },
  /** DELETE /sys/user/deleteUserRole (roleId, userId) → null. */
  deleteUserRole: {
    method: 'DELETE',
    path: '/sys/user/deleteUserRole',
    summary: 'Take a role from a user',
    access: { perm: Perm.roleEdit },
    query: RoleUserQuery,
    response: z.null(),
  },
});
