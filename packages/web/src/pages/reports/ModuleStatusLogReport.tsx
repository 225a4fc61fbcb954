import { ReportPage } from './ReportPage';

/** Menu page reports/ModuleStatusLogReport (SPEC §2 reports). */
export default function ModuleStatusLogReport() {
  return <ReportPage code="moduleStatusLog" />;
}
