import { ReportCodeParams, ReportColumns, ReportData, ReportDataQuery, ReportIdParams, ReportQueryInfo } from '../api/reports.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/** SPEC §7 "Dictionaries/generic", report data: the four reports of SPEC §2 over the caller's tenant. */
export const ReportCalls = defineCalls('reports', {
  /**
   * SPEC §7 "Dictionaries/generic": GET /online/cgreport/api/getRpColumns/{code} → the report's
   * cgRpConfigId, cgRpConfigCode, cgRpConfigName, columns (dataIndex, title, align, sorter) and
   * dictOptions (the SPEC names the call only).
   */
  getRpColumns: {
    method: 'GET',
    path: '/online/cgreport/api/getRpColumns/:code',
    summary: 'Columns of a report, by report code',
    access: { perm: Perm.reportView },
    params: ReportCodeParams,
    response: ReportColumns,
  },
  /**
   * SPEC §7 "Dictionaries/generic": GET /online/cgreport/api/getQueryInfo/{cgRpConfigId} (the path
   * parameter is named `id` here) → the search fields (field, label, view, mode, options).
   */
  getQueryInfo: {
    method: 'GET',
    path: '/online/cgreport/api/getQueryInfo/:id',
    summary: 'Search fields of a report, by report id',
    access: { perm: Perm.reportView },
    params: ReportIdParams,
    response: ReportQueryInfo,
  },
  /**
   * SPEC §7 "Dictionaries/generic": GET /online/cgreport/api/getData/{cgRpConfigId} (path parameter
   * `id` here) {the report's query params, pageNo, pageSize, sort; cached 30 s} → {total, records}.
   * The SPEC's `sort` is `column` and `order` here, and the answer adds current and size.
   */
  getData: {
    method: 'GET',
    path: '/online/cgreport/api/getData/:id',
    summary: 'One page of a report (search fields, pageNo, pageSize, column, order); cached 30 s',
    access: { perm: Perm.reportView },
    params: ReportIdParams,
    query: ReportDataQuery,
    response: ReportData,
  },
});
