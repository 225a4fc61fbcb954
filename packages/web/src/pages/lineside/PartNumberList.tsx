import { lesPartNumberResource } from '@agvs/contract';
import { LinesideList } from './LinesideList';

/** Part numbers: code, unit, container type and how many travel in one container. */
export default function PartNumberList() {
  return <LinesideList manifest={lesPartNumberResource} entity="partNumber" />;
}
