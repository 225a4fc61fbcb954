import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazyPage';

/**
 * Menu entries name their page by a component string; this table is the only way such a string
 * becomes code (never eval, see ARCHITECTURE "Avoid"). Keys follow docs/foundation-contract.md.
 */
export const PAGE_REGISTRY: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  'dashboard/Analysis': lazyPage(() => import('../pages/dashboard/Analysis')),
  'account/Center': lazyPage(() => import('../pages/account/Center')),
  'account/Settings': lazyPage(() => import('../pages/account/Settings')),
  'system/UserList': lazyPage(() => import('../pages/system/UserList')),
  'system/DepartTree': lazyPage(() => import('../pages/system/DepartTree')),
  'system/RoleList': lazyPage(() => import('../pages/system/RoleList')),
  'system/DictList': lazyPage(() => import('../pages/system/DictList')),
  'system/PermissionList': lazyPage(() => import('../pages/system/PermissionList')),
  'system/logs/LoginLog': lazyPage(() => import('../pages/system/logs/LoginLog')),
  'system/logs/OperationLog': lazyPage(() => import('../pages/system/logs/OperationLog')),
  'system/logs/DataLog': lazyPage(() => import('../pages/system/logs/DataLog')),
  'system/logs/UserLog': lazyPage(() => import('../pages/system/logs/UserLog')),
  'system/logs/LogLevel': lazyPage(() => import('../pages/system/logs/LogLevel')),
  'system/files/OssFiles': lazyPage(() => import('../pages/system/files/OssFiles')),
  'monitoring/Grafana': lazyPage(() => import('../pages/monitoring/Grafana')),
  'monitoring/Process': lazyPage(() => import('../pages/monitoring/Process')),
  'monitoring/System': lazyPage(() => import('../pages/monitoring/System')),
  'monitoring/HttpTrace': lazyPage(() => import('../pages/monitoring/HttpTrace')),
  'monitoring/Caches': lazyPage(() => import('../pages/monitoring/Caches')),
  'monitoring/Database': lazyPage(() => import('../pages/monitoring/Database')),
  'monitoring/Redis': lazyPage(() => import('../pages/monitoring/Redis')),
  'system/notices/AnnouncementList': lazyPage(() => import('../pages/system/notices/AnnouncementList')),
  'system/notices/MyAnnouncements': lazyPage(() => import('../pages/system/notices/MyAnnouncements')),
  'system/notices/MessageTemplateList': lazyPage(() => import('../pages/system/notices/MessageTemplateList')),
  'system/notices/MessageList': lazyPage(() => import('../pages/system/notices/MessageList')),
  'system/jobs/JobList': lazyPage(() => import('../pages/system/jobs/JobList')),
  'system/PositionList': lazyPage(() => import('../pages/system/PositionList')),
  'system/TenantList': lazyPage(() => import('../pages/system/TenantList')),
  'system/DeviceUserList': lazyPage(() => import('../pages/system/DeviceUserList')),
  'system/DataRuleList': lazyPage(() => import('../pages/system/DataRuleList')),
  'system/CategoryList': lazyPage(() => import('../pages/system/CategoryList')),
  'system/CheckRuleList': lazyPage(() => import('../pages/system/CheckRuleList')),
  'system/FillRuleList': lazyPage(() => import('../pages/system/FillRuleList')),
  'system/ParamList': lazyPage(() => import('../pages/system/ParamList')),
  'system/LanguageList': lazyPage(() => import('../pages/system/LanguageList')),
  'system/AddressList': lazyPage(() => import('../pages/system/AddressList')),
  'system/GatewayRouteList': lazyPage(() => import('../pages/system/GatewayRouteList')),
  'system/DataSourceList': lazyPage(() => import('../pages/system/DataSourceList')),
  'layouts/IframePageView': lazyPage(() => import('../pages/IframePage')),
  'monitor/MapMonitor': lazyPage(() => import('../pages/monitor/MonitorPage')),
};
