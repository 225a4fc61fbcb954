import { agvBrandResource } from '@agvs/contract';
import { VehicleSideList } from './VehicleSideList';

export default function AgvBrandList() {
  return <VehicleSideList manifest={agvBrandResource} entity="brand" />;
}
