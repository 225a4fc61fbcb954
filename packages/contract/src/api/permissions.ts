import { z } from 'zod';

/** menu_type of a permission entry: a top-level menu, a child menu or a button code. */
export const PERMISSION_TYPES = { topMenu: 0, childMenu: 1, button: 2 } as const;

/** Page registry keys and route paths: letters, digits, `/`, `_`, `-` (never code). */
const COMPONENT = /^[A-Za-z][\w/-]*$/;
const PATH = /^\/[\w/:.-]*$/;
const CODE = /^[A-Za-z][\w-]*(:[\w-]+)*$/;

const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => v || null);

/** POST /sys/permission/add and PUT /sys/permission/edit (with id). */
export const PermissionBody = z.object({
  id: z.string().max(64).optional(),
  parentId: z.string().max(64).nullish().transform((v) => v || null),
  /** true: a button code under a menu; false: a menu entry. */
  button: z.boolean(),
  /** A message key (seeded entries) or the text to show. */
  name: z.string().trim().min(1).max(100),
  url: optionalText(255).refine((v) => v === null || PATH.test(v) || /^https?:\/\//.test(v), 'url'),
  component: optionalText(100).refine((v) => v === null || COMPONENT.test(v), 'component'),
  redirect: optionalText(255).refine((v) => v === null || PATH.test(v), 'redirect'),
  icon: optionalText(50),
  sortNo: z.number().int().min(0).max(100000).default(1),
  hidden: z.boolean().default(false),
  route: z.boolean().default(true),
  keepAlive: z.boolean().default(false),
  internalOrExternal: z.boolean().default(false),
  perms: optionalText(100).refine((v) => v === null || CODE.test(v), 'perms'),
  status: z.enum(['0', '1']).default('1'),
});
export type PermissionBody = z.input<typeof PermissionBody>;

/** One node of GET /sys/permission/list: the stored entry plus its shown title. */
export const PermissionNode = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  /** PERMISSION_TYPES: 0 top-level menu, 1 child menu, 2 button. */
  menuType: z.number().int(),
  name: z.string(),
  /** The name translated when it is a message key, else the name itself. */
  title: z.string(),
  url: z.string().nullable(),
  component: z.string().nullable(),
  redirect: z.string().nullable(),
  icon: z.string().nullable(),
  sortNo: z.number(),
  hidden: z.boolean(),
  route: z.boolean(),
  keepAlive: z.boolean(),
  internalOrExternal: z.boolean(),
  perms: z.string().nullable(),
  /** '1' enforced, '0' switched off (everybody has it). */
  status: z.string(),
  /** Absent on a leaf. */
  get children(): z.ZodOptional<z.ZodArray<typeof PermissionNode>> {
    return z.array(PermissionNode).optional();
  },
});
export type PermissionNode = z.output<typeof PermissionNode>;

/**
 * One node of GET /sys/role/queryTreeList: a menu entry or button to grant, as tree controls want it.
 * (The same shape as the `PermissionTreeNode` interface of resources/api.ts.)
 */
export const RolePermissionTreeNode = z.object({
  /** The permission entry's id. */
  key: z.string(),
  /** Its title in the caller's language (the code for an untranslated button). */
  title: z.string(),
  get children(): z.ZodArray<typeof RolePermissionTreeNode> {
    return z.array(RolePermissionTreeNode);
  },
});
export type RolePermissionTreeNode = z.output<typeof RolePermissionTreeNode>;

/** GET /sys/role/queryTreeList: the tree and the ids of every entry in it. */
export const RolePermissionTree = z.object({
  treeList: z.array(RolePermissionTreeNode),
  ids: z.array(z.string()),
});
export type RolePermissionTree = z.output<typeof RolePermissionTree>;

/** GET /sys/dataRule/targets: a list code that data rules may restrict, with the fields a rule may test. */
export const DataRuleTarget = z.object({
  permissionCode: z.string(),
  /** The resource's key (its table name in the duplicate check). */
  resource: z.string(),
  /** Filterable stored fields; `label` is a console message key. */
  fields: z.array(z.object({ name: z.string(), label: z.string() })),
});
export type DataRuleTarget = z.output<typeof DataRuleTarget>;

/** GET /sys/permission/getUserPermissionByToken: the console sends its token and a menu class as query parameters too; the header decides. */
export const PermissionTokenQuery = z.object({ token: z.string().optional(), menuClass: z.string().max(16).optional() });

/** GET /sys/permission/list: only the cache breaker. */
export const PermissionListQuery = z.object({ _t: z.string().max(20).optional() });
