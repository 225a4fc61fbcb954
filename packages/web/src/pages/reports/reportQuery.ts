import type { ReportQueryField } from '@agvs/contract';
import type { Dayjs } from 'dayjs';

/** A search form's value: text, a list choice, a day or a range of two days. */
export type FieldValue = string | Dayjs | readonly [Dayjs | null, Dayjs | null] | null | undefined;

const day = (d: Dayjs) => d.format('YYYY-MM-DD');
const isDay = (v: unknown): v is Dayjs => typeof v === 'object' && v !== null && 'format' in v;

/**
 * The search form's values as getData's search fields: empty values left out (the server would
 * search for ""), a day as yyyy-MM-dd, a range of a `group` field as `{field}_begin` and `{field}_end`.
 */
export function searchQuery(fields: readonly ReportQueryField[], values: Readonly<Record<string, FieldValue>>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const f of fields) {
    const value = values[f.field];
    if (value === null || value === undefined || value === '') continue;
    if (f.view === 'date' && f.mode === 'group' && Array.isArray(value)) {
      const [begin, end] = value as readonly [Dayjs | null, Dayjs | null];
      if (begin) query[`${f.field}_begin`] = day(begin);
      if (end) query[`${f.field}_end`] = day(end);
    } else if (isDay(value)) {
      query[f.field] = day(value);
    } else if (typeof value === 'string') {
      const text = value.trim();
      if (text) query[f.field] = text;
    }
  }
  return query;
}

/** The table's sort as getData's column and order; none: the report's own default. */
export function sortQuery(sort: Readonly<Record<string, 'ascend' | 'descend' | null>>): Record<string, string> {
  const [column, order] = Object.entries(sort).find(([, o]) => o) ?? [];
  return column && order ? { column, order: order === 'ascend' ? 'asc' : 'desc' } : {};
}
