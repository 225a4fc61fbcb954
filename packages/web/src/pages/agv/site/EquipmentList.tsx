import { equipmentResource } from '@agvs/contract';
import { SiteList } from './SiteList';

/** Doors, conveyors and lifts, each at a station of its layout. */
export default function EquipmentList() {
  return <SiteList manifest={equipmentResource} entity="equipment" />;
}
