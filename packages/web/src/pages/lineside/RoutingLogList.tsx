import { lesRoutingLogResource } from '@agvs/contract';
import { LinesideList } from './LinesideList';

/** Which routing each delivery took, from where to where. */
export default function RoutingLogList() {
  return <LinesideList manifest={lesRoutingLogResource} entity="routingLog" />;
}
