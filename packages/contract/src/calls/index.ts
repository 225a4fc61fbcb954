import type { CallDef } from './define.js';
import { declaredResourceCalls } from './served.js';
import { AuthCalls } from './auth.js';
import { UserCalls } from './users.js';
import { RoleCalls } from './roles.js';
import { PermissionCalls } from './permissions.js';
import { SystemCalls } from './system.js';
import { VehicleCalls } from './vehicles.js';
import { LayoutCalls } from './layouts.js';
import { LiveCalls } from './live.js';
import { LifCalls } from './lif.js';
import { TemplateCalls } from './templates.js';
import { OrderCalls } from './orders.js';
import { ReportCalls } from './reports.js';
import { LicenceCalls } from './licence.js';
import { StaticApiCalls } from './staticApi.js';
import { MonitoringCalls } from './monitoring.js';
import { SysconfigCalls } from './sysconfig.js';
import { DictCalls } from './dicts.js';
import { NoticeCalls } from './notices.js';
import { JobCalls } from './jobs.js';
import { LogCalls } from './logs.js';
import { FileCalls } from './files.js';
import { CommonCalls } from './common.js';
import { CheckCalls } from './check.js';
import { PublishCalls } from './publish.js';
import { LayoutDraftCalls } from './layoutDraft.js';
import { DashboardCalls } from './dashboard.js';
import { KanbanCalls } from './kanban.js';
import { MetricsCalls } from './metrics.js';
import { VdaCalls } from './vda.js';
import { AccountCalls } from './account.js';
import { WorkplaceCalls } from './workplaces.js';
import { LinesideCalls } from './lineside.js';
import { PlanningCalls } from './planning.js';
import { WarehouseCalls } from './warehouse.js';

export * from './define.js';
export * from './resources.js';
export * from './served.js';
export { AuthCalls } from './auth.js';
export { UserCalls } from './users.js';
export { RoleCalls } from './roles.js';
export { PermissionCalls } from './permissions.js';
export { SystemCalls } from './system.js';
export { VehicleCalls } from './vehicles.js';
export { LayoutCalls } from './layouts.js';
export { LiveCalls } from './live.js';
export { LifCalls } from './lif.js';
export { TemplateCalls } from './templates.js';
export { OrderCalls } from './orders.js';
export { ReportCalls } from './reports.js';
export { LicenceCalls } from './licence.js';
export { AccountCalls } from './account.js';
export { StaticApiCalls } from './staticApi.js';
export { MonitoringCalls } from './monitoring.js';
export { SysconfigCalls } from './sysconfig.js';
export { DictCalls } from './dicts.js';
export { NoticeCalls } from './notices.js';
export { JobCalls } from './jobs.js';
export { LogCalls } from './logs.js';
export { FileCalls } from './files.js';
export { CommonCalls } from './common.js';
export { CheckCalls } from './check.js';
export { PublishCalls } from './publish.js';
export { LayoutDraftCalls } from './layoutDraft.js';
export { DashboardCalls } from './dashboard.js';
export { KanbanCalls } from './kanban.js';
export { MetricsCalls, PROMETHEUS_TEXT } from './metrics.js';
export { VdaCalls } from './vda.js';
export { WorkplaceCalls } from './workplaces.js';
export { LinesideCalls } from './lineside.js';
export { PlanningCalls } from './planning.js';
export { WarehouseCalls } from './warehouse.js';

/** Every declared call by area (resource calls come from their manifests: `resourceCalls`). */
export const Calls = {
  auth: AuthCalls,
  users: UserCalls,
  roles: RoleCalls,
  permissions: PermissionCalls,
  system: SystemCalls,
  vehicles: VehicleCalls,
  layouts: LayoutCalls,
  live: LiveCalls,
  lif: LifCalls,
  templates: TemplateCalls,
  orders: OrderCalls,
  reports: ReportCalls,
  licence: LicenceCalls,
  account: AccountCalls,
  staticApi: StaticApiCalls,
  monitoring: MonitoringCalls,
  sysconfig: SysconfigCalls,
  dicts: DictCalls,
  notices: NoticeCalls,
  jobs: JobCalls,
  logs: LogCalls,
  files: FileCalls,
  common: CommonCalls,
  check: CheckCalls,
  publish: PublishCalls,
  layoutDraft: LayoutDraftCalls,
  dashboard: DashboardCalls,
  kanban: KanbanCalls,
  metrics: MetricsCalls,
  vda: VdaCalls,
  workplaces: WorkplaceCalls,
  lineside: LinesideCalls,
  planning: PlanningCalls,
  warehouse: WarehouseCalls,
} as const;

/** Every declared call, flat: the areas' and the served entities' (the route/declaration check walks these). */
export function declaredCalls(): CallDef[] {
  return [...Object.values(Calls).flatMap((area) => Object.values(area) as CallDef[]), ...declaredResourceCalls()];
}
