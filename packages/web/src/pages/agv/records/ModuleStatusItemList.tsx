import { moduleStatusItemResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** The measures of each module as last taken (vehicles, database response time...). */
export default function ModuleStatusItemList() {
  return <RecordList manifest={moduleStatusItemResource} entity="moduleStatusItem" />;
}
