import { zoneRelationshipResource } from '@agvs/contract';
import { SiteList } from './SiteList';

/** Relations between zones: mutually exclusive zones and zones that supply others. */
export default function ZoneRelationshipList() {
  return <SiteList manifest={zoneRelationshipResource} entity="zoneRelationship" />;
}
