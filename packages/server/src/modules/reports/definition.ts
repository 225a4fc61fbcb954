import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { ReportColumn, ReportQueryField } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { MessageKey } from '../../i18n/messages.js';
import { containsPattern } from '../../resources/listQuery.js';

export type Db = Kysely<Database>;
export type Row = Record<string, string | number | null>;

export const DAY_MS = 86_400_000;

/**
 * A column of a report. Its title is a message key; only `sorter` columns are values getData's
 * `column` takes; `total` columns are summed into the totals row; `kind` says how a raw database
 * value is answered (PostgreSQL answers sums as text, days are stored as day numbers).
 */
export interface ColumnDef {
  readonly dataIndex: string;
  readonly title: MessageKey;
  readonly align: ReportColumn['align'];
  readonly sorter: boolean;
  readonly total?: boolean;
  readonly kind: 'text' | 'number' | 'day' | 'time';
}

export interface FieldDef extends Omit<ReportQueryField, 'label'> {
  readonly label: MessageKey;
}

/**
 * What a report's chart draws, over every row of the search: one category per distinct value of
 * `category`; one series per distinct value of `series` (summing `values[0]`), or, without
 * `series`, one series per column of `values`.
 */
export interface ChartDef {
  readonly title: MessageKey;
  readonly unit: MessageKey;
  readonly category: string;
  readonly series?: string;
  readonly values: readonly string[];
}

export interface ReportDefinition {
  readonly columns: readonly ColumnDef[];
  readonly fields: readonly FieldDef[];
  /** The whitelist of search values: anything else in the query is refused with its name. */
  readonly filters: z.ZodObject;
  readonly defaultSort: { readonly column: string; readonly order: 'asc' | 'desc' };
  /** Second sort column, so equal values page in a stable order. */
  readonly tieBreak: string;
  readonly chart: ChartDef | null;
  /**
   * The rows of the search, unsorted and unpaged, selecting exactly the columns' dataIndex names;
   * always limited to the caller's tenant. Written here in code, never taken from a client or a table.
   * `offsetMs` is the plant's UTC offset (site.timeZone) now: its days are the report's days.
   */
  select(db: Db, tenantId: number, filters: Record<string, unknown>, offsetMs: number): GroupedQuery;
}

/** A Kysely select of one report; its columns differ per report and are listed in its definition. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each report's select differs; runReport only orders, pages and wraps it
export type GroupedQuery = any;

/**
 * Day number of a ms column in the plant's days: UTC days since epoch of the time shifted by the
 * zone's offset, so day * DAY_MS read as UTC is the plant's date. The offset is a literal, not a
 * parameter, so PostgreSQL sees the select's and the group by's expression as the same; times are
 * positive epoch ms, so adding an offset of a few hours keeps them positive and PostgreSQL's
 * truncating division floors like SQLite's.
 */
export const dayOf = (column: string, offsetMs: number) =>
  sql<number>`cast((${sql.ref(column)} + ${sql.lit(Math.trunc(offsetMs))}) / ${sql.lit(DAY_MS)} as integer)`;
/** The instant the plant's day (yyyy-MM-dd) begins. */
export const dayStart = (day: string, offsetMs: number) => Date.parse(`${day}T00:00:00Z`) - Math.trunc(offsetMs);

/** Conditions of a search by vehicle name (contains) and a day range on `timeColumn`. */
export function vehicleDayWhere(timeColumn: string, filters: Record<string, unknown>, offsetMs: number, rangeField = 'day'): Expression<SqlBool> {
  const agvName = filters['agvName'] as string | undefined;
  const begin = filters[`${rangeField}_begin`] as string | undefined;
  const end = filters[`${rangeField}_end`] as string | undefined;
  const parts: Expression<SqlBool>[] = [sql<SqlBool>`${sql.ref(timeColumn)} is not null`];
  if (agvName) parts.push(sql<SqlBool>`lower(a.agv_name) like ${containsPattern(agvName)} escape '\\'`);
  if (begin) parts.push(sql<SqlBool>`${sql.ref(timeColumn)} >= ${dayStart(begin, offsetMs)}`);
  if (end) parts.push(sql<SqlBool>`${sql.ref(timeColumn)} < ${dayStart(end, offsetMs) + DAY_MS}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}
