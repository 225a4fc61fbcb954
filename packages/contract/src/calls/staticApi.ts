import { StaticPageQuery, StaticPermissionList, StaticPermissionPage, StaticRolePage, StaticServiceList, StaticUserPage } from '../api/staticApi.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/**
 * SPEC §7 "Dictionaries/generic", Static: /api/user, /api/role, /api/service, /api/permission,
 * /api/permission/no-pager. The SPEC names the paths only; AGVS answers real data of the caller's
 * tenant, each behind the list permission of what it lists.
 */
export const StaticApiCalls = defineCalls('static-api', {
  /** SPEC §7 Static: GET /api/user {pageNo, pageSize} → a page of SPEC §3 "User (list)" rows (id, username, realname, phone, birthday). */
  user: {
    method: 'GET',
    path: '/api/user',
    summary: 'Users of the tenant (id, username, realname, phone, birthday)',
    access: { perm: Perm.userList },
    query: StaticPageQuery,
    response: StaticUserPage,
  },
  /** SPEC §7 Static: GET /api/role {pageNo, pageSize} → a page of roles (id, roleCode, roleName, createTime; the SPEC shows no role fields). */
  role: {
    method: 'GET',
    path: '/api/role',
    summary: 'Roles the tenant may assign',
    access: { perm: Perm.roleList },
    query: StaticPageQuery,
    response: StaticRolePage,
  },
  /** SPEC §7 Static: GET /api/service → parts of the server (name, status UP/DOWN, detail; not shown in the SPEC). */
  service: {
    method: 'GET',
    path: '/api/service',
    summary: 'Parts of the server and whether they work',
    access: { perm: Perm.serverMonitor },
    response: StaticServiceList,
  },
  /** SPEC §7 Static: GET /api/permission {pageNo, pageSize} → a page of SPEC §3 "Permission entry" rows (action, type, status, plus describe). */
  permission: {
    method: 'GET',
    path: '/api/permission',
    summary: 'Permission entries (action, type, status), paged',
    access: { perm: Perm.permissionList },
    query: StaticPageQuery,
    response: StaticPermissionPage,
  },
  /** SPEC §7 Static: GET /api/permission/no-pager → every SPEC §3 "Permission entry" (action, type, status, plus describe). */
  permissionNoPager: {
    method: 'GET',
    path: '/api/permission/no-pager',
    summary: 'Every permission entry (action, type, status)',
    access: { perm: Perm.permissionList },
    response: StaticPermissionList,
  },
});
