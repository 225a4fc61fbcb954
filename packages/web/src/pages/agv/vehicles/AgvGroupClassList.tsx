import { agvGroupClassResource } from '@agvs/contract';
import { VehicleSideList } from './VehicleSideList';

export default function AgvGroupClassList() {
  return <VehicleSideList manifest={agvGroupClassResource} entity="groupClass" />;
}
