import { stationActionStepResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** Every step of every station action; one action's steps also open from its row. */
export default function StationActionStepList() {
  return <RecordList manifest={stationActionStepResource} entity="stationActionStep" />;
}
