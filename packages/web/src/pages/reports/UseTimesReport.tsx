import { ReportPage } from './ReportPage';

/** Menu page reports/UseTimesReport (SPEC §2 reports). */
export default function UseTimesReport() {
  return <ReportPage code="useTimes" />;
}
