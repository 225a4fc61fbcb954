import { z } from 'zod';
import { UserPermissions } from '../api/auth.js';
import { PermissionBody, PermissionListQuery, PermissionNode, PermissionTokenQuery } from '../api/permissions.js';
import { IdQuery } from '../resources/api.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/** The signed-in user's menu and codes (SPEC §7 "Auth/session") and the permissions page (SPEC §7 /sys admin endpoints). */
export const PermissionCalls = defineCalls('permissions', {
  /**
   * GET /sys/permission/getUserPermissionByToken (SPEC §7 "Auth/session": token, optional menuClass WEB;
   * the header's token decides) → menu, auth, allAuth as the SPEC names them.
   */
  getUserPermissionByToken: {
    method: 'GET',
    path: '/sys/permission/getUserPermissionByToken',
    summary: 'Menu and permission codes of the signed-in user',
    access: { signedIn: true, duringPasswordChange: true },
    query: PermissionTokenQuery,
    response: UserPermissions,
  },
  /** GET /sys/permission/list (no fields) → the installation's menu entries and buttons as a tree. */
  list: {
    method: 'GET',
    path: '/sys/permission/list',
    summary: 'Menu entries and buttons of the installation',
    access: { perm: Perm.permissionList },
    query: PermissionListQuery,
    response: z.array(PermissionNode),
  },
  /** POST /sys/permission/add (the permission form) → { id } of the new entry. Installation administrators only. */
  add: {
    method: 'POST',
    path: '/sys/permission/add',
    summary: 'Add a menu entry or button',
    access: { perm: Perm.permissionAdd },
    body: PermissionBody,
    response: z.object({ id: z.string() }),
  },
  /** PUT /sys/permission/edit (the permission form with id) → null. Installation administrators only. */
  edit: {
    method: 'PUT',
    path: '/sys/permission/edit',
    summary: 'Edit a menu entry or button',
    access: { perm: Perm.permissionEdit },
    body: PermissionBody,
    response: z.null(),
  },
  /** DELETE /sys/permission/delete (id) → null. Installation administrators only. */
  delete: {
    method: 'DELETE',
    path: '/sys/permission/delete',
    summary: 'Delete a menu entry or button',
    access: { perm: Perm.permissionDelete },
    query: IdQuery,
    response: z.null(),
  },
});
