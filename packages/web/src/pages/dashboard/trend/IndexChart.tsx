import { TrendPage } from './TrendPage';

export default function IndexChart() {
  return <TrendPage kind="index" preset="last15" />;
}
