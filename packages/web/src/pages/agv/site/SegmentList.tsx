import { segmentResource } from '@agvs/contract';
import { SiteList } from './SiteList';

/** Segments between two stations of a layout, straight or Bezier, with their travel direction. */
export default function SegmentList() {
  return <SiteList manifest={segmentResource} entity="segment" />;
}
