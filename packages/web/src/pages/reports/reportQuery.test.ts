import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ReportQueryField } from '@agvs/contract';
import { searchQuery, sortQuery } from './reportQuery';

const FIELDS: ReportQueryField[] = [
  { field: 'agvName', label: 'Vehicle', view: 'text', mode: 'single' },
  { field: 'errorLevel', label: 'Level', view: 'list', mode: 'single', options: ['Error'] },
  { field: 'day', label: 'Days', view: 'date', mode: 'group' },
];

describe('report search query', () => {
  it('sends a day range as _begin and _end days, trimmed text, and leaves empty fields out', () => {
    expect(searchQuery(FIELDS, { agvName: '  FL01 ', errorLevel: undefined, day: [dayjs('2024-03-01T23:30:00'), dayjs('2024-03-05')] })).toEqual({
      agvName: 'FL01',
      day_begin: '2024-03-01',
      day_end: '2024-03-05',
    });
    expect(searchQuery(FIELDS, { agvName: '   ', day: null })).toEqual({});
  });

  it('sends the sorted column, or nothing for the report default', () => {
    expect(sortQuery({ errorCount: 'descend' })).toEqual({ column: 'errorCount', order: 'desc' });
    expect(sortQuery({ day: null })).toEqual({});
  });
});
