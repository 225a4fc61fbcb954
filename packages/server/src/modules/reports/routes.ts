import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REPORT_CHART_KINDS, REPORT_CODES, ReportCalls, ReportDataPage, type ReportChartKind, type ReportCode } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { notFound, RequestValidationError } from '../../errors.js';
import { hasMessage } from '../../i18n/messages.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { siteTimeZone, zoneOffsetMs } from '../sysconfig/siteTimeZone.js';
import { ReportCache } from './cache.js';
import { chartOf } from './chart.js';
import type { ReportDefinition } from './definition.js';
import { REPORTS } from './definitions.js';
import { reportWorkbook } from './excel.js';
import { runAll, runPage } from './run.js';

/** Rows an export or a chart reads at most (as the order history's export). */
const ALL_ROWS_LIMIT = 10_000;

const isReportCode = (code: string): code is ReportCode => (REPORT_CODES as readonly string[]).includes(code);
const chartKindOf = (kind: string): ReportChartKind => ((REPORT_CHART_KINDS as readonly string[]).includes(kind) ? (kind as ReportChartKind) : 'none');

/** The query getData and exportXls accept for one report: paging, a sortable column of its own, its search fields. */
function dataQueryOf(def: ReportDefinition) {
  const sortable = def.columns.filter((c) => c.sorter).map((c) => c.dataIndex) as [string, ...string[]];
  return ReportDataPage.extend({ column: z.enum(sortable).optional(), _t: z.string().max(20).optional() }).extend(def.filters.shape).strict();
}

/** The query getChart accepts: the search fields only. */
const chartQueryOf = (def: ReportDefinition) => def.filters.extend({ _t: z.string().max(20).optional() }).strict();

/** A query outside the report's whitelist is a 400 naming the field, like any other bad query. */
function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw Object.assign(new RequestValidationError(parsed.error.issues), { validationContext: 'querystring' as const });
  return parsed.data;
}

/** SPEC §7 "Report data": the reports of SPEC §2 over the caller's tenant, defined in report_configs. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new ReportCache(() => app.clock());

  /** An enabled report_configs row and its code-level definition; anything else is 404. */
  const reportOf = async (where: 'id' | 'report_code', value: string) => {
    const row = await app.db.selectFrom('report_configs').selectAll().where(where, '=', value).where('enabled', '=', 1).executeTakeFirst();
    if (!row || !isReportCode(row.report_code)) throw notFound();
    return { id: row.id, code: row.report_code, nameKey: row.name_key, chartKind: chartKindOf(row.chart_kind), def: REPORTS[row.report_code] };
  };
  /**
   * The plant's UTC offset now (site.timeZone, installation-wide): one fixed offset per request, so
   * on a daylight-saving change day the hour around midnight may fall into the neighbouring day.
   */
  const offsetNow = async () => zoneOffsetMs(await siteTimeZone(app.db), app.clock());
  const titleOf = (request: FastifyRequest, key: string) => (hasMessage(key) ? request.t(key) : key);

  /** Search fields, sort and paging of getData and exportXls. */
  const searchOf = (def: ReportDefinition, query: unknown) => {
    const data = parseQuery(dataQueryOf(def), query) as z.output<typeof ReportDataPage> & Record<string, unknown>;
    const { pageNo, pageSize, column, order, _t: _ignored, ...filters } = data;
    const sort = column ? { column: column as string, order } : def.defaultSort;
    return { pageNo, pageSize, sort, filters };
  };

  route(app, ReportCalls.getRpColumns, async (request) => {
    const report = await reportOf('report_code', request.params.code);
    return ok({
      cgRpConfigId: report.id,
      cgRpConfigCode: report.code,
      cgRpConfigName: titleOf(request, report.nameKey),
      columns: report.def.columns.map((c) => ({ dataIndex: c.dataIndex, title: request.t(c.title), align: c.align, sorter: c.sorter, total: c.total === true })),
      dictOptions: {},
      chartKind: report.def.chart ? report.chartKind : 'none',
    });
  });

  route(app, ReportCalls.getQueryInfo, async (request) => {
    const report = await reportOf('id', request.params.id);
    return ok(report.def.fields.map((f) => ({ ...f, label: request.t(f.label) })));
  });

  route(app, ReportCalls.getData, async (request) => {
    const { tenantId } = signedIn(request);
    const report = await reportOf('id', request.params.id);
    const { pageNo, pageSize, sort, filters } = searchOf(report.def, request.query);
    const offsetMs = await offsetNow();
    const key = JSON.stringify(['data', tenantId, report.id, offsetMs, pageNo, pageSize, sort, Object.entries(filters).sort()]);
    return ok(
      await cache.get(key, async () => {
        const page = await runPage(report.def, app.db, { tenantId, filters, sort, offset: (pageNo - 1) * pageSize, limit: pageSize, offsetMs });
        return { ...page, current: pageNo, size: pageSize };
      }),
    );
  });

  route(app, ReportCalls.getChart, async (request) => {
    const { tenantId } = signedIn(request);
    const report = await reportOf('id', request.params.id);
    const { _t: _ignored, ...filters } = parseQuery(chartQueryOf(report.def), request.query) as Record<string, unknown>;
    const chart = report.def.chart;
    // A report without a chart (or switched to none) answers an empty one rather than 404: the page just draws nothing.
    if (!chart || report.chartKind === 'none') return ok({ kind: 'none' as const, title: '', unit: '', categories: [], series: [] });
    const offsetMs = await offsetNow();
    const key = JSON.stringify(['chart', tenantId, report.id, offsetMs, report.chartKind, request.lang, Object.entries(filters).sort()]);
    return ok(
      await cache.get(key, async () => {
        const rows = await runAll(report.def, app.db, { tenantId, filters, sort: { column: chart.category, order: 'asc' }, limit: ALL_ROWS_LIMIT, offsetMs });
        const titles = new Map(report.def.columns.map((c) => [c.dataIndex, c.title]));
        return chartOf(chart, report.chartKind, rows, {
          title: request.t(chart.title),
          unit: request.t(chart.unit),
          label: (column) => request.t(titles.get(column)!),
          others: request.t('report.chart.others'),
        });
      }),
    );
  });

  route(app, ReportCalls.exportXls, async (request, reply) => {
    const { tenantId } = signedIn(request);
    const report = await reportOf('id', request.params.id);
    // Paging is ignored: an export holds every row of the search, in the order on screen.
    const { sort, filters } = searchOf(report.def, request.query);
    const offsetMs = await offsetNow();
    const [rows, { totals }] = await Promise.all([
      runAll(report.def, app.db, { tenantId, filters, sort, limit: ALL_ROWS_LIMIT, offsetMs }),
      runPage(report.def, app.db, { tenantId, filters, sort, offset: 0, limit: 1, offsetMs }),
    ]);
    const title = titleOf(request, report.nameKey);
    const columns = report.def.columns.map((c) => ({ dataIndex: c.dataIndex, title: request.t(c.title), total: c.total === true }));
    const file = await reportWorkbook(title, columns, rows, { label: request.t('report.totals'), values: totals });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${report.code}.xlsx"`)
      .send(file);
  });
};
