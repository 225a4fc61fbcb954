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
export interface PermissionNode {
  readonly id: string;
  readonly parentId: string | null;
  readonly menuType: number;
  readonly name: string;
  /** The name translated when it is a message key, else the name itself. */
  readonly title: string;
  readonly url: string | null;
  readonly component: string | null;
  readonly redirect: string | null;
  readonly icon: string | null;
  readonly sortNo: number;
  readonly hidden: boolean;
  readonly route: boolean;
  readonly keepAlive: boolean;
  readonly internalOrExternal: boolean;
  readonly perms: string | null;
  readonly status: string;
  readonly children?: PermissionNode[];
}

/** GET /sys/dataRule/targets: a list code that data rules may restrict, with the fields a rule may test. */
export interface DataRuleTarget {
  readonly permissionCode: string;
  /** The resource's key (its table name in the duplicate check). */
  readonly resource: string;
  /** Filterable stored fields; `label` is a console message key. */
  readonly fields: readonly { readonly name: string; readonly label: string }[];
}
