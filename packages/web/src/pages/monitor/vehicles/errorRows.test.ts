import type { AgvInfoCard } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { agvErrorRows, errorLevelColour, taskErrorReason, taskErrorRows } from './errorRows';

/** A card with just what the error summary reads. */
function card(uid: string, extra: Partial<AgvInfoCard> = {}): AgvInfoCard {
  return {
    agvUid: uid,
    agvVo: { agvName: uid } as AgvInfoCard['agvVo'],
    runStatus: 'RUNNING',
    agvErrorInfoVoList: [],
    transorderVo: null,
    agvTrafficStatusDto: null,
    ...extra,
  } as AgvInfoCard;
}

const order = { id: 'o1', transorderCode: 'T-1', transorderStatus: 'Running', transorderType: 'Material' };

describe('AGV error summary rows (SPEC §2)', () => {
  it('lists every error of every vehicle', () => {
    const rows = agvErrorRows([
      card('A', { agvErrorInfoVoList: [{ errorCode: 'E1', agvName: 'A', errorLevel: 'Error' }, { errorCode: 'E2', agvName: '', errorLevel: 'Notice' }] }),
      card('B'),
    ]);
    expect(rows.map((r) => [r.agvName, r.errorCode, r.errorLevel])).toEqual([
      ['A', 'E1', 'Error'],
      ['A', 'E2', 'Notice'],
    ]);
  });

  it('lists orders whose vehicle has errors, is in ERROR or waits in traffic; not healthy ones or vehicles without an order', () => {
    const rows = taskErrorRows([
      card('A', { transorderVo: order, agvErrorInfoVoList: [{ errorCode: 'E1', agvName: 'A', errorLevel: 'Error' }] }),
      card('B', { transorderVo: { ...order, id: 'o2', transorderCode: 'T-2' }, agvTrafficStatusDto: { trafficByAgvCode: 'A', trafficTime: 1 } }),
      card('C', { transorderVo: { ...order, id: 'o3' } }),
      card('D', { runStatus: 'ERROR' }),
    ]);
    expect(rows.map((r) => [r.transorderCode, r.errorCodes, r.blockedBy])).toEqual([
      ['T-1', 'E1', null],
      ['T-2', '', 'A'],
    ]);
  });

  it('keeps task errors out of the AGV errors and shows their reason with the stopped order', () => {
    const stopped = { errorCode: 'DROP_STATION_FULL', agvName: 'A', errorLevel: 'Error', errorType: 'task', errorData: '{"station":"A03N03"}' };
    const list = [card('A', { transorderVo: { ...order, transorderStatus: 'Pause' }, runStatus: 'PAUSE', agvErrorInfoVoList: [stopped, { errorCode: 'E1', agvName: 'A', errorLevel: 'Warning', errorType: 'agv' }] })];
    expect(agvErrorRows(list).map((r) => r.errorCode)).toEqual(['E1']);
    expect(taskErrorRows(list)).toEqual([expect.objectContaining({ key: 'o1', transorderStatus: 'Pause', taskError: { code: 'DROP_STATION_FULL', station: 'A03N03' } })]);
    expect(taskErrorReason({ errorCode: 'X', agvName: 'A', errorLevel: 'Error', errorType: 'task', errorData: 'not json' })).toEqual({ code: 'X', station: '' });
    expect(taskErrorReason({ errorCode: 'E1', agvName: 'A', errorLevel: 'Error', errorType: 'agv' })).toBeNull();
  });

  it('colours error levels: Error and Fatal red', () => {
    expect(errorLevelColour('Fatal')).toBe('red');
    expect(errorLevelColour('Error')).toBe('red');
    expect(errorLevelColour('Notice')).toBe('default');
  });
});
