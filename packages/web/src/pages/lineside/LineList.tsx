import { lesLineResource } from '@agvs/contract';
import { LinesideList } from './LinesideList';

/** Production lines, each on one layout of the fleet. */
export default function LineList() {
  return <LinesideList manifest={lesLineResource} entity="line" />;
}
