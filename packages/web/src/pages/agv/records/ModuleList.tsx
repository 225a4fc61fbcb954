import { moduleResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** The server's own parts: database, HTTP API, job scheduler and one fleet runtime per layout. */
export default function ModuleList() {
  return <RecordList manifest={moduleResource} entity="module" />;
}
