import { layoutLinkStationResource } from '@agvs/contract';
import { SiteList } from './SiteList';

/** Stations that join two layouts (a lift, a door between halls). */
export default function LayoutLinkStationList() {
  return <SiteList manifest={layoutLinkStationResource} entity="link" />;
}
