import { transorderDetailResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** The stops of every transport order, searched by order, station, done or not, and time. */
export default function TransorderDetailList() {
  return <RecordList manifest={transorderDetailResource} entity="transorderDetail" />;
}
