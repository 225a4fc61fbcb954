import { transorderSegmentResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** The stretches between stations each vehicle drove for an order, searchable by order, vehicle and station. */
export default function TransorderSegmentList() {
  return <RecordList manifest={transorderSegmentResource} entity="transorderSegment" />;
}
