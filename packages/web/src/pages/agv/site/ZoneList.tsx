import { zoneResource } from '@agvs/contract';
import { SiteList } from './SiteList';

/** Zones of a layout: groups of stations with one purpose (working, charging, parking, blocked). */
export default function ZoneList() {
  return <SiteList manifest={zoneResource} entity="zone" />;
}
