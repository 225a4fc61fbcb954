import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { PermissionEntry } from '../permissions.js';

/** POST /sys/loginEncrypt. `password` is AES-CBC (zero padding) of the plain password, base64. */
export const LoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(1024),
  captcha: z.string().max(16).optional().default(''),
  checkKey: z.string().max(64).optional().default(''),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** SPEC §3 "Session" userInfo: the signed-in user as loginEncrypt, getUserInfo and selectDepart answer it. */
export const UserInfo = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  /** Image path or URL; null when none. */
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** Department the user signed in with. */
  orgCode: z.string().nullable(),
  /** Tenant the user signed in with (the SPEC's session `tenantid`). */
  loginTenantId: z.number().int().nullable(),
  /** A random first password must be changed before anything else (issue 2). */
  mustChangePassword: z.boolean(),
});
export type UserInfo = z.output<typeof UserInfo>;

/** SPEC §3 "Department": id, orgCode, departName (plus the tenant it belongs to). */
export const Depart = z.object({
  id: z.string(),
  orgCode: z.string(),
  departName: z.string(),
  tenantId: z.number().int(),
});
export type Depart = z.output<typeof Depart>;

/** A tenant the user belongs to (SPEC §6: a user with several tenants chooses one). */
export const Tenant = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type Tenant = z.output<typeof Tenant>;

/** A dictionary item (SPEC §3: itemValue, itemText; value/text/title are the console's names of the same). */
export const DictItem = z.object({
  value: z.string(),
  text: z.string(),
  title: z.string(),
  itemValue: z.string(),
  /** The text in the caller's language. */
  itemText: z.string(),
  /** Tag colour of the item; null or absent when it has none. */
  color: z.string().nullable().optional(),
});
export type DictItem = z.output<typeof DictItem>;

/** POST /sys/loginEncrypt (SPEC §7 "Auth/session": result.token, userInfo, sysAllDictItems). */
export const LoginResult = z.object({
  token: z.string(),
  userInfo: UserInfo,
  /** Every dictionary's items by dictionary code, in the caller's language. */
  sysAllDictItems: z.record(z.string(), z.array(DictItem)),
  /** The user's departments in the signed-in tenant. */
  departs: z.array(Depart),
  /** 0 no department, 1 exactly one (chosen), 2 several: the user must choose. */
  multi_depart: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  tenantList: z.array(Tenant),
});
export type LoginResult = z.output<typeof LoginResult>;

/** GET /sys/getEncryptedString: per-installation AES key and iv (16 characters each). */
export const EncryptedString = z.object({
  key: z.string(),
  iv: z.string(),
});
export type EncryptedString = z.output<typeof EncryptedString>;

/** The `meta` of a menu entry. */
export const MenuMeta = z.object({
  title: z.string(),
  icon: z.string().nullable().optional(),
  /** The external address of an entry that opens outside the console; null otherwise. */
  url: z.string().nullable().optional(),
  keepAlive: z.boolean().optional(),
  internalOrExternal: z.boolean().optional(),
  componentName: z.string().nullable().optional(),
  /** The button entries under this menu entry that the user holds (SPEC §2 "Session start"). */
  permissionList: z.array(PermissionEntry).optional(),
});
export type MenuMeta = z.output<typeof MenuMeta>;

/** One entry of the permission menu; routes are built from these (SPEC §2 "Session start"). */
export const MenuRoute = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  component: z.string(),
  redirect: z.string().nullable().optional(),
  hidden: z.boolean().optional(),
  alwaysShow: z.boolean().optional(),
  /** '0' hides the route from the router. */
  route: z.enum(['0', '1']),
  meta: MenuMeta,
  /** Absent on a leaf. */
  get children(): z.ZodOptional<z.ZodArray<typeof MenuRoute>> {
    return z.array(MenuRoute).optional();
  },
});
export type MenuRoute = z.output<typeof MenuRoute>;

/** GET /sys/permission/getUserPermissionByToken (SPEC §7 "Auth/session": menu, auth, allAuth). */
export const UserPermissions = z.object({
  menu: z.array(MenuRoute),
  /** The button codes the user holds. */
  auth: z.array(PermissionEntry),
  /** Every button code of the installation with its status. */
  allAuth: z.array(PermissionEntry),
});
export type UserPermissions = z.output<typeof UserPermissions>;

export const SelectLanguageRequest = z.object({
  language: z.enum(LANGUAGES),
  username: z.string().min(1).max(64),
});

export const SelectDepartRequest = z.object({
  orgCode: z.string().min(1).max(64),
  username: z.string().min(1).max(64),
});

export const UpdatePasswordRequest = z.object({
  username: z.string().min(1).max(64),
  oldpassword: z.string().min(1).max(128),
  password: z.string().min(1).max(128),
  confirmpassword: z.string().min(1).max(128),
});

export const LOGIN_THEMES = ['default', 'mushiny', 'jn', 'SAIC', 'kuka', 'cubic', 'aap', 'BHS', 'inspro'] as const;
export type LoginTheme = (typeof LOGIN_THEMES)[number];

export const MENU_THEMES = [
  'dark', 'light', 'phoenix', 'jd', 'mushiny', 'cubic', 'aap', 'inspro', 'jn', 'SAIC', 'kuka', 'BHS',
] as const;
export type MenuTheme = (typeof MENU_THEMES)[number];

/** GET /sys/publicConfig: installation settings the console needs before sign-in. */
export const PublicConfig = z.object({
  loginTheme: z.enum(LOGIN_THEMES),
  /** Menu themes offered in the settings drawer (SPEC §2 "limited by a configured list"). */
  menuThemes: z.array(z.enum(MENU_THEMES)),
  captcha: z.boolean(),
  passwordComplexity: z.boolean(),
  /** Layout opened by clicking the logo; null sends the logo to the dashboard. */
  logoLayoutId: z.string().nullable(),
  helpUrl: z.string().nullable(),
  copyright: z.object({ show: z.boolean(), company: z.string(), url: z.string() }),
  licenseDisplay: z.boolean(),
  /** The plant's IANA time zone (site.timeZone, else the server's): the console's date ranges are its days. */
  siteTimeZone: z.string(),
});
export type PublicConfig = z.output<typeof PublicConfig>;
