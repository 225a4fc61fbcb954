import { z } from 'zod';
import { PageQuery } from './system.js';

/*
 * The "Static" calls of SPEC §7 (/api/user, /api/role, /api/service, /api/permission,
 * /api/permission/no-pager): short lists for demo pages, answered from real data of the caller's
 * tenant, each behind the list permission of what it lists.
 */

export const StaticPageQuery = PageQuery.pick({ pageNo: true, pageSize: true });

const page = <T extends z.ZodType>(row: T) =>
  z.object({ records: z.array(row), total: z.number().int().min(0), current: z.number().int(), size: z.number().int(), pages: z.number().int() });

/** SPEC §3 "User (list)": id, username, realname, phone, birthday. */
export const StaticUser = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
});
export const StaticUserPage = page(StaticUser);

export const StaticRole = z.object({ id: z.string(), roleCode: z.string(), roleName: z.string(), createTime: z.number() });
export const StaticRolePage = page(StaticRole);

/** One part of the running server and whether it works. */
export const StaticService = z.object({
  name: z.enum(['database', 'fleet']),
  status: z.enum(['UP', 'DOWN']),
  detail: z.string(),
});
export const StaticServiceList = z.array(StaticService);
export type StaticService = z.infer<typeof StaticService>;

/** SPEC §3 "Permission entry": action, type, status (plus its title). */
export const StaticPermission = z.object({ action: z.string(), describe: z.string(), type: z.string(), status: z.string() });
export const StaticPermissionPage = page(StaticPermission);
export const StaticPermissionList = z.array(StaticPermission);

/** POST /cas/client/validateLogin: a CAS ticket and the service it was issued for. */
export const CasValidateBody = z.object({
  ticket: z.string().trim().min(1).max(512),
  service: z.string().trim().min(1).max(2048),
});
