import { lesWorkplaceBomResource } from '@agvs/contract';
import { LinesideList } from './LinesideList';

/** The BOMs built at each workplace and their consumption per hour. */
export default function WorkplaceBomList() {
  return <LinesideList manifest={lesWorkplaceBomResource} entity="workplaceBom" />;
}
