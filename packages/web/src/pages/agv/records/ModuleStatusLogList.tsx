import { moduleStatusLogResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** Every status change of a module: started, halted for storage, resumed, stopped. */
export default function ModuleStatusLogList() {
  return <RecordList manifest={moduleStatusLogResource} entity="moduleStatusLog" />;
}
