import { periodResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** Named daily time windows (shifts, breaks, off-peak) used by idle charging. */
export default function PeriodList() {
  return <RecordList manifest={periodResource} entity="period" />;
}
