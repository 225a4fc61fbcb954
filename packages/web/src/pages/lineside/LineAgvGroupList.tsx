import { lesLineAgvGroupResource } from '@agvs/contract';
import { LinesideList } from './LinesideList';

/** The AGV group serving each line (a group serves one line only). */
export default function LineAgvGroupList() {
  return <LinesideList manifest={lesLineAgvGroupResource} entity="lineAgvGroup" />;
}
