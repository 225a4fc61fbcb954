import { ReportPage } from './ReportPage';

/** Menu page reports/FailReport (SPEC §2 reports). */
export default function FailReport() {
  return <ReportPage code="fail" />;
}
