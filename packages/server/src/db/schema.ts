import type { Generated } from 'kysely';
import type { FleetTables } from './schema-fleet.js';
import type { NoticeTables } from './schema-notices.js';
import type { LogTables } from './schema-logs.js';
import type { AgvVehicleTables } from './schema-agv-vehicles.js';
import type { AgvRecordTables } from './schema-agv-records.js';
import type { AgvSiteTables } from './schema-agv-site.js';
import type { PublishTables } from './schema-publish.js';
import type { LayoutDraftTables } from './schema-layout-draft.js';
import type { DashboardTables } from './schema-dashboard.js';
import type { KanbanTables } from './schema-kanban.js';
import type { LicenceTables } from './schema-licence.js';
import type { AccountTables } from './schema-account.js';
import type { VdaTables } from './schema-vda.js';
import type { VdaFactsheetTables } from './schema-vda-factsheets.js';
import type { WorkplaceTables } from './schema-workplaces.js';
import type { LinesideTables } from './schema-lineside.js';
import type { PlanningTables } from './schema-planning.js';

/**
 * Tables as Kysely sees them. Both dialects store the same types: text ids, integer flags (0/1)
 * and ms-since-epoch times as bigint (returned as numbers on PostgreSQL too, see connect.ts).
 */
export interface Database extends FleetTables, LogTables, NoticeTables, AgvRecordTables, AgvVehicleTables, PublishTables, AgvSiteTables, LayoutDraftTables, DashboardTables, KanbanTables, VdaTables, LicenceTables, VdaFactsheetTables, AccountTables, WorkplaceTables, LinesideTables, PlanningTables {
  tenants: TenantsTable;
  users: UsersTable;
  user_tenant: UserTenantTable;
  departments: DepartmentsTable;
  user_depart: UserDepartTable;
  roles: RolesTable;
  user_role: UserRoleTable;
  permissions: PermissionsTable;
  report_configs: ReportConfigsTable;
  role_permission: RolePermissionTable;
  dicts: DictsTable;
  dict_items: DictItemsTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
}

export interface TenantsTable {
  id: number;
  name: string;
  status: number;
  created_at: number;
  /** 1: the tenant's scheduled templates create no orders (migration 0014). */
  templates_paused: Generated<number>;
}

export interface UsersTable {
  id: string;
  username: string;
  /** usernameKey(username): unique, what sign-in looks up (migration 0009). */
  username_key: string;
  realname: string;
  password_hash: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  birthday: string | null;
  sex: number | null;
  status: 'normal' | 'frozen';
  language: string;
  failed_logins: number;
  locked_until: number | null;
  must_change_password: number;
  login_tenant_id: number | null;
  org_code: string | null;
  created_at: number;
  updated_at: number;
}

export interface UserTenantTable {
  user_id: string;
  tenant_id: number;
}

export interface DepartmentsTable {
  id: string;
  tenant_id: number;
  parent_id: string | null;
  depart_name: string;
  org_code: string;
  sort_no: number;
  created_at: number;
}

export interface UserDepartTable {
  user_id: string;
  depart_id: string;
}

export interface RolesTable {
  id: string;
  role_code: string;
  role_name: string;
  created_at: number;
  /** Null: installation-wide (every tenant may assign it); else the one tenant it belongs to (migration 0012). */
  tenant_id: number | null;
}

export interface UserRoleTable {
  user_id: string;
  role_id: string;
}

/** Menu entries (menu_type 0 top level, 1 sub menu) and button codes (menu_type 2). */
export interface PermissionsTable {
  id: string;
  parent_id: string | null;
  /** Message key of the title, translated when the menu is sent. */
  name: string;
  url: string | null;
  component: string | null;
  component_name: string | null;
  redirect: string | null;
  menu_type: number;
  perms: string | null;
  /** '1' enforced element, '2' form-field rule. */
  perms_type: string;
  sort_no: number;
  icon: string | null;
  is_route: number;
  hidden: number;
  keep_alive: number;
  always_show: number;
  internal_or_external: number;
  /** '1' enforced, '0' switched off: everybody has it. */
  status: string;
  created_at: number;
}

export interface RolePermissionTable {
  role_id: string;
  permission_id: string;
}

export interface DictsTable {
  id: string;
  dict_code: string;
  dict_name: string;
  created_at: number;
}

export interface DictItemsTable {
  id: string;
  dict_id: string;
  item_value: string;
  text_zh_cn: string;
  text_zh_tw: string;
  text_en_gb: string;
  text_ko_kr: string;
  color: string | null;
  sort_no: number;
  status: number;
}

export interface SessionsTable {
  /** The token's jti. */
  id: string;
  user_id: string;
  tenant_id: number;
  created_at: number;
  expires_at: number;
  revoked: number;
}

export interface CaptchasTable {
  key: string;
  answer: string;
  expires_at: number;
  /** The address that asked for it; each address holds at most CAPTCHA_MAX_PER_CLIENT (migration 0009). */
  client: string;
}

/**
 * Report definitions (migration 0028, replacing 0013's `reports`): which reports exist, their title
 * and chart. What a report selects is server code keyed by report_code (modules/reports/definitions.ts).
 */
export interface ReportConfigsTable {
  /** What getQueryInfo, getData, getChart and exportXls take. */
  id: string;
  /** What getRpColumns takes; a key of the code-level definitions. */
  report_code: string;
  /** Message key of the report's title. */
  name_key: string;
  /** line, bar, stackedBar or none (contract REPORT_CHART_KINDS). */
  chart_kind: string;
  /** 0: the report answers 404 (switched off by an administrator in the database). */
  enabled: number;
  sort_no: number;
}
