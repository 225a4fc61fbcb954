import { wmsContainerResource } from '@agvs/contract';
import { WmsList } from './WmsList';

/** Containers and where they are; they move only through bookings. */
export default function ContainerList() {
  return <WmsList manifest={wmsContainerResource} entity="container" />;
}
