import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import type { PermissionEntry } from '../permissions.js';

/** POST /sys/loginEncrypt. `password` is AES-CBC (zero padding) of the plain password, base64. */
export const LoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(1024),
  captcha: z.string().max(16).optional().default(''),
  checkKey: z.string().max(64).optional().default(''),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export interface UserInfo {
  readonly id: string;
  readonly username: string;
  readonly realname: string;
  readonly avatar: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly language: (typeof LANGUAGES)[number];
  /** Department the user signed in with. */
  readonly orgCode: string | null;
  /** Tenant the user signed in with. */
  readonly loginTenantId: number | null;
  /** A random first password must be changed before anything else (issue 2). */
  readonly mustChangePassword: boolean;
}

export interface Depart {
  readonly id: string;
  readonly orgCode: string;
  readonly departName: string;
  readonly tenantId: number;
}

export interface Tenant {
  readonly id: number;
  readonly name: string;
}

/** A dictionary item (SPEC §3: itemValue, itemText; value/text/title are the console's names of the same). */
export interface DictItem {
  readonly value: string;
  readonly text: string;
  readonly title: string;
  readonly itemValue: string;
  /** The text in the caller's language. */
  readonly itemText: string;
  readonly color?: string | null;
}

export interface LoginResult {
  readonly token: string;
  readonly userInfo: UserInfo;
  readonly sysAllDictItems: Record<string, DictItem[]>;
  readonly departs: Depart[];
  /** 0 no department, 1 exactly one (chosen), 2 several: the user must choose. */
  readonly multi_depart: 0 | 1 | 2;
  readonly tenantList: Tenant[];
}

/** GET /sys/getEncryptedString: per-installation AES key and iv (16 characters each). */
export interface EncryptedString {
  readonly key: string;
  readonly iv: string;
}

export interface MenuMeta {
  readonly title: string;
  readonly icon?: string | null;
  readonly url?: string | null;
  readonly keepAlive?: boolean;
  readonly internalOrExternal?: boolean;
  readonly componentName?: string | null;
  readonly permissionList?: PermissionEntry[];
}

/** One entry of the permission menu; routes are built from these (SPEC §2 "Session start"). */
export interface MenuRoute {
  readonly id: string;
  readonly path: string;
  readonly name: string;
  readonly component: string;
  readonly redirect?: string | null;
  readonly hidden?: boolean;
  readonly alwaysShow?: boolean;
  /** '0' hides the route from the router. */
  readonly route: '0' | '1';
  readonly meta: MenuMeta;
  readonly children?: MenuRoute[];
}

export interface UserPermissions {
  readonly menu: MenuRoute[];
  readonly auth: PermissionEntry[];
  readonly allAuth: PermissionEntry[];
}

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
export interface PublicConfig {
  readonly loginTheme: LoginTheme;
  /** Menu themes offered in the settings drawer (SPEC §2 "limited by a configured list"). */
  readonly menuThemes: MenuTheme[];
  readonly captcha: boolean;
  readonly passwordComplexity: boolean;
  /** Layout opened by clicking the logo; null sends the logo to the dashboard. */
  readonly logoLayoutId: string | null;
  readonly helpUrl: string | null;
  readonly copyright: { readonly show: boolean; readonly company: string; readonly url: string };
  readonly licenseDisplay: boolean;
}
