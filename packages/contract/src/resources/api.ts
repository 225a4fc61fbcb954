import { z } from 'zod';

/** Comma-joined ids of deleteBatch (SPEC §7: ids comma-joined). */
export const IdsQuery = z.object({ ids: z.string().min(1).max(20_000) });
export const IdQuery = z.object({ id: z.string().min(1).max(64) });
export const IdsBody = z.object({ ids: z.string().min(1).max(20_000) });

/** PUT /sys/user/frozenBatch: status 'frozen' or 'normal'. */
export const FrozenBatchBody = z.object({ ids: z.string().min(1).max(20_000), status: z.enum(['normal', 'frozen']) });

/** PUT /sys/user/changePassword: an administrator sets another user's password. */
export const AdminPasswordBody = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(64),
  confirmpassword: z.string().min(1).max(64),
});

/** GET /sys/duplicate/check */
export const DuplicateCheckQuery = z.object({
  tableName: z.string().min(1).max(64),
  fieldName: z.string().min(1).max(64),
  fieldVal: z.string().max(500),
  dataId: z.string().max(64).optional(),
});

/** GET /sys/checkRule/checkByCode */
export const RuleCheckQuery = z.object({ ruleCode: z.string().min(1).max(64), value: z.string().max(2000) });

/** POST /sys/permission/saveRolePermission (permissionIds comma-joined). */
export const SaveRolePermissionBody = z.object({
  roleId: z.string().min(1).max(64),
  permissionIds: z.string().max(100_000),
});
export const RoleIdQuery = z.object({ roleId: z.string().min(1).max(64) });

/** POST /sys/user/addSysUserRole */
export const RoleUsersBody = z.object({ roleId: z.string().min(1).max(64), userIdList: z.array(z.string().min(1).max(64)).min(1).max(1000) });

/** One node of GET /sys/role/queryTreeList. */
export interface PermissionTreeNode {
  readonly key: string;
  readonly title: string;
  readonly children: PermissionTreeNode[];
}
export interface PermissionTree {
  readonly treeList: PermissionTreeNode[];
  readonly ids: string[];
}

/** One clause of superQueryParams (JSON text of an array). */
export const SUPER_QUERY_RULES = ['eq', 'ne', 'like', 'gt', 'ge', 'lt', 'le', 'in'] as const;
export const SuperQueryClause = z.object({
  field: z.string().min(1).max(64),
  rule: z.enum(SUPER_QUERY_RULES),
  val: z.union([z.string().max(2000), z.number()]),
});
export type SuperQueryClause = z.infer<typeof SuperQueryClause>;
