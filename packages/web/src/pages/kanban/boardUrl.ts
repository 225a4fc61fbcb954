import { BOARD_TOKEN_PARAM, type KanbanPage } from '@agvs/contract';

/** The SPEC §2 route of each board page (AgvKanBanMain and the customer screens are customer client pages). */
export const BOARD_ROUTES: Readonly<Record<KanbanPage, string>> = {
  AgvKanBanMain: '/agvs/customized/kanban/AgvKanBanMain',
  KanbanModal: '/kanban/KanbanModal',
  DaJinKanban: '/kanban/DaJinKanban',
  // Monitor boards and customer screens (docs/public-screens.md).
  MapMonitor: '/monitor/MapMonitor',
  MapMonitorNew: '/monitor/MapMonitorNew',
  MapMonitorForRouting: '/monitor/MapMonitorForRouting',
  longxin: '/monitor/longxin',
  cumminsMapMonitorModal: '/agvs/customized/cummins/MapMonitorModal',
  cumminsEngineMapMonitorModal: '/agvs/customized/cumminsEngine/MapMonitorModal',
  twAGVInfo: '/agvs/customized/tw/AGVInfo',
  SAICPadDisplayModal: '/agvs/customized/SAIC/PadDisplayModal',
};

/**
 * The address a wall screen opens. The token sits after `#`, which browsers never send to the
 * server, so it stays out of proxies' and servers' access logs; the page then sends it in a header.
 */
export function boardUrl(page: KanbanPage, token: string, base: string = `${window.location.origin}${window.location.pathname}`): string {
  return `${base}#${BOARD_ROUTES[page]}?${BOARD_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
