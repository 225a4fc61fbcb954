import { describe, expect, it } from 'vitest';
import { SCREEN_PUBLIC_PATHS } from '../../router/publicPaths';
import { BOARD_ROUTES } from '../kanban/boardUrl';
import { screenOfPath } from './screenRoutes';

describe('public screen routes', () => {
  it('draws each SPEC route with its own screen', () => {
    expect(screenOfPath('/monitor/MapMonitor')).toBe('monitor');
    expect(screenOfPath('/monitor/MapMonitorForRouting/')).toBe('monitor');
    expect(screenOfPath('/monitor/longxin')).toBe('longxin');
    expect(screenOfPath('/agvs/customized/cummins/MapMonitorModal')).toBe('cummins');
    expect(screenOfPath('/agvs/customized/cumminsEngine/MapMonitorModal')).toBe('cummins');
    expect(screenOfPath('/agvs/customized/tw/AGVInfo')).toBe('agvInfo');
    expect(screenOfPath('/agvs/customized/SAIC/PadDisplayModal')).toBe('padDisplay');
  });

  it('leaves kanban tile pages and unknown customer pages to others', () => {
    expect(screenOfPath('/kanban/KanbanModal')).toBeNull();
    expect(screenOfPath('/agvs/customized/other/Page')).toBeNull();
  });

  it('routes every customer screen a board can open on', () => {
    const customer = [BOARD_ROUTES.longxin, BOARD_ROUTES.cumminsMapMonitorModal, BOARD_ROUTES.cumminsEngineMapMonitorModal, BOARD_ROUTES.twAGVInfo, BOARD_ROUTES.SAICPadDisplayModal];
    expect([...SCREEN_PUBLIC_PATHS].sort()).toEqual(customer.sort());
  });

});
