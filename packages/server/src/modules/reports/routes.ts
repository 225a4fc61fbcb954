import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORT_CODES, ReportCalls, ReportDataPage, type ReportCode } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { notFound, RequestValidationError } from '../../errors.js';
import { hasMessage } from '../../i18n/messages.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { ReportCache } from './cache.js';
import { REPORTS, type ReportDefinition } from './definitions.js';

const isReportCode = (code: string): code is ReportCode => (REPORT_CODES as readonly string[]).includes(code);

/** The query getData accepts for one report: paging, a sortable column of its own, its search fields. */
function dataQueryOf(def: ReportDefinition) {
  const sortable = def.columns.filter((c) => c.sorter).map((c) => c.dataIndex) as [string, ...string[]];
  return ReportDataPage.extend({ column: z.enum(sortable).optional(), _t: z.string().max(20).optional() }).extend(def.filters.shape).strict();
}

/** SPEC §7 "Report data": the four reports of SPEC §2 over the caller's tenant. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new ReportCache(() => app.clock());

  const reportRow = async (where: 'id' | 'report_code', value: string) => {
    const row = await app.db.selectFrom('reports').selectAll().where(where, '=', value).executeTakeFirst();
    if (!row || !isReportCode(row.report_code)) throw notFound();
    return { ...row, code: row.report_code, def: REPORTS[row.report_code] };
  };

  route(app, ReportCalls.getRpColumns, async (request) => {
    const report = await reportRow('report_code', request.params.code);
    return ok({
      cgRpConfigId: report.id,
      cgRpConfigCode: report.code,
      cgRpConfigName: hasMessage(report.report_name) ? request.t(report.report_name) : report.report_name,
      columns: report.def.columns.map((c) => ({ ...c, title: request.t(c.title) })),
      dictOptions: {},
    });
  });

  route(app, ReportCalls.getQueryInfo, async (request) => {
    const report = await reportRow('id', request.params.id);
    return ok(report.def.fields.map((f) => ({ ...f, label: request.t(f.label) })));
  });

  route(app, ReportCalls.getData, async (request) => {
    const { tenantId } = signedIn(request);
    const report = await reportRow('id', request.params.id);
    const parsed = dataQueryOf(report.def).safeParse(request.query);
    if (!parsed.success) throw Object.assign(new RequestValidationError(parsed.error.issues), { validationContext: 'querystring' as const });
    const data = parsed.data as z.output<typeof ReportDataPage> & { readonly _t?: string } & Record<string, unknown>;
    const { pageNo, pageSize, column, order, _t: _ignored, ...filters } = data;
    const sort = column ? { column, order } : report.def.defaultSort;
    const key = JSON.stringify([tenantId, report.id, pageNo, pageSize, sort, Object.entries(filters).sort()]);
    return ok(
      await cache.get(key, async () => {
        const { records, total } = await report.def.run(app.db, { tenantId, filters, sort, offset: (pageNo - 1) * pageSize, limit: pageSize });
        return { records, total, current: pageNo, size: pageSize };
      }),
    );
  });
};
