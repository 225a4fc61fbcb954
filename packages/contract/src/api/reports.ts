import { z } from 'zod';
import { PageQuery } from './system.js';

/*
 * Report calls of SPEC §7 "Dictionaries/generic": GET /online/cgreport/api/getRpColumns/{code},
 * getQueryInfo/{cgRpConfigId}, getData/{cgRpConfigId}. The four reports of SPEC §2 "reports".
 * The server answers each from a query written for that report code; clients choose a report and
 * pass values of its whitelisted parameters, never SQL, tables or columns.
 */

export const REPORT_CODES = ['fail', 'frequency', 'moduleStatusLog', 'useTimes'] as const;
export type ReportCode = (typeof REPORT_CODES)[number];

export const ReportCodeParams = z.object({ code: z.enum(REPORT_CODES) });
export const ReportIdParams = z.object({ id: z.string().trim().min(1).max(64) });

/** A day as yyyy-MM-dd (UTC): the reports group by day. */
export const ReportDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));

/** Paging and sorting of getData; `column` is checked against the report's sortable columns. */
export const ReportDataPage = PageQuery.extend({ column: z.string().max(64).optional() });

/**
 * GET getData/{cgRpConfigId}: paging and sorting, then the report's search fields as text (values
 * up to 200 characters); the server checks those against the report's own whitelist (its sortable
 * columns and its search fields).
 */
export const ReportDataQuery = ReportDataPage.catchall(z.string().max(200));

/** One column of a report (getRpColumns `columns`). */
export const ReportColumn = z.object({
  dataIndex: z.string(),
  title: z.string(),
  align: z.enum(['left', 'right', 'center']),
  /** The column may be passed as getData's `column`. */
  sorter: z.boolean(),
  /** A count or sum: getData's `totals` holds its sum over every row of the search. */
  total: z.boolean(),
});
export type ReportColumn = z.infer<typeof ReportColumn>;

/** How a report is drawn: kept per report in the database (report_configs.chart_kind). */
export const REPORT_CHART_KINDS = ['line', 'bar', 'stackedBar', 'none'] as const;
export type ReportChartKind = (typeof REPORT_CHART_KINDS)[number];

/** GET getRpColumns/{code}. */
export const ReportColumns = z.object({
  cgRpConfigId: z.string(),
  cgRpConfigCode: z.enum(REPORT_CODES),
  cgRpConfigName: z.string(),
  columns: z.array(ReportColumn),
  /** No column of these reports is a dictionary code; kept for the console's report page. */
  dictOptions: z.record(z.string(), z.array(z.object({ value: z.string(), text: z.string() }))),
  /** none: the report is read, not looked at; otherwise getChart answers what to draw. */
  chartKind: z.enum(REPORT_CHART_KINDS),
});
export type ReportColumns = z.infer<typeof ReportColumns>;

/** GET getQueryInfo/{cgRpConfigId}: the search fields of a report. */
export const ReportQueryField = z.object({
  field: z.string(),
  label: z.string(),
  /** text: contains; date: one day; list: one of `options`. */
  view: z.enum(['text', 'date', 'list']),
  /** single: one value; group: a range sent as `{field}_begin` and `{field}_end`. */
  mode: z.enum(['single', 'group']),
  options: z.array(z.string()).optional(),
});
export type ReportQueryField = z.infer<typeof ReportQueryField>;
export const ReportQueryInfo = z.array(ReportQueryField);

/** GET getData/{cgRpConfigId}: one page of rows (SPEC: total and records). */
export const ReportData = z.object({
  records: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  total: z.number().int().min(0),
  current: z.number().int().min(1),
  size: z.number().int().min(1),
  /** Sum of each `total` column over every row of the search (not only this page). */
  totals: z.record(z.string(), z.number()),
});
export type ReportData = z.infer<typeof ReportData>;

/** getData's query without paging or sorting: what getChart and exportXls take. */
export const ReportSearchQuery = z.object({}).catchall(z.string().max(200));

/**
 * GET getChart/{cgRpConfigId}: every row of the search summed by category (a day or a vehicle), one
 * series per vehicle or per measure; `title` names the chart, `unit` its values.
 */
export const ReportChart = z.object({
  kind: z.enum(REPORT_CHART_KINDS),
  title: z.string(),
  unit: z.string(),
  categories: z.array(z.string()),
  series: z.array(z.object({ name: z.string(), data: z.array(z.number()) })),
});
export type ReportChart = z.infer<typeof ReportChart>;
