import { wmsLocationResource } from '@agvs/contract';
import { WmsList } from './WmsList';

/** Areas of a warehouse, optionally at a station of its layout. */
export default function LocationList() {
  return <WmsList manifest={wmsLocationResource} entity="location" />;
}
