import { lesPartRoutingResource } from '@agvs/contract';
import { LinesideList } from './LinesideList';

/** Part routings: from which source station a part number reaches which line zone, by which AGV group. */
export default function PartRoutingList() {
  return <LinesideList manifest={lesPartRoutingResource} entity="partRouting" />;
}
