import { adapterResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** How each vehicle is connected (simulation today, VDA 5050 later). */
export default function AdapterList() {
  return <RecordList manifest={adapterResource} entity="adapter" />;
}
