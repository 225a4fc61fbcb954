import type { Migration } from 'kysely';
import { foundation } from './0001_foundation.js';
import { fleet } from './0002_fleet.js';
import { admin } from './0003_admin.js';
import { runtime } from './0004_runtime.js';
import { systemPages } from './0007_system_pages.js';
import { noticesJobs } from './0006_notices_jobs.js';
import { logsFiles } from './0008_logs_files.js';
import { vehiclePositions } from './0010_vehicle_positions.js';
import { tenantScope } from './0012_tenant_scope.js';
import { signInHardening } from './0009_sign_in_hardening.js';
import { reports } from './0013_reports.js';
import { demoSwitch } from './0014_demo_switch.js';
import { lif } from './0015_lif.js';
import { orderHistoryMenu } from './0016_order_history_menu.js';
import { agvVehicles } from './0017_agv_vehicles.js';
import { siteLinks } from './0018_site_links.js';
import { layoutVersions } from './0019_layout_versions.js';
import { agvRecords } from './0020_agv_records.js';
import { layoutDraft } from './0021_layout_draft.js';
import { agvTasks } from './0022_agv_tasks.js';
import { vda5050 } from './0023_vda5050.js';
import { vehicleActivity } from './0024_vehicle_activity.js';
import { kanbanBoards } from './0025_kanban_boards.js';
import { vdaSentOrders } from './0026_vda_sent_orders.js';
import { vdaFactsheets } from './0027_vda_factsheets.js';
import { reportConfigs } from './0028_report_configs.js';
import { licences } from './0029_licences.js';
import { accounts } from './0030_accounts.js';
import { workplaces } from './0031_workplaces.js';
import { warehouse } from './0032_warehouse.js';
import { vdaHeaders } from './0037_vda_headers.js';
import { orderReassigned } from './0038_order_reassigned.js';
import { lineside } from './0033_lineside.js';
import { planning } from './0034_planning.js';

/**
 * Every migration, in order. A static list (not a folder scan) so the build output and the
 * tests run exactly the same set; never edit a released entry, add the next one.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_fleet': fleet,
  '0003_admin': admin,
  '0004_runtime': runtime,
  '0007_system_pages': systemPages,
  '0006_notices_jobs': noticesJobs,
  '0008_logs_files': logsFiles,
  '0010_vehicle_positions': vehiclePositions,
  '0012_tenant_scope': tenantScope,
  '0009_sign_in_hardening': signInHardening,
  '0013_reports': reports,
  '0014_demo_switch': demoSwitch,
  '0015_lif': lif,
  '0016_order_history_menu': orderHistoryMenu,
  '0017_agv_vehicles': agvVehicles,
  '0018_site_links': siteLinks,
  '0019_layout_versions': layoutVersions,
  '0020_agv_records': agvRecords,
  '0021_layout_draft': layoutDraft,
  '0022_agv_tasks': agvTasks,
  '0023_vda5050': vda5050,
  '0024_vehicle_activity': vehicleActivity,
  '0025_kanban_boards': kanbanBoards,
  '0026_vda_sent_orders': vdaSentOrders,
  '0027_vda_factsheets': vdaFactsheets,
  '0028_report_configs': reportConfigs,
  '0029_licences': licences,
  '0030_accounts': accounts,
  '0031_workplaces': workplaces,
  '0032_warehouse': warehouse,
  '0037_vda_headers': vdaHeaders,
  '0033_lineside': lineside,
  '0034_planning': planning,
  '0038_order_reassigned': orderReassigned,
};
