import { TrendPage } from './TrendPage';

export default function RunTime() {
  return <TrendPage kind="runTime" preset="last7" />;
}
