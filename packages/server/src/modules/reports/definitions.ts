import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { z } from 'zod';
import { ERROR_LEVELS, ReportDay, type ReportCode, type ReportColumn, type ReportQueryField } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { MessageKey } from '../../i18n/messages.js';
import { containsPattern } from '../../resources/listQuery.js';

type Db = Kysely<Database>;
type Row = Record<string, string | number | null>;

const DAY_MS = 86_400_000;
/** Report columns holding text; the others are counts, sums or days. */
const TEXT_COLUMNS: ReadonlySet<string> = new Set(['agvName', 'errorLevel']);

/** A column of a report: its title is a message key; sortable columns are the only values getData's `column` takes. */
interface ColumnDef {
  readonly dataIndex: string;
  readonly title: MessageKey;
  readonly align: ReportColumn['align'];
  readonly sorter: boolean;
}

interface FieldDef extends Omit<ReportQueryField, 'label'> {
  readonly label: MessageKey;
}

export interface ReportQuery {
  readonly tenantId: number;
  readonly filters: Record<string, unknown>;
  readonly sort: { readonly column: string; readonly order: 'asc' | 'desc' };
  readonly offset: number;
  readonly limit: number;
}

export interface ReportDefinition {
  readonly columns: readonly ColumnDef[];
  readonly fields: readonly FieldDef[];
  /** The whitelist of search values: anything else in the query is refused with its name. */
  readonly filters: z.ZodObject;
  readonly defaultSort: { readonly column: string; readonly order: 'asc' | 'desc' };
  run(db: Db, query: ReportQuery): Promise<{ records: Row[]; total: number }>;
}

/** Day number (UTC days since epoch) of a ms column: the same integer arithmetic on SQLite and PostgreSQL. */
const dayOf = (column: string) => sql<number>`cast(${sql.ref(column)} / ${sql.lit(DAY_MS)} as integer)`;
const dayText = (day: number | string) => new Date(Number(day) * DAY_MS).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

const text = z.string().trim().max(100).optional();
const dayRange = { day_begin: ReportDay.optional(), day_end: ReportDay.optional() };

const agvNameField: FieldDef = { field: 'agvName', label: 'report.field.agvName', view: 'text', mode: 'single' };
const dayField: FieldDef = { field: 'day', label: 'report.field.day', view: 'date', mode: 'group' };

/** The first two columns of every fleet report: one row per vehicle and day. */
const vehicleDayColumns: readonly ColumnDef[] = [
  { dataIndex: 'agvName', title: 'report.column.agvName', align: 'left', sorter: true },
  { dataIndex: 'day', title: 'report.column.day', align: 'center', sorter: true },
];

/** Search and default order of the fleet reports searched by vehicle and day only. */
const byVehicleAndDay = {
  fields: [agvNameField, dayField],
  filters: z.strictObject({ agvName: text, ...dayRange }),
  defaultSort: { column: 'day', order: 'desc' as const },
};

/** Conditions every fleet report shares: the caller's tenant, a vehicle name containing the text, a day range on `timeColumn`. */
function fleetWhere(timeColumn: string, query: ReportQuery): Expression<SqlBool> {
  const f = query.filters as { agvName?: string; day_begin?: string; day_end?: string };
  const parts: Expression<SqlBool>[] = [sql<SqlBool>`${sql.ref(timeColumn)} is not null`];
  if (f.agvName) parts.push(sql<SqlBool>`lower(a.agv_name) like ${containsPattern(f.agvName)} escape '\\'`);
  if (f.day_begin) parts.push(sql<SqlBool>`${sql.ref(timeColumn)} >= ${dayStart(f.day_begin)}`);
  if (f.day_end) parts.push(sql<SqlBool>`${sql.ref(timeColumn)} < ${dayStart(f.day_end) + DAY_MS}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** The tenant's transport orders that had a vehicle, with the vehicle as `a`. */
const ordersWithVehicle = (db: Db, tenantId: number) =>
  db.selectFrom('transorders as o').innerJoin('agvs as a', 'a.id', 'o.agv_id').where('o.tenant_id', '=', tenantId);

/** Total groups and one sorted page of them; `day` comes back as yyyy-MM-dd. */
async function pageOfGroups(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the grouped select of each report differs; its columns are listed in the definition
  grouped: any,
  query: ReportQuery,
  db: Db,
): Promise<{ records: Row[]; total: number }> {
  const [count, rows] = await Promise.all([
    db.selectFrom(grouped.as('g')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    grouped
      .orderBy(sql.ref(query.sort.column), query.sort.order)
      .orderBy(sql.ref('agvName'), 'asc')
      .offset(query.offset)
      .limit(query.limit)
      .execute() as Promise<Row[]>,
  ]);
  // PostgreSQL answers counts and sums as text; every column but the names is a number.
  const records = rows.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'day' ? dayText(v as number) : TEXT_COLUMNS.has(k) || v === null ? v : Number(v)])),
  );
  return { records, total: Number(count.n) };
}

/** Vehicle error records by vehicle, level and day. */
const fail: ReportDefinition = {
  columns: [
    ...vehicleDayColumns,
    { dataIndex: 'errorLevel', title: 'report.column.errorLevel', align: 'center', sorter: true },
    { dataIndex: 'errorCount', title: 'report.column.errorCount', align: 'right', sorter: true },
  ],
  fields: [agvNameField, { field: 'errorLevel', label: 'report.field.errorLevel', view: 'list', mode: 'single', options: [...ERROR_LEVELS] }, dayField],
  filters: z.strictObject({ agvName: text, errorLevel: z.enum(ERROR_LEVELS).optional(), ...dayRange }),
  defaultSort: { column: 'day', order: 'desc' },
  run: (db, query) => {
    const level = (query.filters as { errorLevel?: string }).errorLevel;
    const grouped = db
      .selectFrom('error_records as e')
      .innerJoin('agvs as a', 'a.id', 'e.agv_id')
      .where('e.tenant_id', '=', query.tenantId)
      .where(fleetWhere('e.create_time', query))
      .$if(level !== undefined, (q) => q.where('e.error_level', '=', level as (typeof ERROR_LEVELS)[number]))
      .select((eb) => ['a.agv_name as agvName', dayOf('e.create_time').as('day'), 'e.error_level as errorLevel', eb.fn.countAll<number>().as('errorCount')])
      .groupBy(['a.agv_name', dayOf('e.create_time'), 'e.error_level']);
    return pageOfGroups(grouped, query, db);
  },
};

/** Transport orders per vehicle and day of release, and how many of them completed or were closed. */
const frequency: ReportDefinition = {
  columns: [
    ...vehicleDayColumns,
    { dataIndex: 'orderCount', title: 'report.column.orderCount', align: 'right', sorter: true },
    { dataIndex: 'completeCount', title: 'report.column.completeCount', align: 'right', sorter: true },
    { dataIndex: 'closeCount', title: 'report.column.closeCount', align: 'right', sorter: true },
  ],
  ...byVehicleAndDay,
  run: (db, query) => {
    const grouped = ordersWithVehicle(db, query.tenantId)
      .where(fleetWhere('o.release_time', query))
      .select((eb) => [
        'a.agv_name as agvName',
        dayOf('o.release_time').as('day'),
        eb.fn.countAll<number>().as('orderCount'),
        sql<number>`sum(case when o.transorder_status = 'Complete' then 1 else 0 end)`.as('completeCount'),
        sql<number>`sum(case when o.transorder_status = 'Close' then 1 else 0 end)`.as('closeCount'),
      ])
      .groupBy(['a.agv_name', dayOf('o.release_time')]);
    return pageOfGroups(grouped, query, db);
  },
};

/**
 * Use of each vehicle per day: AGVS records no run or charge time of its own, so this counts the
 * orders a vehicle finished that day and the time they took (start to end), in minutes.
 */
const useTimes: ReportDefinition = {
  columns: [
    ...vehicleDayColumns,
    { dataIndex: 'orderCount', title: 'report.column.finishedCount', align: 'right', sorter: true },
    { dataIndex: 'runMinutes', title: 'report.column.runMinutes', align: 'right', sorter: true },
  ],
  ...byVehicleAndDay,
  run: (db, query) => {
    const grouped = ordersWithVehicle(db, query.tenantId)
      .where('o.start_time', 'is not', null)
      .where(fleetWhere('o.end_time', query))
      .select((eb) => [
        'a.agv_name as agvName',
        dayOf('o.end_time').as('day'),
        eb.fn.countAll<number>().as('orderCount'),
        sql<number>`round(sum(o.end_time - o.start_time) / 60000.0, 1)`.as('runMinutes'),
      ])
      .groupBy(['a.agv_name', dayOf('o.end_time')]);
    return pageOfGroups(grouped, query, db);
  },
};

/**
 * Status changes of equipment modules. AGVS keeps no module data yet (the module pages come with a
 * later issue): the report answers its columns and an empty page, never made-up rows.
 */
const moduleStatusLog: ReportDefinition = {
  columns: [
    { dataIndex: 'moduleCode', title: 'report.column.moduleCode', align: 'left', sorter: true },
    { dataIndex: 'moduleName', title: 'report.column.moduleName', align: 'left', sorter: false },
    { dataIndex: 'status', title: 'report.column.status', align: 'center', sorter: true },
    { dataIndex: 'createTime', title: 'report.column.createTime', align: 'center', sorter: true },
  ],
  fields: [{ field: 'moduleCode', label: 'report.field.moduleCode', view: 'text', mode: 'single' }, { field: 'createTime', label: 'report.field.day', view: 'date', mode: 'group' }],
  filters: z.strictObject({ moduleCode: text, createTime_begin: ReportDay.optional(), createTime_end: ReportDay.optional() }),
  defaultSort: { column: 'createTime', order: 'desc' },
  run: async () => ({ records: [], total: 0 }),
};

export const REPORTS: Readonly<Record<ReportCode, ReportDefinition>> = { fail, frequency, moduleStatusLog, useTimes };
