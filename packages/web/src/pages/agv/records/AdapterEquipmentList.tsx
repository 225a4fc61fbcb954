import { adapterEquipmentResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** How each piece of equipment is connected. */
export default function AdapterEquipmentList() {
  return <RecordList manifest={adapterEquipmentResource} entity="adapterEquipment" />;
}
