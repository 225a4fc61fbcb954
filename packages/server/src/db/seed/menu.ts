import { Perm, type PermCode } from '@agvs/contract';
import { LAYOUT_EDITOR_MENU, LAYOUT_MENU_ID, SITE_BUTTON_PARENT, SITE_MENU } from '../../modules/agvSite/menu.js';
import { VEHICLE_BUTTON_PARENT, VEHICLE_MENU } from '../../modules/agvVehicles/menu.js';
import { TASK_BUTTON_PARENT, TASK_MENU } from '../../modules/agvTasks/menu.js';
import { KANBAN_BUTTON_PARENT, KANBAN_MENU } from '../../modules/kanban/menu.js';
import { WORKPLACE_BUTTON_PARENT, WORKPLACE_MENU } from '../../modules/workplaces/menu.js';
import { LES_BUTTON_PARENT, LES_MENU } from '../../modules/lineside/menu.js';
import { WMS_BUTTON_PARENT, WMS_MENU } from '../../modules/warehouse/menu.js';
import { PLANNING_BUTTON_PARENT, PLANNING_MENU } from '../../modules/planning/menu.js';
import { REPORT_MENU } from '../../modules/reports/menu.js';

/** A menu entry of the seed; `title` is a message key, `component` a key of the console's page registry. */
export interface MenuSeed {
  readonly id: string;
  readonly parentId: string | null;
  readonly title: string;
  readonly path: string;
  readonly component: string;
  readonly redirect?: string;
  readonly icon?: string;
  readonly sort: number;
}

/** The menu of docs/foundation-contract.md. */
export const MENU: readonly MenuSeed[] = [
  { id: 'menu-dashboard', parentId: null, title: 'menu.dashboard', path: '/dashboard', component: 'layouts/RouteView', redirect: '/dashboard/analysis', icon: 'dashboard', sort: 1 },
  { id: 'menu-dashboard-analysis', parentId: 'menu-dashboard', title: 'menu.dashboardAnalysis', path: '/dashboard/analysis', component: 'dashboard/Analysis', sort: 1 },
  // The per-day pages of SPEC §2 "dashboard" (docs/dashboard.md "Per-day pages").
  { id: 'menu-dashboard-index-chart', parentId: 'menu-dashboard', title: 'menu.dashboardIndexChart', path: '/dashboard/indexChart', component: 'dashboard/IndexChart', sort: 2 },
  { id: 'menu-dashboard-order-count', parentId: 'menu-dashboard', title: 'menu.dashboardOrderCount', path: '/dashboard/agvOrderCount', component: 'dashboard/AgvOrderCount', sort: 3 },
  { id: 'menu-dashboard-run-mileage', parentId: 'menu-dashboard', title: 'menu.dashboardRunMileage', path: '/dashboard/runMileage', component: 'dashboard/RunMileage', sort: 4 },
  { id: 'menu-dashboard-run-time', parentId: 'menu-dashboard', title: 'menu.dashboardRunTime', path: '/dashboard/runTime', component: 'dashboard/RunTime', sort: 5 },
  { id: 'menu-monitor', parentId: null, title: 'menu.monitor', path: '/monitor', component: 'layouts/RouteView', redirect: '/monitor/map', icon: 'monitor', sort: 2 },
  { id: 'menu-monitor-map', parentId: 'menu-monitor', title: 'menu.monitorMap', path: '/monitor/map', component: 'monitor/MapMonitor', sort: 1 },
  // Order history (SPEC §2 AGV pages): every transport and call order, whatever its state.
  { id: 'menu-agv', parentId: null, title: 'menu.agv', path: '/agv', component: 'layouts/RouteView', redirect: '/agv/transorder', icon: 'car', sort: 4 },
  { id: 'menu-agv-transorder', parentId: 'menu-agv', title: 'menu.agvTransorder', path: '/agv/transorder', component: 'orders/TransorderHistory', sort: 1 },
  { id: 'menu-agv-call-order', parentId: 'menu-agv', title: 'menu.agvCallOrder', path: '/agv/callOrder', component: 'orders/CallOrderHistory', sort: 2 },
  // Tasks: the orders of one create call grouped (modules/agvTasks, docs/agv-pages.md "Tasks").
  TASK_MENU,
  // AGV records (modules/agvRecords, docs/agv-pages.md "Records").
  { id: 'menu-agv-agv-log', parentId: 'menu-agv', title: 'menu.agvAgvLog', path: '/agv/agvLog', component: 'agv/records/AgvLogList', sort: 60 },
  { id: 'menu-agv-station-action', parentId: 'menu-agv', title: 'menu.agvStationAction', path: '/agv/stationAction', component: 'agv/records/StationActionList', sort: 61 },
  { id: 'menu-agv-station-action-step', parentId: 'menu-agv', title: 'menu.agvStationActionStep', path: '/agv/stationActionStep', component: 'agv/records/StationActionStepList', sort: 62 },
  { id: 'menu-agv-interface-log', parentId: 'menu-agv', title: 'menu.agvInterfaceLog', path: '/agv/interfaceLog', component: 'agv/records/InterfaceLogList', sort: 63 },
  { id: 'menu-agv-period', parentId: 'menu-agv', title: 'menu.agvPeriod', path: '/agv/period', component: 'agv/records/PeriodList', sort: 64 },
  { id: 'menu-agv-free-charge-config', parentId: 'menu-agv', title: 'menu.agvFreeChargeConfig', path: '/agv/freeChargeConfig', component: 'agv/records/FreeChargeConfigList', sort: 65 },
  { id: 'menu-agv-task-lock', parentId: 'menu-agv', title: 'menu.agvTaskLock', path: '/agv/taskLock', component: 'agv/records/TaskLockList', sort: 66 },
  { id: 'menu-agv-adapter', parentId: 'menu-agv', title: 'menu.agvAdapter', path: '/agv/adapter', component: 'agv/records/AdapterList', sort: 67 },
  { id: 'menu-agv-adapter-equipment', parentId: 'menu-agv', title: 'menu.agvAdapterEquipment', path: '/agv/adapterEquipment', component: 'agv/records/AdapterEquipmentList', sort: 68 },
  { id: 'menu-agv-module', parentId: 'menu-agv', title: 'menu.agvModule', path: '/agv/module', component: 'agv/records/ModuleList', sort: 70 },
  { id: 'menu-agv-module-status', parentId: 'menu-agv', title: 'menu.agvModuleStatus', path: '/agv/moduleStatus', component: 'agv/records/ModuleStatusList', sort: 71 },
  { id: 'menu-agv-module-status-item', parentId: 'menu-agv', title: 'menu.agvModuleStatusItem', path: '/agv/moduleStatusItem', component: 'agv/records/ModuleStatusItemList', sort: 72 },
  { id: 'menu-agv-module-status-log', parentId: 'menu-agv', title: 'menu.agvModuleStatusLog', path: '/agv/moduleStatusLog', component: 'agv/records/ModuleStatusLogList', sort: 73 },
  { id: 'menu-agv-transorder-segment', parentId: 'menu-agv', title: 'menu.agvTransorderSegment', path: '/agv/transorderSegment', component: 'agv/records/TransorderSegmentList', sort: 74 },
  { id: 'menu-agv-transorder-detail', parentId: 'menu-agv', title: 'menu.agvTransorderDetail', path: '/agv/transorderDetail', component: 'agv/records/TransorderDetailList', sort: 75 },
  // The job log is the system's quartz job log (jobLogResource), shown again under AGV.
  { id: 'menu-agv-job-log', parentId: 'menu-agv', title: 'menu.agvJobLog', path: '/agv/jobLog', component: 'system/jobs/JobList', sort: 69 },
  // The site pages: map, layout, station, segment, zones, equipment, link stations (modules/agvSite).
  LAYOUT_EDITOR_MENU,
  ...SITE_MENU,
  // The vehicle-side pages: models, brands, groups, group classes, AGVs, errors (modules/agvVehicles).
  ...VEHICLE_MENU,
  { id: 'menu-account', parentId: null, title: 'menu.account', path: '/account', component: 'layouts/RouteView', icon: 'user', sort: 3 },
  { id: 'menu-account-center', parentId: 'menu-account', title: 'menu.accountCenter', path: '/account/center', component: 'account/Center', sort: 1 },
  { id: 'menu-account-settings', parentId: 'menu-account', title: 'menu.accountSettings', path: '/account/settings', component: 'account/Settings', sort: 2 },
  { id: 'menu-system', parentId: null, title: 'menu.system', path: '/system', component: 'layouts/RouteView', icon: 'setting', sort: 9 },
  { id: 'menu-system-user', parentId: 'menu-system', title: 'menu.systemUser', path: '/system/user', component: 'system/UserList', sort: 1 },
  { id: 'menu-system-depart', parentId: 'menu-system', title: 'menu.systemDepart', path: '/system/depart', component: 'system/DepartTree', sort: 2 },
  { id: 'menu-system-role', parentId: 'menu-system', title: 'menu.systemRole', path: '/system/role', component: 'system/RoleList', sort: 3 },
  { id: 'menu-system-dict', parentId: 'menu-system', title: 'menu.systemDict', path: '/system/dict', component: 'system/DictList', sort: 4 },
  { id: 'menu-system-permission', parentId: 'menu-system', title: 'menu.systemPermission', path: '/system/permission', component: 'system/PermissionList', sort: 5 },
  // Announcements, messages and scheduled jobs (migration 0006); my announcements are everybody's.
  { id: 'menu-account-notice', parentId: 'menu-account', title: 'menu.accountNotice', path: '/account/notice', component: 'system/notices/MyAnnouncements', sort: 3 },
  { id: 'menu-system-notice', parentId: 'menu-system', title: 'menu.systemNotice', path: '/system/notice', component: 'system/notices/AnnouncementList', sort: 20 },
  { id: 'menu-system-msg-template', parentId: 'menu-system', title: 'menu.systemMsgTemplate', path: '/system/msgTemplate', component: 'system/notices/MessageTemplateList', sort: 21 },
  { id: 'menu-system-message', parentId: 'menu-system', title: 'menu.systemMessage', path: '/system/message', component: 'system/notices/MessageList', sort: 22 },
  { id: 'menu-system-job', parentId: 'menu-system', title: 'menu.systemJob', path: '/system/quartzJob', component: 'system/jobs/JobList', sort: 23 },
  // System pages of migration 0007.
  { id: 'menu-system-position', parentId: 'menu-system', title: 'menu.systemPosition', path: '/system/position', component: 'system/PositionList', sort: 20 },
  { id: 'menu-system-tenant', parentId: 'menu-system', title: 'menu.systemTenant', path: '/system/tenant', component: 'system/TenantList', sort: 21 },
  { id: 'menu-system-device-user', parentId: 'menu-system', title: 'menu.systemDeviceUser', path: '/system/deviceUser', component: 'system/DeviceUserList', sort: 22 },
  // Self-registrations waiting for approval (modules/account, docs/accounts.md).
  { id: 'menu-system-registrations', parentId: 'menu-system', title: 'menu.systemRegistrations', path: '/system/registrations', component: 'system/Registrations', sort: 23 },
  { id: 'menu-system-data-rule', parentId: 'menu-system', title: 'menu.systemDataRule', path: '/system/dataRule', component: 'system/DataRuleList', sort: 23 },
  { id: 'menu-system-category', parentId: 'menu-system', title: 'menu.systemCategory', path: '/system/category', component: 'system/CategoryList', sort: 24 },
  { id: 'menu-system-check-rule', parentId: 'menu-system', title: 'menu.systemCheckRule', path: '/system/checkRule', component: 'system/CheckRuleList', sort: 25 },
  { id: 'menu-system-fill-rule', parentId: 'menu-system', title: 'menu.systemFillRule', path: '/system/fillRule', component: 'system/FillRuleList', sort: 26 },
  { id: 'menu-system-param', parentId: 'menu-system', title: 'menu.systemParam', path: '/system/param', component: 'system/ParamList', sort: 27 },
  { id: 'menu-system-language', parentId: 'menu-system', title: 'menu.systemLanguage', path: '/system/language', component: 'system/LanguageList', sort: 28 },
  { id: 'menu-system-address', parentId: 'menu-system', title: 'menu.systemAddress', path: '/system/address', component: 'system/AddressList', sort: 29 },
  { id: 'menu-system-gateway', parentId: 'menu-system', title: 'menu.systemGateway', path: '/system/gateway', component: 'system/GatewayRouteList', sort: 30 },
  { id: 'menu-system-data-source', parentId: 'menu-system', title: 'menu.systemDataSource', path: '/system/dataSource', component: 'system/DataSourceList', sort: 31 },
  // Administration of migration 0008 (logs, log level, OSS files, Grafana, server monitoring).
  { id: 'menu-system-log-login', parentId: 'menu-system', title: 'menu.systemLoginLog', path: '/system/log/login', component: 'system/logs/LoginLog', sort: 40 },
  { id: 'menu-system-log-operation', parentId: 'menu-system', title: 'menu.systemOperationLog', path: '/system/log/operation', component: 'system/logs/OperationLog', sort: 41 },
  { id: 'menu-system-log-data', parentId: 'menu-system', title: 'menu.systemDataLog', path: '/system/log/data', component: 'system/logs/DataLog', sort: 42 },
  { id: 'menu-system-log-user', parentId: 'menu-system', title: 'menu.systemUserLog', path: '/system/log/user', component: 'system/logs/UserLog', sort: 43 },
  { id: 'menu-system-log-level', parentId: 'menu-system', title: 'menu.systemLogLevel', path: '/system/log/level', component: 'system/logs/LogLevel', sort: 44 },
  { id: 'menu-system-oss', parentId: 'menu-system', title: 'menu.systemOssFiles', path: '/system/oss', component: 'system/files/OssFiles', sort: 45 },
  { id: 'menu-system-grafana', parentId: 'menu-system', title: 'menu.systemGrafana', path: '/system/grafana', component: 'monitoring/Grafana', sort: 46 },
  // Kanban boards and their tokens (modules/kanban, docs/kanban.md).
  KANBAN_MENU,
  // Workplaces and their call pads (modules/workplaces, docs/workplaces.md).
  WORKPLACE_MENU,
  // The line-side material pages (modules/lineside, docs/lineside.md).
  ...LES_MENU,
  // The warehouse pages (modules/warehouse, docs/warehouse.md).
  ...WMS_MENU,
  // Production plans, their warnings and special sampling (modules/planning, docs/planning.md).
  ...PLANNING_MENU,
  // The report pages of SPEC §2 (modules/reports, docs/reports.md).
  ...REPORT_MENU,
  // Not under /monitor: that prefix is the operators' map monitor (see OPERATOR_MENUS).
  { id: 'menu-servermonitor', parentId: null, title: 'menu.serverMonitor', path: '/servermonitor', component: 'layouts/RouteView', redirect: '/servermonitor/process', icon: 'dashboard', sort: 10 },
  { id: 'menu-servermonitor-process', parentId: 'menu-servermonitor', title: 'menu.serverMonitorProcess', path: '/servermonitor/process', component: 'monitoring/Process', sort: 1 },
  { id: 'menu-servermonitor-system', parentId: 'menu-servermonitor', title: 'menu.serverMonitorSystem', path: '/servermonitor/system', component: 'monitoring/System', sort: 2 },
  { id: 'menu-servermonitor-httptrace', parentId: 'menu-servermonitor', title: 'menu.serverMonitorHttpTrace', path: '/servermonitor/httptrace', component: 'monitoring/HttpTrace', sort: 3 },
  { id: 'menu-servermonitor-caches', parentId: 'menu-servermonitor', title: 'menu.serverMonitorCaches', path: '/servermonitor/caches', component: 'monitoring/Caches', sort: 4 },
  { id: 'menu-servermonitor-database', parentId: 'menu-servermonitor', title: 'menu.serverMonitorDatabase', path: '/servermonitor/database', component: 'monitoring/Database', sort: 5 },
  { id: 'menu-servermonitor-redis', parentId: 'menu-servermonitor', title: 'menu.serverMonitorRedis', path: '/servermonitor/redis', component: 'monitoring/Redis', sort: 6 },
];

/** Button entries hang under the page they gate (map-monitor codes: MAP_MONITOR_CODE_PREFIXES). */
const BUTTON_PARENT: Partial<Record<PermCode, string>> = {
  [Perm.userList]: 'menu-system-user',
  [Perm.userAdd]: 'menu-system-user',
  [Perm.userEdit]: 'menu-system-user',
  [Perm.userDelete]: 'menu-system-user',
  [Perm.userFreeze]: 'menu-system-user',
  [Perm.userResetPassword]: 'menu-system-user',
  [Perm.userRecover]: 'menu-system-user',
  [Perm.userExport]: 'menu-system-user',
  [Perm.userImport]: 'menu-system-user',
  [Perm.departList]: 'menu-system-depart',
  [Perm.roleList]: 'menu-system-role',
  [Perm.roleAdd]: 'menu-system-role',
  [Perm.roleEdit]: 'menu-system-role',
  [Perm.roleDelete]: 'menu-system-role',
  [Perm.roleAuthorize]: 'menu-system-role',
  [Perm.permissionList]: 'menu-system-permission',
  [Perm.permissionAdd]: 'menu-system-permission',
  [Perm.permissionEdit]: 'menu-system-permission',
  [Perm.permissionDelete]: 'menu-system-permission',
  [Perm.dictList]: 'menu-system-dict',
  [Perm.dictAdd]: 'menu-system-dict',
  [Perm.dictEdit]: 'menu-system-dict',
  [Perm.dictDelete]: 'menu-system-dict',
  [Perm.noticeList]: 'menu-system-notice',
  [Perm.noticeAdd]: 'menu-system-notice',
  [Perm.noticeEdit]: 'menu-system-notice',
  [Perm.noticeDelete]: 'menu-system-notice',
  [Perm.noticePublish]: 'menu-system-notice',
  [Perm.msgTemplateList]: 'menu-system-msg-template',
  [Perm.msgTemplateAdd]: 'menu-system-msg-template',
  [Perm.msgTemplateEdit]: 'menu-system-msg-template',
  [Perm.msgTemplateDelete]: 'menu-system-msg-template',
  [Perm.msgTemplateTest]: 'menu-system-msg-template',
  [Perm.messageList]: 'menu-system-message',
  [Perm.messageDelete]: 'menu-system-message',
  [Perm.messageResend]: 'menu-system-message',
  [Perm.jobList]: 'menu-system-job',
  [Perm.jobAdd]: 'menu-system-job',
  [Perm.jobEdit]: 'menu-system-job',
  [Perm.jobDelete]: 'menu-system-job',
  [Perm.jobRun]: 'menu-system-job',
  [Perm.departAdd]: 'menu-system-depart',
  [Perm.departEdit]: 'menu-system-depart',
  [Perm.departDelete]: 'menu-system-depart',
  [Perm.departUsers]: 'menu-system-depart',
  [Perm.positionList]: 'menu-system-position',
  [Perm.positionEdit]: 'menu-system-position',
  [Perm.tenantList]: 'menu-system-tenant',
  [Perm.tenantEdit]: 'menu-system-tenant',
  [Perm.deviceUserList]: 'menu-system-device-user',
  [Perm.deviceUserEdit]: 'menu-system-device-user',
  [Perm.dataRuleList]: 'menu-system-data-rule',
  [Perm.dataRuleEdit]: 'menu-system-data-rule',
  [Perm.categoryList]: 'menu-system-category',
  [Perm.categoryEdit]: 'menu-system-category',
  [Perm.checkRuleList]: 'menu-system-check-rule',
  [Perm.checkRuleEdit]: 'menu-system-check-rule',
  [Perm.fillRuleList]: 'menu-system-fill-rule',
  [Perm.fillRuleEdit]: 'menu-system-fill-rule',
  [Perm.paramList]: 'menu-system-param',
  [Perm.paramEdit]: 'menu-system-param',
  [Perm.languageList]: 'menu-system-language',
  [Perm.languageEdit]: 'menu-system-language',
  [Perm.addressList]: 'menu-system-address',
  [Perm.gatewayList]: 'menu-system-gateway',
  [Perm.gatewayEdit]: 'menu-system-gateway',
  [Perm.dataSourceList]: 'menu-system-data-source',
  [Perm.dataSourceEdit]: 'menu-system-data-source',
  [Perm.logList]: 'menu-system-log-operation',
  [Perm.logLevel]: 'menu-system-log-level',
  [Perm.ossList]: 'menu-system-oss',
  [Perm.ossUpload]: 'menu-system-oss',
  [Perm.ossDelete]: 'menu-system-oss',
  [Perm.serverMonitor]: 'menu-servermonitor',
  [Perm.grafanaView]: 'menu-system-grafana',
  [Perm.agvLogList]: 'menu-agv-agv-log',
  [Perm.agvLogExport]: 'menu-agv-agv-log',
  [Perm.stationActionList]: 'menu-agv-station-action',
  [Perm.stationActionAdd]: 'menu-agv-station-action',
  [Perm.stationActionEdit]: 'menu-agv-station-action',
  [Perm.stationActionDelete]: 'menu-agv-station-action',
  [Perm.stationActionExport]: 'menu-agv-station-action',
  [Perm.stationActionImport]: 'menu-agv-station-action',
  [Perm.stationActionStepList]: 'menu-agv-station-action-step',
  [Perm.stationActionStepAdd]: 'menu-agv-station-action-step',
  [Perm.stationActionStepEdit]: 'menu-agv-station-action-step',
  [Perm.stationActionStepDelete]: 'menu-agv-station-action-step',
  [Perm.stationActionStepExport]: 'menu-agv-station-action-step',
  [Perm.stationActionStepImport]: 'menu-agv-station-action-step',
  [Perm.interfaceLogList]: 'menu-agv-interface-log',
  [Perm.interfaceLogExport]: 'menu-agv-interface-log',
  [Perm.periodList]: 'menu-agv-period',
  [Perm.periodAdd]: 'menu-agv-period',
  [Perm.periodEdit]: 'menu-agv-period',
  [Perm.periodDelete]: 'menu-agv-period',
  [Perm.periodExport]: 'menu-agv-period',
  [Perm.periodImport]: 'menu-agv-period',
  [Perm.freeChargeConfigList]: 'menu-agv-free-charge-config',
  [Perm.freeChargeConfigAdd]: 'menu-agv-free-charge-config',
  [Perm.freeChargeConfigEdit]: 'menu-agv-free-charge-config',
  [Perm.freeChargeConfigDelete]: 'menu-agv-free-charge-config',
  [Perm.freeChargeConfigExport]: 'menu-agv-free-charge-config',
  [Perm.freeChargeConfigImport]: 'menu-agv-free-charge-config',
  [Perm.taskLockList]: 'menu-agv-task-lock',
  [Perm.taskLockAdd]: 'menu-agv-task-lock',
  [Perm.taskLockEdit]: 'menu-agv-task-lock',
  [Perm.taskLockDelete]: 'menu-agv-task-lock',
  [Perm.taskLockExport]: 'menu-agv-task-lock',
  [Perm.taskLockImport]: 'menu-agv-task-lock',
  [Perm.adapterList]: 'menu-agv-adapter',
  [Perm.adapterAdd]: 'menu-agv-adapter',
  [Perm.adapterEdit]: 'menu-agv-adapter',
  [Perm.adapterDelete]: 'menu-agv-adapter',
  [Perm.adapterExport]: 'menu-agv-adapter',
  [Perm.adapterImport]: 'menu-agv-adapter',
  [Perm.adapterEquipmentList]: 'menu-agv-adapter-equipment',
  [Perm.adapterEquipmentAdd]: 'menu-agv-adapter-equipment',
  [Perm.adapterEquipmentEdit]: 'menu-agv-adapter-equipment',
  [Perm.adapterEquipmentDelete]: 'menu-agv-adapter-equipment',
  [Perm.adapterEquipmentExport]: 'menu-agv-adapter-equipment',
  [Perm.adapterEquipmentImport]: 'menu-agv-adapter-equipment',
  [Perm.moduleList]: 'menu-agv-module',
  [Perm.moduleExport]: 'menu-agv-module',
  [Perm.moduleStatusList]: 'menu-agv-module-status',
  [Perm.moduleStatusExport]: 'menu-agv-module-status',
  [Perm.moduleStatusItemList]: 'menu-agv-module-status-item',
  [Perm.moduleStatusItemExport]: 'menu-agv-module-status-item',
  [Perm.moduleStatusLogList]: 'menu-agv-module-status-log',
  [Perm.moduleStatusLogExport]: 'menu-agv-module-status-log',
  [Perm.transorderSegmentList]: 'menu-agv-transorder-segment',
  [Perm.transorderSegmentExport]: 'menu-agv-transorder-segment',
  [Perm.transorderDetailExport]: 'menu-agv-transorder-detail',
  // The dashboard's figures hang under the dashboard page (issue 16).
  [Perm.dashboardAnalysis]: 'menu-dashboard-analysis',
  [Perm.registrationList]: 'menu-system-registrations',
  [Perm.registrationApprove]: 'menu-system-registrations',
  ...SITE_BUTTON_PARENT,
  ...VEHICLE_BUTTON_PARENT,
  ...TASK_BUTTON_PARENT,
  ...KANBAN_BUTTON_PARENT,
  ...WORKPLACE_BUTTON_PARENT,
  ...LES_BUTTON_PARENT,
  ...WMS_BUTTON_PARENT,
  ...PLANNING_BUTTON_PARENT,
  // Publishing a layout (issue 13) sits on the layout page.
  [Perm.layoutPublish]: LAYOUT_MENU_ID,
  [Perm.layoutDesign]: LAYOUT_EDITOR_MENU.id,
};

export interface ButtonSeed {
  readonly id: string;
  readonly parentId: string | null;
  readonly code: PermCode;
  /** '0' switches the rule off: everybody has the code (SPEC §6). */
  readonly status: '0' | '1';
}

/**
 * Codes everybody holds: monitor:public is everybody's toolbar (SPEC §6); the licence record feeds
 * the header's warning line every signed-in user sees (SPEC §2 "Header").
 */
const SWITCHED_OFF: ReadonlySet<PermCode> = new Set([Perm.monitorPublic, Perm.licenseView]);

/** Map-monitor codes (its toolbar, dialogs and order templates) hang under the map monitor page. */
const MAP_MONITOR_CODE_PREFIXES = ['monitor:', 'transorderTemplate:', 'transorder:'] as const;
const parentOf = (code: PermCode): string | null =>
  BUTTON_PARENT[code] ?? (MAP_MONITOR_CODE_PREFIXES.some((p) => code.startsWith(p)) ? 'menu-monitor-map' : null);

/** Every permission code of the contract. */
export const BUTTONS: readonly ButtonSeed[] = Object.values(Perm).map((code) => ({
  id: `perm-${code}`,
  parentId: parentOf(code),
  code,
  status: SWITCHED_OFF.has(code) ? '0' : '1',
}));

export interface RoleSeed {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  /** Menu and button ids granted when the role is first created. */
  readonly grants: readonly string[];
}

/** Operators read the order history; other AGV pages are an administrator's. */
const OPERATOR_AGV_MENUS: ReadonlySet<string> = new Set(['menu-agv', 'menu-agv-transorder', 'menu-agv-call-order']);
const OPERATOR_MENUS = MENU.filter(
  (m) => m.path.startsWith('/dashboard') || m.path.startsWith('/monitor') || m.path.startsWith('/account') || OPERATOR_AGV_MENUS.has(m.id),
);

export const ROLES: readonly RoleSeed[] = [
  {
    id: 'role-admin',
    code: 'admin',
    name: 'Administrator',
    grants: [...MENU.map((m) => m.id), ...BUTTONS.map((b) => b.id)],
  },
  {
    id: 'role-operator',
    code: 'operator',
    name: 'Operator',
    // "Unloaded by hand" corrects what the fleet believes a vehicle carries: an administrator grants it.
    // The dashboard is an operator's home page, so its figures come with it.
    grants: [
      ...OPERATOR_MENUS.map((m) => m.id),
      ...BUTTONS.filter((b) => (b.code.startsWith('monitor:') && b.code !== Perm.monitorAgvUnload) || b.code === Perm.dashboardAnalysis).map((b) => b.id),
    ],
  },
];
