import { sql } from 'kysely';
import { z } from 'zod';
import { ERROR_LEVELS, ReportDay, type ReportCode } from '@agvs/contract';
import { containsPattern } from '../../resources/listQuery.js';
import { dayOf, dayStart, DAY_MS, vehicleDayWhere, type ColumnDef, type FieldDef, type ReportDefinition } from './definition.js';

/*
 * The four reports of SPEC §2. Each is SQL written here, chosen by the report code of its
 * report_configs row; a client only picks a report and passes values of its whitelisted fields.
 * docs/reports.md describes them and how to add one.
 */

const text = z.string().trim().max(100).optional();
const dayRange = { day_begin: ReportDay.optional(), day_end: ReportDay.optional() };

/** Module states the server records (dict module_status). */
const MODULE_STATUSES = ['UP', 'HALTED', 'DOWN'] as const;

const agvNameField: FieldDef = { field: 'agvName', label: 'report.field.agvName', view: 'text', mode: 'single' };
const dayField: FieldDef = { field: 'day', label: 'report.field.day', view: 'date', mode: 'group' };

/** The first two columns of every fleet report: one row per vehicle and day. */
const vehicleDayColumns: readonly ColumnDef[] = [
  { dataIndex: 'agvName', title: 'report.column.agvName', align: 'left', sorter: true, kind: 'text' },
  { dataIndex: 'day', title: 'report.column.day', align: 'center', sorter: true, kind: 'day' },
];

const count = (dataIndex: string, title: ColumnDef['title']): ColumnDef => ({ dataIndex, title, align: 'right', sorter: true, total: true, kind: 'number' });

/** Vehicle error records by vehicle, day and level: where faults pile up, and when. */
const fail: ReportDefinition = {
  columns: [...vehicleDayColumns, { dataIndex: 'errorLevel', title: 'report.column.errorLevel', align: 'center', sorter: true, kind: 'text' }, count('errorCount', 'report.column.errorCount')],
  fields: [agvNameField, { field: 'errorLevel', label: 'report.field.errorLevel', view: 'list', mode: 'single', options: [...ERROR_LEVELS] }, dayField],
  filters: z.strictObject({ agvName: text, errorLevel: z.enum(ERROR_LEVELS).optional(), ...dayRange }),
  defaultSort: { column: 'day', order: 'desc' },
  tieBreak: 'agvName',
  chart: { title: 'report.chart.failPerDay', unit: 'report.unit.errors', category: 'day', series: 'agvName', values: ['errorCount'] },
  select: (db, tenantId, filters, offsetMs) =>
    db
      .selectFrom('error_records as e')
      .innerJoin('agvs as a', 'a.id', 'e.agv_id')
      .where('e.tenant_id', '=', tenantId)
      .where(vehicleDayWhere('e.create_time', filters, offsetMs))
      .$if(filters['errorLevel'] !== undefined, (q) => q.where('e.error_level', '=', filters['errorLevel'] as (typeof ERROR_LEVELS)[number]))
      .select((eb) => ['a.agv_name as agvName', dayOf('e.create_time', offsetMs).as('day'), 'e.error_level as errorLevel', eb.fn.countAll<number>().as('errorCount')])
      .groupBy(['a.agv_name', dayOf('e.create_time', offsetMs), 'e.error_level']),
};

/** Transport orders per vehicle and day of release, and how many of them completed or were closed. */
const frequency: ReportDefinition = {
  columns: [...vehicleDayColumns, count('orderCount', 'report.column.orderCount'), count('completeCount', 'report.column.completeCount'), count('closeCount', 'report.column.closeCount')],
  fields: [agvNameField, dayField],
  filters: z.strictObject({ agvName: text, ...dayRange }),
  defaultSort: { column: 'day', order: 'desc' },
  tieBreak: 'agvName',
  chart: { title: 'report.chart.ordersPerDay', unit: 'report.unit.orders', category: 'day', series: 'agvName', values: ['orderCount'] },
  select: (db, tenantId, filters, offsetMs) =>
    db
      .selectFrom('transorders as o')
      .innerJoin('agvs as a', 'a.id', 'o.agv_id')
      .where('o.tenant_id', '=', tenantId)
      .where(vehicleDayWhere('o.release_time', filters, offsetMs))
      .select((eb) => [
        'a.agv_name as agvName',
        dayOf('o.release_time', offsetMs).as('day'),
        eb.fn.countAll<number>().as('orderCount'),
        sql<number>`sum(case when o.transorder_status = 'Complete' then 1 else 0 end)`.as('completeCount'),
        sql<number>`sum(case when o.transorder_status = 'Close' then 1 else 0 end)`.as('closeCount'),
      ])
      .groupBy(['a.agv_name', dayOf('o.release_time', offsetMs)]),
};

/** Minutes of a sum of ms, one decimal; numeric first, since PostgreSQL rounds numerics only. */
const minutes = (column: string) => sql<number>`round(cast(sum(${sql.ref(column)}) as numeric) / 60000, 1)`;
const ACTIVITIES = ['driving', 'working', 'charging', 'idle', 'waiting', 'other'] as const;

/**
 * Use of each vehicle per day: the time it spent driving, working, charging, idle, waiting in
 * traffic and otherwise (error, stopped, offline), and the distance it drove, from the hourly
 * activity the dashboard module accumulates (vehicle_activity, docs/dashboard.md).
 */
const useTimes: ReportDefinition = {
  columns: [
    ...vehicleDayColumns,
    ...ACTIVITIES.map((a) => count(`${a}Minutes`, `report.column.${a}Minutes`)),
    count('distanceKm', 'report.column.distanceKm'),
  ],
  fields: [agvNameField, dayField],
  filters: z.strictObject({ agvName: text, ...dayRange }),
  defaultSort: { column: 'day', order: 'desc' },
  tieBreak: 'agvName',
  chart: { title: 'report.chart.useTimePerVehicle', unit: 'report.unit.minutes', category: 'agvName', values: ACTIVITIES.map((a) => `${a}Minutes`) },
  select: (db, tenantId, filters, offsetMs) =>
    db
      .selectFrom('vehicle_activity as v')
      .innerJoin('agvs as a', 'a.id', 'v.agv_id')
      .where('v.tenant_id', '=', tenantId)
      .where(vehicleDayWhere('v.hour_start', filters, offsetMs))
      .select([
        'a.agv_name as agvName',
        dayOf('v.hour_start', offsetMs).as('day'),
        ...ACTIVITIES.map((a) => minutes(`v.${a}_ms`).as(`${a}Minutes`)),
        sql<number>`round(cast(sum(v.distance_mm) as numeric) / 1000000, 2)`.as('distanceKm'),
      ])
      .groupBy(['a.agv_name', dayOf('v.hour_start', offsetMs)]),
};

/**
 * Status changes of the server's parts (database, HTTP API, job scheduler, each layout's fleet
 * runtime) as modules/agvRecords records them: the installation's parts are every tenant's to
 * read, a fleet runtime only its layout's tenant's.
 */
const moduleStatusLog: ReportDefinition = {
  columns: [
    { dataIndex: 'moduleCode', title: 'report.column.moduleCode', align: 'left', sorter: true, kind: 'text' },
    { dataIndex: 'moduleName', title: 'report.column.moduleName', align: 'left', sorter: false, kind: 'text' },
    { dataIndex: 'fromStatus', title: 'report.column.fromStatus', align: 'center', sorter: false, kind: 'text' },
    { dataIndex: 'toStatus', title: 'report.column.toStatus', align: 'center', sorter: true, kind: 'text' },
    { dataIndex: 'message', title: 'report.column.message', align: 'left', sorter: false, kind: 'text' },
    { dataIndex: 'createTime', title: 'report.column.createTime', align: 'center', sorter: true, kind: 'time' },
  ],
  fields: [
    { field: 'moduleCode', label: 'report.field.moduleCode', view: 'text', mode: 'single' },
    { field: 'toStatus', label: 'report.field.toStatus', view: 'list', mode: 'single', options: [...MODULE_STATUSES] },
    { field: 'createTime', label: 'report.field.day', view: 'date', mode: 'group' },
  ],
  filters: z.strictObject({ moduleCode: text, toStatus: z.enum(MODULE_STATUSES).optional(), createTime_begin: ReportDay.optional(), createTime_end: ReportDay.optional() }),
  defaultSort: { column: 'createTime', order: 'desc' },
  tieBreak: 'moduleCode',
  chart: null,
  select: (db, tenantId, f, offsetMs) =>
    db
      .selectFrom('module_status_logs as l')
      .innerJoin('modules as m', 'm.id', 'l.module_id')
      .where((eb) => eb.or([eb('l.tenant_id', 'is', null), eb('l.tenant_id', '=', tenantId)]))
      .$if(Boolean(f['moduleCode']), (q) => q.where(sql<boolean>`lower(m.module_code) like ${containsPattern(String(f['moduleCode']))} escape '\\'`))
      .$if(f['toStatus'] !== undefined, (q) => q.where('l.to_status', '=', String(f['toStatus'])))
      .$if(f['createTime_begin'] !== undefined, (q) => q.where('l.created_at', '>=', dayStart(String(f['createTime_begin']), offsetMs)))
      .$if(f['createTime_end'] !== undefined, (q) => q.where('l.created_at', '<', dayStart(String(f['createTime_end']), offsetMs) + DAY_MS))
      .select(['m.module_code as moduleCode', 'm.module_name as moduleName', 'l.from_status as fromStatus', 'l.to_status as toStatus', 'l.message as message', 'l.created_at as createTime']),
};

export const REPORTS: Readonly<Record<ReportCode, ReportDefinition>> = { fail, frequency, moduleStatusLog, useTimes };
