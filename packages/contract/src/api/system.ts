import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import type { Depart, Tenant, UserInfo } from './auth.js';

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

/** One row of GET /sys/user/list. */
export interface UserRow {
  readonly id: string;
  readonly username: string;
  readonly realname: string;
  readonly phone: string | null;
  readonly email: string | null;
  /** yyyy-MM-dd */
  readonly birthday: string | null;
  /** 1 male, 2 female (dictionary `sex`). */
  readonly sex: number | null;
  readonly status: UserStatus;
  readonly orgCode: string | null;
  /** ms since epoch */
  readonly createTime: number;
}

/** GET /sys/user/getUserInfo */
export interface UserInfoResult {
  readonly userInfo: UserInfo;
  readonly tenantList: Tenant[];
  readonly departs: Depart[];
}

/** GET /sys/user/getCurrentUserDeparts */
export interface CurrentUserDeparts {
  readonly list: Depart[];
  readonly orgCode: string | null;
}

/** PUT /sys/selectDepart */
export interface SelectDepartResult {
  readonly userInfo: UserInfo;
}

/** One node of GET /sys/sysDepart/queryTreeList (key/value/title as tree and tree-select controls want them). */
export interface DepartTreeNode {
  readonly id: string;
  readonly key: string;
  readonly value: string;
  readonly title: string;
  readonly departName: string;
  readonly orgCode: string;
  readonly parentId: string | null;
  readonly children: DepartTreeNode[];
}

/** GET /sys/health. `users` counts the current tenant's users, `tenants` the installation's tenants. */
export interface Health {
  readonly version: string;
  readonly uptimeMs: number;
  readonly dialect: 'sqlite' | 'postgres';
  readonly users: number;
  readonly tenants: number;
  /**
   * Since when (ms since epoch) the current tenant's fleet has been on hold because the database
   * refuses writes (disk full, read-only); null while it stores normally.
   */
  readonly fleetHaltedSince: number | null;
}

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
