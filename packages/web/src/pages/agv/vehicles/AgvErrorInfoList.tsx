import { agvErrorInfoResource } from '@agvs/contract';
import { VehicleSideList } from './VehicleSideList';

/** The error history: read-only, searched by vehicle, level, category and time, exported. */
export default function AgvErrorInfoList() {
  return <VehicleSideList manifest={agvErrorInfoResource} entity="errorInfo" />;
}
