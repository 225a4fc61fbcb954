import { taskLockResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** Stations and vehicles kept from taking new tasks while a lock is valid. */
export default function TaskLockList() {
  return <RecordList manifest={taskLockResource} entity="taskLock" />;
}
