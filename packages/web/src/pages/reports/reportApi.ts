import { ReportCalls, type ReportCode } from '@agvs/contract';
import { callApi, downloadCall } from '../../api/call';

/** The report calls of SPEC §7 "Report data" (and the report's chart and Excel file). */
export const reportApi = {
  columns: (code: ReportCode) => callApi(ReportCalls.getRpColumns, { params: { code } }),
  fields: (id: string) => callApi(ReportCalls.getQueryInfo, { params: { id } }),
  data: (id: string, query: Record<string, string>) => callApi(ReportCalls.getData, { params: { id }, query }),
  chart: (id: string, query: Record<string, string>) => callApi(ReportCalls.getChart, { params: { id }, query }),
  exportXls: (id: string, code: ReportCode, query: Record<string, string>) => downloadCall(ReportCalls.exportXls, { params: { id }, query }, `${code}.xlsx`),
};
