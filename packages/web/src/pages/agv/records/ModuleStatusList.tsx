import { moduleStatusResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** Each module's status now and since when. */
export default function ModuleStatusList() {
  return <RecordList manifest={moduleStatusResource} entity="moduleStatus" />;
}
