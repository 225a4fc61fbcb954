import { TrendPage } from './TrendPage';

export default function RunMileage() {
  return <TrendPage kind="mileage" preset="last7" />;
}
