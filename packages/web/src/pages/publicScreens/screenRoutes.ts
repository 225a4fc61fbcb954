import type { KanbanPage } from '@agvs/contract';
import { BOARD_ROUTES } from '../kanban/boardUrl';

/** Which screen a board page is drawn with (docs/public-screens.md). */
export type ScreenKind = 'monitor' | 'longxin' | 'cummins' | 'agvInfo' | 'padDisplay';

const KIND_OF: Partial<Record<KanbanPage, ScreenKind>> = {
  MapMonitor: 'monitor',
  MapMonitorNew: 'monitor',
  MapMonitorForRouting: 'monitor',
  longxin: 'longxin',
  cumminsMapMonitorModal: 'cummins',
  cumminsEngineMapMonitorModal: 'cummins',
  twAGVInfo: 'agvInfo',
  SAICPadDisplayModal: 'padDisplay',
};

/** The screen of a route path, or null when the path is no monitor board route. */
export function screenOfPath(pathname: string): ScreenKind | null {
  const path = pathname.replace(/\/+$/, '');
  for (const [page, route] of Object.entries(BOARD_ROUTES) as [KanbanPage, string][]) {
    if (route.toLowerCase() === path.toLowerCase()) return KIND_OF[page] ?? null;
  }
  return null;
}
