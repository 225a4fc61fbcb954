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
  'layouts/IframePageView': lazyPage(() => import('../pages/IframePage')),
  'monitor/MapMonitor': lazyPage(() => import('../pages/monitor/MonitorPage')),
};
