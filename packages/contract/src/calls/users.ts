import { z } from 'zod';
import { AdminPasswordBody, FrozenBatchBody } from '../resources/api.js';
import { SelectDepartRequest, SelectLanguageRequest, UpdatePasswordRequest } from '../api/auth.js';
import {
  CountResult,
  CurrentUserDeparts,
  DepartTreeNode,
  DepartUserQuery,
  DepartUserRow,
  DepartUsersBody,
  DepartUsersQuery,
  SelectDepartResult,
  UserIdQuery,
  UserInfoResult,
} from '../api/system.js';
import { Perm } from '../permissions.js';
import { defineCalls, pageOf } from './define.js';

/**
 * The signed-in user's own account (SPEC §7 "Auth/session"), user administration beyond the generic
 * list routes (SPEC §7 "Dictionaries/generic": /sys admin endpoints for users), departments and
 * department users.
 */
export const UserCalls = defineCalls('users', {
  /**
   * GET /sys/user/getUserInfo (not in SPEC §7; SPEC §3 "Session": userInfo) → userInfo, tenantList
   * and departs of the current tenant.
   */
  getUserInfo: {
    method: 'GET',
    path: '/sys/user/getUserInfo',
    summary: 'The signed-in user, its tenants and departments',
    access: { signedIn: true, duringPasswordChange: true },
    response: UserInfoResult,
  },
  /** PUT /system/mlang/selectLanguage (SPEC §7 "Auth/session": language, username; page reloads) → null. */
  selectLanguage: {
    method: 'PUT',
    path: '/system/mlang/selectLanguage',
    summary: "Store the user's language",
    access: { signedIn: true, duringPasswordChange: true },
    body: SelectLanguageRequest,
    response: z.null(),
  },
  /** GET /sys/user/getCurrentUserDeparts (SPEC §7 "Auth/session"; no fields) → result.list, orgCode as the SPEC names them. */
  getCurrentUserDeparts: {
    method: 'GET',
    path: '/sys/user/getCurrentUserDeparts',
    summary: "The user's departments in the current tenant",
    access: { signedIn: true },
    response: CurrentUserDeparts,
  },
  /** PUT /sys/selectDepart (SPEC §7 "Auth/session": orgCode, username) → result.userInfo as the SPEC names it. */
  selectDepart: {
    method: 'PUT',
    path: '/sys/selectDepart',
    summary: 'Choose the department to work in',
    access: { signedIn: true },
    body: SelectDepartRequest,
    response: SelectDepartResult,
  },
  /**
   * PUT /sys/user/updatePassword (SPEC §7 "Auth/session": username, oldpassword, password,
   * confirmpassword) → null. The server adds the installation's complexity rule, the confirmation and
   * "not the old one" checks to this body.
   */
  updatePassword: {
    method: 'PUT',
    path: '/sys/user/updatePassword',
    summary: 'Change my password',
    access: { signedIn: true, duringPasswordChange: true },
    body: UpdatePasswordRequest,
    response: z.null(),
  },
  /** PUT /sys/user/frozenBatch (SPEC §7 "Dictionaries/generic" /sys admin endpoints; ids comma-joined, status frozen | normal) → { count } changed. */
  frozenBatch: {
    method: 'PUT',
    path: '/sys/user/frozenBatch',
    summary: 'Freeze or unfreeze users',
    access: { perm: Perm.userFreeze },
    body: FrozenBatchBody,
    response: CountResult,
  },
  /**
   * PUT /sys/user/changePassword (SPEC §7 /sys admin endpoints; username, password, confirmpassword) →
   * null. The server adds the complexity rule and the confirmation check to this body.
   */
  changePassword: {
    method: 'PUT',
    path: '/sys/user/changePassword',
    summary: "Set another user's password",
    access: { perm: Perm.userResetPassword },
    body: AdminPasswordBody,
    response: z.null(),
  },
  /** GET /sys/user/queryUserRole (SPEC §7 /sys admin endpoints; userid) → the role ids of the user visible to the tenant. */
  queryUserRole: {
    method: 'GET',
    path: '/sys/user/queryUserRole',
    summary: 'Role ids of a user',
    access: { perm: Perm.userList },
    query: UserIdQuery,
    response: z.array(z.string()),
  },
  /** GET /sys/sysDepart/queryTreeList (SPEC §7 /sys admin endpoints; SPEC §3 "Department": id, orgCode, departName) → the department tree. */
  departTreeList: {
    method: 'GET',
    path: '/sys/sysDepart/queryTreeList',
    summary: 'Department tree of the current tenant',
    access: { perm: Perm.departList },
    response: z.array(DepartTreeNode),
  },
  /** GET /sys/user/departUserList (SPEC §7 /sys admin endpoints; depId, username, pageNo, pageSize) → a page of the department's users. */
  departUserList: {
    method: 'GET',
    path: '/sys/user/departUserList',
    summary: 'Users of a department',
    access: { perm: Perm.departUsers },
    query: DepartUsersQuery,
    response: pageOf(DepartUserRow),
  },
  /** POST /sys/user/editSysDepartWithUser (SPEC §7 /sys admin endpoints; depId, userIdList) → null. */
  editSysDepartWithUser: {
    method: 'POST',
    path: '/sys/user/editSysDepartWithUser',
    summary: 'Add users to a department',
    access: { perm: Perm.departUsers },
    body: DepartUsersBody,
    response: z.null(),
  },
  /** DELETE /sys/user/deleteUserInDepart (SPEC §7 /sys admin endpoints; depId, userId) → null. */
  deleteUserInDepart: {
    method: 'DELETE',
    path: '/sys/user/deleteUserInDepart',
    summary: 'Remove a user from a department',
    access: { perm: Perm.departUsers },
    query: DepartUserQuery,
    response: z.null(),
  },
});
