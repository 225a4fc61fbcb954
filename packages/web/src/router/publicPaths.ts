/**
 * Map monitor routes of SPEC §2: public, they sign in from the query or send to login themselves.
 */
export const MONITOR_PUBLIC_PATHS = ['/monitor/MapMonitor', '/monitor/MapMonitorNew', '/monitor/MapMonitorForRouting'] as const;

/** Kanban boards of SPEC §2: public, they read a board token from the query (docs/kanban.md). */
export const KANBAN_PUBLIC_PATHS = ['/kanban/KanbanModal', '/kanban/DaJinKanban', '/agvs/customized/kanban/AgvKanBanMain'] as const;

/** Workplace call pads of SPEC §2: public, they read a device token from the path or query (docs/workplaces.md). */
export const WORKPLACE_PUBLIC_PATHS = [
  '/agvs/customized/Common/WorkplaceClientMain',
  '/agvs/customized/Common/WorkplaceClientMain/:token',
  '/agvs/customized/SZFP/WorkplaceClientMain',
  '/agvs/customized/SZFP/WorkplaceClientMain/:token',
] as const;

/** Customer screens of SPEC §2: public, they read a board token from the query (docs/public-screens.md). */
export const SCREEN_PUBLIC_PATHS = [
  '/monitor/longxin',
  '/agvs/customized/cummins/MapMonitorModal',
  '/agvs/customized/cumminsEngine/MapMonitorModal',
  '/agvs/customized/tw/AGVInfo',
  '/agvs/customized/SAIC/PadDisplayModal',
] as const;

/** The store client of SPEC §2: public, it reads a device token from the path or query (docs/warehouse.md). */
export const STORE_PUBLIC_PATHS = ['/agvs-client/les/LesStoreOperationClientMain', '/agvs-client/les/LesStoreOperationClientMain/:token'] as const;

/**
 * Public routes of SPEC §2 that open without a token and whose screens arrive with the map monitor:
 * monitor pages and the customer client pages.
 */
export const LATER_PUBLIC_PATHS = [
  '/agvs/customized/*',
] as const;
