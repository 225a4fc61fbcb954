import { ReportPage } from './ReportPage';

/** Menu page reports/FrequencyReport (SPEC §2 reports). */
export default function FrequencyReport() {
  return <ReportPage code="frequency" />;
}
