import { describe, expect, it } from 'vitest';
import { callOrderHistoryQuery, transorderHistoryQuery } from './historyQuery';

describe('transorderHistoryQuery', () => {
  it('sends every chosen status, the filters and the release time range in ms', () => {
    const from = new Date('2026-01-02T03:04:05Z');
    const to = new Date('2026-01-03T00:00:00Z');
    expect(
      transorderHistoryQuery(
        { current: 2, pageSize: 50, transorderStatus: ['Close', 'Complete'], layoutId: 'L1', agvId: ' A1 ', srcStationCode: '', releaseTime: [from, to] },
        { releaseTime: 'ascend' },
      ),
    ).toEqual({ pageNo: 2, pageSize: 50, column: 'releaseTime', order: 'asc', transorderStatus: 'Close,Complete', layoutId: 'L1', agvId: 'A1', releaseTimeBegin: from.getTime(), releaseTimeEnd: to.getTime() });
  });

  it('sends the task code the task page opens the list on', () => {
    expect(transorderHistoryQuery({ taskCode: ' TO20260101000000ABCDEF ' }, {})).toEqual({ pageNo: 1, pageSize: 10, taskCode: 'TO20260101000000ABCDEF' });
  });

  it('leaves out what was not chosen and ignores unsortable columns', () => {
    expect(transorderHistoryQuery({ transorderStatus: [] }, { agvName: 'descend' })).toEqual({ pageNo: 1, pageSize: 10 });
  });
});

describe('callOrderHistoryQuery', () => {
  it('sends the status, source layout and sort', () => {
    expect(callOrderHistoryQuery({ current: 1, pageSize: 200, callOrderStatus: 'Close', srcLayoutId: 'L1' }, { callOrderCode: 'descend' })).toEqual({
      pageNo: 1,
      pageSize: 200,
      column: 'callOrderCode',
      order: 'desc',
      callOrderStatus: 'Close',
      srcLayoutId: 'L1',
    });
  });
});
