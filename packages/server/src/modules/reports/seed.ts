import type { Kysely } from 'kysely';
import type { ReportChartKind, ReportCode } from '@agvs/contract';
import type { Database } from '../../db/schema.js';

/**
 * One report_configs row per report written in code (definitions.ts). Rows are added when missing
 * and never changed afterwards: an administrator may have switched a report off or changed its chart.
 */
export const REPORT_CONFIGS: readonly { id: string; code: ReportCode; nameKey: string; chartKind: ReportChartKind; sort: number }[] = [
  { id: 'report-fail', code: 'fail', nameKey: 'report.fail', chartKind: 'line', sort: 1 },
  { id: 'report-frequency', code: 'frequency', nameKey: 'report.frequency', chartKind: 'bar', sort: 2 },
  { id: 'report-module-status-log', code: 'moduleStatusLog', nameKey: 'report.moduleStatusLog', chartKind: 'none', sort: 3 },
  { id: 'report-use-times', code: 'useTimes', nameKey: 'report.useTimes', chartKind: 'stackedBar', sort: 4 },
];

export async function seedReports(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('report_configs')
    .values(REPORT_CONFIGS.map((r) => ({ id: r.id, report_code: r.code, name_key: r.nameKey, chart_kind: r.chartKind, enabled: 1, sort_no: r.sort })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
