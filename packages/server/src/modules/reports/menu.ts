import type { MenuSeed } from '../../db/seed/menu.js';

/**
 * The report pages of SPEC §2 "reports": one console page per report (pages/reports), each
 * calling the report calls with its code. Administrators get them through the seed; they need
 * report:view (and report:export for the Excel button).
 */
export const REPORT_MENU: readonly MenuSeed[] = [
  { id: 'menu-report', parentId: null, title: 'menu.report', path: '/report', component: 'layouts/RouteView', redirect: '/report/fail', icon: 'bar-chart', sort: 5 },
  { id: 'menu-report-fail', parentId: 'menu-report', title: 'menu.reportFail', path: '/report/fail', component: 'reports/FailReport', sort: 1 },
  { id: 'menu-report-frequency', parentId: 'menu-report', title: 'menu.reportFrequency', path: '/report/frequency', component: 'reports/FrequencyReport', sort: 2 },
  { id: 'menu-report-module-status-log', parentId: 'menu-report', title: 'menu.reportModuleStatusLog', path: '/report/moduleStatusLog', component: 'reports/ModuleStatusLogReport', sort: 3 },
  { id: 'menu-report-use-times', parentId: 'menu-report', title: 'menu.reportUseTimes', path: '/report/useTimes', component: 'reports/UseTimesReport', sort: 4 },
];
