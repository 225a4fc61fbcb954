import { ReportChart, ReportCodeParams, ReportColumns, ReportData, ReportDataQuery, ReportIdParams, ReportQueryInfo, ReportSearchQuery } from '../api/reports.js';
import { Perm } from '../permissions.js';
import { defineCalls, EXCEL_TYPE, rawAnswer } from './define.js';

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
  /**
   * Not in the SPEC: the chart of a report page. GET /online/cgreport/api/getChart/{cgRpConfigId}
   * with getData's search fields → every matching row summed for drawing; cached 30 s like getData.
   */
  getChart: {
    method: 'GET',
    path: '/online/cgreport/api/getChart/:id',
    summary: "A report's chart over every row of the search (search fields as getData); cached 30 s",
    access: { perm: Perm.reportView },
    params: ReportIdParams,
    query: ReportSearchQuery,
    response: ReportChart,
  },
  /**
   * SPEC §7 "Dictionaries/generic" (Excel export of a list), for a report: GET
   * /online/cgreport/api/exportXls/{cgRpConfigId} with getData's search fields and sort → every row
   * (at most 10,000) and a totals row, as xlsx.
   */
  exportXls: {
    method: 'GET',
    path: '/online/cgreport/api/exportXls/:id',
    summary: 'A report as xlsx: every row of the search (at most 10,000) and its totals',
    access: { perm: Perm.reportExport },
    params: ReportIdParams,
    query: ReportDataQuery,
    response: rawAnswer(EXCEL_TYPE),
  },
});
