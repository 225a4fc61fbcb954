import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { Depart, Tenant, UserInfo } from './auth.js';

/** Largest page a list call hands out; larger requests fail validation instead of loading a table. */
export const MAX_PAGE_SIZE = 1000;

const SORT_ORDERS = ['asc', 'desc'] as const;

/** Paging and sorting of every list call (`column` is checked against a per-list whitelist). */
export const PageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  order: z.enum(SORT_ORDERS).default('desc'),
});

/** Columns the user list sorts by. */
export const USER_SORT_COLUMNS = ['createTime', 'username', 'realname'] as const;

/** GET /sys/user/list. Text filters match anywhere in the value, ignoring case. */
export const UserListQuery = PageQuery.extend({
  column: z.enum(USER_SORT_COLUMNS).default('createTime'),
  username: z.string().max(64).optional(),
  realname: z.string().max(64).optional(),
});
export type UserListQuery = z.input<typeof UserListQuery>;

export const USER_STATUSES = ['normal', 'frozen'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** One row of GET /sys/user/list (SPEC §3 "User (list)": id, username, realname, phone, birthday). */
export const UserRow = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** yyyy-MM-dd */
  birthday: z.string().nullable(),
  /** 1 male, 2 female (dictionary `sex`). */
  sex: z.number().int().nullable(),
  status: z.enum(USER_STATUSES),
  orgCode: z.string().nullable(),
  /** ms since epoch */
  createTime: z.number(),
});
export type UserRow = z.output<typeof UserRow>;

/** GET /sys/user/getUserInfo: the signed-in user, its tenants and its departments in the current tenant. */
export const UserInfoResult = z.object({
  userInfo: UserInfo,
  tenantList: z.array(Tenant),
  departs: z.array(Depart),
});
export type UserInfoResult = z.output<typeof UserInfoResult>;

/** GET /sys/user/getCurrentUserDeparts (SPEC §7 "Auth/session": result.list, orgCode). */
export const CurrentUserDeparts = z.object({
  list: z.array(Depart),
  /** The department the user works in; null when none is chosen. */
  orgCode: z.string().nullable(),
});
export type CurrentUserDeparts = z.output<typeof CurrentUserDeparts>;

/** PUT /sys/selectDepart (SPEC §7 "Auth/session": result.userInfo). */
export const SelectDepartResult = z.object({
  userInfo: UserInfo,
});
export type SelectDepartResult = z.output<typeof SelectDepartResult>;

/** One node of GET /sys/sysDepart/queryTreeList (key/value/title as tree and tree-select controls want them). */
export const DepartTreeNode = z.object({
  id: z.string(),
  /** The id again, for tree controls. */
  key: z.string(),
  /** The id again, for tree-select controls. */
  value: z.string(),
  /** The department name again, for tree controls. */
  title: z.string(),
  departName: z.string(),
  orgCode: z.string(),
  /** null for a root (also for a department whose parent is missing). */
  parentId: z.string().nullable(),
  get children(): z.ZodArray<typeof DepartTreeNode> {
    return z.array(DepartTreeNode);
  },
});
export type DepartTreeNode = z.output<typeof DepartTreeNode>;

/** GET /sys/health. `users` counts the current tenant's users, `tenants` the installation's tenants. */
export const Health = z.object({
  /** The server's version (semver). */
  version: z.string(),
  /** ms since the server started */
  uptimeMs: z.number(),
  dialect: z.enum(['sqlite', 'postgres']),
  users: z.number().int(),
  tenants: z.number().int(),
  /**
   * Since when (ms since epoch) the current tenant's fleet has been on hold because the database
   * refuses writes (disk full, read-only); null while it stores normally.
   */
  fleetHaltedSince: z.number().nullable(),
});
export type Health = z.output<typeof Health>;

/** Dictionary codes are plain names; table or SQL expressions are never accepted. */
export const DictCode = z.string().regex(/^[A-Za-z][\w-]{0,63}$/);

export const DictCodeParams = z.object({ code: DictCode });
export const DictParams = z.object({ dict: DictCode });

/** GET /sys/dict/loadDictItem/{dict}?key=v1,v2 */
export const LoadDictItemQuery = z.object({ key: z.string().max(2000).default('') });

/** GET /sys/dict/loadDict/{dict}?keyword= */
export const LoadDictQuery = z.object({ keyword: z.string().max(100).default('') });

/** GET /sys/randomImage/{key}: the console's key for one captcha. */
export const CaptchaKeyParams = z.object({ key: z.string().regex(/^[\w-]{1,64}$/) });

const RowId = z.string().min(1).max(64);

/** GET /sys/user/queryUserRole: the user whose role ids are asked. */
export const UserIdQuery = z.object({ userid: RowId });

/** GET /sys/user/userRoleList: users holding a role, one page. */
export const RoleUsersQuery = z.object({
  roleId: RowId,
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  _t: z.string().max(20).optional(),
});

/** DELETE /sys/user/deleteUserRole: one user out of one role. */
export const RoleUserQuery = z.object({ roleId: RowId, userId: RowId });

/** GET /sys/user/departUserList: users of a department, optionally filtered by username, one page. */
export const DepartUsersQuery = z.object({
  depId: RowId,
  username: z.string().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  _t: z.string().max(20).optional(),
});

/** POST /sys/user/editSysDepartWithUser: users to add to a department. */
export const DepartUsersBody = z.object({ depId: RowId, userIdList: z.array(RowId).min(1).max(1000) });

/** DELETE /sys/user/deleteUserInDepart: one user out of one department. */
export const DepartUserQuery = z.object({ depId: RowId, userId: RowId });

/** How many rows a batch call changed. */
export const CountResult = z.object({ count: z.number().int() });
export type CountResult = z.output<typeof CountResult>;

/** A user of a role (GET /sys/user/userRoleList). */
export const RoleUserRow = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  status: z.enum(USER_STATUSES),
});
export type RoleUserRow = z.output<typeof RoleUserRow>;

/** A user of a department (GET /sys/user/departUserList). */
export const DepartUserRow = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  phone: z.string().nullable(),
  /** The user's login department. */
  orgCode: z.string().nullable(),
});
export type DepartUserRow = z.output<typeof DepartUserRow>;
