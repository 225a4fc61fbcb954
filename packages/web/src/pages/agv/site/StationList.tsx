import { stationResource } from '@agvs/contract';
import { SiteList } from './SiteList';

/** Stations of a layout: where vehicles stop, work, charge or must not go. */
export default function StationList() {
  return <SiteList manifest={stationResource} entity="station" />;
}
