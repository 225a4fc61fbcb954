import { agvErrorDictResource } from '@agvs/contract';
import { VehicleSideList } from './VehicleSideList';

export default function AgvErrorDictList() {
  return <VehicleSideList manifest={agvErrorDictResource} entity="errorDict" />;
}
