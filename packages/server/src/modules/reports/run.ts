import { sql } from 'kysely';
import { DAY_MS, type ColumnDef, type Db, type ReportDefinition, type Row } from './definition.js';

export interface ReportQuery {
  readonly tenantId: number;
  readonly filters: Record<string, unknown>;
  readonly sort: { readonly column: string; readonly order: 'asc' | 'desc' };
  readonly offset: number;
  readonly limit: number;
  /** The plant's UTC offset (site.timeZone) now: day numbers and day ranges are its days. */
  readonly offsetMs: number;
}

/** A day number of dayOf as yyyy-MM-dd: it counts the plant's days, so read as UTC it is the plant's date. */
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const timeText = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

/** A database value as the report answers it: PostgreSQL answers counts and sums as text. */
function valueOf(column: ColumnDef, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'text':
      return String(value);
    case 'number':
      return Number(value);
    case 'day':
      return dayText(Number(value));
    case 'time':
      return timeText(Number(value));
  }
}

export const rowOf = (def: ReportDefinition, raw: Record<string, unknown>): Row =>
  Object.fromEntries(def.columns.map((c) => [c.dataIndex, valueOf(c, raw[c.dataIndex])]));

/** Sums of float columns come back with binary noise (0.30000000000000004): two decimals are plenty. */
const tidy = (n: number) => Math.round(n * 100) / 100;

/** One sorted page of the search, the number of rows it has, and the totals over all of them. */
export async function runPage(def: ReportDefinition, db: Db, query: ReportQuery): Promise<{ records: Row[]; total: number; totals: Record<string, number> }> {
  const search = def.select(db, query.tenantId, query.filters, query.offsetMs);
  const totalled = def.columns.filter((c) => c.total);
  const [summary, rows] = await Promise.all([
    db
      .selectFrom(search.as('g'))
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), ...totalled.map((c) => sql<number | string | null>`sum(${sql.ref(`g.${c.dataIndex}`)})`.as(c.dataIndex))])
      .executeTakeFirstOrThrow() as Promise<Record<string, number | string | null>>,
    sorted(def, search, query).offset(query.offset).limit(query.limit).execute() as Promise<Record<string, unknown>[]>,
  ]);
  return {
    records: rows.map((r) => rowOf(def, r)),
    total: Number(summary['n']),
    totals: Object.fromEntries(totalled.map((c) => [c.dataIndex, tidy(Number(summary[c.dataIndex] ?? 0))])),
  };
}

/** Every row of the search in the requested order, up to `limit` (export and chart). */
export async function runAll(def: ReportDefinition, db: Db, query: Omit<ReportQuery, 'offset'>): Promise<Row[]> {
  const rows = (await sorted(def, def.select(db, query.tenantId, query.filters, query.offsetMs), query).limit(query.limit).execute()) as Record<string, unknown>[];
  return rows.map((r) => rowOf(def, r));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see GroupedQuery
const sorted = (def: ReportDefinition, search: any, query: Pick<ReportQuery, 'sort'>) =>
  search.orderBy(sql.ref(query.sort.column), query.sort.order).orderBy(sql.ref(def.tieBreak), 'asc');
