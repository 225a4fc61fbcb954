import { describe, expect, it } from 'vitest';
import { loginLogResource } from '@agvs/contract';
import { timeRange, toListQuery } from './listParams';

describe('time range search', () => {
  it('turns a picked range into begin and end in ms, either end open', () => {
    const from = new Date('2026-11-01T00:00:00Z');
    expect(timeRange('createTime', [from, '2026-11-02T00:00:00Z'])).toEqual({ createTime_begin: from.getTime(), createTime_end: Date.parse('2026-11-02T00:00:00Z') });
    expect(timeRange('createTime', [null, 5])).toEqual({ createTime_end: 5 });
    expect(timeRange('createTime', 'not a range')).toEqual({});
  });

  it('is sent by the list query of a log instead of an exact time', () => {
    const query = toListQuery(loginLogResource, { createTime: [1000, 2000], username: 'ann' }, {});
    expect(query).toMatchObject({ createTime_begin: 1000, createTime_end: 2000, username: 'ann' });
    expect(query).not.toHaveProperty('createTime');
  });
});
