import { interfaceLogResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** Calls of outside systems (device accounts), with their masked body and outcome. */
export default function InterfaceLogList() {
  return <RecordList manifest={interfaceLogResource} entity="interfaceLog" />;
}
