import { zoneStationResource } from '@agvs/contract';
import { SiteList } from './SiteList';

/** The stations of each zone, in order. */
export default function ZoneStationList() {
  return <SiteList manifest={zoneStationResource} entity="zoneStation" />;
}
