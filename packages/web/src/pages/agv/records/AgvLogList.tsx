import { agvLogResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** What each vehicle did: missions, loads, charging, errors and re-routing, as the fleet wrote it. */
export default function AgvLogList() {
  return <RecordList manifest={agvLogResource} entity="agvLog" />;
}
