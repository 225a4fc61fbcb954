import { BOARD_TOKEN_PARAM, type KanbanPage } from '@agvs/contract';

/** The SPEC §2 route of each board page (AgvKanBanMain is a customer client page). */
export const BOARD_ROUTES: Readonly<Record<KanbanPage, string>> = {
  AgvKanBanMain: '/agvs/customized/kanban/AgvKanBanMain',
  KanbanModal: '/kanban/KanbanModal',
  DaJinKanban: '/kanban/DaJinKanban',
};

/**
 * The address a wall screen opens. The token sits after `#`, which browsers never send to the
 * server, so it stays out of proxies' and servers' access logs; the page then sends it in a header.
 */
export function boardUrl(page: KanbanPage, token: string, base: string = `${window.location.origin}${window.location.pathname}`): string {
  return `${base}#${BOARD_ROUTES[page]}?${BOARD_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
