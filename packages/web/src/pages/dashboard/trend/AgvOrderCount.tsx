import { TrendPage } from './TrendPage';

export default function AgvOrderCount() {
  return <TrendPage kind="orders" preset="last7" />;
}
